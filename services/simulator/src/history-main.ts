import { deterministicUuid, PostgresEventStore } from '@spend/eventstore';
import { loadServiceConfig } from '@spend/runtime';
import { CardDirectory } from './cards';
import { loadConfig } from './config';
import { writeHistory } from './history';
import { settleHistory } from './settlements';

/** `npm run history -w @spend/simulator -- [days] [purchases per day]`: a year of backdated demo history by default. */
const config = loadServiceConfig(loadConfig);
const [days = '365', perDay = '20'] = process.argv.slice(2);
const store = new PostgresEventStore({ connectionString: config.DATABASE_URL, poolSize: 2 });
// The cards the demo seeding created (services/api/src/demo/seed.ts: its correlation id), deleted ones
// too: the same cards on every run, whatever people did in the demo since. A card added later would
// move the purchases to other cards, and a company and day that had none before would get some.
const directory = new CardDirectory(store, { createdIn: deterministicUuid('demo', 'seed') });
await directory.refresh();
// The same purchases on every run (a fixed pseudo-random sequence, days counted back from today's
// start): written again, each day's command is found already handled and nothing is appended.
let state = 42;
const random = (): number => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const until = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
const result = await writeHistory(store, directory.all(), { days: Number(days), purchasesPerDay: Number(perDay), seed: 'demo-history', random, until });
console.log(`history written: ${result.approved} approved, ${result.declined} declined`);
// Each company's statements of that history, closed and paid as its finance team would have.
for (const companyId of new Set(directory.all().map((c) => c.companyId!))) {
  const settled = await settleHistory(store, companyId, { until, seed: 'demo-history' });
  console.log(`company ${companyId}: ${settled.closed} statements closed, ${settled.paid} paid`);
}
await store.close();
