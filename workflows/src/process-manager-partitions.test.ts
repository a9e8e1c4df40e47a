import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Client, Connection } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventData } from '@spend/eventstore';
import { loadWorkflowsConfig } from './config';
import { createTestEventStore } from './testing';

const PARTITIONS = 6;
const MANAGER = 'pings';
// Workflows only need to start here: no worker polls this queue.
const taskQueue = `test-${randomUUID()}`;
const companies = Array.from({ length: 20 }, () => randomUUID());
let events: Awaited<ReturnType<typeof createTestEventStore<true>>>;
let client: Client;
const children = new Set<ChildProcess>();
/** Every `handled` line of every worker: event id, started. */
const handled: { worker: number; id: string; started: boolean }[] = [];
const pinged: string[] = [];

const ping = async (n: number) => {
  const batch: EventData[] = companies.flatMap((companyId) => Array.from({ length: n }, () => ({
    id: randomUUID(), type: 'Pinged', data: {}, metadata: { companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
  })));
  await events.store.append(`ping-${randomUUID()}`, batch);
  pinged.push(...batch.map((e) => e.id));
};

const worker = async (n: number): Promise<ChildProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./testing/run-partitioned-manager.ts', import.meta.url))], {
    env: { ...process.env, DATABASE_URL: events.workerUrl, TASK_QUEUE: taskQueue, MANAGER, PARTITIONS: String(PARTITIONS), PING_DELAY_MS: '5' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const logs: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line === 'started') resolve();
      const [word, id, started] = line.split(' ');
      if (word === 'handled') handled.push({ worker: n, id: id!, started: started === 'true' });
    });
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}: ${logs.join('')}`)));
  });
  return child;
};
const kill = (child: ChildProcess): Promise<void> => new Promise((resolve) => {
  children.delete(child);
  if (child.exitCode !== null) return resolve();
  child.once('exit', () => resolve());
  child.kill('SIGKILL');
});
const checkpoints = async () => (await events.checkpoints.pool.query<{ partition: number; partitions: number }>(
  'SELECT partition, partitions FROM process_manager_checkpoints WHERE name = $1 ORDER BY partition', [MANAGER])).rows;
/** The partitions the companies fall in (a partition with none of them sees no event and saves nothing). */
const usedPartitions = async () => (await events.checkpoints.pool.query<{ n: number }>(
  'SELECT count(DISTINCT company_partition(c, $2))::int AS n FROM unnest($1::text[]) AS c', [companies, PARTITIONS])).rows[0]!.n;
const owners = async () => (await events.checkpoints.pool.query<{ n: number }>(
  `SELECT count(DISTINCT pid)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND classid = 7304 AND granted
   AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`)).rows[0]!.n;

beforeAll(async () => {
  events = await createTestEventStore('wf_pm_partitions', { checkpoints: true });
  const { TEMPORAL_ADDRESS: address, TEMPORAL_NAMESPACE: namespace } = loadWorkflowsConfig();
  client = new Client({ connection: await Connection.connect({ address }), namespace });
});
afterAll(async () => {
  await Promise.all([...children].map(kill));
  for (let i = 0; i < pinged.length; i += 50) {
    await Promise.all(pinged.slice(i, i + 50).map((id) => client.workflow.getHandle(`ping-${id}`).terminate('test over').catch(() => undefined)));
  }
  await client?.connection.close();
  await events?.close();
});

describe('partitioned process managers', () => {
  it('three workers share the partitions; one killed -9 mid-stream hands its partitions over; each workflow started once, none skipped', async () => {
    const workers = [await worker(0), await worker(1), await worker(2)];
    // Each worker owns its share: three sessions hold partition locks.
    await expect.poll(owners, { timeout: 90_000 }).toBe(3);
    await ping(10);
    await expect.poll(() => handled.filter((h) => h.worker === 1).length, { timeout: 90_000, interval: 10 }).toBeGreaterThan(2);
    await kill(workers[1]!);
    const unsavedAtMost = PARTITIONS; // one start per partition may be between its start and its save
    await ping(6);
    // The survivors take the killed worker's partitions over and start what it left. An event whose
    // workflow the killed worker started but did not report is found started (refused) by its new owner.
    const handledIds = () => new Set(handled.map((h) => h.id));
    await expect.poll(() => pinged.every((id) => handledIds().has(id)), { timeout: 90_000, interval: 100 }).toBe(true);
    await expect.poll(owners, { timeout: 90_000 }).toBe(2);
    workers[1] = await worker(1);
    await expect.poll(owners, { timeout: 90_000 }).toBe(3);
    await ping(2);
    await expect.poll(() => pinged.every((id) => handledIds().has(id)), { timeout: 90_000, interval: 100 }).toBe(true);

    // Started exactly once each: Temporal refuses a second start, and a refused one is reported as such.
    const starts = handled.filter((h) => h.started);
    expect(new Set(starts.map((h) => h.id)).size).toBe(starts.length);
    // Handled again only what the killed worker had started and not yet saved; those it started
    // without telling (killed between the start and its line) exist in Temporal all the same.
    const refused = handled.filter((h) => !h.started);
    expect(refused.length).toBeLessThanOrEqual(unsavedAtMost);
    const unreported = pinged.filter((id) => !starts.some((h) => h.id === id));
    expect(unreported.every((id) => refused.some((h) => h.id === id))).toBe(true);
    for (const id of unreported) expect((await client.workflow.getHandle(`ping-${id}`).describe()).taskQueue).toBe(taskQueue);
    expect(handled.every((h) => pinged.includes(h.id))).toBe(true);
    const sample = pinged.filter((_, i) => i % 17 === 0);
    for (const id of sample) expect((await client.workflow.getHandle(`ping-${id}`).describe()).taskQueue).toBe(taskQueue);
    expect((await checkpoints()).map((c) => c.partitions)).toEqual(Array.from({ length: await usedPartitions() }, () => PARTITIONS));
    await Promise.all(workers.map(kill));
  }, 480_000);
});
