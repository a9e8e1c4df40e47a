import type pg from 'pg';
import { runMigrations } from '@spend/eventstore';

export const migrateReadModels = (pool: pg.Pool): Promise<void> => runMigrations(pool, 'projections', new URL('../migrations/', import.meta.url));
