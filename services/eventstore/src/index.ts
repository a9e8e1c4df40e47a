export * from './types';
export * from './command-handler';
export { PostgresEventStore, type PostgresEventStoreOptions } from './postgres/postgres-event-store';
export { runMigrations } from './postgres/migrate';
export { migrateEventStore } from './postgres/schema';
export { PgNotifier } from './postgres/notifier';
export { systemClock } from './clock';
export { loadServiceConfig } from './service';
export { handleCommandBatch, type BatchedCommand, type BatchOutcome } from './command-batch';
