import { Kysely, PostgresDialect } from 'kysely';
import { connect } from 'nats';
import pg from 'pg';
import { pino } from 'pino';
import { loadServiceConfig, PostgresEventStore } from '@spend/eventstore';
import { loadProjectionsConfig, type ProjectionsConfig } from './config';
import { migrateDatabase } from './migrate';
import { projections } from './read-models/index';
import { budgetOwnersReactor } from './reactors/budget-owners';
import { checkReceiptLocks, receiptLocksReactor } from './reactors/receipt-locks';
import { syncAdjustmentsReactor } from './reactors/sync-adjustments';
import type { ReadModels } from './read-models';
import { ProjectionRunner } from './runner/runner';

const start = async (config: ProjectionsConfig): Promise<void> => {
  const logger = pino({ level: config.LOG_LEVEL, name: 'projections' });
  await migrateDatabase(config.MIGRATION_DATABASE_URL);
  const store = new PostgresEventStore({ connectionString: config.DATABASE_URL });
  // The reactors run beside the read models: they need the database and the store, not Temporal.
  const all = [...projections, budgetOwnersReactor(store), receiptLocksReactor(store), syncAdjustmentsReactor(store)];
  const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 16 });
  const nats = await connect({ servers: config.NATS_URL, name: 'projections' });
  const runner = new ProjectionRunner({ store, pool, projections: all, nats, logger, batchSize: config.PROJECTION_BATCH_SIZE, partitions: config.PROJECTION_PARTITIONS });
  runner.start();
  logger.info({ projections: all.map((p) => p.name) }, 'projection runner started');
  // The receipt-lock daily check (see checkReceiptLocks): at start and then every day.
  const db = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool }) });
  const check = () => checkReceiptLocks(db, store, new Date())
    .then((changed) => logger.info({ changed }, 'receipt locks checked'), (err: unknown) => logger.warn({ err }, 'receipt lock check failed'));
  void check();
  const daily = setInterval(() => void check(), 86_400_000);
  const shutdown = async (): Promise<void> => {
    clearInterval(daily);
    await runner.stop();
    await nats.drain();
    await store.close();
    await pool.end();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
};

await start(loadServiceConfig(loadProjectionsConfig));
