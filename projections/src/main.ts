import { connect } from 'nats';
import pg from 'pg';
import { pino } from 'pino';
import { PostgresEventStore } from '@spend/eventstore';
import { loadProjectionsConfig, type ProjectionsConfig } from './config';
import { migrateDatabase } from './migrate';
import { projections } from './read-models';
import { ProjectionRunner } from './runner/runner';

const start = async (config: ProjectionsConfig): Promise<void> => {
  const logger = pino({ level: config.LOG_LEVEL, name: 'projections' });
  await migrateDatabase(config.MIGRATION_DATABASE_URL);
  const store = new PostgresEventStore({ connectionString: config.DATABASE_URL });
  const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: projections.length * 2 + 2 });
  const nats = await connect({ servers: config.NATS_URL, name: 'projections' });
  const runner = new ProjectionRunner({ store, pool, projections, nats, logger, batchSize: config.PROJECTION_BATCH_SIZE });
  runner.start();
  logger.info({ projections: projections.map((p) => p.name) }, 'projection runner started');
  const shutdown = async (): Promise<void> => {
    await runner.stop();
    await nats.drain();
    await store.close();
    await pool.end();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
};

let config: ProjectionsConfig;
try {
  config = loadProjectionsConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
await start(config);
