import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateEventStore } from '../postgres/schema';

export const ADMIN_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  name: string;
  /** Owner (superuser) connection string: migrations and test set-up only. */
  url: string;
  /** Connection string for a service role (`spend_api`, `spend_projector`). */
  urlAs(role: string): string;
  drop(): Promise<void>;
}

const withDatabase = (url: string, database: string, user?: string): string => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  if (user) u.username = user;
  return u.toString();
};

/** A small database of its own per test file, with the event store's schema, so files run in parallel. */
export const createTestDatabase = async (label: string): Promise<TestDatabase> => {
  const name = `t_${label.replace(/\W/g, '_').toLowerCase().slice(0, 30)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(ADMIN_DATABASE_URL, name);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  await migrateEventStore(pool);
  await pool.end();
  return {
    name,
    url,
    urlAs: (role) => withDatabase(ADMIN_DATABASE_URL, name, role),
    drop: async () => {
      const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
      await client.connect();
      // pool.end() resolves before its sockets close: give them a moment to go on their own, so
      // FORCE does not kill connections whose pools would report it as an error.
      for (let i = 0; i < 40; i++) {
        const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (Number(rows[0]!.n) === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
};
