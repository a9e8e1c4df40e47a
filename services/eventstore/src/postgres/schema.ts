import type pg from 'pg';
import { runMigrations, type Migrations } from './migrate';

export const EVENT_STORE_MIGRATIONS: Migrations = { component: 'eventstore', folder: new URL('./migrations/', import.meta.url) };

export const migrateEventStore = (pool: pg.Pool): Promise<void> =>
  runMigrations(pool, EVENT_STORE_MIGRATIONS.component, EVENT_STORE_MIGRATIONS.folder);
