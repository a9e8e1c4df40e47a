import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEventStoreContract } from '../contract/event-store.contract';
import { describeEventStoreFilteredReads } from '../contract/filtered-reads.contract';
import { describeEventStoreOrdering } from '../contract/ordering.contract';
import { createTestDatabase, type TestDatabase } from '../testing';
import { PostgresEventStore } from './postgres-event-store';
import { FILTERED_PAGE_SETTINGS, companyPageSql, partitionPageSql } from './reads';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('eventstore');
});
afterAll(async () => {
  await db.drop();
});

const createStore = async (options?: { beforeCommit?: () => Promise<void> }) =>
  new PostgresEventStore({ connectionString: db.urlAs('spend_api'), poolSize: 12, beforeCommit: options?.beforeCommit });
describeEventStoreContract('PostgreSQL', createStore);
describeEventStoreFilteredReads('PostgreSQL', createStore);
describeEventStoreOrdering('PostgreSQL', createStore);

describe('PostgreSQL specifics', () => {
  it('orders $all by the numeric transaction id, not its text (9 before 10)', async () => {
    const owner = new pg.Client({ connectionString: db.url });
    await owner.connect();
    const stream = `xid-${randomUUID()}`;
    await owner.query('INSERT INTO streams (stream_name, revision) VALUES ($1, 1)', [stream]);
    // Positions in the opposite order of the transaction ids, which cross a digit boundary.
    for (const [revision, xid] of [[0, '10'], [1, '9']] as const) {
      await owner.query(
        `INSERT INTO events (transaction_id, event_id, stream_name, stream_revision, event_type, data, metadata) VALUES ($1::xid8, $2, $3, $4, 'T', '{}', '{}')`,
        [xid, randomUUID(), stream, revision],
      );
    }
    await owner.end();
    const store = new PostgresEventStore({ connectionString: db.urlAs('spend_api') });
    try {
      const read = (await store.readAll({ maxCount: 2 })).filter((e) => e.streamName === stream);
      expect(read.map((e) => e.position.commit)).toEqual([9n, 10n]);
    } finally {
      await store.close();
    }
  });

  it('reads creation times raw (epoch milliseconds) as the parsed read does: floored to the millisecond, before 1970 and in years below 100 too', async () => {
    const owner = new pg.Client({ connectionString: db.url });
    await owner.connect();
    const [companyId, stream] = [randomUUID(), `time-${randomUUID()}`];
    const times = ['1969-12-31 23:59:59.999999+00', '1900-02-28 12:00:00.5+00', '2026-01-01 00:00:00.029999+00', '2026-06-01 10:00:00.0005+02', '0099-03-01 00:00:00.007+00'];
    try {
      await owner.query('INSERT INTO streams (stream_name, revision) VALUES ($1, $2)', [stream, times.length - 1]);
      await owner.query(
        `INSERT INTO events (event_id, stream_name, stream_revision, event_type, data, metadata, created_at)
         SELECT gen_random_uuid(), $1, n - 1, 'T', '{}', $2::jsonb, ($3::text[])[n]::timestamptz FROM generate_series(1, cardinality($3::text[])) n`,
        [stream, JSON.stringify({ companyId }), times],
      );
    } finally {
      await owner.end();
    }
    const store = new PostgresEventStore({ connectionString: db.urlAs('spend_api') });
    try {
      // Readers see events once every older transaction of this database has ended.
      await expect.poll(async () => (await store.readAll({ filter: { companyId } })).length, { timeout: 120_000 }).toBe(times.length);
      const parsed = await store.readAll({ filter: { companyId } });
      const raw = await store.readRawPage({ filter: { companyId } });
      expect(raw.events.map((e) => e.createdAt.toISOString())).toEqual(parsed.map((e) => e.createdAt.toISOString()));
      expect(raw.events.map((e) => e.createdAt.toISOString())).toEqual([
        '1969-12-31T23:59:59.999Z', '1900-02-28T12:00:00.500Z', '2026-01-01T00:00:00.029Z', '2026-06-01T08:00:00.000Z', '0099-03-01T00:00:00.007Z',
      ]);
    } finally {
      await store.close();
    }
  });

  it("reads a company's page by an ordered scan of its index that stops at the limit, even before the table is analyzed", async () => {
    const owner = new pg.Client({ connectionString: db.url });
    await owner.connect();
    const [big, small] = [randomUUID(), randomUUID()];
    const metadata = (companyId: string) => JSON.stringify({ companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 });
    try {
      // Loaded in one statement: no ANALYZE has seen these rows (a table loaded since its last one).
      const streamOf = `'plan-${randomUUID()}-' || (n % 50)`;
      await owner.query(`INSERT INTO streams (stream_name, revision) SELECT ${streamOf}, 20000 FROM generate_series(0, 49) n`);
      await owner.query(
        `INSERT INTO events (transaction_id, event_id, stream_name, stream_revision, event_type, data, metadata)
         SELECT pg_current_xact_id(), gen_random_uuid(), ${streamOf}, n, 'T', '{}', CASE WHEN n % 100 = 0 THEN $2 ELSE $1 END::jsonb
         FROM generate_series(1, 20000) n`,
        [metadata(big), metadata(small)],
      );
      await owner.query(`BEGIN READ ONLY; ${FILTERED_PAGE_SETTINGS}`);
      const { rows } = await owner.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${companyPageSql('raw')}`, ['0', '0', 5000, big]);
      await owner.query('COMMIT');
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/^Limit/);
      expect(plan).toContain('Index Scan using events_company_order');
      expect(plan).not.toMatch(/Sort|Bitmap/);
    } finally {
      await owner.end();
    }
  });
  it("reads a partition's page by ordered scans of its partition's index and of the shared events' that stop at the limit, before and after ANALYZE", async () => {
    const owner = new pg.Client({ connectionString: db.url });
    await owner.connect();
    const plan = async (): Promise<string> => {
      await owner.query(`BEGIN READ ONLY; ${FILTERED_PAGE_SETTINGS}`);
      const { rows } = await owner.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${partitionPageSql('parsed', 4)}`, ['0', '0', 1000, 2]);
      await owner.query('COMMIT');
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    };
    try {
      // Events of a realistic size, of 40 companies and a platform event in every 500, loaded in one
      // statement (no ANALYZE has seen them).
      const streamOf = `'partition-plan-${randomUUID()}-' || (n % 50)`;
      await owner.query(`INSERT INTO streams (stream_name, revision) SELECT ${streamOf}, 20000 FROM generate_series(0, 49) n`);
      await owner.query(
        `INSERT INTO events (transaction_id, event_id, stream_name, stream_revision, event_type, data, metadata)
         SELECT pg_current_xact_id(), gen_random_uuid(), ${streamOf}, n, 'T', jsonb_build_object('text', repeat('x', 400)),
           jsonb_build_object('companyId', CASE WHEN n % 500 = 0 THEN '00000000-0000-0000-0000-000000000000' ELSE 'company-' || (n % 40) END)
         FROM generate_series(1, 20000) n`,
      );
      for (const analyzed of [false, true]) {
        if (analyzed) await owner.query('ANALYZE events');
        const read = await plan();
        expect(read).toMatch(/^Limit/);
        expect(read).toContain('Index Scan using events_partition4_order');
        expect(read).toContain('Index Scan using events_shared_order');
        expect(read).not.toMatch(/Sort {2}\(|Bitmap|Seq Scan|events_all_order/);
      }
    } finally {
      await owner.end();
    }
  });
});
