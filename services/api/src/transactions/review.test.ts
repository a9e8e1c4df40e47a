import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKKEEPING_MESSAGES as M, SAVED_VIEW_MESSAGES as V, bookkeepingDecider, streams } from '@spend/domain';
import { handleCommand } from '@spend/eventstore';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { BULK_MESSAGES } from './bulk';
import { VIEW_MISSING_MESSAGES } from './saved-views';
import { addMember, cardPurchases, seedCodingRefs, type SeededCodingRefs } from './testing';

let api: ApiHarness;
let acme: SeededCompany;
let globex: SeededCompany;
let spender: { userId: string; token: string };
let colleague: { userId: string; token: string };
let refs: SeededCodingRefs;
let budgetId: string;
let cardId: string;

const VIEW = 'id name shared isMine params { name value } hiddenColumns missing { param message }';
type View = { id: string; name: string; shared: boolean; isMine: boolean; params: { name: string; value: string }[]; hiddenColumns: string[]; missing: { param: string; message: string }[] };
const views = async (token: string) => (await api.gql<{ transactionViews: View[] }>(`{ transactionViews { ${VIEW} } }`, {}, { token })).data!.transactionViews;
const createView = (data: Record<string, unknown>, token = acme.token) => api.gql<{ createOneTransactionView: View }>(`mutation ($data: TransactionViewInput!) { createOneTransactionView(data: $data) { ${VIEW} } }`, { data }, { token });
const updateView = (id: string, data: Record<string, unknown>, token = acme.token) =>
  api.gql<{ updateOneTransactionView: View }>(`mutation ($id: ID!, $data: TransactionViewUpdateInput!) { updateOneTransactionView(where: { id: $id }, data: $data) { ${VIEW} } }`, { id, data }, { token });

const BULK = '{ done failures { id message } }';
type Bulk = { done: string[]; failures: { id: string; message: string }[] };
const bulk = async (mutation: string, ids: string[], extra = '', variables: Record<string, unknown> = {}, token = acme.token) =>
  api.gql<Record<string, Bulk>>(`mutation ($ids: [ID!]!${extra}) { ${mutation} ${BULK} }`, { ids, ...variables }, { token });
const row = async (id: string) => (await api.gql<{ transaction: { generalLedgerId: string | null; isLocked: boolean } }>('query ($id: ID!) { transaction(where: { id: $id }) { generalLedgerId isLocked } }', { id }, { token: acme.token })).data!.transaction;
const receiptAlerts = async () => (await api.gql<{ notifications: { items: { title: string; message: string }[] } }>(
  '{ notifications(where: { type: "alert" }) { items { title message } } }', {}, { token: spender.token })).data!.notifications.items.filter((n) => n.title === 'Receipt requested');
const buy = async (merchants: string[]): Promise<string[]> => {
  const list = merchants.map((merchant, i) => ({ id: randomUUID(), amount: 1_000 * (i + 1), merchant, mcc: '5734', at: new Date().toISOString() }));
  const ids = await cardPurchases(api, acme.companyId, budgetId, cardId, list);
  const txIds = list.map((p) => ids[p.id]!);
  // The purchases are in the list before a test acts on them.
  await expect.poll(async () => Promise.all(txIds.map((id) => row(id).then((r) => !!r)))).toEqual(txIds.map(() => true));
  return txIds;
};

beforeAll(async () => {
  api = await ApiHarness.start('api_review_queue');
  acme = await api.seedCompany('Acme');
  globex = await api.seedCompany('Globex');
  spender = await addMember(api, acme.companyId, ['Spender']);
  colleague = await addMember(api, acme.companyId, ['OrgAdmin']);
  refs = await seedCodingRefs(api, acme.token);
  const budget = await api.gql<{ createOneBudget: { id: string } }>('mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }', {
    data: { name: 'Software', funding: '5000', owner: { connect: { id: acme.adminUserId } }, spenders: { connect: [{ id: spender.userId }] } },
  }, { token: acme.token });
  budgetId = budget.data!.createOneBudget.id;
  const card = await api.gql<{ createOneCardV2: { id: string } }>('mutation ($data: CardCreateInput!) { createOneCardV2(data: $data) { id } }', {
    data: { type: 'Digital', spender: { connect: { id: spender.userId } }, shouldLinkBudget: true, budgets: { connect: [{ id: budgetId }] }, transactionControl: { spendLimit: 100_000 } },
  }, { token: acme.token });
  cardId = card.data!.createOneCardV2.id;
});
afterAll(async () => {
  await api.close();
});

describe('saved views of /transactions', () => {
  it('saves a view for its member; sharing shows it to the company, whose other members cannot change it; other companies never see it', async () => {
    const created = await createView({ name: ' Incomplete ', params: [{ name: 'completeness', value: 'INCOMPLETE' }, { name: 'sortBy', value: 'amount' }], hiddenColumns: ['spender'] });
    expect(created.errors).toBeUndefined();
    const view = created.data!.createOneTransactionView;
    expect(view).toMatchObject({ name: 'Incomplete', shared: false, isMine: true, hiddenColumns: ['spender'], missing: [] });
    expect(view.params).toEqual(expect.arrayContaining([{ name: 'completeness', value: 'INCOMPLETE' }, { name: 'sortBy', value: 'amount' }]));
    expect((await views(colleague.token)).map((v) => v.id)).not.toContain(view.id);

    const shared = await updateView(view.id, { shared: true, name: 'Month end' });
    expect(shared.data!.updateOneTransactionView).toMatchObject({ name: 'Month end', shared: true, params: view.params });
    expect((await views(colleague.token)).find((v) => v.id === view.id)).toMatchObject({ name: 'Month end', isMine: false });
    const refused = await updateView(view.id, { name: 'Mine now' }, colleague.token);
    expect(refused.errors![0]).toMatchObject({ message: V.notOwner, extensions: { code: 'FORBIDDEN' } });
    expect(await views(globex.token)).toEqual([]);
    expect((await updateView(view.id, { shared: false }, globex.token)).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    expect((await views(acme.token)).find((v) => v.id === view.id)!.name).toBe('Month end');
  });

  it('refuses a blank name and parameters that are not the list’s, on their fields, recording nothing', async () => {
    const before = (await views(acme.token)).length;
    const blank = await createView({ name: '  ', params: [] });
    expect(blank.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { name: V.nameRequired } } });
    const bad = await createView({ name: 'Odd', params: [{ name: 'drop table', value: 'x' }] });
    expect(bad.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { settings: V.settings } });
    expect(await views(acme.token)).toHaveLength(before);
  });

  it('a view whose budget was archived still opens and says which filter no longer applies; a deleted view is gone', async () => {
    const old = await api.gql<{ createOneBudget: { id: string } }>('mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }', {
      data: { name: 'Offsite', funding: '100', owner: { connect: { id: acme.adminUserId } } },
    }, { token: acme.token });
    const oldId = old.data!.createOneBudget.id;
    const view = (await createView({ name: 'Offsite spend', params: [{ name: 'budget', value: oldId }, { name: 'completeness', value: 'INCOMPLETE' }] })).data!.createOneTransactionView;
    expect(view.missing).toEqual([]);
    expect((await api.gql('mutation ($id: ID!) { archiveOneBudget(where: { id: $id }) { id } }', { id: oldId }, { token: acme.token })).errors).toBeUndefined();
    expect((await views(acme.token)).find((v) => v.id === view.id)!.missing).toEqual([{ param: 'budget', message: VIEW_MISSING_MESSAGES.budget }]);

    const deleted = await api.gql('mutation ($id: ID!) { deleteOneTransactionView(where: { id: $id }) { id } }', { id: view.id }, { token: acme.token });
    expect(deleted.errors).toBeUndefined();
    expect((await views(acme.token)).map((v) => v.id)).not.toContain(view.id);
    expect((await updateView(view.id, { name: 'Back' })).errors![0]).toMatchObject({ message: V.deleted });
  });
});

describe('the review queue’s actions', () => {
  it('bulk codes, asks for receipts and locks the selected rows in one call each; a locked row is its own failure', async () => {
    const [notion, slack, zoom] = await buy(['Notion Labs', 'Slack Technologies', 'Zoom Video']);
    await api.gql('mutation ($id: ID!) { lockTransaction(where: { id: $id }) { id } }', { id: zoom }, { token: acme.token });
    const coded = await bulk('updateManyTransactions(ids: $ids, data: $data)', [notion!, slack!, zoom!], ', $data: TransactionBulkCodingInput!', { data: { generalLedgerId: refs.generalLedgerId } });
    expect(coded.errors).toBeUndefined();
    expect(coded.data!.updateManyTransactions).toEqual({ done: [notion, slack], failures: [{ id: zoom, message: M.locked }] });
    expect(await row(notion!)).toMatchObject({ generalLedgerId: refs.generalLedgerId });
    expect(await row(zoom!)).toMatchObject({ generalLedgerId: null, isLocked: true });

    const asked = await bulk('requestTransactionReceipts(ids: $ids)', [notion!, slack!, zoom!]);
    expect(asked.data!.requestTransactionReceipts).toEqual({ done: [notion, slack], failures: [{ id: zoom, message: M.locked }] });
    await expect.poll(async () => (await receiptAlerts()).map((n) => n.message).sort()).toEqual([
      'Please add the receipt for Notion Labs, $10.00: open the transaction and upload it, or forward it to your receipts address.',
      'Please add the receipt for Slack Technologies, $20.00: open the transaction and upload it, or forward it to your receipts address.',
    ]);

    const locked = await bulk('lockManyTransactions(ids: $ids)', [notion!, slack!]);
    expect(locked.data!.lockManyTransactions).toEqual({ done: [notion, slack], failures: [] });
    expect(await row(slack!)).toMatchObject({ isLocked: true });
  });

  it('asking for one receipt: refused on a locked or synced transaction with the reason, nothing recorded; a spender may not ask', async () => {
    const [open, locked, synced] = await buy(['Figma', 'Linear', 'Vercel']);
    await api.gql('mutation ($id: ID!) { lockTransaction(where: { id: $id }) { id } }', { id: locked }, { token: acme.token });
    await handleCommand(api.store, streams.bookkeeping(synced!), bookkeepingDecider, { type: 'MarkTransactionSynced', transactionId: synced!, companyId: acme.companyId, runId: randomUUID(), now: new Date().toISOString() },
      { companyId: acme.companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
    await expect.poll(async () => (await api.gql<{ transaction: { syncState: string } }>('query ($id: ID!) { transaction(where: { id: $id }) { syncState } }', { id: synced }, { token: acme.token })).data!.transaction.syncState).toBe('SYNCED');
    const before = (await receiptAlerts()).length;
    const ask = (id: string, token = acme.token) => api.gql('mutation ($id: ID!) { requestTransactionReceipt(where: { id: $id }) { id } }', { id }, { token });

    expect((await ask(locked!)).errors![0]).toMatchObject({ message: M.locked, extensions: { code: 'CONFLICT' } });
    expect((await ask(synced!)).errors![0]).toMatchObject({ message: M.synced, extensions: { code: 'CONFLICT' } });
    expect((await ask(open!, spender.token)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await api.store.readStream(streams.bookkeeping(locked!))).map((e) => e.type)).not.toContain('ReceiptRequested');
    expect((await ask(open!)).errors).toBeUndefined();
    await expect.poll(async () => (await receiptAlerts()).length).toBe(before + 1);
    expect((await api.store.readStream(streams.bookkeeping(synced!))).map((e) => e.type)).toEqual(['TransactionSynced']);
  });

  it('bad selections: none, more than 500, or another company’s rows change nothing', async () => {
    expect((await bulk('lockManyTransactions(ids: $ids)', [])).errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { ids: BULK_MESSAGES.ids } });
    const many = Array.from({ length: 501 }, () => randomUUID());
    expect((await bulk('lockManyTransactions(ids: $ids)', many)).errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { ids: BULK_MESSAGES.ids } });
    const [mine] = await buy(['Miro']);
    const theirs = await bulk('lockManyTransactions(ids: $ids)', [mine!], '', {}, globex.token);
    expect(theirs.data!.lockManyTransactions).toEqual({ done: [], failures: [{ id: mine, message: BULK_MESSAGES.notFound }] });
    expect(await row(mine!)).toMatchObject({ isLocked: false });
    const nothing = await bulk('updateManyTransactions(ids: $ids, data: $data)', [mine!], ', $data: TransactionBulkCodingInput!', { data: {} });
    expect(nothing.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { data: BULK_MESSAGES.nothing } });
  });
});
