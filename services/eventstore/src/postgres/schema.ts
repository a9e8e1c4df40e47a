import type pg from 'pg';
import { runMigrations } from './migrate';

export const migrateEventStore = (pool: pg.Pool): Promise<void> =>
  runMigrations(pool, 'eventstore', new URL('./migrations/', import.meta.url));
