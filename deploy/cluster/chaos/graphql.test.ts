import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { gql as Gql, SignedIn } from './graphql';

// The chaos harness's GraphQL client against a plain HTTP server that plays the API: what each
// send carried, and the answers planned for it (a lost answer, "still running", data).
type Plan = (req: IncomingMessage, send: (status: number, body: object) => void, drop: () => void) => void;
const sends: { key: string | undefined; body: string }[] = [];
let plans: Plan[] = [];
let server: Server;
// Imported once the server's address is set: the client reads it when loaded.
let gql: typeof Gql;
const user = { token: async () => 'token' } as unknown as SignedIn;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      sends.push({ key: req.headers['idempotency-key'] as string | undefined, body: Buffer.concat(chunks).toString() });
      const plan = plans.shift() ?? ((_, send) => send(200, { data: { ok: true } }));
      plan(req, (status, body) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)), () => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.CLUSTER_CHAOS_API = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ({ gql } = await import('./graphql'));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the chaos harness sending GraphQL through faults', () => {
  it('sends a mutation again under the same Idempotency-Key, through a lost answer and "still running", until answered', async () => {
    sends.length = 0;
    plans = [
      (_, __, drop) => drop(),
      (_, send) => send(409, { errors: [{ message: 'A request with this Idempotency-Key is still being processed. Try again in a moment.' }] }),
      (_, send) => send(200, { data: { updateOneBudget: { id: 'b1' } } }),
    ];
    const answer = await gql<{ updateOneBudget: { id: string } }>(user, 'mutation { updateOneBudget(where: { id: "b1" }, data: {}) { id } }', {});
    expect(answer).toEqual({ updateOneBudget: { id: 'b1' } });
    expect(sends).toHaveLength(3);
    expect(sends[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(sends.map((s) => s.key))).toEqual(new Set([sends[0]!.key]));
  });

  it('gives each mutation its own key, and a query none', async () => {
    sends.length = 0;
    await gql(user, 'mutation { a }', {});
    await gql(user, '  mutation B { b }', {});
    await gql(user, '{ me { id } }', {});
    expect(sends[0]!.key).not.toBe(sends[1]!.key);
    expect(sends[1]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sends[2]!.key).toBeUndefined();
  });

  it('takes any other error as final, without sending again', async () => {
    sends.length = 0;
    plans = [(_, send) => send(200, { errors: [{ message: 'Only a failed delivery can be resent.' }] })];
    await expect(gql(user, 'mutation { c }', {})).rejects.toThrow('Only a failed delivery can be resent.');
    expect(sends).toHaveLength(1);
  });
});
