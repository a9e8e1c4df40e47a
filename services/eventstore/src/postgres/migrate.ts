import { readdir, readFile } from 'node:fs/promises';
import type pg from 'pg';

/** A component's folder of `*.sql` migrations. */
export interface Migrations {
  component: string;
  folder: URL;
}

/**
 * Applies the `*.sql` files of a folder in name order, each once, recorded per component in
 * `schema_migrations`. Runs as the database owner; an advisory lock keeps concurrent starts safe.
 */
export const runMigrations = async (pool: pg.Pool, component: string, folder: URL): Promise<void> => {
  const files = (await readdir(folder)).filter((f) => f.endsWith('.sql')).sort();
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query("SELECT pg_advisory_xact_lock(hashtext('schema_migrations'))");
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (component text NOT NULL, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (component, name))',
    );
    const done = await client.query<{ name: string }>('SELECT name FROM schema_migrations WHERE component = $1', [component]);
    const applied = new Set(done.rows.map((r) => r.name));
    for (const file of files.filter((f) => !applied.has(f))) {
      await client.query(await readFile(new URL(file, folder), 'utf8'));
      await client.query('INSERT INTO schema_migrations (component, name) VALUES ($1, $2)', [component, file]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
};
