import { createRemoteJWKSet } from 'jose';
import { Kysely, PostgresDialect } from 'kysely';
import { connect } from 'nats';
import { Client as TemporalClient, Connection as TemporalConnection } from '@temporalio/client';
import pg from 'pg';
import { pino } from 'pino';
import { PostgresEventStore } from '@spend/eventstore';
import { CheckpointWaiter, type ReadModels } from '@spend/projections';
import { createApiServer } from './server';
import { loadConfig, type ApiConfig } from './shared/config';

let config: ApiConfig;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const logger = pino({ level: config.LOG_LEVEL, name: 'api' });
const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 20, idle_in_transaction_session_timeout: 30_000 });
pool.on('error', (err) => logger.warn({ err }, 'idle database connection lost'));
const db = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool }) });
const store = new PostgresEventStore({ connectionString: config.DATABASE_URL });
const waiter = new CheckpointWaiter(db, config.DATABASE_URL);
const nats = await connect({ servers: config.NATS_URL, name: 'api' });
// Lazy: the API starts (and answers everything else) while Temporal is still coming up.
const temporalConnection = TemporalConnection.lazy({ address: config.TEMPORAL_ADDRESS });
const temporal = new TemporalClient({ connection: temporalConnection, namespace: config.TEMPORAL_NAMESPACE });
const server = createApiServer({ config, db, store, waiter, nats, temporal, logger, jwks: createRemoteJWKSet(new URL(config.JWKS_URL)) });
server.listen(config.PORT, config.HOST, () => logger.info(`API listening on http://${config.HOST}:${config.PORT}/graphql`));

const shutdown = async (): Promise<void> => {
  server.close();
  await nats.drain();
  await temporalConnection.close();
  await waiter.close();
  await store.close();
  await db.destroy();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
