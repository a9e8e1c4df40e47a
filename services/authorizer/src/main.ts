import { pino } from 'pino';
import { PostgresEventStore } from '@spend/eventstore';
import { closeAll, createHealth, createMetricsRegistry, databaseCheck, drainable, loadServiceConfig, startTracing } from '@spend/runtime';
import { Authorizer } from './authorizer';
import { advisoryTurns } from './company-turns';
import { loadConfig } from './config';
import { createAuthorizerServer } from './server';

const config = loadServiceConfig(loadConfig);
// OpenTelemetry traces when OTEL_EXPORTER_OTLP_ENDPOINT is set (each decision's append).
const tracing = loadServiceConfig(() => startTracing('authorizer'));
const logger = pino({ level: config.LOG_LEVEL, name: 'authorizer' });
const store = new PostgresEventStore({ connectionString: config.DATABASE_URL, poolSize: 10 });
const health = createHealth({ registry: createMetricsRegistry('authorizer'), checks: { database: databaseCheck(store.pool) } });
// Replicas take turns per company (company-turns.ts); as many turns at once as the store has connections.
const turns = advisoryTurns(config.DATABASE_URL, 10, { logger });
const authorizer = new Authorizer(store, { tolerancePercent: config.CLEARING_TOLERANCE_PERCENT, turns: turns.turns });
const server = createAuthorizerServer({ authorizer, secret: config.AUTHORIZER_SECRET, maxSkewMs: config.AUTHORIZER_MAX_SKEW_MS, logger, health });
const drain = drainable(server);
server.listen(config.AUTHORIZER_PORT, config.HOST, () => logger.info({ port: config.AUTHORIZER_PORT }, 'authorizer listening'));
/** An authorization is decided in milliseconds; a few seconds covers one queued behind a busy budget. */
const DRAIN_GRACE_MS = 10_000;

// In-flight requests finish (graceful drain), then the store closes.
const shutdown = async (signal: string): Promise<void> => {
  logger.info(`${signal}: shutting down`);
  await drain.drain(logger, { graceMs: DRAIN_GRACE_MS });
  await closeAll(logger, { turns: () => turns.close(), store: () => store.close(), tracing: () => tracing?.shutdown() });
  logger.info('stopped: database closed');
  process.exit(0);
};
let stopping: Promise<void> | undefined;
process.once('SIGINT', () => void (stopping ??= shutdown('SIGINT')));
process.once('SIGTERM', () => void (stopping ??= shutdown('SIGTERM')));
