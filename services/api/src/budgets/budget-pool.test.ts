import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { approvalWorkflowId, cardDecider, fold, ledgerDecider, poolHeadroom, type LedgerEvent, type LedgerMessage, type Role, streams } from '@spend/domain';
import { FoldCache, handleCommand, loadState } from '@spend/eventstore';
import { seedRoleMembers, type RoleMembers } from '../members/test-members';
import { ApiHarness } from '../testing/harness';
import { startWorker, type WorkerProcess } from '../testing/worker';
import { ABOVE_AVAILABLE_NAMED } from '@spend/domain/testing';

// One funds pool per budget, decided by the write model: every path that moves a budget's money
// (the form, sub-budget creation, approvals, card purchases) draws on it at once, and it never gives
// the same funds twice. Runs the API, the real worker (approvals) and the ledger's own command.
let api: ApiHarness;
let worker: WorkerProcess;
let team: RoleMembers;
const as = (role: Role) => ({ token: team.members[role].token });
const id = (role: Role) => team.members[role].userId;

const CREATE = `mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id funding } }`;
const UPDATE = `mutation ($id: ID!, $data: BudgetUpdateInput!) { updateOneBudget(where: { id: $id }, data: $data) { id funding } }`;
const REQUEST = `mutation ($data: BudgetIncreaseRequestCreateInput!) { createOneBudgetIncreaseRequest(data: $data) { id } }`;
const REVIEW = `mutation ($id: ID!) { updateOneBudgetIncreaseRequest(where: { id: $id }, data: { status: APPROVED, note: "ok" }) { id status } }`;
const STATUS = `query ($where: ApprovalRequestWhereInput) { approvalRequests(where: $where) { id status } }`;
const CARD = `mutation ($data: CardCreateInput!) { createOneCardV2(data: $data) { id } }`;

beforeAll(async () => {
  api = await ApiHarness.start('api_budget_pool');
  worker = await startWorker(api.temporal, { DATABASE_URL: api.db.urlAs('spend_api') });
  team = await seedRoleMembers(api, 'Poolco');
});
afterAll(async () => {
  await worker?.stop();
  await api?.close();
});

const budget = async (name: string, funding: string, parent?: string): Promise<string> => {
  const created = await api.gql<{ createOneBudget: { id: string } }>(CREATE, {
    data: { name, funding, owner: { connect: { id: id('BudgetOwner') } }, spenders: { connect: [{ id: id('Spender') }] }, ...(parent && { parentBudget: { connect: { id: parent } } }) },
  }, as('OrgAdmin'));
  if (!created.data) throw new Error(JSON.stringify(created.errors));
  return created.data.createOneBudget.id;
};

/** A card of the spender's on the budget, and purchases on it through the ledger's own command (the authorizer's decision). */
const cardOn = async (budgetId: string) => {
  const card = await api.gql<{ createOneCardV2: { id: string } }>(CARD, {
    data: { type: 'Digital', spender: { connect: { id: id('Spender') } }, shouldLinkBudget: true, budgets: { connect: [{ id: budgetId }] }, transactionControl: { spendLimit: 10_000_000 } },
  }, as('OrgAdmin'));
  const cardId = card.data!.createOneCardV2.id;
  const state = await loadState(api.store, streams.card(cardId), cardDecider);
  const cache = new FoldCache();
  return async (amountCents: number): Promise<LedgerEvent | undefined> => {
    const message: LedgerMessage = {
      kind: 'authorize', at: new Date().toISOString(), card: state,
      request: { authorizationId: randomUUID(), transactionId: randomUUID(), cardId, amountCents, currency: 'USD', merchantName: 'Hotel', merchantId: null, mcc: '5411', country: 'US' },
    };
    const result = await handleCommand(api.store, streams.ledger(budgetId), ledgerDecider, { type: 'Process', ledgerId: budgetId, budget: { budgetId, companyId: team.company.companyId, exists: true, active: true, name: 'Pool' }, messages: [message] }, {
      companyId: team.company.companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID(),
    }, { cache });
    return result.events[0];
  };
};

const ledger = async (budgetId: string) => fold(ledgerDecider, (await api.store.readStream(streams.ledger(budgetId))).map((e) => ({ type: e.type, data: e.data }) as LedgerEvent));

describe('a budget pool under every kind of funding change at once', () => {
  it('never gives out more than the pool holds; each refusal carries the spec message; the tree spends at most the top budget', async () => {
    const pool = await budget('Pool', '1000');
    const [raised, ...edited] = await Promise.all([budget('Raised', '100', pool), budget('Edited 1', '100', pool), budget('Edited 2', '100', pool), budget('Edited 3', '100', pool)]);
    // Three increase requests on `raised`, each waiting for the budget owner's approval.
    const requests: string[] = [];
    for (let i = 0; i < 3; i++) {
      const request = await api.gql<{ createOneBudgetIncreaseRequest: { id: string } }>(REQUEST, { data: { budget: { connect: { id: raised } }, amount: '100', reason: `Round ${i}` } }, as('Spender'));
      requests.push(request.data!.createOneBudgetIncreaseRequest.id);
    }
    for (const requestId of requests) await vi.waitFor(() => api.temporal.workflow.getHandle(approvalWorkflowId(requestId)).describe(), { timeout: 120_000, interval: 100 });
    const buyOnPool = await cardOn(pool);
    const buyOnRaised = await cardOn(raised);

    // $600 is left in the pool; asked at once: $600 of new sub-budgets, $300 of edits, $300 of
    // approvals and $500 of purchases on the pool's own card.
    const creations = Array.from({ length: 6 }, (_, i) => api.gql(CREATE, { data: { name: `New ${i}`, funding: '100', owner: { connect: { id: id('BudgetOwner') } }, parentBudget: { connect: { id: pool } } } }, as('OrgAdmin')));
    const edits = edited.map((b) => api.gql(UPDATE, { id: b, data: { funding: '200' } }, as('OrgAdmin')));
    const approvals = requests.map((requestId) => api.gql(REVIEW, { id: requestId }, as('BudgetOwner')));
    const purchases = Array.from({ length: 10 }, () => buyOnPool(5_000));
    const childPurchases = Array.from({ length: 5 }, () => buyOnRaised(5_000));
    const [created, updated, reviewed, bought, boughtOnChild] = await Promise.all([Promise.all(creations), Promise.all(edits), Promise.all(approvals), Promise.all(purchases), Promise.all(childPurchases)]);

    // Every refused form answer is the spec's message on the funding field; no internal errors.
    for (const result of [...created, ...updated]) {
      if (result.errors) expect(result.errors[0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { funding: expect.stringMatching(ABOVE_AVAILABLE_NAMED) } });
    }
    for (const result of reviewed) if (result.errors) expect(result.errors[0]).toMatchObject({ message: expect.stringMatching(ABOVE_AVAILABLE_NAMED), extensions: { code: 'CONFLICT' } });
    for (const event of [...bought, ...boughtOnChild]) expect(['AuthorizationApproved', 'BUDGET_FUNDS']).toContain(event?.type === 'AuthorizationDeclined' ? event.data.reason : event?.type);

    // Approved increases end COMPLETED (funding raised) or DECLINED (the pool refused it then).
    await vi.waitFor(async () => {
      const statuses = (await api.gql<{ approvalRequests: { id: string; status: string }[] }>(STATUS, {}, as('OrgAdmin'))).data!.approvalRequests.filter((r) => requests.includes(r.id)).map((r) => r.status);
      expect(statuses.every((s) => s === 'COMPLETED' || s === 'DECLINED' || s === 'PENDING')).toBe(true);
      expect(statuses.filter((s) => s === 'PENDING').length).toBe(reviewed.filter((r) => r.errors).length);
    }, { timeout: 90_000, interval: 200 });

    // The write model: the pool's direct spend and what it reserves never exceed its size, and
    // exactly what was accepted is reserved.
    const state = await ledger(pool);
    expect(state.spentCents + state.allocatedCents).toBeLessThanOrEqual(100_000);
    expect(poolHeadroom(state)).toBeGreaterThanOrEqual(0);
    const approvedOnPool = bought.filter((e) => e?.type === 'AuthorizationApproved').length;
    expect(state.spentCents).toBe(approvedOnPool * 5_000);
    const newBudgets = created.filter((r) => !r.errors).length;
    const editedOk = updated.filter((r) => !r.errors).length;
    const raisedState = await ledger(raised);
    expect(state.allocatedCents).toBe(40_000 + newBudgets * 10_000 + editedOk * 10_000 + (raisedState.funds!.funding - 10_000));
    // Demand was far above the $600 left: some of each kind were refused, and the pool is used up.
    expect(state.spentCents + state.allocatedCents).toBe(100_000);
    // The child spends within its own pool, whatever its parent did meanwhile.
    expect(raisedState.spentCents).toBeLessThanOrEqual(raisedState.funds!.ceiling);
    const approvedOnChild = boughtOnChild.filter((e) => e?.type === 'AuthorizationApproved').length;
    expect(raisedState.spentCents).toBe(approvedOnChild * 5_000);
    // Its first $100 was its own before any increase: two $50 purchases always fit.
    expect(approvedOnChild).toBeGreaterThanOrEqual(2);
  });
});
