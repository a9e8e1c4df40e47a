import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Authenticator, Caller } from './auth';

/** A generating report's rows written so far of the rows it will hold (null when not counted), in its 202 answer's JSON body. */
export interface DownloadProgress {
  rowsWritten: number;
  rowsTotal: number | null;
}

/** What a download route answers: a refusal, or a file (text or a stream). */
export type Download =
  | { status: 403 | 404; message: string }
  /** Accepted, not ready yet (a report still generating): ask again after `retryAfterSeconds`; `progress`, how far it is. */
  | { status: 202; message: string; retryAfterSeconds: number; progress?: DownloadProgress }
  /** `headers` add to or replace the defaults (an inline disposition, a content security policy). */
  | { fileName: string; contentType: string; body: string | Readable; headers?: Record<string, string> };

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
      if ('status' in found && found.status === 202) {
        res.writeHead(202, { 'content-type': 'application/json', 'retry-after': String(found.retryAfterSeconds), 'cache-control': 'no-store' });
        // In the body, not a header: any proxy or CORS setting passes it, and one parse reads it all.
        return void res.end(JSON.stringify({ status: 'generating', message: found.message, ...(found.progress && { progress: found.progress }) }));
      }
      if ('status' in found) return fail(found.status, found.message);
      res.writeHead(200, {
        'content-type': found.contentType,
        'content-disposition': `attachment; filename="${found.fileName.replace(/["\\\r\n]/g, '')}"`,
        'cache-control': 'private, no-store',
        ...found.headers,
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
