import { loadServiceConfig, PostgresEventStore } from '@spend/eventstore';
import { CardDirectory } from './cards';
import { loadConfig } from './config';
import { SimulatedNetwork } from './network';

/** `npm start -w @spend/simulator`: steady card traffic at SIMULATOR_RATE purchases per second. */
const config = loadServiceConfig(loadConfig);
const store = new PostgresEventStore({ connectionString: config.DATABASE_URL, poolSize: 2 });
const directory = new CardDirectory(store);
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
await store.close();
