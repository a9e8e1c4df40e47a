import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M, streams } from '@spend/domain';
import { recordMember } from '../members/test-members';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { postCardActivity } from './test-account';

// The card account through the API: terms, payments (Idempotency-Key), rebates, tenancy.
let api: ApiHarness;
let acme: SeededCompany;
let globex: SeededCompany;
let analyst: string;
/** The card program's operator (the platform super admin): the one who sets terms and records manual payments. */
let operator: { userId: string; token: string };
let globexOperator: string;

const ACCOUNT = `{ account { name approvedCreditLineAmount billingCycle rebateBasisPoints balance pending available status balanceState } }`;
const TERMS = `mutation ($data: AccountTermsInput!) { setAccountTerms(data: $data) { name approvedCreditLineAmount rebateBasisPoints available } }`;
const PAY = `mutation ($data: PaymentCreateInput!) { createPayment(data: $data) { id amount paymentType detail } }`;
const PAYMENTS = `{ payments { count items { id amount paymentType detail user { id } } } }`;
const terms = (extra: Record<string, unknown> = {}) => ({ name: 'Acme card account', approvedCreditLineAmount: 1_000_000, billingCycle: 'MONTHLY', rebateBasisPoints: 150, paymentDueDays: 25, lateFee: 0, ...extra });
const pay = (data: Record<string, unknown>, token = operator.token, headers: Record<string, string> = {}) => api.gql<{ createPayment: { id: string } }>(PAY, { data }, { token, headers });
const account = async (token = acme.token) => (await api.gql<{ account: Record<string, unknown> | null }>(ACCOUNT, {}, { token })).data!.account;

/** Posts card activity and waits until the account read model shows the balance it makes. */
const purchase = async (cents: number) => {
  const before = Number((await account())!.balance);
  await postCardActivity(api.store, acme.companyId, [{ kind: 'DEBIT', cents, at: new Date().toISOString() }]);
  await expect.poll(async () => (await account())!.balance, { timeout: 120_000 }).toBe(before + cents);
};

beforeAll(async () => {
  api = await ApiHarness.start('api_account');
  acme = await api.seedCompany('Acme');
  globex = await api.seedCompany('Globex');
  analyst = (await recordMember(api, acme.companyId, 'auditor@acme.test', 'Analyst')).token;
  operator = await recordMember(api, acme.companyId, 'operator@acme.test', 'SpendSuperAdmin', { firstName: 'Sam', lastName: 'Root', title: 'Platform operator' });
  globexOperator = (await recordMember(api, globex.companyId, 'operator@globex.test', 'SpendSuperAdmin')).token;
});
afterAll(async () => {
  await api?.close();
});

describe('account terms', () => {
  it("refuses anyone but the platform super admin, the company's own admin too, and a rebate outside 0–10,000 bp; records nothing", async () => {
    const before = await api.eventCount();
    for (const token of [analyst, acme.token]) expect((await api.gql(TERMS, { data: terms() }, { token })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    for (const [extra, field, message] of [
      [{ rebateBasisPoints: 10_001 }, 'rebateBasisPoints', M.rebate],
      [{ rebateBasisPoints: -1 }, 'rebateBasisPoints', M.rebate],
      [{ approvedCreditLineAmount: 10.5 }, 'approvedCreditLineAmount', M.creditLimit],
      [{ name: ' ' }, 'name', M.name],
    ] as const) {
      const refused = await api.gql(TERMS, { data: terms(extra) }, { token: operator.token });
      expect(refused.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } } });
    }
    expect(await api.eventCount()).toBe(before);
    expect(await account()).toBeNull();
  });

  it('the platform super admin sets the credit line; the account shows it, ACTIVE and OPEN', async () => {
    const set = await api.gql(TERMS, { data: terms() }, { token: operator.token });
    expect(set.data).toEqual({ setAccountTerms: { name: 'Acme card account', approvedCreditLineAmount: 1_000_000, rebateBasisPoints: 150, available: 1_000_000 } });
    expect(await account(analyst)).toMatchObject({ billingCycle: 'MONTHLY', balance: 0, status: 'ACTIVE', balanceState: 'OPEN' });
  });
});

describe('payments', () => {
  it("refuses a payment above the balance, a fraction of a cent, a missing detail, anyone but the platform super admin (the company's admin too); records nothing", async () => {
    await purchase(50_000);
    const before = await api.eventCount();
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ amount: 60_000, paymentType: 'ACH', detail: '123' }, 'amount', M.paymentAboveBalance],
      [{ amount: 100.5, paymentType: 'ACH', detail: '123' }, 'amount', M.paymentAmount],
      [{ amount: 100, paymentType: 'CHECK' }, 'detail', M.paymentDetail.CHECK],
      [{ amount: 100, paymentType: 'CARD', detail: '12a4' }, 'detail', M.last4],
    ];
    for (const [data, field, message] of refusals) {
      expect((await pay(data)).errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } } });
    }
    for (const token of [analyst, acme.token]) expect((await pay({ amount: 100, paymentType: 'CHECK', detail: '1001' }, token)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect(await api.eventCount()).toBe(before);
  });

  it('records a payment once for one Idempotency-Key; the balance drops once', async () => {
    const headers = { 'idempotency-key': 'pay-acme-1' };
    const first = await pay({ amount: 20_000, paymentType: 'ACH', detail: ' 0042 ' }, operator.token, headers);
    const retry = await pay({ amount: 20_000, paymentType: 'ACH', detail: ' 0042 ' }, operator.token, headers);
    expect(first.data!.createPayment).toEqual({ id: retry.data!.createPayment.id, amount: 20_000, paymentType: 'ACH', detail: '0042' });
    const stream = await api.store.readStream(streams.account(acme.companyId));
    expect(stream.filter((e) => e.type === 'PaymentReceived')).toHaveLength(1);
    expect(await account()).toMatchObject({ balance: 30_000, available: 970_000 });
    const list = await api.gql<{ payments: { count: number; items: { user: { id: string } }[] } }>(PAYMENTS, {}, { token: analyst });
    expect(list.data!.payments).toMatchObject({ count: 1, items: [{ amount: 20_000, paymentType: 'ACH', detail: '0042', user: { id: operator.userId } }] });
  });

  it('filters the list by payment type; shows the payment due (none before a statement closes)', async () => {
    const byType = (t: string) => api.gql<{ payments: { count: number } }>(`query ($t: [PaymentType!]) { payments(where: { paymentType: $t }) { count } }`, { t: [t] }, { token: analyst });
    expect((await byType('ACH')).data!.payments.count).toBe(1);
    expect((await byType('CHECK')).data!.payments.count).toBe(0);
    const due = await api.gql(`{ accountPaymentDue { amount dueDate status } }`, {}, { token: analyst });
    expect(due.data).toEqual({ accountPaymentDue: { amount: 0, dueDate: null, status: 'ACTIVE' } });
  });

  it('another company sees none of it and cannot pay toward it', async () => {
    expect(await account(globex.token)).toBeNull();
    expect((await api.gql<{ payments: { count: number } }>(PAYMENTS, {}, { token: globex.token })).data!.payments.count).toBe(0);
    const before = await api.eventCount();
    expect((await pay({ amount: 100, paymentType: 'CASH' }, globexOperator)).errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { amount: M.noAccount } } });
    expect(await api.eventCount()).toBe(before);
  });
});

describe('payments export', () => {
  it('writes the payments as payments-report.csv for an admin reader; not for another company', async () => {
    const REPORT = `{ paymentsReport(where: { paymentType: [ACH] }) { url fileName } }`;
    const report = await api.gql<{ paymentsReport: { url: string; fileName: string } }>(REPORT, {}, { token: analyst });
    expect(report.data!.paymentsReport.fileName).toBe('payments-report.csv');
    const download = (token: string) => fetch(new URL(report.data!.paymentsReport.url, api.url), { headers: { authorization: `Bearer ${token}` } });
    const csv = await (await download(analyst)).text();
    expect(csv.trim().split(/\r?\n/)).toEqual([
      'Date,Date (ISO 8601),Amount,Payment Type,Detail Label,Detail,Recorded By,Status,Return Reason',
      expect.stringMatching(/^\d\d\/\d\d\/\d{4},\d{4}-\d\d-\d\dT[^,]+,200\.00,ACH,ACH Number,0042,Sam Root,SETTLED,$/),
    ]);
    expect((await download(globex.token)).status).toBe(404);
  });
});

describe('live', () => {
  it("pushes accountChanged when the company's card activity lands, to its own members only", async () => {
    const pushes: Record<string, string[]> = { acme: [], globex: [] };
    const clients = Object.entries({ acme: acme.token, globex: globex.token }).map(([who, token]) => {
      const client = createClient({ url: api.url.replace('http', 'ws'), webSocketImpl: WebSocket, retryAttempts: 0, lazy: false, connectionParams: { authorization: `Bearer ${token}` } });
      const ready = new Promise<void>((resolve) => client.on('connected', () => resolve()));
      client.subscribe<{ accountChanged: string }>({ query: 'subscription { accountChanged }' }, { next: (m) => pushes[who]!.push(m.data!.accountChanged), error: () => {}, complete: () => {} });
      return { client, ready };
    });
    await Promise.all(clients.map((c) => c.ready));
    // The subscription is registered once connected; repeat the activity until a push arrives.
    await expect.poll(async () => {
      await purchase(1);
      return pushes.acme!.length;
    }, { timeout: 120_000 }).toBeGreaterThan(0);
    expect(pushes.acme![0]).toBe(acme.companyId);
    expect(pushes.globex).toEqual([]);
    for (const c of clients) await c.client.dispose();
  });
});

describe('rebates', () => {
  it('accrues the rate on the open period\'s purchases', async () => {
    const state = await api.gql(`{ availableRebate currentRebatesState { accrued credited rebateBasisPoints history { rebate } } }`, {}, { token: acme.token });
    // 50,000 cents of purchases at 150 bp.
    expect(state.data).toEqual({ availableRebate: 750, currentRebatesState: { accrued: 750, credited: 0, rebateBasisPoints: 150, history: [] } });
  });
});

describe('opening', () => {
  it('a company created through createCompanyV2 has its card account in the same append', async () => {
    const created = await api.gql<{ createCompanyV2: { id: string } }>(`mutation { createCompanyV2(data: { dba_name: "Initech", total_funding: "2500" }) { id } }`, {}, { token: acme.token });
    const id = created.data!.createCompanyV2.id;
    const [opened] = await api.store.readStream(streams.account(id));
    expect(opened).toMatchObject({ type: 'AccountTermsSet', data: { name: 'Initech card account', creditLimitCents: 250_000, cycle: 'MONTHLY', rebateBasisPoints: 0, paymentDueDays: 25 } });
  });
});
