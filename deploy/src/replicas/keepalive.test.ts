import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { CLIENT_IDLE_MS } from '@spend/runtime';
import { repoPath } from '../manifests';
import { BUDGETS_PAGE, graphql, startCluster, type Cluster, type Replica } from './cluster';
import { closedFirstBy, connectionsTo } from './sockets';

/**
 * nginx keeps its connections to the API replicas alive, and no request is lost to it: nginx, never
 * a replica, closes an idle connection (a replica closing one as nginx sends on it fails a POST),
 * and a replica drained under load answers on its kept-alive connections until nginx lets them go.
 */
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({ apis: 2, authorizers: 1 });
});
afterAll(() => cluster?.stop());

/** A failed one carries its status and first error, so a failure says what went wrong. */
type Outcome = { ok: boolean; upstream: string | null; status?: number; error?: string };
/** One POST of the budgets page through nginx. */
const post = async (): Promise<Outcome> => {
  const answer = await graphql(cluster.lb.api, cluster.token, BUDGETS_PAGE).catch((error: Error) => error);
  if (answer instanceof Error) return { ok: false, upstream: null, error: answer.message };
  const ok = answer.status === 200 && !answer.errors && !!answer.data;
  return ok ? { ok, upstream: answer.upstream } : { ok, upstream: answer.upstream, status: answer.status, error: answer.errors?.[0]?.message };
};
const answeredBy = (outcomes: Outcome[], replica: Replica) => outcomes.some((o) => o.ok && o.upstream?.endsWith(`127.0.0.1:${replica.port}`));
const burst = (n: number) => Promise.all(Array.from({ length: n }, post));

describe('upstream keepalive behind nginx', () => {
  it('keeps idle connections for the window the replicas expect', () => {
    const conf = readFileSync(repoPath('deploy/replicas/nginx.conf'), 'utf8');
    const windows = [...conf.matchAll(/^\s*keepalive_timeout (\d+)s;/gm)].map((m) => Number(m[1]) * 1000);
    // One for the API's upstream, one for the authorizer's.
    expect(windows).toEqual([CLIENT_IDLE_MS, CLIENT_IDLE_MS]);
  });

  it('idle connections are closed by nginx, not by a replica, and POSTs after the idle window all succeed', async () => {
    const ports = cluster.apis.map((api) => api.port);
    // Concurrent requests leave several kept-alive connections to the replicas, then the load stops.
    expect((await burst(16)).every((o) => o.ok)).toBe(true);
    const idle = connectionsTo(cluster.lb.pid, ports);
    expect(idle.length).toBeGreaterThan(0);
    // Each ends once its keep-alive window has passed; the side that closed first waits in TIME_WAIT.
    await expect.poll(() => idle.map(closedFirstBy).filter((side) => side === undefined).length, { timeout: 120_000, interval: 200 }).toBe(0);
    expect(idle.map(closedFirstBy)).toEqual(idle.map(() => 'local'));
    const after = await burst(16);
    expect(after.filter((o) => !o.ok)).toEqual([]);
  });

  it('an API replica drained (SIGTERM) and restarted under steady POST load fails no request', async () => {
    const [a, b] = cluster.apis as [Replica, Replica];
    const outcomes: Outcome[] = [];
    let stopping = false;
    // Also when the test fails on its timeout.
    onTestFinished(() => void (stopping = true));
    const client = async () => {
      while (!stopping) outcomes.push(await post());
    };
    const clients = Array.from({ length: 8 }, client);
    try {
      await expect.poll(() => answeredBy(outcomes, a) && answeredBy(outcomes, b)).toBe(true);
      b.signal('SIGTERM');
      expect(await b.exited()).toBe(0);
      const restarted = outcomes.length;
      await b.start();
      // nginx sends to B again once it retries it (after the connects B refused while it was down).
      await expect.poll(() => answeredBy(outcomes.slice(restarted), b), { timeout: 120_000 }).toBe(true);
    } finally {
      stopping = true;
      await Promise.all(clients);
    }
    expect(outcomes.filter((o) => !o.ok)).toEqual([]);
    // B finished everything it took during the drain, cut nothing, and logged no error.
    expect(b.messages()).toContainEqual(expect.stringMatching(/^drained: \d+ request\(s\) finished, 0 cut/));
    expect(b.lines().filter((line) => line.level >= 50)).toEqual([]);
  });
});
