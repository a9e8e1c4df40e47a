import type pg from 'pg';

/**
 * One read-only transaction in which `setting` (a row-level security setting of the API's read
 * models) names what this provider may see, and the query's rows.
 */
export const readScoped = async <Row extends pg.QueryResultRow>(pool: pg.Pool, setting: string, value: string, text: string, values: unknown[]): Promise<Row[]> => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN READ ONLY');
    await client.query('SELECT set_config($1, $2, true)', [setting, value]);
    const { rows } = await client.query<Row>(text, values);
    await client.query('COMMIT');
    return rows;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};
