import { pino } from 'pino';
import { loadServiceConfig, PostgresEventStore } from '@spend/eventstore';
import { closeAll, createHealth, createMetricsRegistry, databaseCheck, startTracing } from '@spend/eventstore/runtime';
import { Authorizer } from './authorizer';
import { loadConfig } from './config';
import { createAuthorizerServer } from './server';

const config = loadServiceConfig(loadConfig);
// OpenTelemetry traces when OTEL_EXPORTER_OTLP_ENDPOINT is set (each decision's append).
const tracing = loadServiceConfig(() => startTracing('authorizer'));
const logger = pino({ level: config.LOG_LEVEL, name: 'authorizer' });
const store = new PostgresEventStore({ connectionString: config.DATABASE_URL, poolSize: 10 });
const health = createHealth({ registry: createMetricsRegistry('authorizer'), checks: { database: databaseCheck(store.pool) } });
const authorizer = new Authorizer(store, { tolerancePercent: config.CLEARING_TOLERANCE_PERCENT });
const server = createAuthorizerServer({ authorizer, secret: config.AUTHORIZER_SECRET, maxSkewMs: config.AUTHORIZER_MAX_SKEW_MS, logger, health });
server.listen(config.AUTHORIZER_PORT, config.HOST, () => logger.info({ port: config.AUTHORIZER_PORT }, 'authorizer listening'));
// In-flight requests finish (graceful drain), then the store closes.
const stop = () => server.close(() => void closeAll(logger, { store: () => store.close(), tracing: () => tracing?.shutdown() }).then(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
