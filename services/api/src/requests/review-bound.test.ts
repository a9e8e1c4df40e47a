import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { approvalWorkflowId, type Role, streams } from '@spend/domain';
import { seedRoleMembers, type RoleMembers } from '../members/test-members';
import { ApiHarness } from '../testing/harness';
import { startWorker, type WorkerProcess } from '../testing/worker';
import { REVIEW_NOT_TAKEN } from './mutations';

// A review whose approval workflow does not take it (no worker running it): the API's own harness,
// with a bound of 3 s instead of production's 20 s (WORKFLOW_UPDATE_TIMEOUT_MS).
let api: ApiHarness;
let worker: WorkerProcess;
let team: RoleMembers;
let budgetId: string;
const as = (role: Role) => ({ token: team.members[role].token });

const REQUEST = `mutation ($data: BudgetIncreaseRequestCreateInput!) { createOneBudgetIncreaseRequest(data: $data) { id } }`;
const REVIEW = `mutation ($id: ID!, $status: ReviewOutcome!) { updateOneBudgetIncreaseRequest(where: { id: $id }, data: { status: $status, note: "ok" }) { id status } }`;
const workerEnv = () => ({ DATABASE_URL: api.db.urlAs('spend_api'), APPROVAL_REMINDER_MS: '600000' });

beforeAll(async () => {
  api = await ApiHarness.start('api_review_bound', { WORKFLOW_UPDATE_TIMEOUT_MS: '3000' });
  worker = await startWorker(api.temporal, workerEnv());
  team = await seedRoleMembers(api, 'Boundco');
  const budget = await api.gql<{ createOneBudget: { id: string } }>(`mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }`, {
    data: { name: 'Events', funding: '1000', owner: { connect: { id: team.members.BudgetOwner.userId } }, spenders: { connect: [{ id: team.members.Spender.userId }] } },
  }, as('SpendSuperAdmin'));
  budgetId = budget.data!.createOneBudget.id;
});
afterAll(async () => {
  await worker?.stop();
  await api?.close();
});

describe('a review its approval workflow does not take', () => {
  it('answers within its bound that it is not recorded yet, recording nothing; sent again with its Idempotency-Key once a worker is back, it is recorded once', async () => {
    const created = await api.gql<{ createOneBudgetIncreaseRequest: { id: string } }>(REQUEST, { data: { budget: { connect: { id: budgetId } }, amount: '30', reason: 'Cables' } }, as('Spender'));
    const requestId = created.data!.createOneBudgetIncreaseRequest.id;
    await vi.waitFor(() => api.temporal.workflow.getHandle(approvalWorkflowId(requestId)).describe(), { timeout: 120_000, interval: 100 });
    const recorded = async () => (await api.store.readStream(streams.budgetIncrease(requestId))).map((e) => e.type);
    await worker.kill();
    const review = { ...as('BudgetOwner'), headers: { 'idempotency-key': `review-${requestId}` } };
    const send = () => api.gql<{ updateOneBudgetIncreaseRequest: { status: string } }>(REVIEW, { id: requestId, status: 'REJECTED' }, review);

    const unanswered = await send();
    expect(unanswered.errors![0]).toMatchObject({ message: REVIEW_NOT_TAKEN, extensions: { code: 'CONFLICT' } });
    expect(await recorded()).toEqual(['BudgetIncreaseRequested']);

    worker = await startWorker(api.temporal, workerEnv(), worker.taskQueue);
    // The same review again until the new worker takes it (it joins the first if the workflow kept it).
    let answer = await send();
    while (answer.errors?.[0]?.message === REVIEW_NOT_TAKEN) answer = await send();
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.updateOneBudgetIncreaseRequest.status).toBe('REJECTED');
    expect(await recorded()).toEqual(['BudgetIncreaseRequested', 'BudgetIncreaseReviewed']);
  });
});
