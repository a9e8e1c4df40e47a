import type { ServerResponse } from 'node:http';
import type { ApiClientRegistry } from './api-clients';

/**
 * GET /healthz (the process answers) and /readyz (its database answers, when it has one), in the
 * shape of the other services' probes (`@spend/runtime`'s health; ARCHITECTURE §2 lets this provider
 * import the runtime for tracing only).
 */
export const probe = async (path: string, apiClients: ApiClientRegistry | undefined, res: ServerResponse): Promise<void> => {
  let status = 200;
  let body: object = { status: 'alive' };
  if (path === '/readyz') {
    let database = 'ok';
    try {
      await Promise.race([apiClients?.ping?.(), new Promise((_, reject) => setTimeout(() => reject(new Error('no answer within 2000 ms')), 2_000).unref())]);
    } catch (error) {
      database = (error as Error).message;
    }
    status = database === 'ok' ? 200 : 503;
    body = { status: status === 200 ? 'ready' : 'not ready', checks: { database } };
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(text);
};
