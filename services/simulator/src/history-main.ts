import { loadServiceConfig, PostgresEventStore } from '@spend/eventstore';
import { CardDirectory } from './cards';
import { loadConfig } from './config';
import { writeHistory } from './history';

/** `npm run history -w @spend/simulator -- [days] [purchases per day]`: a year of backdated demo history by default. */
const config = loadServiceConfig(loadConfig);
const [days = '365', perDay = '20'] = process.argv.slice(2);
const store = new PostgresEventStore({ connectionString: config.DATABASE_URL, poolSize: 2 });
const directory = new CardDirectory(store);
await directory.refresh();
// The same purchases on every run (a fixed pseudo-random sequence, days counted back from today's
// start): written again, each day's command is found already handled and nothing is appended.
let state = 42;
const random = (): number => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const until = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
const result = await writeHistory(store, directory.usable(), { days: Number(days), purchasesPerDay: Number(perDay), seed: 'demo-history', random, until });
console.log(`history written: ${result.approved} approved, ${result.declined} declined`);
await store.close();
