import { PostgresEventStore } from '@spend/eventstore';
import { consoleLogger, createHealth, createMetricsRegistry, databaseCheck, loadServiceConfig, startHealthServer, startTracing } from '@spend/runtime';
import { CardDirectory } from './cards';
import { loadConfig } from './config';
import { SimulatedNetwork } from './network';

/** `npm start -w @spend/simulator`: steady card traffic at SIMULATOR_RATE purchases per second. */
const config = loadServiceConfig(loadConfig);
// OpenTelemetry traces when OTEL_EXPORTER_OTLP_ENDPOINT is set: each purchase is a trace the authorizer joins.
const tracing = loadServiceConfig(() => startTracing('simulator'));
const store = new PostgresEventStore({ connectionString: config.DATABASE_URL, poolSize: 2 });
const directory = new CardDirectory(store);
// Ready while the database answers; the authorizer's own /readyz speaks for it.
const health = createHealth({ registry: createMetricsRegistry('simulator'), checks: { database: databaseCheck(store.pool) } });
const healthServer = await startHealthServer(health, config.HEALTH_PORT, config.HEALTH_HOST, consoleLogger('simulator'));
const network = new SimulatedNetwork({ url: config.AUTHORIZER_URL, secret: config.AUTHORIZER_SECRET });
let stopping = false;
const stop = () => {
  stopping = true;
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

let sent = 0;
while (!stopping) {
  try {
    if (sent % 20 === 0) await directory.refresh();
    const attempt = await network.purchase(directory.usable());
    if (attempt) console.log(`${attempt.approved ? 'approved' : `declined (${attempt.reason})`} ${attempt.amountCents} cents on card ${attempt.cardId}`);
  } catch (error) {
    // The authorizer or the database may not be up yet during start-up: try again at the next tick.
    console.error((error as Error).message);
  }
  sent++;
  await new Promise((resolve) => setTimeout(resolve, 1000 / config.SIMULATOR_RATE));
}
healthServer?.close();
await store.close();
await tracing?.shutdown();
