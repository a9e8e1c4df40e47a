import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES as M, bankItemWorkflowIds } from '@spend/domain';
import { startBankFeed } from '@spend/simulator';
import { recordMember } from '../members/test-members';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { startWorker, type WorkerProcess } from '../testing/worker';
import { postCardActivity } from './test-account';

// ACH payments from a linked bank account through the API, the worker and the simulator's bank feed.
let api: ApiHarness;
let feed: Awaited<ReturnType<typeof startBankFeed>>;
let worker: WorkerProcess;
let acme: SeededCompany;
let globex: SeededCompany;
type Item = { id: string; accounts: { id: string }[] };
let acmeItem: Item;
let globexItem: Item;
const SLOW = { timeout: 90_000, interval: 200 };

const ITEM = 'id accounts { id }';
const PAY = `mutation ($data: BankPaymentInput!) { payFromBankAccount(data: $data) { id amount paymentType status bankAccount } }`;
const PAYMENTS = `{ payments { items { id amount status detail returnCode returnReason bankAccount } } accountPaymentDue { balanceOwed pendingPayments } account { balance available } }`;
type Listed = { payments: { items: { id: string; status: string; detail: string | null; returnCode: string | null; returnReason: string | null }[] }; accountPaymentDue: { balanceOwed: number; pendingPayments: number }; account: { balance: number; available: number } };
const pay = (data: Record<string, unknown>, token = acme.token, headers: Record<string, string> = {}) => api.gql<{ payFromBankAccount: { id: string; status: string; bankAccount: string } }>(PAY, { data }, { token, headers });
const listed = async () => (await api.gql<Listed>(PAYMENTS, {}, { token: acme.token })).data!;
const payment = async (id: string) => (await listed()).payments.items.find((p) => p.id === id);

const link = async (company: SeededCompany): Promise<Item> => {
  const { linkToken } = (await api.gql<{ plaidLinkToken: { linkToken: string } }>('{ plaidLinkToken { linkToken } }', {}, { token: company.token })).data!.plaidLinkToken;
  const linked = await api.gql<{ exchangePlaidPublicToken: Item }>(`mutation ($t: String!) { exchangePlaidPublicToken(publicToken: $t) { ${ITEM} } }`, { t: feed.feed.sandboxPublicToken(linkToken) }, { token: company.token });
  expect(linked.errors).toBeUndefined();
  return linked.data!.exchangePlaidPublicToken;
};

/** The transfer the worker created for a payment of this amount (dollars as Plaid writes them), once it exists. */
const transferOf = async (amount: string): Promise<string> => {
  let id: string | undefined;
  await expect.poll(() => (id = feed.feed.transfers.sync(0, 500).transfer_events.find((e) => e.event_type === 'pending' && e.transfer_amount === amount)?.transfer_id), SLOW).toBeDefined();
  return id!;
};

beforeAll(async () => {
  const taskQueue = `test-ach-${randomUUID()}`;
  feed = await startBankFeed();
  api = await ApiHarness.start('api_ach', { TEMPORAL_TASK_QUEUE: taskQueue });
  // The worker reads the transfers' events every 200 ms (a minute in production).
  const env = { DATABASE_URL: api.db.urlAs('spend_api'), BANK_PROVIDER_URL: feed.url, ACH_TRANSFER_POLL_MS: '200' };
  worker = await startWorker(api.temporal, env, taskQueue);
  acme = await api.seedCompany('Acme');
  globex = await api.seedCompany('Globex');
  const operator = await recordMember(api, acme.companyId, 'operator@acme.test', 'SpendSuperAdmin');
  const terms = { name: 'Acme card account', approvedCreditLineAmount: 1_000_000, billingCycle: 'MONTHLY', rebateBasisPoints: 0, paymentDueDays: 25, lateFee: 0 };
  expect((await api.gql('mutation ($data: AccountTermsInput!) { setAccountTerms(data: $data) { name } }', { data: terms }, { token: operator.token })).errors).toBeUndefined();
  await postCardActivity(api.store, acme.companyId, [{ kind: 'DEBIT', cents: 50_000, at: new Date().toISOString() }]);
  await vi.waitFor(async () => expect((await listed()).account.balance).toBe(50_000), SLOW);
  [acmeItem, globexItem] = [await link(acme), await link(globex)];
});
afterAll(async () => {
  for (const item of [acmeItem, globexItem]) if (item) await api.temporal.schedule.getHandle(bankItemWorkflowIds.schedule(item.id)).delete().catch(() => undefined);
  await worker?.stop();
  await feed?.close();
  await api?.close();
});

describe('paying the card account by ACH from a linked bank account', () => {
  it('refuses, recording nothing: 0, below 0, a fraction of a cent, above the balance; a bank account of another company or archived; anyone but an admin', async () => {
    const spender = await api.addMember(acme, ['Spender']);
    const before = await api.eventCount();
    const from = { bankItemId: acmeItem.id, bankAccountId: acmeItem.accounts[0]!.id };
    for (const [data, field, message] of [
      [{ ...from, amount: 0 }, 'amount', M.paymentAmount],
      [{ ...from, amount: -500 }, 'amount', M.paymentAmount],
      [{ ...from, amount: 10.5 }, 'amount', M.paymentAmount],
      [{ ...from, amount: 50_001 }, 'amount', M.paymentAboveBalance],
      [{ bankItemId: globexItem.id, bankAccountId: globexItem.accounts[0]!.id, amount: 100 }, 'bankAccountId', M.bankAccount],
      [{ bankItemId: acmeItem.id, bankAccountId: 'no-such-account', amount: 100 }, 'bankAccountId', M.bankAccount],
    ] as const) {
      const refused = await pay(data);
      expect(refused.errors![0], JSON.stringify(data)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } } });
    }
    expect((await pay({ ...from, amount: 100 }, spender.token)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect(await api.eventCount()).toBe(before);

    // An archived connection pays nothing until it is restored.
    const archivedItem = await link(acme);
    expect((await api.gql(`mutation ($id: ID!) { archivePlaidItem(id: $id) { id } }`, { id: archivedItem.id }, { token: acme.token })).errors).toBeUndefined();
    const archived = await pay({ bankItemId: archivedItem.id, bankAccountId: archivedItem.accounts[0]!.id, amount: 100 });
    expect(archived.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { bankAccountId: M.bankAccountArchived } } });
  });

  it('is PENDING (the balance stays) until the bank settles it; then the balance falls; a retry with the same Idempotency-Key sends one debit', async () => {
    const headers = { 'idempotency-key': randomUUID() };
    const data = { bankItemId: acmeItem.id, bankAccountId: acmeItem.accounts[0]!.id, amount: 12_550 };
    const sent = await pay(data, acme.token, headers);
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.payFromBankAccount).toMatchObject({ status: 'PENDING', bankAccount: expect.stringMatching(/^Simulated Bank · Business Card ••\d{4}$/) });
    expect((await pay(data, acme.token, headers)).data!.payFromBankAccount.id).toBe(sent.data!.payFromBankAccount.id);
    const id = sent.data!.payFromBankAccount.id;
    expect(await listed()).toMatchObject({ account: { balance: 50_000, available: 950_000 }, accountPaymentDue: { pendingPayments: 12_550 } });

    const transfer = await transferOf('125.50');
    feed.feed.transfers.simulate({ transfer_id: transfer, event_type: 'posted' });
    feed.feed.transfers.simulate({ transfer_id: transfer, event_type: 'settled' });
    await expect.poll(() => payment(id), SLOW).toMatchObject({ status: 'SETTLED', detail: transfer });
    expect(await listed()).toMatchObject({ account: { balance: 37_450, available: 962_550 }, accountPaymentDue: { pendingPayments: 0 } });
    expect(feed.feed.transfers.sync(0, 500).transfer_events.filter((e) => e.event_type === 'pending' && e.transfer_amount === '125.50')).toHaveLength(1);
  });

  it('RETURNED by the bank (R01 insufficient funds): the debt stays, the list says why, the admins are alerted', async () => {
    const sent = await pay({ bankItemId: acmeItem.id, bankAccountId: acmeItem.accounts[1]!.id, amount: 4_000 });
    const id = sent.data!.payFromBankAccount.id;
    const transfer = await transferOf('40.00');
    feed.feed.transfers.simulate({ transfer_id: transfer, event_type: 'posted' });
    feed.feed.transfers.simulate({ transfer_id: transfer, event_type: 'returned', failure_reason: { ach_return_code: 'R01' } });
    await expect.poll(() => payment(id), SLOW).toMatchObject({ status: 'RETURNED', returnCode: 'R01', returnReason: 'Insufficient funds' });
    expect(await listed()).toMatchObject({ account: { balance: 37_450 }, accountPaymentDue: { pendingPayments: 0 } });
    await expect.poll(async () => (await api.gql<{ notifications: { items: { title: string; message: string }[] } }>('{ notifications { items { title message } } }', {}, { token: acme.token })).data!.notifications.items, SLOW)
      .toContainEqual({ title: 'Payment returned', message: expect.stringContaining('ACH payment of $40.00 (R01: Insufficient funds)') });
  });
});
