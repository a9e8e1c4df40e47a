import pg from 'pg';
import { migrateEventStore } from '@spend/eventstore';
import { migrateReadModels } from './read-models/schema';

/** Creates the database if missing and applies the event store's and the read models' migrations. */
export const migrateDatabase = async (ownerUrl: string): Promise<void> => {
  const url = new URL(ownerUrl);
  const database = decodeURIComponent(url.pathname.slice(1));
  const adminUrl = new URL(ownerUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({ connectionString: ownerUrl, max: 1 });
  try {
    await migrateEventStore(pool);
    await migrateReadModels(pool);
  } finally {
    await pool.end();
  }
};
