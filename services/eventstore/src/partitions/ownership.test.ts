import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing';
import { OWNERSHIP_GROUPS, Ownership } from './ownership';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('ownership');
});
afterAll(async () => {
  await db.drop();
});

describe('partition ownership', () => {
  it('gives back a lock session that failed before it was its own: the pool ends, nothing checked out', async () => {
    const scope = 'ownership-test';
    // Another session holds the members' lock exclusively: the shared one waits past the statement timeout and fails.
    const blocker = new pg.Client({ connectionString: db.urlAs('spend_projector') });
    await blocker.connect();
    await blocker.query('SELECT pg_advisory_lock($1, hashtext($2))', [OWNERSHIP_GROUPS.projections.members, scope]);
    const pool = new pg.Pool({ connectionString: db.urlAs('spend_projector'), max: 1, options: '-c statement_timeout=200' });
    try {
      const ownership = new Ownership(pool, 'runner-1', false, 'projections', scope);
      await expect(ownership.balance([{ name: 'p', partition: 0, partitions: 1 }])).rejects.toThrow('statement timeout');
      expect([pool.totalCount, pool.idleCount, pool.waitingCount]).toEqual([0, 0, 0]);
      // With the lock free, the next round gets a session from the same one-client pool and owns the unit.
      await blocker.query('SELECT pg_advisory_unlock_all()');
      expect((await ownership.balance([{ name: 'p', partition: 0, partitions: 1 }])).take).toHaveLength(1);
      await ownership.close();
    } finally {
      await blocker.end();
      await pool.end();
    }
  });
});
