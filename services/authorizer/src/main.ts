import { pino } from 'pino';
import { loadServiceConfig, PostgresEventStore } from '@spend/eventstore';
import { Authorizer } from './authorizer';
import { loadConfig } from './config';
import { createAuthorizerServer } from './server';

const config = loadServiceConfig(loadConfig);
const logger = pino({ level: config.LOG_LEVEL });
const store = new PostgresEventStore({ connectionString: config.DATABASE_URL, poolSize: 10 });
const server = createAuthorizerServer({ authorizer: new Authorizer(store, { tolerancePercent: config.CLEARING_TOLERANCE_PERCENT }), secret: config.AUTHORIZER_SECRET, maxSkewMs: config.AUTHORIZER_MAX_SKEW_MS, logger });
server.listen(config.AUTHORIZER_PORT, config.HOST, () => logger.info({ port: config.AUTHORIZER_PORT }, 'authorizer listening'));
const stop = () => server.close(() => void store.close().then(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
