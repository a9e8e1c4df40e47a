import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountEvent, BankEvent, LedgerEvent } from '@spend/domain';
import { recorded, setUpReadModels, type ReadModelTestDatabase } from '../testing';
import { bankRowId } from './company-rows';
import { transactionsProjection } from './projection';

const companyId = randomUUID();
const itemId = randomUUID();
const at = '2026-03-02T09:00:00.000Z';
const synced = (data: Partial<Extract<BankEvent, { type: 'BankTransactionsSynced' }>['data']>): BankEvent => ({
  type: 'BankTransactionsSynced', data: { itemId, companyId, fromCursor: null, cursor: randomUUID(), added: [], modified: [], removed: [], at, ...data },
});
const bank = (transactionId: string, amountCents: number, merchantName: string) => ({ transactionId, accountId: 'acc-1', amountCents, merchantName, date: '2026-03-01' });

let rm: ReadModelTestDatabase;
beforeAll(async () => {
  rm = await setUpReadModels('rm_company_transactions');
});
afterAll(async () => {
  await rm.close();
});

const rowOf = (id: string) =>
  rm.projector.selectFrom('transactions')
    .select(['source', 'merchant_name', 'amount_cents', 'status', 'is_reversed', 'payment_type', 'payment_method_detail', 'description', 'deleted_at', 'initial_transaction_date', 'budget_id', 'card_id', 'spender_id', 'is_complete', 'sync_state', 'spent_cents'])
    .where('id', '=', id).executeTakeFirst();
const counts = () => rm.projector.selectFrom('transaction_counts').select(['live', 'incomplete']).where('company_id', '=', companyId).executeTakeFirst();

describe('bank-feed and payment rows of the transactions read model', () => {
  it('lists each synced bank transaction as the bank last reported it, and leaves a removed one deleted', async () => {
    await rm.apply(transactionsProjection, [recorded(synced({ added: [bank('tx-1', 4_210, 'Office Depot'), bank('tx-2', -15_000, 'Client deposit')] }))]);
    expect(await rowOf(bankRowId(itemId, 'tx-1'))).toMatchObject({
      source: 'PLAID', merchant_name: 'Office Depot', amount_cents: '4210', status: 'Posted', budget_id: null, card_id: null, spender_id: null,
      is_complete: true, sync_state: null, spent_cents: '0', deleted_at: null, initial_transaction_date: new Date('2026-03-01T00:00:00.000Z'),
    });
    expect(await rowOf(bankRowId(itemId, 'tx-2'))).toMatchObject({ amount_cents: '-15000', merchant_name: 'Client deposit' });

    await rm.apply(transactionsProjection, [recorded(synced({ modified: [bank('tx-1', 4_310, 'Office Depot #12')], removed: ['tx-2'] }))]);
    expect(await rowOf(bankRowId(itemId, 'tx-1'))).toMatchObject({ amount_cents: '4310', merchant_name: 'Office Depot #12', deleted_at: null });
    expect((await rowOf(bankRowId(itemId, 'tx-2')))?.deleted_at).toEqual(new Date(at));
    // Another item's transaction of the same provider id is its own row.
    expect(bankRowId(randomUUID(), 'tx-1')).not.toBe(bankRowId(itemId, 'tx-1'));
  });

  it('lists each payment: an ACH debit pending, settled with its transfer id, and one returned by the bank reversed with why', async () => {
    const [settled, returned, check] = [randomUUID(), randomUUID(), randomUUID()];
    const initiated = (paymentId: string, amountCents: number): AccountEvent => ({
      type: 'AchPaymentInitiated', data: { companyId, paymentId, bankItemId: itemId, bankAccountId: 'acc-1', bankAccountLabel: 'First Platypus Bank · Checking ••4100', amountCents, userId: randomUUID(), at },
    });
    const events: AccountEvent[] = [
      initiated(settled, 50_000), initiated(returned, 20_000),
      { type: 'PaymentReceived', data: { companyId, paymentId: settled, amountCents: 50_000, paymentType: 'ACH', detail: 'transfer-77', userId: null, at: '2026-03-04T09:00:00.000Z' } },
      { type: 'AchPaymentReturned', data: { companyId, paymentId: returned, amountCents: 20_000, returnCode: 'R01', returnReason: 'Insufficient funds', restoredCents: 0, suspends: false, at: '2026-03-05T09:00:00.000Z' } },
      { type: 'PaymentReceived', data: { companyId, paymentId: check, amountCents: 7_500, paymentType: 'CHECK', detail: '2042', userId: null, at } },
    ];
    await rm.apply(transactionsProjection, events.slice(0, 2).map((e) => recorded(e)));
    expect(await rowOf(settled)).toMatchObject({ source: 'PAYMENT', merchant_name: 'ACH payment', amount_cents: '50000', status: 'Pending', payment_type: 'ACH', description: 'First Platypus Bank · Checking ••4100' });
    await rm.apply(transactionsProjection, events.slice(2).map((e) => recorded(e)));
    expect(await rowOf(settled)).toMatchObject({ status: 'Posted', payment_method_detail: 'transfer-77', is_reversed: false, initial_transaction_date: new Date(at) });
    expect(await rowOf(returned)).toMatchObject({ status: 'Pending', is_reversed: true, description: 'First Platypus Bank · Checking ••4100 · Returned by the bank (R01): Insufficient funds' });
    expect(await rowOf(check)).toMatchObject({ merchant_name: 'Check payment', payment_type: 'CHECK', payment_method_detail: '2042', status: 'Posted', spent_cents: '0', sync_state: null });
  });

  it('counts none of them, and a card purchase beside them still counts and moves its budget', async () => {
    expect(await counts()).toBeUndefined();
    const budgetId = randomUUID();
    const purchase: LedgerEvent = {
      type: 'AuthorizationApproved',
      data: { ledgerId: budgetId, authorizationId: 'p1', transactionId: randomUUID(), companyId, at, cardId: randomUUID(), budgetId, spenderId: randomUUID(), amountCents: 1_200, currency: 'USD', merchantName: 'Blue Bottle', merchantId: 'm1', mcc: '5814', country: 'US' },
    };
    await rm.apply(transactionsProjection, [recorded(purchase), recorded(synced({ added: [bank('tx-3', 999, 'Fuel')] }))]);
    expect(await counts()).toEqual({ live: '1', incomplete: '1' });
    expect(await rm.projector.selectFrom('budget_spend').select(['pending_cents']).where('budget_id', '=', budgetId).executeTakeFirstOrThrow()).toEqual({ pending_cents: '1200' });
  });
});
