import type pg from 'pg';

/**
 * One transaction of a sanctioned rewrite of stored events (`spend.rewrite`, which migrations 009
 * and 012 let through for the owner role only): committed when `work` succeeds, rolled back otherwise.
 */
export const inRewrite = async <T>(owner: pg.Pool, rewrite: 'seal-existing' | 'rechain', work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
  const client = await owner.connect();
  try {
    await client.query(`BEGIN; SET LOCAL spend.rewrite = '${rewrite}'`);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};
