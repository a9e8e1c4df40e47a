import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { billingPeriodOf } from './billing-cycle';
import { accountDecider, type AccountCommand, type AccountState } from './decider';
import type { AccountEvent } from './events';

// The fix to decideClose: a suspended account whose next statement owes nothing is reinstated by that close.
describe('closing a statement while suspended', () => {
  it('reinstates the account when refunds leave nothing owed', () => {
    const companyId = randomUUID();
    const DAY = 86_400_000;
    const at = (daysAgo: number) => new Date(Date.parse('2026-06-20T12:00:00.000Z') - daysAgo * DAY).toISOString();
    let state: AccountState = accountDecider.initialState();
    const apply = (events: AccountEvent[]) => { for (const e of events) state = accountDecider.evolve(state, e); return events; };
    const run = (c: AccountCommand) => apply(accountDecider.decide(c, state));
    const purchase = { transactionId: randomUUID(), cents: 10_000 };
    apply([{ type: 'CardActivityPosted', data: { companyId, entries: [{ ...purchase, kind: 'DEBIT', at: at(60) }], at: at(60) } }]);
    run({ type: 'SetAccountTerms', companyId, name: 'Acme', creditLimitCents: 100_000, cycle: 'MONTHLY', rebateBasisPoints: 0, paymentDueDays: 1, lateFeeCents: 0, now: at(40) });
    run({ type: 'CloseStatement', periodStart: billingPeriodOf(at(60), 'MONTHLY').start, now: at(40) });
    expect(run({ type: 'ReviewPaymentDue', now: at(30) }).map((e) => e.type)).toEqual(['PaymentMissed']);
    // The purchase is refunded in the next period: its statement owes nothing.
    apply([{ type: 'CardActivityPosted', data: { companyId, entries: [{ ...purchase, kind: 'CREDIT', at: at(25) }], at: at(25) } }]);
    const closed = run({ type: 'CloseStatement', periodStart: billingPeriodOf(at(25), 'MONTHLY').start, now: at(0) });
    expect(closed.map((e) => e.type)).toEqual(['StatementClosed', 'AccountReinstated']);
    expect(state.status).toBe('ACTIVE');
  });
});
