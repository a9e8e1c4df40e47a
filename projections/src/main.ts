import { Kysely, PostgresDialect } from 'kysely';
import { pino } from 'pino';
import { PostgresEventStore } from '@spend/eventstore';
import { connectNats, createHealth, createMetricsRegistry, databaseCheck, databasePool, loadServiceConfig, natsCheck, startHealthServer, startTracing } from '@spend/runtime';
import { loadProjectionsConfig, type ProjectionsConfig } from './config';
import { migrateDatabase } from './migrate';
import { projections } from './read-models/index';
import { budgetOwnersReactor } from './reactors/budget-owners';
import { autoCodingReactor } from './reactors/auto-coding';
import { expensePolicyReactor } from './reactors/expense-policy';
import { receiptMatchingReactor } from './reactors/receipt-matching';
import { checkReceiptLocks, receiptLocksReactor } from './reactors/receipt-locks';
import { syncAdjustmentsReactor } from './reactors/sync-adjustments';
import type { ReadModels } from './read-models';
import { lagCheck, registerLagGauge } from './runner/lag';
import { ProjectionRunner } from './runner/runner';

const start = async (config: ProjectionsConfig): Promise<void> => {
  // OpenTelemetry traces when OTEL_EXPORTER_OTLP_ENDPOINT is set: a span per batch, in its events' traces.
  const tracing = loadServiceConfig(() => startTracing('projections'));
  const logger = pino({ level: config.LOG_LEVEL, name: 'projections' });
  await migrateDatabase(config.MIGRATION_DATABASE_URL);
  const store = new PostgresEventStore({ connectionString: config.DATABASE_URL });
  // The reactors run beside the read models: they need the database and the store, not Temporal.
  const all = [...projections, budgetOwnersReactor(store), receiptLocksReactor(store), syncAdjustmentsReactor(store), autoCodingReactor(store), receiptMatchingReactor(store), expensePolicyReactor(store)];
  const pool = databasePool({ connectionString: config.DATABASE_URL, max: 16 }, logger, 'read models');
  const nats = await connectNats({ servers: config.NATS_URL, name: 'projections', logger });
  const runner = new ProjectionRunner({ store, pool, projections: all, nats: nats.connection, logger, batchSize: config.PROJECTION_BATCH_SIZE, partitions: config.PROJECTION_PARTITIONS });
  runner.start();
  logger.info({ projections: all.map((p) => p.name) }, 'projection runner started');
  // The receipt-lock daily check (see checkReceiptLocks): at start and then every day.
  const db = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool }) });
  const names = all.map((p) => p.name);
  const registry = createMetricsRegistry('projections');
  registerLagGauge(registry, db, names);
  const health = createHealth({ registry, checks: { database: databaseCheck(pool), nats: natsCheck(nats), lag: lagCheck(db, names, config.PROJECTION_READY_MAX_LAG) } });
  const healthServer = await startHealthServer(health, config.HEALTH_PORT, config.HEALTH_HOST, logger);
  const check = () => checkReceiptLocks(db, store, new Date())
    .then((changed) => logger.info({ changed }, 'receipt locks checked'), (err: unknown) => logger.warn({ err }, 'receipt lock check failed'));
  void check();
  const daily = setInterval(() => void check(), 86_400_000);
  const shutdown = async (): Promise<void> => {
    clearInterval(daily);
    healthServer?.close();
    await runner.stop();
    await nats.close();
    await store.close();
    await pool.end();
    await tracing?.shutdown();
    process.exit(0);
  };
  // Ctrl-C reaches every process of the group and the supervisor sends SIGTERM too: shut down once.
  let stopping: Promise<void> | undefined;
  process.once('SIGINT', () => void (stopping ??= shutdown()));
  process.once('SIGTERM', () => void (stopping ??= shutdown()));
};

await start(loadServiceConfig(loadProjectionsConfig));
