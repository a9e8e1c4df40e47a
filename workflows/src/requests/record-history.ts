// Records the approval workflows' histories as the replay tests' fixtures:
// `npx tsx workflows/src/requests/record-history.ts [increase|reimbursement|refused …]` (all when none
// is named; needs the Temporal dev server, its CLI and PostgreSQL).
// increase: two levels, both approved, funding raised. reimbursement: two levels, the second declines.
// refused: two levels, both approved, but the budget refuses the funding (it does not exist): DECLINED.
// (fixtures/approval-refused-unpatched-history.json is the same run recorded before the patch
// FAIL_REFUSED_COMPLETION, when the workflow ended at APPROVED; it cannot be recorded again.)
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { openSync } from 'node:fs';
import { approvalWorkflowId, budgetFunding, budgetIncreaseDecider, companyDecider, reimbursementDecider, streams } from '@spend/domain';
import { handleCommand, handleCommands, PostgresEventStore } from '@spend/eventstore';
import { createTestDatabase } from '@spend/eventstore/testing';
import { loadWorkflowsConfig } from '../config';
import { createTemporalTestKit } from '../testing';
import { createRequestActivities } from './activities';
import { reviewUpdate } from './messages';

const temporal = await createTemporalTestKit(new URL('../workflows.ts', import.meta.url).pathname);
const db = await createTestDatabase('wf_record');
const store = new PostgresEventStore({ connectionString: db.url });
const [companyId, budgetId, owner, admin, requestor] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const levels = [{ approverUserIds: [owner] }, { approverUserIds: [admin] }];
const now = new Date().toISOString();
const context = () => ({ companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
await handleCommand(store, streams.company(companyId), companyDecider, { type: 'CreateCompany', companyId, dbaName: 'Acme', parentCompanyId: null, isReseller: false, totalFunding: 1_000_000, now }, context());
const funding = budgetFunding({
  type: 'CreateBudget', budgetId, companyId, parent: null, name: 'Travel', color: null, randomColorIndex: 0, number: null,
  owner: { userId: owner, companyId, archived: false }, funding: 100_000, softLimit: 'None', overageValue: null, spenderUserIds: [], now,
}, null);
await handleCommands(store, funding.streams, funding.decide, context());
const [requestId, reimbursementId, refusedId] = [randomUUID(), randomUUID(), randomUUID()];
await handleCommand(store, streams.budgetIncrease(requestId), budgetIncreaseDecider, {
  type: 'RequestBudgetIncrease', requestId, companyId, budgetId, requestorUserId: requestor, amount: '120.00', reason: 'Travel', levels, adminUserIds: [], now,
}, context());
await handleCommand(store, streams.budgetIncrease(refusedId), budgetIncreaseDecider, {
  type: 'RequestBudgetIncrease', requestId: refusedId, companyId, budgetId: randomUUID(), requestorUserId: requestor, amount: '120.00', reason: 'Travel', levels, adminUserIds: [], now,
}, context());
await handleCommand(store, streams.reimbursement(reimbursementId), reimbursementDecider, {
  type: 'RequestReimbursement', reimbursementId, companyId, requestorUserId: requestor, title: 'Taxi', note: null, amount: '42.10', transactionIds: [],
  expenseDate: now.slice(0, 10), merchant: 'Yellow Cab', budgetId: randomUUID(), generalLedgerId: null, receipts: [], levels, adminUserIds: [], now,
}, context());

const record = async (workflow: string, id: string, reviews: [string, string][], fixture: URL) => {
  await temporal.withWorker(createRequestActivities(store), async (taskQueue) => {
    const handle = await temporal.client.workflow.start(workflow, { taskQueue, workflowId: approvalWorkflowId(id), args: [{ requestId: id, companyId, levels }] });
    for (const [reviewerUserId, outcome] of reviews) await handle.executeUpdate(reviewUpdate, { args: [{ reviewerUserId, outcome, note: null }] });
    await handle.result();
  });
  // The Temporal CLI writes the proto JSON the replayer reads (the SDK's historyToJSON failed on
  // payload metadata with the proto3-json-serializer of SDK 1.13; the fixtures are all the CLI's).
  execFileSync('temporal', ['workflow', 'show', '--address', loadWorkflowsConfig().TEMPORAL_ADDRESS, '--workflow-id', approvalWorkflowId(id), '--output', 'json'], {
    stdio: ['ignore', openSync(fixture, 'w'), 'inherit'],
  });
};
const wanted = (name: string) => process.argv.length <= 2 || process.argv.slice(2).includes(name);
if (wanted('increase')) await record('budgetIncreaseApprovalWorkflow', requestId, [[owner, 'APPROVED'], [admin, 'APPROVED']], new URL('./fixtures/approval-history.json', import.meta.url));
if (wanted('reimbursement')) await record('reimbursementApprovalWorkflow', reimbursementId, [[owner, 'APPROVED'], [admin, 'DECLINED']], new URL('../reimbursements/fixtures/approval-history.json', import.meta.url));
if (wanted('refused')) await record('budgetIncreaseApprovalWorkflow', refusedId, [[owner, 'APPROVED'], [admin, 'APPROVED']], new URL('./fixtures/approval-refused-history.json', import.meta.url));
await store.close();
await db.drop();
await temporal.close();
