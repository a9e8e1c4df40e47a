import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bankItemWorkflowIds, userDecider, streams } from '@spend/domain';
import { handleCommand } from '@spend/eventstore';
import { startBankFeed } from '@spend/simulator';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { startWorker, type WorkerProcess } from '../testing/worker';

const ITEM = 'id institutionName archived lastSyncedAt accounts { id name mask balance }';
const TXN = 'id accountId amount merchantName date';
type Item = { id: string; institutionName: string; archived: boolean; lastSyncedAt: string | null; accounts: { id: string; name: string; mask: string; balance: number | null }[] };
type Sync = { added: { id: string; amount: number }[]; modified: { id: string }[]; removed: string[] };

let api: ApiHarness;
let feed: Awaited<ReturnType<typeof startBankFeed>>;
let worker: WorkerProcess;
let acme: SeededCompany;
let globex: SeededCompany;
let item: Item;

const linkToken = async (company: SeededCompany) => (await api.gql<{ plaidLinkToken: { linkToken: string } }>('{ plaidLinkToken { linkToken expiration } }', {}, { token: company.token })).data!.plaidLinkToken.linkToken;
const hostedLink = (company: SeededCompany, redirectUri: string) =>
  api.gql<{ plaidLinkToken: { linkToken: string; hostedLinkUrl: string } }>('query ($r: String) { plaidLinkToken(redirectUri: $r) { linkToken hostedLinkUrl } }', { r: redirectUri }, { token: company.token });
/** A person on the hosted Link page: signs in at the institution and keeps every account; answers where Link sends them back. */
const throughLinkPage = async (hostedLinkUrl: string, password: string) => {
  const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' as const });
  const token = new URL(hostedLinkUrl).searchParams.get('token')!;
  expect((await fetch(hostedLinkUrl)).status).toBe(200);
  const signIn = await (await fetch(`${feed.url}/link/sign-in`, form({ token, institution: 'ins_109508', username: 'user_good', password }))).text();
  const session = /name="session" value="([^"]+)"/.exec(signIn)?.[1];
  if (!session) return { signIn };
  const done = await fetch(`${feed.url}/link/complete`, { ...form({ session }), body: new URLSearchParams([['session', session], ['account', '0'], ['account', '1']]) });
  return { signIn, location: done.headers.get('location') };
};
const exchange = (company: SeededCompany, publicToken: string) =>
  api.gql<{ exchangePlaidPublicToken: Item }>(`mutation ($t: String!) { exchangePlaidPublicToken(publicToken: $t) { ${ITEM} } }`, { t: publicToken }, { token: company.token });
const sync = (company: SeededCompany, itemId: string) =>
  api.gql<{ syncPlaidTransactions: Sync }>(`mutation ($id: ID!) { syncPlaidTransactions(itemId: $id) { added { ${TXN} } modified { ${TXN} } removed } }`, { id: itemId }, { token: company.token });
const items = (company: SeededCompany) => api.gql<{ plaidItems: Item[] }>(`{ plaidItems { ${ITEM} } }`, {}, { token: company.token });
const archive = (company: SeededCompany, id: string, verb: 'archive' | 'restore') =>
  api.gql<Record<string, Item>>(`mutation ($id: ID!) { ${verb}PlaidItem(id: $id) { ${ITEM} } }`, { id }, { token: company.token });

beforeAll(async () => {
  const taskQueue = `test-bank-${randomUUID()}`;
  feed = await startBankFeed();
  api = await ApiHarness.start('api_bank', { TEMPORAL_TASK_QUEUE: taskQueue });
  const env = { DATABASE_URL: api.db.urlAs('spend_api'), BANK_PROVIDER_URL: feed.url };
  worker = await startWorker(api.temporal, env, taskQueue);
  acme = await api.seedCompany('Acme');
  globex = await api.seedCompany('Globex');
  const linked = await exchange(acme, feed.feed.sandboxPublicToken(await linkToken(acme)));
  expect(linked.errors).toBeUndefined();
  item = linked.data!.exchangePlaidPublicToken;
});
afterAll(async () => {
  await api.temporal.schedule.getHandle(bankItemWorkflowIds.schedule(item.id)).delete().catch(() => undefined);
  await worker?.stop();
  await feed?.close();
  await api.close();
});

describe('bank links through the API', () => {
  it("links a connection with its accounts and schedules its syncs", async () => {
    expect(item).toMatchObject({ institutionName: 'Simulated Bank', archived: false });
    expect(item.accounts).toHaveLength(2);
    expect(item.accounts[0]!.mask).toMatch(/^\d{4}$/);
    const schedule = await api.temporal.schedule.getHandle(bankItemWorkflowIds.schedule(item.id)).describe();
    expect(schedule.state.paused).toBe(false);
  });

  it('syncs on demand; a re-sync never imports a transaction twice', async () => {
    const first = await sync(acme, item.id);
    expect(first.errors).toBeUndefined();
    expect(first.data!.syncPlaidTransactions.added).toHaveLength(12);
    expect(first.data!.syncPlaidTransactions.added.every((t) => Number.isInteger(t.amount))).toBe(true);
    expect((await sync(acme, item.id)).data!.syncPlaidTransactions).toEqual({ added: [], modified: [], removed: [] });
    await vi.waitFor(async () => {
      const listed = await api.gql<{ externalTransactions: { id: string; accountId: string; date: string }[] }>(`query ($a: ID) { externalTransactions(accountId: $a, take: 200) { ${TXN} } }`, { a: item.accounts[0]!.id }, { token: acme.token });
      expect(listed.data!.externalTransactions).toHaveLength(6);
      expect(listed.data!.externalTransactions.every((t) => t.accountId === item.accounts[0]!.id)).toBe(true);
      expect(listed.data!.externalTransactions.every((t) => /^\d{4}-\d{2}-\d{2}$/.test(t.date))).toBe(true);
      expect((await items(acme)).data!.plaidItems[0]!.lastSyncedAt).not.toBeNull();
    }, { timeout: 120_000, interval: 100 });
  });

  it('links through the hosted Link page: wrong credentials are refused there, its public token works once, a made-up one never', async () => {
    expect((await hostedLink(acme, 'https://evil.example/steal')).errors![0]).toMatchObject({ message: 'Link can only send you back to this app.', extensions: { code: 'BAD_USER_INPUT' } });
    const back = 'http://localhost:5173/settings/integrations';
    const { hostedLinkUrl } = (await hostedLink(acme, back)).data!.plaidLinkToken;
    expect(hostedLinkUrl.startsWith(`${feed.url}/link?token=`)).toBe(true);
    expect((await throughLinkPage(hostedLinkUrl, 'pass_bad')).signIn).toContain('The username or password provided were not correct.');
    const { location } = await throughLinkPage(hostedLinkUrl, 'pass_good');
    const returned = new URL(location!);
    expect(`${returned.origin}${returned.pathname}`).toBe(back);
    const publicToken = returned.searchParams.get('public_token')!;
    // The link token is spent: its page does not open again.
    expect((await fetch(hostedLinkUrl)).status).toBe(400);
    const linked = await exchange(acme, publicToken);
    expect(linked.errors).toBeUndefined();
    expect(linked.data!.exchangePlaidPublicToken).toMatchObject({ institutionName: 'First Platypus Bank', accounts: [{ name: 'Plaid Checking' }, { name: 'Plaid Credit Card' }] });
    // Read your writes: the list shows the connection as soon as the exchange answers.
    expect((await items(acme)).data!.plaidItems.map((i) => i.id)).toContain(linked.data!.exchangePlaidPublicToken.id);
    // Balances in cents, as the bank reported them.
    expect(linked.data!.exchangePlaidPublicToken.accounts.map((a) => a.balance)).toEqual([11000, 41000]);
    await api.temporal.schedule.getHandle(bankItemWorkflowIds.schedule(linked.data!.exchangePlaidPublicToken.id)).delete().catch(() => undefined);
    const before = await api.eventCount();
    const reused = await exchange(acme, publicToken);
    expect(reused.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(reused.errors![0]!.message).toContain('The public token is not valid.');
    expect(await api.eventCount()).toBe(before);
  });

  it('archives and restores a connection; an archived one is not synced', async () => {
    const archived = await archive(acme, item.id, 'archive');
    expect(archived.data!.archivePlaidItem?.archived).toBe(true);
    expect((await api.temporal.schedule.getHandle(bankItemWorkflowIds.schedule(item.id)).describe()).state.paused).toBe(true);
    expect((await sync(acme, item.id)).errors![0]).toMatchObject({ message: 'This bank connection is archived.', extensions: { code: 'CONFLICT' } });
    expect((await archive(acme, item.id, 'archive')).errors![0]!.extensions!.code).toBe('CONFLICT');
    expect((await archive(acme, item.id, 'restore')).data!.restorePlaidItem?.archived).toBe(false);
    expect((await api.gql<{ plaidItems: Item[] }>('{ plaidItems(archived: true) { id } }', {}, { token: acme.token })).data!.plaidItems).toEqual([]);
  });

  it("keeps each company's connections to itself, and refuses bad input and other roles, changing nothing", async () => {
    expect((await items(globex)).data!.plaidItems).toEqual([]);
    expect((await sync(globex, item.id)).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    expect((await archive(globex, item.id, 'archive')).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const before = await api.eventCount();
    const bad = await exchange(acme, `public-sandbox-${randomUUID()}`);
    expect(bad.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect(bad.errors![0]!.message).toContain('The bank connection could not be made');
    expect(await api.eventCount()).toBe(before);
    // A spender may neither link nor list connections.
    const spenderId = randomUUID();
    const email = `spender-${spenderId.slice(0, 8)}@acme.test`;
    await handleCommand(api.store, streams.user(spenderId), userDecider, {
      type: 'CreateUser', userId: spenderId, companyId: acme.companyId, personId: randomUUID(), authId: null, email, firstName: 'Sam', lastName: 'Spender', title: 'Staff', embossName: null, roles: ['Spender'], now: new Date().toISOString(),
    }, { companyId: acme.companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
    const spender = { ...acme, token: await api.token(email) };
    await vi.waitFor(async () => expect((await items(spender)).errors![0]!.extensions!.code).toBe('FORBIDDEN'), { timeout: 120_000, interval: 100 });
    expect((await sync(spender, item.id)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });
});
