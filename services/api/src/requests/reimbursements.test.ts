import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { approvalWorkflowId, cardDecider, ledgerDecider, REIMBURSEMENT_MESSAGES, REQUEST_MESSAGES, type Role, streams } from '@spend/domain';
import { handleCommand, loadState } from '@spend/eventstore';
import { seedRoleMembers, type RoleMembers } from '../members/test-members';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { startWorker, type WorkerProcess } from '../testing/worker';
import { PNG, uploadFile } from '../files/testing';
import { createGeneralLedger } from './test-general-ledgers';

// Reimbursements through the API, the real worker process and the Temporal development server.
let api: ApiHarness;
let worker: WorkerProcess;
let team: RoleMembers;
let globex: SeededCompany;
const ids: Record<'events' | 'notMine' | 'globexBudget' | 'travel' | 'archived' | 'globexGl', string> = {} as never;
const as = (role: Role) => ({ token: team.members[role].token });
const id = (role: Role) => team.members[role].userId;

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const CREATE = `mutation ($data: ReimbursementCreateInput!) { createOneReimbursement(data: $data) {
  id status expenseDate merchant budget { id } category { id name } receipts { fileId fileName contentType sizeBytes } canReview } }`;
const REVIEW = `mutation ($id: ID!, $status: ReviewOutcome!) { updateOneReimbursement(where: { id: $id }, data: { status: $status }) { id status paidOn reviewer { id } } }`;
const REQUESTS = `query ($where: ApprovalRequestWhereInput) { approvalRequests(where: $where) { id kind merchant expenseDate category { name } budget { id } canReview approvers { id } } }`;
const ONE = `query ($id: ID!) { reimbursement(where: { id: $id }) { id merchant budget { id } receipts { fileName } } }`;
const SET_LEVELS = `mutation ($data: [ApprovalLevelInput!]!) { updateApprovalLevels(data: $data) { approver } }`;
const input = (extra: Record<string, unknown> = {}) => ({ title: 'Client dinner', amount: '84.20', expenseDate: day(-3), merchant: 'Chez Panisse', budget: { connect: { id: ids.events } }, ...extra });
const create = (role: Role, extra: Record<string, unknown> = {}) =>
  api.gql<{ createOneReimbursement: { id: string; canReview: boolean } }>(CREATE, { data: input(extra) }, as(role));
const workflowStarted = (requestId: string) => vi.waitFor(() => api.temporal.workflow.getHandle(approvalWorkflowId(requestId)).describe(), { timeout: 120_000, interval: 100 });
const budget = async (name: string, owner: string, spenders: string[], token: string) =>
  (await api.gql<{ createOneBudget: { id: string } }>(`mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }`, {
    data: { name, funding: '1000', owner: { connect: { id: owner } }, spenders: { connect: spenders.map((s) => ({ id: s })) } },
  }, { token })).data!.createOneBudget.id;

beforeAll(async () => {
  api = await ApiHarness.start('api_reimbursements');
  worker = await startWorker(api.temporal, { DATABASE_URL: api.db.urlAs('spend_api') });
  team = await seedRoleMembers(api, 'Reimbco');
  globex = await api.seedCompany('Globex');
  ids.events = await budget('Events', id('BudgetOwner'), [id('Spender')], team.members.SpendSuperAdmin.token);
  ids.notMine = await budget('Board', id('OrgAdmin'), [], team.members.SpendSuperAdmin.token);
  ids.globexBudget = await budget('Globex ops', globex.adminUserId, [], globex.token);
  ids.travel = await createGeneralLedger(api, team.members.OrgAdmin.token, 'Travel');
  ids.archived = await createGeneralLedger(api, team.members.OrgAdmin.token, 'Old travel', { archived: true });
  ids.globexGl = await createGeneralLedger(api, globex.token, 'Globex travel');
});
afterAll(async () => {
  await worker?.stop();
  await api?.close();
});

describe('filing a reimbursement', () => {
  it('is offered once an admin can approve', async () => {
    const info = await api.gql(`{ me { reimbursementsInfo { isCompanyReady isUserReady } } }`, {}, as('Spender'));
    expect(info.data).toEqual({ me: { reimbursementsInfo: { isCompanyReady: true, isUserReady: true } } });
  });

  it('refuses a budget of another company or one the spender does not spend from, a future date, another company\'s or an archived category, an unknown upload; records nothing', async () => {
    const before = await api.eventCount();
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ budget: { connect: { id: ids.globexBudget } } }, 'budget', REIMBURSEMENT_MESSAGES.budget],
      [{ budget: { connect: { id: ids.notMine } } }, 'budget', REIMBURSEMENT_MESSAGES.budget],
      [{ budget: { connect: { id: 'nope' } } }, 'budget', REIMBURSEMENT_MESSAGES.budget],
      [{ expenseDate: day(3) }, 'expenseDate', REIMBURSEMENT_MESSAGES.expenseDateFuture],
      [{ expenseDate: day(-400) }, 'expenseDate', REIMBURSEMENT_MESSAGES.expenseDateOld],
      [{ merchant: '  ' }, 'merchant', REIMBURSEMENT_MESSAGES.merchant],
      [{ generalLedger: { connect: { id: ids.globexGl } } }, 'generalLedger', REIMBURSEMENT_MESSAGES.generalLedger],
      [{ generalLedger: { connect: { id: ids.archived } } }, 'generalLedger', REIMBURSEMENT_MESSAGES.generalLedger],
    ];
    for (const [extra, field, message] of refusals) {
      const refused = await create('Spender', extra);
      expect(refused.errors?.[0], JSON.stringify(extra)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } } });
    }
    // Another member's upload is not the spender's receipt: as if it did not exist.
    const theirs = await create('Spender', { receiptUploadIds: [await uploadFile(api, as('BudgetOwner').token, 'theirs.png')] });
    expect(theirs.errors?.[0]).toMatchObject({ message: 'Upload not found.', extensions: { code: 'NOT_FOUND' } });
    expect(await api.eventCount()).toBe(before);
    // The categories offered are the company's own, not archived.
    const categories = await api.gql(`{ reimbursementCategories { name } }`, {}, as('Spender'));
    expect(categories.data).toEqual({ reimbursementCategories: [{ name: 'Travel' }] });
  });

  it('never offers a company-card purchase as reimbursable, nor takes one', async () => {
    const card = await api.gql<{ createOneCardV2: { id: string } }>(`mutation ($data: CardCreateInput!) { createOneCardV2(data: $data) { id } }`, {
      data: { type: 'Digital', spender: { connect: { id: id('Spender') } }, shouldLinkBudget: true, budgets: { connect: [{ id: ids.events }] }, transactionControl: { spendLimit: 100_000 } },
    }, as('OrgAdmin'));
    const cardId = card.data!.createOneCardV2.id;
    const cardState = await loadState(api.store, streams.card(cardId), cardDecider);
    const transactionId = randomUUID();
    await handleCommand(api.store, streams.ledger(ids.events), ledgerDecider, {
      type: 'Process', ledgerId: ids.events, budget: { budgetId: ids.events, companyId: team.company.companyId, exists: true, active: true, name: 'Events' },
      messages: [{ kind: 'authorize', at: new Date().toISOString(), card: cardState, request: { authorizationId: 'r-1', transactionId, cardId, amountCents: 4_210, currency: 'USD', merchantName: 'Yellow Cab', merchantId: null, mcc: '4121', country: 'US' } }],
    }, { companyId: team.company.companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
    // The purchase is the spender's, and listed as such...
    await vi.waitFor(async () => {
      const mine = await api.gql<{ transaction: { id: string } | null }>(`query ($id: ID!) { transaction(where: { id: $id }) { id } }`, { id: transactionId }, as('Spender'));
      expect(mine.data?.transaction?.id).toBe(transactionId);
    }, { timeout: 120_000, interval: 100 });
    // ...but the company paid it already: it is never offered, and connecting it is refused.
    expect((await api.gql(`{ reimbursableTransactions { id } }`, {}, as('Spender'))).data).toEqual({ reimbursableTransactions: [] });
    const refused = await create('Spender', { transactions: { connect: [{ id: transactionId }] } });
    expect(refused.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { transactions: REIMBURSEMENT_MESSAGES.transactions } });
  });
});

describe('the budget owner reviews', () => {
  it('sees a reimbursement charged to their budget with its details and approves it; the spender, another level\'s admin and another company cannot', async () => {
    const receiptUploadId = await uploadFile(api, as('Spender').token, 'dinner.png');
    const created = await create('Spender', { generalLedger: { connect: { id: ids.travel } }, receiptUploadIds: [receiptUploadId] });
    expect(created.data!.createOneReimbursement).toEqual({
      id: expect.any(String), status: 'PENDING', expenseDate: day(-3), merchant: 'Chez Panisse', budget: { id: ids.events }, category: { id: ids.travel, name: 'Travel' },
      receipts: [{ fileId: receiptUploadId, fileName: 'dinner.png', contentType: 'image/png', sizeBytes: PNG.length }], canReview: false,
    });
    const reimbursementId = created.data!.createOneReimbursement.id;
    const toReview = await api.gql<{ approvalRequests: unknown[] }>(REQUESTS, { where: { toReview: true } }, as('BudgetOwner'));
    expect(toReview.data!.approvalRequests).toEqual([{
      id: reimbursementId, kind: 'REIMBURSEMENT', merchant: 'Chez Panisse', expenseDate: day(-3), category: { name: 'Travel' }, budget: { id: ids.events }, canReview: true, approvers: [{ id: id('BudgetOwner') }],
    }]);
    expect((await api.gql(ONE, { id: reimbursementId }, as('BudgetOwner'))).data).toEqual({ reimbursement: { id: reimbursementId, merchant: 'Chez Panisse', budget: { id: ids.events }, receipts: [{ fileName: 'dinner.png' }] } });
    expect((await api.gql(ONE, { id: reimbursementId }, { token: globex.token })).data).toEqual({ reimbursement: null });

    await workflowStarted(reimbursementId);
    const spender = await api.gql(REVIEW, { id: reimbursementId, status: 'APPROVED' }, as('Spender'));
    expect(spender.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    // An admin may review reimbursements, but this level is the budget owner's.
    const admin = await api.gql(REVIEW, { id: reimbursementId, status: 'APPROVED' }, as('OrgAdmin'));
    expect(admin.errors![0]).toMatchObject({ message: REQUEST_MESSAGES.notApprover, extensions: { code: 'FORBIDDEN' } });
    const other = await api.gql(REVIEW, { id: reimbursementId, status: 'APPROVED' }, { token: globex.token });
    expect(other.errors![0]!.extensions!.code).toBe('NOT_FOUND');

    const approved = await api.gql(REVIEW, { id: reimbursementId, status: 'APPROVED' }, as('BudgetOwner'));
    expect(approved.data).toEqual({ updateOneReimbursement: { id: reimbursementId, status: 'COMPLETED', paidOn: expect.any(String), reviewer: { id: id('BudgetOwner') } } });
  });

  it('leaves the owner\'s own reimbursement to the admins; the owner still sees those on their budget the levels leave to the admins', async () => {
    const own = await create('BudgetOwner');
    const ownId = own.data!.createOneReimbursement.id;
    const listed = await api.gql<{ approvalRequests: { id: string; approvers: { id: string }[] }[] }>(REQUESTS, {}, as('OrgAdmin'));
    const admins = [id('OrgAdmin'), id('MultiOrgAdmin'), id('SpendSuperAdmin')].sort();
    expect(listed.data!.approvalRequests.find((r) => r.id === ownId)!.approvers.map((a) => a.id).sort()).toEqual(admins);
    await workflowStarted(ownId);
    const before = await api.eventCount();
    expect((await api.gql(REVIEW, { id: ownId, status: 'APPROVED' }, as('BudgetOwner'))).errors![0]).toMatchObject({ message: REQUEST_MESSAGES.ownRequest, extensions: { code: 'FORBIDDEN' } });
    expect(await api.eventCount()).toBe(before);
    expect((await api.gql(REVIEW, { id: ownId, status: 'DECLINED' }, as('OrgAdmin'))).data).toMatchObject({ updateOneReimbursement: { status: 'DECLINED' } });

    // Admins alone approve from now on: the owner is no reviewer, yet sees what is charged to their budget.
    expect((await api.gql(SET_LEVELS, { data: [{ approver: 'ADMIN' }] }, as('OrgAdmin'))).errors).toBeUndefined();
    const spent = await create('Spender', { merchant: 'Hotel Lutetia' });
    const spentId = spent.data!.createOneReimbursement.id;
    const seen = await api.gql<{ approvalRequests: { id: string; canReview: boolean }[] }>(REQUESTS, {}, as('BudgetOwner'));
    expect(seen.data!.approvalRequests.find((r) => r.id === spentId)).toMatchObject({ canReview: false });
    const list = await api.gql<{ reimbursements: { items: { id: string; merchant: string }[] } }>(`{ reimbursements(take: 100) { items { id merchant } } }`, {}, as('BudgetOwner'));
    expect(list.data!.reimbursements.items).toContainEqual({ id: spentId, merchant: 'Hotel Lutetia' });
    await workflowStarted(spentId);
    expect((await api.gql(REVIEW, { id: spentId, status: 'APPROVED' }, as('BudgetOwner'))).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await api.gql(REVIEW, { id: spentId, status: 'APPROVED' }, as('MultiOrgAdmin'))).data).toMatchObject({ updateOneReimbursement: { status: 'COMPLETED' } });
    const alerts = async (role: Role) => (await api.gql<{ notifications: { items: { title: string }[] } }>(`{ notifications(take: 50) { items { title } } }`, {}, as(role))).data!.notifications.items.map((n) => n.title);
    await vi.waitFor(async () => {
      expect(await alerts('BudgetOwner')).toEqual(expect.arrayContaining(['Reimbursement request', 'Reimbursement declined']));
      expect(await alerts('Spender')).toContain('Reimbursement paid');
    }, { timeout: 120_000, interval: 100 });
  });
});

describe('out-of-pocket transactions', () => {
  it('offers the spender\'s out-of-pocket transactions (not manual ones) and links one; once linked it is offered no more', async () => {
    const record = async (source: 'REIMBURSEMENT' | 'MANUAL', vendor: string) => (await api.gql<{ createOneTransaction: { id: string } }>(
      'mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id } }',
      { data: { source, paymentType: 'CASH', amount: '42.10', date: `${day(-2)}T12:00:00Z`, vendor } }, as('Spender'),
    )).data!.createOneTransaction.id;
    const outOfPocket = await record('REIMBURSEMENT', 'Taxi Co');
    await record('MANUAL', 'Petty cash');
    const offered = async () => (await api.gql<{ reimbursableTransactions: { id: string }[] }>('{ reimbursableTransactions { id } }', {}, as('Spender'))).data!.reimbursableTransactions.map((t) => t.id);
    await vi.waitFor(async () => expect(await offered()).toEqual([outOfPocket]), { timeout: 120_000, interval: 100 });
    const created = await create('Spender', { amount: '42.10', transactions: { connect: [{ id: outOfPocket }] } });
    expect(created.errors).toBeUndefined();
    await vi.waitFor(async () => expect(await offered()).toEqual([]), { timeout: 120_000, interval: 100 });
  });
});
