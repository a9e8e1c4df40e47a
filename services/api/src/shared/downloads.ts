import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Authenticator, Caller } from './auth';

/** What a download route answers: a refusal, or a file (text or a stream). */
export type Download = { status: 403 | 404; message: string } | { fileName: string; contentType: string; body: string | Readable };

const STATUS: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403 };

/**
 * GET <prefix><id> with the bearer token (and x-nbx-user) of a GraphQL request. `find` decides what
 * the authenticated caller gets for the id; errors answer JSON `{ error }` with a status.
 */
export const createDownloadRoute = (prefix: string, authenticator: Authenticator, find: (caller: Caller, id: string, header: (name: string) => string | null) => Promise<Download>) => ({
  handles: (req: IncomingMessage): boolean => req.method === 'GET' && (req.url ?? '').startsWith(prefix),
  serve: async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const fail = (status: number, message: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: message }));
    };
    try {
      const header = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : null);
      const caller = await authenticator.authenticate(header('authorization'), header('x-nbx-user'));
      const found = await find(caller, new URL(req.url!, 'http://api').pathname.slice(prefix.length), header);
      if ('status' in found) return fail(found.status, found.message);
      res.writeHead(200, {
        'content-type': found.contentType,
        'content-disposition': `attachment; filename="${found.fileName.replace(/["\\\r\n]/g, '')}"`,
        'cache-control': 'private, no-store',
      });
      if (typeof found.body === 'string') res.end(found.body);
      else await pipeline(found.body, res);
    } catch (error) {
      // A stream that fails midway cannot change its status any more: cut the response.
      if (res.headersSent) return void res.destroy();
      const code = (error as { extensions?: { code?: string } }).extensions?.code;
      if (code && STATUS[code]) return fail(STATUS[code]!, (error as Error).message);
      fail(500, 'Unexpected error.');
    }
  },
});
