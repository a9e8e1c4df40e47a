import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received { path: string; headers: IncomingHttpHeaders; body: string }

/**
 * A real HTTP server receiving webhooks in a test. `answer(path, ...statuses)` plans the next
 * answers of a path (then 200); status 0 holds the request unanswered (a receiver that hangs).
 */
export const startReceiver = async () => {
  const received: Received[] = [];
  const plans = new Map<string, number[]>();
  const held: ServerResponse[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      server.emit('received', path);
      const status = plans.get(path)?.shift() ?? 200;
      if (status === 0) return void held.push(response);
      response.writeHead(status).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path: string) => `${base}${path}`,
    received: (path: string) => received.filter((r) => r.path === path),
    answer: (path: string, ...statuses: number[]) => void plans.set(path, statuses),
    /** Resolves when the next request to `path` arrives. */
    next: (path: string) => new Promise<void>((resolve) => {
      const listener = (p: string) => {
        if (p !== path) return;
        server.off('received', listener);
        resolve();
      };
      server.on('received', listener);
    }),
    close: async () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
};
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
