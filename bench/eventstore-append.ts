import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PostgresEventStore } from '@spend/eventstore';
import { createTestDatabase } from '@spend/eventstore/testing';
import { report, throughput } from './report';

/**
 * eventstore.append: single-event appends/s from 16 concurrent clients, against plain one-row
 * INSERT transactions from 16 clients into a table of the same shape; best of 3 alternating runs each.
 */
export const run = async (): Promise<void> => {
  const CLIENTS = 16;
  const TOTAL = Number(process.env.BENCH_APPENDS ?? 20_000);
  const RUNS = 3;
  const db = await createTestDatabase('bench_append');
  const owner = new pg.Pool({ connectionString: db.url, max: CLIENTS });
  const store = new PostgresEventStore({ connectionString: db.urlAs('spend_api'), poolSize: CLIENTS });
  try {
    // Its generated company_id too: without it every baseline row had none, so the partial index of
    // events of no company (events_shared_order) took every row, which it takes from no append here.
    await owner.query(`CREATE TABLE plain_events (LIKE events INCLUDING DEFAULTS INCLUDING GENERATED INCLUDING INDEXES)`);
    await owner.query(`ALTER TABLE plain_events ALTER COLUMN global_position SET DEFAULT nextval('events_global_position_seq')`);
    const metadata = { companyId: randomUUID(), userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 };
    const streams = Array.from({ length: 1000 }, () => `bench-${randomUUID()}`);
    await throughput(CLIENTS, 1000, async () => void (await owner.query('SELECT 1')));
    const plain = async (i: number) => {
      const client = await owner.connect();
      try {
        await client.query('BEGIN');
        await client.query(
          `INSERT INTO plain_events (event_id, stream_name, stream_revision, event_type, data, metadata) VALUES ($1, $2, $3, 'Bench', $4, $5)`,
          [randomUUID(), streams[i % streams.length], i, JSON.stringify({ i }), JSON.stringify(metadata)],
        );
        await client.query('COMMIT');
      } finally {
        client.release();
      }
    };
    const append = async (i: number) => {
      const stream = streams[i % streams.length]!;
      await store.append(stream, [{ id: randomUUID(), type: 'Bench', data: { i }, metadata }], { expectedRevision: 'any' });
    };
    // Alternating, best of RUNS each: both see the same load on a shared machine. Each baseline run
    // has revisions of its own (the unique stream revision of the table's shape).
    const took: [number[], number[]] = [[], []];
    for (let run = 0; run < RUNS; run++) {
      took[0].push(await throughput(CLIENTS, TOTAL, (i) => plain(run * TOTAL + i)));
      took[1].push(await throughput(CLIENTS, TOTAL, append));
    }
    const [baseline, value] = [Math.max(...took[0]), Math.max(...took[1])];
    report('eventstore.append', value, 'appends/s', baseline);
  } finally {
    await store.close();
    await owner.end();
    await db.drop();
  }
};
