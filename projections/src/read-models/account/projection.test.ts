import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDecider, billingPeriodOf, openStatement, rebateOf, type AccountCommand, type AccountEvent, type AccountState } from '@spend/domain';
import { recorded, setUpReadModels, type ReadModelTestDatabase } from '../testing';
import { notificationsProjection } from '../notifications/projection';
import { accountProjection } from './projection';

let rm: ReadModelTestDatabase;
beforeAll(async () => {
  rm = await setUpReadModels('account');
});
afterAll(async () => {
  await rm.close();
});

const DAY = 86_400_000;
/** The history's own clock: mid-month, so last period is always the month before (a wall clock early in a month put it two months back). */
const NOW = Date.parse('2026-03-14T12:00:00.000Z');
const ago = (days: number) => new Date(NOW - days * DAY).toISOString();

/** A company's account history decided by the real decider: purchases last period, terms, its statement, a missed payment, a payment in full. */
const history = (companyId: string) => {
  let state: AccountState = accountDecider.initialState();
  const events: AccountEvent[] = [];
  const take = (list: AccountEvent[]) => {
    for (const e of list) state = accountDecider.evolve(state, e);
    events.push(...list);
  };
  const run = (command: AccountCommand) => take(accountDecider.decide(command, state));
  const lastPeriod = ago(40);
  const activity = (entries: { kind: 'HOLD' | 'RELEASE' | 'DEBIT' | 'CREDIT'; cents: number; at: string }[]): AccountEvent => ({
    type: 'CardActivityPosted', data: { companyId, entries: entries.map((e) => ({ transactionId: randomUUID(), ...e })), at: entries[0]!.at },
  });
  take([activity([{ kind: 'DEBIT', cents: 50_000, at: lastPeriod }, { kind: 'CREDIT', cents: 5_000, at: lastPeriod }, { kind: 'HOLD', cents: 2_000, at: lastPeriod }])]);
  run({ type: 'SetAccountTerms', companyId, name: 'Acme card account', creditLimitCents: 1_000_000, cycle: 'MONTHLY', rebateBasisPoints: 200, paymentDueDays: 1, lateFeeCents: 1_500, now: ago(1) });
  run({ type: 'CloseStatement', periodStart: billingPeriodOf(lastPeriod, 'MONTHLY').start, now: ago(1) });
  take([activity([{ kind: 'DEBIT', cents: 10_000, at: ago(0) }])]);
  run({ type: 'ReviewPaymentDue', now: ago(0) });
  const suspended = state;
  run({ type: 'RecordPayment', companyId, paymentId: randomUUID(), amountCents: state.due!.cents, paymentType: 'CHECK', detail: '1001', userId: null, now: ago(0) });
  return { events, suspended, state };
};

const row = (companyId: string) => rm.projector.selectFrom('accounts').selectAll().where('company_id', '=', companyId).executeTakeFirstOrThrow();

describe('account projection', () => {
  it('shows what the write model decided: balance, pending, available, status, amount due, rebates; the same rows one event at a time or in one batch', async () => {
    const [one, batched] = [randomUUID(), randomUUID()];
    const a = history(one);
    const b = history(batched);
    expect(a.events.map((e) => e.type)).toEqual(['CardActivityPosted', 'AccountTermsSet', 'StatementClosed', 'CardActivityPosted', 'PaymentMissed', 'PaymentReceived', 'AccountReinstated']);
    const upToMissed = a.events.slice(0, 5);
    for (const e of upToMissed) await rm.apply(accountProjection, [recorded(e)]);
    expect(await row(one)).toMatchObject({ status: 'SUSPENDED', balance_state: 'BLOCKED', balance: String(a.suspended.balanceCents), amount_due: String(a.suspended.due!.cents) });
    for (const e of a.events.slice(5)) await rm.apply(accountProjection, [recorded(e)]);
    await rm.apply(accountProjection, b.events.map((e) => recorded(e)));

    const s = a.state;
    const accrued = [...s.periods.values()].reduce((sum, t) => sum + rebateOf(t, s.rebateBasisPoints), 0);
    const closed = a.events.find((e) => e.type === 'StatementClosed')!.data as { rebate: number };
    expect(closed.rebate).toBe(900); // 2% of 50,000 - 5,000
    const expected = {
      opened: true, name: 'Acme card account', status: 'ACTIVE', balance_state: 'OPEN', balance: String(s.balanceCents), pending: String(s.pendingCents),
      available: String(s.creditLimitCents - s.balanceCents - s.pendingCents), amount_due: '0', rebate_accrued: String(accrued), rebate_credited: '900',
    };
    expect(accrued).toBe(200);
    expect(await row(one)).toMatchObject(expected);
    // The saved fold holds each company's own ids (its payment ids); every figure is compared.
    const { company_id: _a, updated_at: _u, state: _s, ...first } = await row(one);
    const { company_id: _b, updated_at: _v, state: _t, ...second } = await row(batched);
    expect(second).toEqual(first);
    const payments = await rm.projector.selectFrom('payments').select(['amount', 'payment_type', 'detail']).where('company_id', '=', one).execute();
    expect(payments).toEqual([{ amount: String(a.suspended.due!.cents), payment_type: 'CHECK', detail: '1001' }]);
    const rebates = await rm.projector.selectFrom('rebates').select(['closed', 'rebate']).where('company_id', '=', one).orderBy('period_start').execute();
    // Closed periods' rebates; the open ones accrue in the account row (rebate_accrued).
    expect(rebates).toEqual([{ closed: true, rebate: '900' }]);
    // The upcoming statement is the domain's own (openStatement over the folded state): its credits hold the rebate earned.
    expect((await row(one)).upcoming).toEqual(openStatement(s));
    expect(openStatement(s)).toMatchObject({ debits: 10_000, rebate: 200, credits: 200 });
  });

  it('shows an ACH payment PENDING (not off the balance), then SETTLED; a returned one with its code, and alerts the admins', async () => {
    const companyId = randomUUID();
    const admin = randomUUID();
    await rm.projector.insertInto('users').values([{ id: admin, company_id: companyId, person_id: randomUUID(), auth_id: admin, email: `${admin}@acme.test`, first_name: 'A', last_name: 'B', title: null, emboss_name: null, roles: ['OrgAdmin'], archived: false, created_at: new Date() }]).execute();
    let state: AccountState = accountDecider.initialState();
    const take = async (command: AccountCommand) => {
      const events = accountDecider.decide(command, state);
      for (const e of events) state = accountDecider.evolve(state, e);
      await rm.apply(accountProjection, events.map((e) => recorded(e)));
      await rm.apply(notificationsProjection, events.map((e) => recorded(e)));
    };
    const now = new Date().toISOString();
    const activity: AccountEvent = { type: 'CardActivityPosted', data: { companyId, entries: [{ transactionId: randomUUID(), kind: 'DEBIT', cents: 30_000, at: now }], at: now } };
    state = accountDecider.evolve(state, activity);
    await rm.apply(accountProjection, [recorded(activity)]);
    await take({ type: 'SetAccountTerms', companyId, name: 'Acme card account', creditLimitCents: 100_000, cycle: 'MONTHLY', rebateBasisPoints: 0, paymentDueDays: 25, lateFeeCents: 0, now });
    const source = { companyId, archived: false, label: 'First Platypus Bank · Plaid Checking ••4100' };
    const [settles, bounces] = [randomUUID(), randomUUID()];
    const initiate = (paymentId: string, amountCents: number): AccountCommand => ({ type: 'InitiateAchPayment', companyId, paymentId, bankItemId: randomUUID(), bankAccountId: 'acc-0', source, amountCents, userId: admin, now });
    await take(initiate(settles, 10_000));
    await take(initiate(bounces, 5_000));
    expect(await row(companyId)).toMatchObject({ balance: '30000', available: '70000', ach_pending: '15000' });
    const payments = () => rm.projector.selectFrom('payments').select(['id', 'status', 'detail', 'bank_account', 'return_code', 'return_reason']).where('company_id', '=', companyId).orderBy('amount', 'desc').execute();
    expect((await payments()).map((p) => p.status)).toEqual(['PENDING', 'PENDING']);
    await take({ type: 'SettleAchPayment', paymentId: settles, transferId: 'transfer-1', now });
    await take({ type: 'ReturnAchPayment', paymentId: bounces, returnCode: 'R01', now });
    expect(await payments()).toEqual([
      { id: settles, status: 'SETTLED', detail: 'transfer-1', bank_account: source.label, return_code: null, return_reason: null },
      { id: bounces, status: 'RETURNED', detail: null, bank_account: source.label, return_code: 'R01', return_reason: 'Insufficient funds' },
    ]);
    expect(await row(companyId)).toMatchObject({ balance: '20000', available: '80000', ach_pending: '0' });
    const alerts = await rm.projector.selectFrom('notifications').select(['user_id', 'title', 'message']).where('company_id', '=', companyId).execute();
    expect(alerts).toEqual([{ user_id: admin, title: 'Payment returned', message: expect.stringContaining('ACH payment of $50.00 (R01: Insufficient funds)') }]);
  });

  it("alerts the company's admins, not its other members, when a missed payment suspends the account", async () => {
    const companyId = randomUUID();
    const [admin, spender] = [randomUUID(), randomUUID()];
    const user = (id: string, roles: string[]) => ({ id, company_id: companyId, person_id: randomUUID(), auth_id: id, email: `${id}@acme.test`, first_name: 'A', last_name: 'B', title: null, emboss_name: null, roles, archived: false, created_at: new Date() });
    await rm.projector.insertInto('users').values([user(admin, ['OrgAdmin']), user(spender, ['Spender'])]).execute();
    const missed = history(companyId).events.find((e) => e.type === 'PaymentMissed')!;
    await rm.apply(notificationsProjection, [recorded(missed)]);
    const alerts = await rm.projector.selectFrom('notifications').select(['user_id', 'type', 'title', 'message']).where('company_id', '=', companyId).execute();
    expect(alerts).toEqual([{ user_id: admin, type: 'alert', title: 'Account suspended', message: expect.stringMatching(/^The payment of \$441\.00 due .* A late fee of \$15\.00 was added\.$/) }]);
  });
});
