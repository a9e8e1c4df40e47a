import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { budgetIncreaseDecider, streams, type BudgetIncreaseEvent, type Role } from '@spend/domain';
import { handleCommand } from '@spend/eventstore';
import { seedRoleMembers, type RoleMembers } from '../members/test-members';
import { ApiHarness, type SeededCompany } from '../testing/harness';

// The controls report (issue #26): every approval of a period from the audit history, and the self-approvals among them.
let api: ApiHarness;
let team: RoleMembers;
let globex: SeededCompany;
const as = (role: Role) => ({ token: team.members[role].token });
const id = (role: Role) => team.members[role].userId;
const start = new Date(Date.now() - 60_000).toISOString();
const end = new Date(Date.now() + 3_600_000).toISOString();

interface Report {
  approvals: { requestId: string; kind: string; requesterId: string; approverId: string; onBehalfOfId: string | null; level: number; amount: number; selfApproval: boolean }[];
  selfApprovals: number;
  repeatedApprovals: number;
}
const REPORT = `query ($from: DateTime!, $to: DateTime!) { controlsReport(from: $from, to: $to) {
  approvals { requestId kind requesterId approverId onBehalfOfId level amount selfApproval } selfApprovals repeatedApprovals } }`;
const report = (token: string, from = start, to = end) => api.gql<{ controlsReport: Report }>(REPORT, { from, to }, { token });
/** The report once the audit history shows `count` approvals (the projection follows the appends). */
const reportWith = async (token: string, count: number) => {
  let seen: Report | undefined;
  await vi.waitFor(async () => {
    seen = (await report(token)).data?.controlsReport;
    expect(seen?.approvals).toHaveLength(count);
  }, { timeout: 30_000, interval: 100 });
  return seen!;
};

const request = async (amount: string) => {
  const created = await api.gql<{ createOneBudgetIncreaseRequest: { id: string } }>(`mutation ($data: BudgetIncreaseRequestCreateInput!) { createOneBudgetIncreaseRequest(data: $data) { id } }`,
    { data: { budget: { connect: { id: budgetId } }, amount, reason: 'Trade fair' } }, as('Spender'));
  return created.data!.createOneBudgetIncreaseRequest.id;
};
/** A review through the one command handler, as the approval workflow's activity records it. */
const review = (requestId: string, reviewer: Role, outcome: 'APPROVED' | 'REJECTED' = 'APPROVED') => handleCommand(api.store, streams.budgetIncrease(requestId), budgetIncreaseDecider, {
  type: 'ReviewBudgetIncrease', requestId, companyId: team.company.companyId, reviewerUserId: id(reviewer), outcome, note: null, now: new Date().toISOString(),
}, { companyId: team.company.companyId, userId: id(reviewer), correlationId: requestId, commandId: randomUUID() });

let budgetId: string;
beforeAll(async () => {
  api = await ApiHarness.start('api_controls');
  team = await seedRoleMembers(api, 'Controlco');
  globex = await api.seedCompany('Globex');
  const budget = await api.gql<{ createOneBudget: { id: string } }>(`mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }`, {
    data: { name: 'Events', funding: '1000', owner: { connect: { id: id('BudgetOwner') } }, spenders: { connect: [{ id: id('Spender') }] } },
  }, as('SpendSuperAdmin'));
  budgetId = budget.data!.createOneBudget.id;
  // The owner, then the admins above $100.
  const levels = await api.gql(`mutation ($data: [ApprovalLevelInput!]!) { updateApprovalLevels(data: $data) { approver } }`, { data: [{ approver: 'BUDGET_OWNER' }, { approver: 'ADMIN', above: '100' }] }, as('OrgAdmin'));
  expect(levels.errors).toBeUndefined();
});
afterAll(() => api?.close());

describe('controls report', () => {
  it('lists every approval of the period with requester, approver, level and amount; no self-approvals', async () => {
    const twoLevels = await request('150');
    const rejected = await request('20');
    await review(twoLevels, 'BudgetOwner');
    await review(twoLevels, 'OrgAdmin');
    await review(rejected, 'BudgetOwner', 'REJECTED');
    const seen = await reportWith(as('Analyst').token, 2);
    const common = { requestId: twoLevels, kind: 'BUDGET_INCREASE', requesterId: id('Spender'), onBehalfOfId: null, amount: 15_000, selfApproval: false };
    expect(seen).toEqual({
      approvals: [{ ...common, approverId: id('BudgetOwner'), level: 1 }, { ...common, approverId: id('OrgAdmin'), level: 2 }],
      selfApprovals: 0, repeatedApprovals: 0,
    });
    // A period before these approvals has none.
    expect((await report(as('OrgAdmin').token, new Date(Date.now() - 86_400_000).toISOString(), start)).data!.controlsReport.approvals).toEqual([]);
  });

  it('counts a self-approval recorded before the rule, in its own company only', async () => {
    // History as it was recorded before separation of duties (the deciders now refuse it): appended as
    // recorded, since no command can make it any more.
    const [requestId, requester] = [randomUUID(), globex.adminUserId];
    const at = new Date().toISOString();
    const events: BudgetIncreaseEvent[] = [
      { type: 'BudgetIncreaseRequested', data: { requestId, companyId: globex.companyId, budgetId: randomUUID(), requestorUserId: requester, amount: 5_000, reason: 'Old', levels: [{ approverUserIds: [requester] }], requestedAt: at } },
      { type: 'BudgetIncreaseReviewed', data: { requestId, companyId: globex.companyId, level: 0, reviewerUserId: requester, outcome: 'APPROVED', note: null, status: 'APPROVED', requestorUserId: requester, nextApproverUserIds: [], reviewedAt: at } },
    ];
    await api.store.append(streams.budgetIncrease(requestId), events.map((e) => ({
      id: randomUUID(), ...e, metadata: { companyId: globex.companyId, userId: requester, correlationId: requestId, causationId: null, schemaVersion: 1 },
    })), { expectedRevision: 'no_stream' });
    const theirs = await reportWith(globex.token, 1);
    expect(theirs).toMatchObject({ selfApprovals: 1, approvals: [{ requestId, requesterId: requester, approverId: requester, level: 1, amount: 5_000, selfApproval: true }] });
    // Each company sees its own approvals alone.
    expect((await reportWith(as('Analyst').token, 2)).selfApprovals).toBe(0);
  });

  it('is for those who read the company\'s history; a period must end after it starts, within a year', async () => {
    expect((await report(as('Spender').token)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    for (const [from, to] of [[end, start], [start, start], [new Date(Date.now() - 400 * 86_400_000).toISOString(), end]]) {
      expect((await report(as('Analyst').token, from, to)).errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    }
  });
});
