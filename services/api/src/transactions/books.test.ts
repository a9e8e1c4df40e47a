import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOKKEEPING_MESSAGES as M, DISPUTE_REASONS } from '@spend/domain';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { CODING_MESSAGES } from './coding-refs';
import { addMember, cardPurchases, seedCodingRefs, type SeededCodingRefs } from './testing';

let api: ApiHarness;
let acme: SeededCompany;
let globex: SeededCompany;
let spender: { userId: string; token: string };
let other: { userId: string; token: string };
let auditor: { userId: string; token: string };
let refs: SeededCodingRefs;
let globexRefs: SeededCodingRefs;
let tx: Record<string, string>;

const FIELDS = `id description vendor amount status source paymentType paymentMethodDetail completeness isLocked syncState generalLedgerId projectId notes invoiceNumber
  customFieldValues { customFieldId value } splits { amount generalLedgerId } dispute { status reasonId notes } disputedReason needsReceipt spender { id }`;
type Tx = { id: string; amount: number; status: string; completeness: string; isLocked: boolean; syncState: string | null; [k: string]: unknown };
type Answer<T> = Awaited<ReturnType<typeof api.gql<T>>>;

const mutate = async <K extends string>(name: K, args: string, variables: Record<string, unknown>, token = acme.token, headers?: Record<string, string>): Promise<Answer<Record<K, Tx>>> =>
  api.gql<Record<K, Tx>>(`mutation ($id: ID, $data: ${args}) { ${name}(${variables.id !== undefined ? 'where: { id: $id }, ' : ''}data: $data) { ${FIELDS} } }`.replace('$id: ID, ', variables.id !== undefined ? '$id: ID!, ' : ''), variables, { token, headers });
const update = (id: string, data: Record<string, unknown>, token = acme.token) => mutate('updateOneTransaction', 'TransactionUpdateInput!', { id, data }, token);
const create = (data: Record<string, unknown>, token = acme.token, headers?: Record<string, string>) =>
  mutate('createOneTransaction', 'TransactionCreateInput!', { data: { paymentType: 'CHECK', paymentMethodDetail: '1042', amount: '120.50', date: '2026-02-27', vendor: 'Office Depot', ...data } }, token, headers);
const action = (name: string, id: string, token = acme.token) => api.gql<Record<string, Tx>>(`mutation ($id: ID!) { ${name}(where: { id: $id }) { ${name.includes('elete') ? 'id' : FIELDS} } }`, { id }, { token });
const one = async (id: string, token = acme.token) => (await api.gql<{ transaction: Tx | null }>(`query ($id: ID!) { transaction(where: { id: $id }) { ${FIELDS} } }`, { id }, { token })).data!.transaction;

beforeAll(async () => {
  api = await ApiHarness.start('api_transaction_books');
  acme = await api.seedCompany('Acme');
  globex = await api.seedCompany('Globex');
  spender = await addMember(api, acme.companyId, ['Spender']);
  other = await addMember(api, acme.companyId, ['Spender']);
  auditor = await addMember(api, acme.companyId, ['Analyst']);
  refs = await seedCodingRefs(api, acme.token);
  globexRefs = await seedCodingRefs(api, globex.token);
  const budget = await api.gql<{ createOneBudget: { id: string } }>(`mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }`, {
    data: { name: 'Travel', funding: '5000', owner: { connect: { id: acme.adminUserId } }, spenders: { connect: [{ id: spender.userId }] } },
  }, { token: acme.token });
  const budgetId = budget.data!.createOneBudget.id;
  const card = await api.gql<{ createOneCardV2: { id: string } }>(`mutation ($data: CardCreateInput!) { createOneCardV2(data: $data) { id } }`, {
    data: { type: 'Digital', spender: { connect: { id: spender.userId } }, shouldLinkBudget: true, budgets: { connect: [{ id: budgetId }] }, transactionControl: { spendLimit: 100_000, mcc: { mode: 'RESTRICTED', mccCodeList: ['7995'] } } },
  }, { token: acme.token });
  const at = new Date().toISOString();
  tx = await cardPurchases(api, acme.companyId, budgetId, card.data!.createOneCardV2.id, [
    { id: 'figma', amount: 4_000, merchant: 'Figma', mcc: '5734', at }, { id: 'casino', amount: 900, merchant: 'Lucky Star Casino', mcc: '7995', at },
  ]);
  await vi.waitFor(async () => expect((await one(tx.casino!))?.status).toBe('Declined'), { timeout: 120_000, interval: 100 });
});
afterAll(async () => {
  await api.close();
});

describe('a transaction\'s books through the API', () => {
  it('records manual transactions; bad input and foreign or unusable references record nothing', async () => {
    const mine = await create({ source: 'REIMBURSEMENT', generalLedgerId: refs.generalLedgerId, customFieldValues: [{ customFieldId: refs.customFieldId, value: refs.optionId }] }, spender.token);
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.createOneTransaction).toMatchObject({ amount: 12_050, status: 'Recorded', source: 'REIMBURSEMENT', paymentType: 'CHECK', paymentMethodDetail: '1042', vendor: 'Office Depot', completeness: 'COMPLETE', syncState: 'READY_TO_SYNC', spender: { id: spender.userId } });
    const before = await api.eventCount();
    const refused = async (data: Record<string, unknown>, token = acme.token) => (await create(data, token)).errors![0];
    expect(await refused({ amount: '12.345' })).toMatchObject({ message: M.amount, extensions: { code: 'BAD_USER_INPUT', fields: { amount: M.amount } } });
    expect(await refused({ vendor: ' ' })).toMatchObject({ message: M.vendor });
    expect(await refused({ invoiceNumber: 'INV-1' })).toMatchObject({ message: M.invoiceDisabled });
    expect(await refused({ generalLedgerId: refs.archivedGeneralLedgerId })).toMatchObject({ message: CODING_MESSAGES.generalLedger });
    expect(await refused({ generalLedgerId: globexRefs.generalLedgerId })).toMatchObject({ message: CODING_MESSAGES.generalLedger });
    expect(await refused({ customFieldValues: [{ customFieldId: refs.customFieldId, value: refs.archivedOptionId }] })).toMatchObject({ message: CODING_MESSAGES.option('Region') });
    expect(await refused({ customFieldValues: [{ customFieldId: refs.customFieldId, value: 'Mars' }] })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(await refused({ spenderId: other.userId }, spender.token)).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { spenderId: expect.any(String) } } });
    expect(await refused({ spenderId: globex.adminUserId })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(await refused({}, auditor.token)).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(await api.eventCount()).toBe(before);
    // An admin records one for a member.
    expect((await create({ spenderId: other.userId })).data!.createOneTransaction).toMatchObject({ spender: { id: other.userId }, completeness: 'INCOMPLETE' });
  });

  it('codes a card purchase until complete, never edits its amount, never deletes it, and splits only to its amount', async () => {
    const id = tx.figma!;
    expect(await one(id)).toMatchObject({ completeness: 'INCOMPLETE', syncState: null, source: 'CARD' });
    const coded = await update(id, { generalLedgerId: refs.generalLedgerId, notes: 'Design seats', customFieldValues: [{ customFieldId: refs.customFieldId, value: refs.optionId }] }, spender.token);
    expect(coded.data!.updateOneTransaction).toMatchObject({ completeness: 'COMPLETE', syncState: 'READY_TO_SYNC', notes: 'Design seats', customFieldValues: [{ customFieldId: refs.customFieldId, value: refs.optionId }] });
    expect((await update(id, { amount: '10.00' })).errors![0]).toMatchObject({ message: M.cardAmount, extensions: { code: 'BAD_USER_INPUT' } });
    // Neither the admin nor the spender whose purchase it is can delete it, softly or for good; nothing is recorded.
    const before = await api.eventCount();
    expect((await action('softDeleteOneTransaction', id)).errors![0]).toMatchObject({ message: M.cardDelete, extensions: { code: 'CONFLICT' } });
    expect((await action('deleteOneTransaction', id)).errors![0]).toMatchObject({ message: M.cardDelete });
    expect((await action('deleteOneTransaction', id, spender.token)).errors![0]).toMatchObject({ message: M.cardDelete, extensions: { code: 'CONFLICT' } });
    expect(await api.eventCount()).toBe(before);
    expect(await one(id)).toMatchObject({ source: 'CARD', completeness: 'COMPLETE' });
    const line = (amount: string, generalLedgerId: string | null = refs.generalLedgerId) => ({ amount, generalLedgerId });
    expect((await update(id, { splits: [line('10.00'), line('20.00')] })).errors![0]).toMatchObject({ message: M.splitSum(4_000), extensions: { fields: { splits: M.splitSum(4_000) } } });
    expect((await update(id, { splits: [line('10.00'), line('30.00', null)] })).data!.updateOneTransaction).toMatchObject({ completeness: 'INCOMPLETE', splits: [{ amount: 1_000 }, { amount: 3_000, generalLedgerId: null }] });
    expect((await update(id, { splits: [] })).data!.updateOneTransaction).toMatchObject({ completeness: 'COMPLETE', splits: null });
  });

  it('locks for admins only; a locked one refuses every edit until unlocked', async () => {
    const id = tx.figma!;
    expect((await action('lockTransaction', id, spender.token)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await action('lockTransaction', id)).data!.lockTransaction).toMatchObject({ isLocked: true });
    expect((await update(id, { notes: 'x' }, spender.token)).errors![0]).toMatchObject({ message: 'This transaction is locked. Unlock it to make changes.', extensions: { code: 'CONFLICT' } });
    expect((await action('unlockTransaction', id)).data!.unlockTransaction).toMatchObject({ isLocked: false });
    expect((await update(id, { notes: 'x' }, spender.token)).data!.updateOneTransaction).toMatchObject({ notes: 'x' });
  });

  it("another company's or another spender's transaction is not found; auditors only read", async () => {
    const id = tx.figma!;
    for (const token of [globex.token, other.token]) expect((await update(id, { notes: 'mine now' }, token)).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    expect((await action('lockTransaction', id, globex.token)).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    expect(await one(id, globex.token)).toBeNull();
    expect((await one(id, auditor.token))!.id).toBe(id);
    expect((await update(id, { notes: 'audit' }, auditor.token)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });

  it("lets a budget owner code transactions on the budgets they own, and nobody else's", async () => {
    const owned = await api.gql<{ createOneBudget: { id: string } }>(`mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }`, {
      data: { name: 'Events', funding: '100', owner: { connect: { id: other.userId } }, spenders: { connect: [{ id: spender.userId }] } },
    }, { token: acme.token });
    expect(owned.errors).toBeUndefined();
    await api.reactorsSettled(); // BudgetOwner follows owning a budget
    const onOwned = (await create({ spenderId: spender.userId, budgetId: owned.data!.createOneBudget.id, vendor: 'Venue' })).data!.createOneTransaction.id;
    const elsewhere = (await create({ spenderId: spender.userId, vendor: 'Elsewhere' })).data!.createOneTransaction.id;
    expect((await update(onOwned, { notes: 'Deposit' }, other.token)).data!.updateOneTransaction).toMatchObject({ notes: 'Deposit' });
    expect((await update(elsewhere, { notes: 'Deposit' }, other.token)).errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });

  it('disputes an approved purchase once, never a declined or manual one; an admin closes it', async () => {
    const dispute = (id: string, token = spender.token) => mutate('createOneTransactionDispute', 'TransactionDisputeInput!', { id, data: { reasonId: 'DUPLICATE', notes: 'Charged twice' } }, token);
    expect((await dispute(tx.casino!)).errors![0]).toMatchObject({ message: M.disputeDeclined, extensions: { code: 'CONFLICT' } });
    const opened = await dispute(tx.figma!);
    expect(opened.data!.createOneTransactionDispute).toMatchObject({ status: 'Disputed', dispute: { status: 'OPEN', reasonId: 'DUPLICATE', notes: 'Charged twice' }, disputedReason: DISPUTE_REASONS[1]!.name });
    expect((await dispute(tx.figma!)).errors![0]!.message).toBe(M.disputeOpen);
    const reasons = await api.gql<{ disputeReasons: { id: string }[]; transactionMethods: { paymentType: string; detailLabel: string }[] }>('{ disputeReasons { id } transactionMethods { paymentType detailLabel } }', {}, { token: spender.token });
    expect(reasons.data!.disputeReasons.map((r) => r.id)).toContain('DUPLICATE');
    expect(reasons.data!.transactionMethods.map((m) => m.detailLabel).sort()).toEqual(['ACH Number', 'Check Number', 'Last 4 Digits', 'Payment Details']);
    expect((await action('closeOneTransactionDispute', tx.figma!, spender.token)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await action('closeOneTransactionDispute', tx.figma!)).data!.closeOneTransactionDispute).toMatchObject({ status: 'Pending', dispute: { status: 'CLOSED' }, disputedReason: null });
  });

  it('soft-deletes and deletes manual transactions: gone from lists and counts', async () => {
    const count = async () => (await api.gql<{ transactions: { count: number } }>('{ transactions { count } }', {}, { token: acme.token })).data!.transactions.count;
    const [a, b] = [(await create({ vendor: 'A' })).data!.createOneTransaction.id, (await create({ vendor: 'B' })).data!.createOneTransaction.id];
    const total = await count();
    expect((await action('softDeleteOneTransaction', a)).data).toEqual({ softDeleteOneTransaction: { id: a } });
    expect((await action('deleteOneTransaction', b)).data).toEqual({ deleteOneTransaction: { id: b } });
    expect(await count()).toBe(total - 2);
    expect(await one(a)).toBeNull();
    expect((await update(a, { notes: 'x' })).errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });

  it('keeps the books policy: admins set it, completeness follows, the company shows its flags', async () => {
    const set = (data: Record<string, unknown>, token = acme.token) => api.gql<{ updateBooksPolicy: Record<string, unknown> }>(
      'mutation ($data: BooksPolicyInput!) { updateBooksPolicy(data: $data) { receiptRequiredAbove isProjectsEnabled isInvoiceNumberEnabled } }', { data }, { token });
    expect((await set({ isProjectsEnabled: true }, spender.token)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await set({ receiptRequiredAbove: 'lots' })).errors![0]).toMatchObject({ message: M.threshold, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await set({ receiptRequiredAbove: '25.00', isInvoiceNumberEnabled: true })).data!.updateBooksPolicy).toEqual({ receiptRequiredAbove: 2_500, isProjectsEnabled: false, isInvoiceNumberEnabled: true });
    expect(await one(tx.figma!)).toMatchObject({ completeness: 'INCOMPLETE', needsReceipt: true, syncState: null });
    const company = await api.gql<{ company: Record<string, unknown> }>('{ company { isProjectsEnabled isInvoiceNumberEnabled booksPolicy { receiptRequiredAbove } } }', {}, { token: spender.token });
    expect(company.data!.company).toEqual({ isProjectsEnabled: false, isInvoiceNumberEnabled: true, booksPolicy: { receiptRequiredAbove: 2_500 } });
    expect((await update(tx.figma!, { invoiceNumber: 'INV-7' }, spender.token)).data!.updateOneTransaction).toMatchObject({ invoiceNumber: 'INV-7' });
    expect((await update(tx.figma!, { projectId: refs.projectId })).errors![0]!.message).toBe(M.projectsDisabled);
    await set({ receiptRequiredAbove: null });
    expect(await one(tx.figma!)).toMatchObject({ completeness: 'COMPLETE', needsReceipt: false });
  });
});
