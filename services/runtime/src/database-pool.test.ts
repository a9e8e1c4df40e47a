import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_DATABASE_URL } from './testing';
import { databasePool } from './database-pool';

const application = `database-pool-test-${process.pid}`;
const lost: string[] = [];
const pool = databasePool({ connectionString: ADMIN_DATABASE_URL, max: 2, application_name: application }, { warn: (_details, message) => lost.push(message) }, 'test pool');
const admin = new pg.Pool({ connectionString: ADMIN_DATABASE_URL, max: 1 });

/** What a failover does to a service's sessions: the server ends them. */
const terminateAll = async () => (await admin.query<{ n: number }>(
  'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE application_name = $1', [application])).rows[0]!.n;

afterAll(async () => { await pool.end(); await admin.end(); });

describe('a service database pool', () => {
  it('outlives its idle connections being ended by the server: logged once, the next query gets a new one', async () => {
    await pool.query('SELECT 1');
    expect(await terminateAll()).toBe(1);
    await expect.poll(() => lost.length).toBe(1);
    expect(lost).toEqual(['test pool: connection lost']);
    expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('outlives a checked-out connection ended between two queries (a transaction waiting on other work): that query fails, the process goes on', async () => {
    lost.length = 0;
    const client = await pool.connect();
    await client.query('BEGIN');
    expect(await terminateAll()).toBeGreaterThanOrEqual(1);
    await expect.poll(() => lost.length).toBeGreaterThanOrEqual(1);
    await expect(client.query('COMMIT')).rejects.toThrow();
    client.release(true);
    expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });
});
