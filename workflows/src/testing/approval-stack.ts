import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { approvalWorkflowId, budgetDecider, budgetIncreaseDecider, streams } from '@spend/domain';
import { handleCommand, loadState } from '@spend/eventstore';
import { recordBudget } from '@spend/eventstore/testing';
import { createTemporalTestKit, createTestEventStore, type TemporalTestKit } from './index';

export interface ApprovalStack {
  temporal: TemporalTestKit;
  events: Awaited<ReturnType<typeof createTestEventStore<true>>>;
  store: Awaited<ReturnType<typeof createTestEventStore<true>>>['store'];
}

/**
 * The stack the approval tests share: a Temporal test kit, an event store with checkpoints in the file's
 * own database, and a submitted budget increase. Call at the top of a test file; the fields are set once
 * its beforeAll has run.
 */
export const approvalStack = (database: string) => {
  const stack = {} as ApprovalStack;
  beforeAll(async () => {
    stack.temporal = await createTemporalTestKit(new URL('../requests/workflows.ts', import.meta.url).pathname);
    stack.events = await createTestEventStore(database, { checkpoints: true });
    stack.store = stack.events.store;
  });
  afterAll(async () => {
    await stack.events?.close();
    await stack.temporal?.close();
  });

  const context = (companyId: string) => ({ companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });

  /**
   * A budget funded with $1,000 and a request to raise it by $120 through two levels. `budgetOf`:
   * the budget belongs to that company instead, so raising its funding is refused (NOT_FOUND).
   * `chain`: the levels as resolved before routing (the domain routes them around the requester),
   * and the admins they fall back to; by default the owner, then the admin.
   */
  const submit = async (options: { budgetOf?: string; chain?: (people: { requestorUserId: string; owner: string; admin: string }) => { levels: string[][]; admins: string[] } } = {}) => {
    const { store } = stack;
    const [requestId, companyId, budgetId, requestorUserId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const [owner, admin] = [randomUUID(), randomUUID()];
    const chain = options.chain?.({ requestorUserId, owner, admin }) ?? { levels: [[owner], [admin]], admins: [admin] };
    const levels = chain.levels.map((approverUserIds) => ({ approverUserIds }));
    const now = new Date().toISOString();
    const budgetCompany = options.budgetOf ?? companyId;
    const { appended } = await recordBudget(store, {
      type: 'CreateBudget', budgetId, companyId: budgetCompany, parent: null, name: 'Travel', color: null, randomColorIndex: 0, number: null,
      owner: { userId: owner, companyId: budgetCompany, archived: false }, funding: 100_000, softLimit: 'None', overageValue: null, spenderUserIds: [], now,
    }, context(budgetCompany));
    await handleCommand(store, streams.budgetIncrease(requestId), budgetIncreaseDecider, {
      type: 'RequestBudgetIncrease', requestId, companyId, budgetId, requestorUserId, amount: '120.00', reason: 'Travel', levels, adminUserIds: chain.admins, now,
    }, context(companyId));
    const workflowId = approvalWorkflowId(requestId);
    /** `before`: the position just before the request (its budget's creation), for a manager to start after. */
    return { requestId, companyId, budgetId, requestorUserId, owner, admin, levels, workflowId, before: appended!.position };
  };

  const funding = async (budgetId: string) => (await loadState(stack.store, streams.budget(budgetId), budgetDecider)).funding;
  const types = async (stream: string) => (await stack.store.readStream(stream)).map((e) => e.type);
  return { stack, context, submit, funding, types };
};
