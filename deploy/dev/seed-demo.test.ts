import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cardDecider, streams } from '@spend/domain';
import { PostgresEventStore, handleCommand } from '@spend/eventstore';
import { createTestDatabase, type TestDatabase } from '@spend/eventstore/testing';
import { Authorizer, createAuthorizerServer } from '@spend/authorizer';
import { READ_MODEL_MIGRATIONS } from '@spend/projections';
import { CardDirectory, SimulatedNetwork } from '@spend/simulator';

/** The demo seeding as `npm start` runs it behind the services, on a database of its own. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SECRET = 'seed-demo-test-secret';
const dir = mkdtempSync(join(tmpdir(), 'seed-demo-'));
let db: TestDatabase;
let store: PostgresEventStore;

const seed = (): Promise<{ code: number | null; stderr: string }> =>
  new Promise((resolve) => {
    const child = spawn('bash', ['deploy/dev/seed-demo.sh'], {
      cwd: ROOT,
      // A month of history keeps the file short; the rules are the year's.
      env: { ...process.env, DATABASE_URL: db.urlAs('spend_api'), DEMO_HISTORY_DAYS: '30', SEED_LOG_DIR: join(dir, 'logs'), STORAGE_LOCAL_DIR: join(dir, 'files') },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('close', (code) => resolve({ code, stderr }));
  });

// Read from the table: readAll holds back events above the cluster's oldest open transaction.
const query = async <Row extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<Row[]> => {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
};
const lastPosition = async (): Promise<string> => (await query<{ p: string }>('SELECT coalesce(max(global_position), 0) AS p FROM events'))[0]!.p;
/** What was appended after `position`, by stream kind and type (named, so a failure says what). */
const appendedAfter = async (position: string): Promise<string[]> =>
  (await query<{ e: string }>(`SELECT split_part(stream_name, '-', 1) || ' ' || event_type AS e FROM events WHERE global_position > $1 ORDER BY global_position`, [position])).map((r) => r.e);

beforeAll(async () => {
  db = await createTestDatabase('seed_demo', [READ_MODEL_MIGRATIONS]);
  store = new PostgresEventStore({ connectionString: db.urlAs('spend_api'), poolSize: 3 });
});
afterAll(async () => {
  await store.close();
  await db.drop();
  rmSync(dir, { recursive: true, force: true });
});

it('run again after people used the demo (live purchases, a card added, a card deleted), the seeding adds nothing and fails nothing', { timeout: 1_200_000 }, async () => {
  expect(await seed()).toEqual({ code: 0, stderr: '' });
  expect(Number(await lastPosition())).toBeGreaterThan(0);

  // The demo in use: the simulator's live purchases through the authorizer, a card added to a budget
  // by its owner and a seeded card deleted.
  const directory = new CardDirectory(store);
  await expect.poll(async () => (await directory.refresh(), directory.usable().length), { timeout: 120_000 }).toBeGreaterThan(2);
  const server = createAuthorizerServer({ authorizer: new Authorizer(store), secret: SECRET, maxSkewMs: 60_000, logger: pino({ level: 'silent' }) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const network = new SimulatedNetwork({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, secret: SECRET });
    const attempts = [];
    for (let i = 0; i < 12; i++) attempts.push(await network.purchase(directory.usable()));
    expect(attempts.some((a) => a?.approved)).toBe(true);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  const [first, second] = directory.usable().filter((c) => c.budgetId && c.spenderUserId);
  const now = new Date().toISOString();
  const ctx = (companyId: string) => ({ companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
  const cardId = randomUUID();
  await handleCommand(store, streams.card(cardId), cardDecider, {
    type: 'CreateCard', cardId, companyId: first!.companyId!, creatorUserId: null, cardType: 'Digital', format: null, shippingAddress: null,
    spender: { userId: first!.spenderUserId!, companyId: first!.companyId!, archived: false },
    limitCents: 100_000, shouldLinkBudget: true, budget: { budgetId: first!.budgetId!, companyId: first!.companyId!, active: true }, controls: null, last4: '4242', now,
  }, ctx(first!.companyId!));
  await handleCommand(store, streams.card(second!.cardId), cardDecider, { type: 'DeleteCard', cardId: second!.cardId, companyId: second!.companyId!, now }, ctx(second!.companyId!));
  const before = await lastPosition();

  // npm start again.
  expect(await seed()).toEqual({ code: 0, stderr: '' });
  expect(await appendedAfter(before)).toEqual([]);
});
