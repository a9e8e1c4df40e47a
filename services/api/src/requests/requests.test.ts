import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { approvalWorkflowId, REQUEST_MESSAGES, APPROVAL_LEVEL_MESSAGES, type Role, streams } from '@spend/domain';
import { seedRoleMembers, type RoleMembers } from '../members/test-members';
import { ApiHarness } from '../testing/harness';
import { startWorker, type WorkerProcess } from '../testing/worker';
import { ABOVE_AVAILABLE_NAMED } from '@spend/domain/testing';

// Budget increase approvals (reimbursements: reimbursements.test.ts) through the API, the real worker process and the Temporal development server.
let api: ApiHarness;
let worker: WorkerProcess;
let team: RoleMembers;
let budgetId: string;
const as = (role: Role) => ({ token: team.members[role].token });
const id = (role: Role) => team.members[role].userId;

const LEVELS = `{ approvalLevels { approver above } }`;
const SET_LEVELS = `mutation ($data: [ApprovalLevelInput!]!) { updateApprovalLevels(data: $data) { approver above } }`;
const REQUEST = `mutation ($data: BudgetIncreaseRequestCreateInput!) { createOneBudgetIncreaseRequest(data: $data) { id } }`;
const REVIEW = `mutation ($id: ID!, $status: ReviewOutcome!) { updateOneBudgetIncreaseRequest(where: { id: $id }, data: { status: $status, note: "ok" }) { id status level canReview reviewer { id } } }`;
const REQUESTS = `query ($where: ApprovalRequestWhereInput) { approvalRequests(where: $where) { id kind title amount status level levelCount canReview approvers { id } requestor { id } } }`;
const FUNDING = `query ($id: ID!) { budget(where: { id: $id }) { funding } }`;
const ALERTS = `{ notifications(take: 50) { items { title message requestId } } }`;

const funding = async () => (await api.gql<{ budget: { funding: number } }>(FUNDING, { id: budgetId }, as('OrgAdmin'))).data!.budget.funding;
const alerts = async (role: Role) => (await api.gql<{ notifications: { items: { title: string; message: string }[] } }>(ALERTS, {}, as(role))).data!.notifications.items.map((n) => n.title);
/** A request's recorded events but reminders (which arrive every 1.5 s here while it waits). */
const reviewsOf = async (requestId: string) => (await api.store.readStream(streams.budgetIncrease(requestId))).filter((e) => e.type !== 'BudgetIncreaseReminded').map((e) => e.type);
/** Waits until the process manager has started the request's workflow. */
const workflowStarted = (requestId: string) => vi.waitFor(() => api.temporal.workflow.getHandle(approvalWorkflowId(requestId)).describe(), { timeout: 120_000, interval: 100 });

beforeAll(async () => {
  api = await ApiHarness.start('api_requests');
  worker = await startWorker(api.temporal, { DATABASE_URL: api.db.urlAs('spend_api'), APPROVAL_REMINDER_MS: '1500' });
  team = await seedRoleMembers(api, 'Approvco');
  const budget = await api.gql<{ createOneBudget: { id: string } }>(`mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }`, {
    data: { name: 'Events', funding: '1000', owner: { connect: { id: id('BudgetOwner') } }, spenders: { connect: [{ id: id('Spender') }] } },
  }, as('SpendSuperAdmin'));
  budgetId = budget.data!.createOneBudget.id;
});
afterAll(async () => {
  await worker?.stop();
  await api?.close();
});

describe('approval levels', () => {
  it('are the budget owner alone until an admin sets a chain; only admins set it; bad amounts change nothing', async () => {
    expect((await api.gql(LEVELS, {}, as('Spender'))).data).toEqual({ approvalLevels: [{ approver: 'BUDGET_OWNER', above: 0 }] });
    const before = await api.eventCount();
    expect((await api.gql(SET_LEVELS, { data: [{ approver: 'ADMIN' }] }, as('Spender'))).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const fraction = await api.gql(SET_LEVELS, { data: [{ approver: 'BUDGET_OWNER' }, { approver: 'ADMIN', above: '500.001' }] }, as('OrgAdmin'));
    expect(fraction.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'levels.1.above': APPROVAL_LEVEL_MESSAGES.above } });
    expect(await api.eventCount()).toBe(before);
    const set = await api.gql(SET_LEVELS, { data: [{ approver: 'BUDGET_OWNER' }, { approver: 'ADMIN', above: '500' }] }, as('OrgAdmin'));
    expect(set).toMatchObject({ data: { updateApprovalLevels: [{ approver: 'BUDGET_OWNER', above: 0 }, { approver: 'ADMIN', above: 50_000 }] } });
    expect((await api.gql(LEVELS, {}, as('Spender'))).data).toEqual({ approvalLevels: [{ approver: 'BUDGET_OWNER', above: 0 }, { approver: 'ADMIN', above: 50_000 }] });
  });
});

describe('budget increase approvals', () => {
  it('goes to the budget owner, then (above $500) the admins; each reviewer gets the outcome or a clear error; approval raises the funding once', async () => {
    // The owner watches requests arrive live.
    const client = createClient({ url: api.url.replace('http', 'ws'), webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${team.members.BudgetOwner.token}` } });
    const arrived: { id: string; status: string }[] = [];
    const listening = api.listening();
    client.subscribe<{ approvalRequestChanged: { id: string; status: string } }>(
      { query: 'subscription { approvalRequestChanged { id status } }' },
      { next: (v) => void (v.data && arrived.push(v.data.approvalRequestChanged)), error: () => undefined, complete: () => undefined },
    );
    await listening;
    const created = await api.gql<{ createOneBudgetIncreaseRequest: { id: string } }>(REQUEST, { data: { budget: { connect: { id: budgetId } }, amount: '600', reason: 'Trade fair' } }, as('Spender'));
    expect(created.errors).toBeUndefined();
    const requestId = created.data!.createOneBudgetIncreaseRequest.id;
    await vi.waitFor(() => expect(arrived).toContainEqual({ id: requestId, status: 'PENDING' }), { timeout: 120_000, interval: 50 });
    await client.dispose();

    const toReview = await api.gql<{ approvalRequests: unknown[] }>(REQUESTS, { where: { toReview: true } }, as('BudgetOwner'));
    expect(toReview.data!.approvalRequests).toEqual([{
      id: requestId, kind: 'BUDGET_INCREASE', title: 'Events', amount: 60_000, status: 'PENDING', level: 0, levelCount: 2, canReview: true,
      approvers: [{ id: id('BudgetOwner') }], requestor: { id: id('Spender') },
    }]);
    await workflowStarted(requestId);
    const before = await reviewsOf(requestId);
    // The requester never approves their own request; an admin does not take the owner's level.
    for (const [role, message] of [['Spender', REQUEST_MESSAGES.ownRequest], ['OrgAdmin', REQUEST_MESSAGES.notApprover]] as const) {
      const refused = await api.gql(REVIEW, { id: requestId, status: 'APPROVED' }, as(role));
      expect(refused.errors![0]).toMatchObject({ message, extensions: { code: 'FORBIDDEN' } });
    }
    const declined = await api.gql(REVIEW, { id: requestId, status: 'DECLINED' }, as('BudgetOwner'));
    expect(declined.errors![0]).toMatchObject({ message: 'The outcome must be APPROVED or REJECTED.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await reviewsOf(requestId)).toEqual(before);

    const first = await api.gql(REVIEW, { id: requestId, status: 'APPROVED' }, as('BudgetOwner'));
    expect(first).toMatchObject({ data: { updateOneBudgetIncreaseRequest: { id: requestId, status: 'PENDING', level: 1, canReview: false, reviewer: { id: id('BudgetOwner') } } } });
    expect(await funding()).toBe(100_000);
    const last = await api.gql(REVIEW, { id: requestId, status: 'APPROVED' }, as('OrgAdmin'));
    expect(last).toMatchObject({ data: { updateOneBudgetIncreaseRequest: { status: 'COMPLETED', reviewer: { id: id('OrgAdmin') } } } });
    // Read your writes: the funding has risen by the time the reviewer hears back.
    expect(await funding()).toBe(160_000);
    const again = await api.gql(REVIEW, { id: requestId, status: 'APPROVED' }, as('MultiOrgAdmin'));
    expect(again.errors![0]).toMatchObject({ message: 'This request was already completed.', extensions: { code: 'CONFLICT' } });
    expect(await funding()).toBe(160_000);
    // The owner still sees the request the admins finished; the auditor reads every request.
    for (const role of ['BudgetOwner', 'Analyst'] as const) {
      const seen = await api.gql<{ approvalRequests: { id: string; status: string; canReview: boolean }[] }>(REQUESTS, {}, as(role));
      expect(seen.data!.approvalRequests.find((r) => r.id === requestId)).toMatchObject({ status: 'COMPLETED', canReview: false });
    }

    // Alerts at each step: the owner, then the admins, were asked; the requestor heard of each step.
    await vi.waitFor(async () => {
      expect(await alerts('BudgetOwner')).toContain('Budget increase request');
      const raised = (await api.gql<{ notifications: { items: { title: string; requestId: string | null }[] } }>(ALERTS, {}, as('Spender'))).data!.notifications.items.find((n) => n.title === 'Budget funding raised');
      expect(raised?.requestId).toBe(requestId);
      expect(await alerts('OrgAdmin')).toContain('Budget increase request');
      expect(await alerts('Spender')).toEqual(expect.arrayContaining(['Budget increase approved at one level', 'Budget increase approved', 'Budget funding raised']));
    }, { timeout: 120_000, interval: 100 });
  });

  it('refuses another company\'s request, a bad id and fractions of a cent; reminds the owner of a request that waits', async () => {
    const globex = await api.seedCompany('Globex');
    const created = await api.gql<{ createOneBudgetIncreaseRequest: { id: string } }>(REQUEST, { data: { budget: { connect: { id: budgetId } }, amount: '20', reason: 'Snacks' } }, as('Spender'));
    const requestId = created.data!.createOneBudgetIncreaseRequest.id;
    expect((await api.gql(REVIEW, { id: requestId, status: 'APPROVED' }, { token: globex.token })).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    expect((await api.gql(REVIEW, { id: 'nope', status: 'APPROVED' }, as('BudgetOwner'))).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const fraction = await api.gql(REQUEST, { data: { budget: { connect: { id: budgetId } }, amount: '20.001', reason: 'Snacks' } }, as('Spender'));
    expect(fraction.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { amount: REQUEST_MESSAGES.amount } });
    // The worker reminds after 1.5 s here (APPROVAL_REMINDER_MS).
    await vi.waitFor(async () => expect(await alerts('BudgetOwner')).toContain('Reminder: budget increase request'), { timeout: 120_000, interval: 200 });
    await workflowStarted(requestId);
    const rejected = await api.gql(REVIEW, { id: requestId, status: 'REJECTED' }, as('BudgetOwner'));
    expect(rejected).toMatchObject({ data: { updateOneBudgetIncreaseRequest: { status: 'REJECTED' } } });
  });
});

describe('separation of duties', () => {
  it('an admin asking for more on the budget they own: the other admins approve it; their own approval is refused and records nothing', async () => {
    const owned = await api.gql<{ createOneBudget: { id: string } }>(`mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }`, {
      data: { name: 'Board dinners', funding: '100', owner: { connect: { id: id('OrgAdmin') } } },
    }, as('SpendSuperAdmin'));
    const ownedId = owned.data!.createOneBudget.id;
    const created = await api.gql<{ createOneBudgetIncreaseRequest: { id: string } }>(REQUEST, { data: { budget: { connect: { id: ownedId } }, amount: '50', reason: 'Guests' } }, as('OrgAdmin'));
    const requestId = created.data!.createOneBudgetIncreaseRequest.id;
    const mine = await api.gql<{ approvalRequests: { id: string; canReview: boolean; approvers: { id: string }[] }[] }>(REQUESTS, {}, as('OrgAdmin'));
    const request = mine.data!.approvalRequests.find((r) => r.id === requestId)!;
    expect({ canReview: request.canReview, approvers: request.approvers.map((a) => a.id).sort() }).toEqual({ canReview: false, approvers: [id('MultiOrgAdmin'), id('SpendSuperAdmin')].sort() });
    await workflowStarted(requestId);
    for (const status of ['APPROVED', 'REJECTED']) {
      const refused = await api.gql(REVIEW, { id: requestId, status }, as('OrgAdmin'));
      expect(refused.errors![0]).toMatchObject({ message: REQUEST_MESSAGES.ownRequest, extensions: { code: 'FORBIDDEN' } });
    }
    expect(await reviewsOf(requestId)).toEqual(['BudgetIncreaseRequested']);
    const approved = await api.gql(REVIEW, { id: requestId, status: 'APPROVED' }, as('MultiOrgAdmin'));
    expect(approved).toMatchObject({ data: { updateOneBudgetIncreaseRequest: { status: 'COMPLETED', reviewer: { id: id('MultiOrgAdmin') } } } });
  });
});

describe('funding limits', () => {
  it('refuses the last approval of an increase beyond what the company has available; nothing changes', async () => {
    const created = await api.gql<{ createOneBudgetIncreaseRequest: { id: string } }>(REQUEST, { data: { budget: { connect: { id: budgetId } }, amount: '2000000', reason: 'Everything' } }, as('Spender'));
    const requestId = created.data!.createOneBudgetIncreaseRequest.id;
    await workflowStarted(requestId);
    await api.gql(REVIEW, { id: requestId, status: 'APPROVED' }, as('BudgetOwner'));
    const [start, events] = [await funding(), await reviewsOf(requestId)];
    const refused = await api.gql(REVIEW, { id: requestId, status: 'APPROVED' }, as('OrgAdmin'));
    expect(refused.errors![0]).toMatchObject({ message: expect.stringMatching(ABOVE_AVAILABLE_NAMED), extensions: { code: 'CONFLICT' } });
    expect([await funding(), await reviewsOf(requestId)]).toEqual([start, events]);
    expect((await api.gql(REVIEW, { id: requestId, status: 'REJECTED' }, as('OrgAdmin'))).data).toMatchObject({ updateOneBudgetIncreaseRequest: { status: 'REJECTED' } });
  });
});

describe('faults', () => {
  it('a worker process killed mid-approval: a new one takes over and the approval completes exactly once; a double approve applies once', async () => {
    const created = await api.gql<{ createOneBudgetIncreaseRequest: { id: string } }>(REQUEST, { data: { budget: { connect: { id: budgetId } }, amount: '700', reason: 'Booth' } }, as('Spender'));
    const requestId = created.data!.createOneBudgetIncreaseRequest.id;
    await workflowStarted(requestId);
    const start = await funding();
    expect((await api.gql(REVIEW, { id: requestId, status: 'APPROVED' }, as('BudgetOwner'))).data).toMatchObject({ updateOneBudgetIncreaseRequest: { status: 'PENDING' } });
    await worker.kill();
    worker = await startWorker(api.temporal, { DATABASE_URL: api.db.urlAs('spend_api'), APPROVAL_REMINDER_MS: '1500' }, worker.taskQueue);
    // Two admins approve at once: one completes it, the other hears it was decided (or is being decided).
    const both = await Promise.all((['OrgAdmin', 'MultiOrgAdmin'] as const).map((role) => api.gql<{ updateOneBudgetIncreaseRequest: { status: string } }>(REVIEW, { id: requestId, status: 'APPROVED' }, as(role))));
    expect(both.map((b) => b.data?.updateOneBudgetIncreaseRequest.status ?? b.errors![0]!.extensions!.code).sort()).toEqual(['COMPLETED', 'CONFLICT']);
    expect(await funding()).toBe(start + 70_000);
    // A reminder may come first on a slow machine (after 1.5 s here): not a review, not counted.
    expect(await reviewsOf(requestId)).toEqual(['BudgetIncreaseRequested', 'BudgetIncreaseReviewed', 'BudgetIncreaseReviewed', 'BudgetIncreaseCompleted']);
  });
});
