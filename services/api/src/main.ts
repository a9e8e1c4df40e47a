import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet } from 'jose';
import { Kysely, PostgresDialect } from 'kysely';
import { Client as TemporalClient } from '@temporalio/client';
import { Runtime } from '@temporalio/worker';
import { pino } from 'pino';
import { PostgresEventStore, systemClock } from '@spend/eventstore';
import { closeAll, connectNats, createHealth, createMetricsRegistry, databaseCheck, databasePool, drainable, loadServiceConfig, natsCheck, startTracing, temporalCheck } from '@spend/runtime';
import { CheckpointWaiter, type ReadModels } from '@spend/projections/api';
import { clientTracing } from '@spend/workflows/tracing';
import { createStorage } from './files/create-storage';
import { runReportWorker } from './reports/worker';
import { createReceiptsMailServer } from './receipts/mail-server';
import { createApiServer } from './server';
import { loadConfig } from './shared/config';
import { lazyTemporalConnection } from './shared/temporal-connection';

const config = loadServiceConfig(loadConfig);
// OpenTelemetry traces when OTEL_EXPORTER_OTLP_ENDPOINT is set (before anything opens a span).
const tracing = loadServiceConfig(() => startTracing('api'));
// Temporal's runtime would stop the report worker at SIGTERM on its own, before the requests in
// flight are drained (and log the interrupted run as an error): shutdown() stops it in order instead.
Runtime.install({ shutdownSignals: [] });
const logger = pino({ level: config.LOG_LEVEL, name: 'api' });
const pool = databasePool({ connectionString: config.DATABASE_URL, max: 20, idle_in_transaction_session_timeout: 30_000 }, logger, 'read models');
const db = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool }) });
const store = new PostgresEventStore({ connectionString: config.DATABASE_URL });
const waiter = new CheckpointWaiter(db, config.DATABASE_URL);
const nats = await connectNats({ servers: config.NATS_URL, name: 'api', logger });
// Lazy: the API starts (and answers everything else) while Temporal is still coming up.
const temporalConnection = lazyTemporalConnection(config.TEMPORAL_ADDRESS);
// Traced: a workflow start carries the request's trace in its Temporal headers.
const temporal = new TemporalClient({ connection: temporalConnection, namespace: config.TEMPORAL_NAMESPACE, interceptors: clientTracing(!!tracing) });
const storage = createStorage(config);
const health = createHealth({
  registry: createMetricsRegistry('api'),
  checks: { database: databaseCheck(pool), nats: natsCheck(nats), temporal: temporalCheck(temporalConnection) },
});
const server = createApiServer({ config, db, store, waiter, nats: nats.connection, temporal, health, clock: systemClock, storage, logger, jwks: createRemoteJWKSet(new URL(config.JWKS_URL)) });
const drain = drainable(server);
server.listen(config.PORT, config.HOST, () => logger.info(`API listening on http://${config.HOST}:${config.PORT}/graphql`));

// Receipts by mail (issue #27): the API's own slice, as it owns members and files.
const mail = createReceiptsMailServer({
  db, store, storage, clock: systemClock, logger, domain: config.RECEIPTS_MAIL_DOMAIN, secret: config.RECEIPTS_MAIL_SECRET,
  maxMessageBytes: config.RECEIPTS_MAIL_MAX_SIZE, maxReceiptBytes: config.RECEIPT_MAX_SIZE,
});
mail.on('error', (err) => logger.error({ err }, 'receipts mail server error'));
mail.listen(config.RECEIPTS_SMTP_PORT, config.HOST, () => logger.info(`Receipts mail (SMTP) listening on ${config.HOST}:${(mail.server.address() as AddressInfo).port} for receipts@${config.RECEIPTS_MAIL_DOMAIN}`));

// Large reports run as workflows whose activities are the API's report writer (reports/worker.ts);
// receipt files are read there too (receipts/read-file.ts), off the upload's and the mail's path.
const stopReports = new AbortController();
const reportWorker = runReportWorker(config, { db, storage, store, waiter, clock: systemClock }, stopReports.signal, tracing).catch((err: unknown) => logger.error({ err }, 'report worker stopped'));

/** How long a SIGTERM waits for requests in flight (a mutation waits up to READ_YOUR_WRITES_TIMEOUT_MS for its read models). */
const DRAIN_GRACE_MS = config.READ_YOUR_WRITES_TIMEOUT_MS + 5_000;

const shutdown = async (signal: string): Promise<void> => {
  logger.info(`${signal}: shutting down`);
  // Requests in flight still need the database, NATS and Temporal: those close after the drain.
  // No new mail; a message being received finishes (close waits for open sessions).
  const mailClosed = new Promise<void>((resolve) => mail.close(() => resolve()));
  await drain.drain(logger, { graceMs: DRAIN_GRACE_MS, beforeWait: server.goingAway });
  stopReports.abort();
  await closeAll(logger, {
    reports: () => reportWorker,
    mail: () => mailClosed,
    nats: () => nats.close(),
    temporal: () => temporalConnection.close(),
    waiter: () => waiter.close(),
    store: () => store.close(),
    database: () => db.destroy(),
    tracing: async () => tracing?.shutdown(),
  });
  logger.info('stopped: database, NATS and Temporal closed');
  process.exit(0);
};
// Ctrl-C reaches every process of the group and the supervisor sends SIGTERM too: shut down once.
let stopping: Promise<void> | undefined;
process.once('SIGINT', () => void (stopping ??= shutdown('SIGINT')));
process.once('SIGTERM', () => void (stopping ??= shutdown('SIGTERM')));
