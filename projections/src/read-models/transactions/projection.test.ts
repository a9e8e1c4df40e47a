import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardEvent, LedgerEvent } from '@spend/domain';
import { cardsProjection } from '../cards/projection';
import { recorded, setUpReadModels, type ReadModelTestDatabase } from '../testing';
import { transactionsProjection } from './projection';

const at = '2026-03-01T10:00:00.000Z';
const companyId = randomUUID();
const budgetId = randomUUID();
const cardId = randomUUID();

const created: CardEvent = {
  type: 'CardCreated',
  data: {
    cardId, companyId, format: 'DIGITAL', isRechargeable: false, spenderUserId: randomUUID(), creatorUserId: null, budgetId, shippingAddress: null,
    limitCents: 50_000, controls: { dateRange: null, frequency: null, mcc: null }, last4: '4242', activated: true, createdAt: at,
  },
};
const purchase = (authorizationId: string, amountCents: number) => ({
  ledgerId: budgetId, authorizationId, transactionId: randomUUID(), companyId, at, cardId, budgetId, spenderId: null, amountCents, currency: 'USD',
  merchantName: 'Blue Bottle', merchantId: 'm1', mcc: '5814', country: 'US',
});

let rm: ReadModelTestDatabase;
beforeAll(async () => {
  rm = await setUpReadModels('rm_transactions');
});
afterAll(async () => {
  await rm.close();
});

describe('transactions and cards read models', () => {
  it('follow authorizations from pending to posted, reversed, refunded and declined', async () => {
    const [a, b, c] = [purchase('a', 4_000), purchase('b', 2_000), purchase('c', 99_000)];
    const first: LedgerEvent[] = [
      { type: 'AuthorizationApproved', data: a },
      { type: 'AuthorizationApproved', data: b },
      { type: 'AuthorizationDeclined', data: { ...c, reason: 'CARD_LIMIT', message: 'This purchase is more than what is left on the card limit.' } },
    ];
    await rm.apply(cardsProjection, [recorded(created)]);
    const changes = await rm.apply(transactionsProjection, first.map((e) => recorded(e)));
    await rm.apply(cardsProjection, first.map((e) => recorded(e)));
    expect(changes.map((c) => c.what).sort()).toEqual(['budgetSpend', 'transactions']);
    expect(await rm.projector.selectFrom('budget_spend').selectAll().execute()).toEqual([{ company_id: companyId, budget_id: budgetId, pending_cents: '6000', posted_cents: '0' }]);

    const later: LedgerEvent[] = [
      { type: 'AuthorizationCleared', data: { ...a, messageId: 'c1', authorizedCents: 4_000, amountCents: 4_500, overClearedCents: 500 } },
      { type: 'AuthorizationReversed', data: { ...b, messageId: 'r1', amountCents: 2_000 } },
      { type: 'AuthorizationRefunded', data: { ...a, messageId: 'f1', amountCents: 500 } },
    ];
    await rm.apply(transactionsProjection, later.map((e) => recorded(e)));
    await rm.apply(cardsProjection, later.map((e) => recorded(e)));
    expect(await rm.projector.selectFrom('budget_spend').select(['pending_cents', 'posted_cents']).execute()).toEqual([{ pending_cents: '0', posted_cents: '4000' }]);
    const rows = await rm.projector.selectFrom('transactions').select(['authorization_id', 'status', 'amount_cents', 'over_cleared_cents', 'is_reversed', 'refunded_cents', 'declined_reason']).orderBy('authorization_id').execute();
    expect(rows).toEqual([
      { authorization_id: 'a', status: 'Posted', amount_cents: '4500', over_cleared_cents: '500', is_reversed: false, refunded_cents: '500', declined_reason: null },
      { authorization_id: 'b', status: 'Pending', amount_cents: '2000', over_cleared_cents: '0', is_reversed: true, refunded_cents: '0', declined_reason: null },
      { authorization_id: 'c', status: 'Declined', amount_cents: '99000', over_cleared_cents: '0', is_reversed: false, refunded_cents: '0', declined_reason: 'This purchase is more than what is left on the card limit.' },
    ]);
    expect(await rm.projector.selectFrom('cards').select(['last4', 'limit_cents']).execute()).toEqual([{ last4: '4242', limit_cents: '50000' }]);
    // Each row's spend is the ledger's: the posting less its refund, nothing for the reversal and the decline.
    const spent = await rm.projector.selectFrom('transactions').select(['authorization_id', 'spent_cents']).orderBy('authorization_id').execute();
    expect(spent.map((r) => [r.authorization_id, r.spent_cents])).toEqual([['a', '4000'], ['b', '0'], ['c', '0']]);
  });

  it("counts a pending restaurant purchase at what the authorizer holds for the tip, in the row and the budget's pending spend, as the ledger does", async () => {
    const otherBudget = randomUUID();
    const dinner = { ...purchase('dinner', 8_000), budgetId: otherBudget, ledgerId: otherBudget, mcc: '5812' };
    const approved: LedgerEvent[] = [{ type: 'AuthorizationApproved', data: { ...dinner, holdCents: 9_600 } }];
    await rm.apply(transactionsProjection, approved.map((e) => recorded(e)));
    const spendOf = () => rm.projector.selectFrom('budget_spend').select(['pending_cents', 'posted_cents']).where('budget_id', '=', otherBudget).executeTakeFirstOrThrow();
    expect(await spendOf()).toEqual({ pending_cents: '9600', posted_cents: '0' });
    const row = () => rm.projector.selectFrom('transactions').select(['amount_cents', 'hold_cents', 'spent_cents']).where('authorization_id', '=', 'dinner').executeTakeFirstOrThrow();
    expect(await row()).toEqual({ amount_cents: '8000', hold_cents: '9600', spent_cents: '9600' });
    const cleared: LedgerEvent[] = [{ type: 'AuthorizationCleared', data: { ...dinner, messageId: 'd1', authorizedCents: 8_000, amountCents: 9_200 } }];
    await rm.apply(transactionsProjection, cleared.map((e) => recorded(e)));
    // The hold is released at clearing: the tip actually paid is what it cost.
    expect(await spendOf()).toEqual({ pending_cents: '0', posted_cents: '9200' });
    expect(await row()).toMatchObject({ spent_cents: '9200' });
  });
});
