import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@spend/eventstore/testing';
import { READ_MODEL_MIGRATIONS, type ReadModels } from '@spend/projections';
import { withTenant } from './tenant';

let database: TestDatabase;
let pool: pg.Pool;
let db: Kysely<ReadModels>;
/** Every statement the API's one pooled session sends, as the server receives it. */
const sent: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase('api_tenant', [READ_MODEL_MIGRATIONS]);
  // One session: what a read leaves on it, the next read finds.
  pool = new pg.Pool({ connectionString: database.urlAs('spend_api'), max: 1 });
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      sent.push(typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text);
      return query(...args);
    };
  });
  db = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool }) });
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

const settings = sql<{ company: string; auth: string }>`SELECT current_setting('app.company_id', true) AS company, current_setting('app.auth_id', true) AS auth`;

describe('withTenant', () => {
  it('reads in three round trips: the BEGIN carries the settings, then the read, then COMMIT', async () => {
    sent.length = 0;
    const rows = await withTenant(db, { companyId: 'c0ffee00-0000-4000-8000-000000000001' }, (trx) => trx.selectFrom('users').select('id').execute());
    expect(rows).toEqual([]);
    expect(sent).toHaveLength(3);
    expect(sent[0]).toMatch(/^BEGIN; SELECT set_config\('app\.company_id', 'c0ffee00-0000-4000-8000-000000000001', true\)/);
    expect(sent[2]).toBe('COMMIT');
  });

  it('passes a value with quotes, backslashes and statements in it as the value, nothing more', async () => {
    const authId = `o'brien\\'; SELECT pg_sleep(10); --@example.test`;
    const [seen] = await withTenant(db, { authId }, async (trx) => (await settings.execute(trx)).rows);
    expect(seen).toEqual({ company: '', auth: authId });
  });

  it('leaves nothing on the pooled session: the settings end with the transaction, a failed read rolls back', async () => {
    await withTenant(db, { companyId: 'c0ffee00-0000-4000-8000-000000000002', authId: 'a@example.test' }, (trx) => trx.selectFrom('users').select('id').execute());
    const [left] = (await settings.execute(db)).rows;
    expect([left!.company ?? '', left!.auth ?? '']).toEqual(['', '']);
    await expect(withTenant(db, { companyId: 'c0ffee00-0000-4000-8000-000000000003' }, (trx) => sql`SELECT 1 / 0`.execute(trx))).rejects.toThrow('division by zero');
    // The one session answers again: a transaction left aborted would refuse every statement.
    const rows = await withTenant(db, { companyId: 'c0ffee00-0000-4000-8000-000000000004' }, async (trx) => (await settings.execute(trx)).rows);
    expect(rows[0]!.company).toBe('c0ffee00-0000-4000-8000-000000000004');
  });
});
