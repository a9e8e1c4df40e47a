import type pg from 'pg';
import { runMigrations, type Migrations } from '@spend/eventstore';

export const READ_MODEL_MIGRATIONS: Migrations = { component: 'projections', folder: new URL('../migrations/', import.meta.url) };

export const migrateReadModels = (pool: pg.Pool): Promise<void> => runMigrations(pool, READ_MODEL_MIGRATIONS.component, READ_MODEL_MIGRATIONS.folder);
