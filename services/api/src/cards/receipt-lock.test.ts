import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cardDecider, streams } from '@spend/domain';
import { handleCommand } from '@spend/eventstore';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { addMember, cardPurchases } from '../transactions/testing';

let api: ApiHarness;
let acme: SeededCompany;
let globex: SeededCompany;
let spender: { userId: string; token: string };
let other: { userId: string; token: string };
let cardId: string;
let tx: Record<string, string>;

type LockView = { receiptLocked: boolean; status: string; receiptsMissing: { id: string; description: string }[] };
const view = async (token: string) =>
  api.gql<{ card: LockView | null }>('query ($id: ID!) { card(where: { id: $id }) { receiptLocked status receiptsMissing { id description } } }', { id: cardId }, { token });

/** The command the receipt-locks reactor sends (projections/src/reactors/receipt-locks.ts). */
const setLock = (locked: boolean, overdueTransactionIds: string[]) =>
  handleCommand(api.store, streams.card(cardId), cardDecider, {
    type: 'SetCardReceiptLock', cardId, companyId: acme.companyId, locked, overdueTransactionIds, now: new Date().toISOString(),
  }, { companyId: acme.companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });

beforeAll(async () => {
  api = await ApiHarness.start('api_card_receipt_lock');
  acme = await api.seedCompany('Acme');
  globex = await api.seedCompany('Globex');
  spender = await addMember(api, acme.companyId, ['Spender']);
  other = await addMember(api, acme.companyId, ['Spender']);
  const budget = await api.gql<{ createOneBudget: { id: string } }>('mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }', {
    data: { name: 'Travel', funding: '5000', owner: { connect: { id: acme.adminUserId } }, spenders: { connect: [{ id: spender.userId }] } },
  }, { token: acme.token });
  const budgetId = budget.data!.createOneBudget.id;
  const card = await api.gql<{ createOneCardV2: { id: string } }>('mutation ($data: CardCreateInput!) { createOneCardV2(data: $data) { id } }', {
    data: { type: 'Digital', spender: { connect: { id: spender.userId } }, shouldLinkBudget: true, budgets: { connect: [{ id: budgetId }] }, transactionControl: { spendLimit: 100_000 } },
  }, { token: acme.token });
  cardId = card.data!.createOneCardV2.id;
  tx = await cardPurchases(api, acme.companyId, budgetId, cardId, [{ id: 'hilton', amount: 12_000, merchant: 'Hilton', mcc: '3504', at: new Date().toISOString() }]);
});
afterAll(async () => {
  await api.close();
});

describe('a card\'s receipt lock through the API', () => {
  it('says the card is locked and which purchases need receipts, to its holder and admins only; unlocks', async () => {
    expect((await view(spender.token)).data!.card).toEqual({ receiptLocked: false, status: 'ACTIVE', receiptsMissing: [] });

    await setLock(true, [tx.hilton!]);
    const locked = { receiptLocked: true, status: 'ACTIVE', receiptsMissing: [{ id: tx.hilton, description: 'Hilton' }] };
    await vi.waitFor(async () => expect((await view(spender.token)).data!.card).toEqual(locked), { timeout: 120_000, interval: 100 });
    expect((await view(acme.token)).data!.card).toEqual(locked);
    // Another spender does not see the card; another company neither.
    expect((await view(other.token)).data!.card).toBeNull();
    expect((await view(globex.token)).data!.card).toBeNull();
    const listed = await api.gql<{ userCards: { id: string; receiptLocked: boolean }[] }>('{ userCards { id receiptLocked } }', {}, { token: spender.token });
    expect(listed.data!.userCards).toEqual([{ id: cardId, receiptLocked: true }]);

    await setLock(false, []);
    await vi.waitFor(async () => expect((await view(spender.token)).data!.card).toEqual({ receiptLocked: false, status: 'ACTIVE', receiptsMissing: [] }), { timeout: 120_000, interval: 100 });
  });
});
