import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { budgetIncreaseDecider, streams, type BudgetIncreaseEvent, type Role } from '@spend/domain';
import { handleCommand } from '@spend/eventstore';
import { CREATE_USER, memberInput, seedRoleMembers, type RoleMembers } from '../members/test-members';
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
  approvals: {
    requestId: string; kind: string; requesterId: string; requesterName: string; approverId: string; approverName: string; onBehalfOfId: string | null; onBehalfOfName: string | null;
    level: number; amount: number; selfApproval: boolean;
  }[];
  selfApprovals: number;
  repeatedApprovals: number;
  adminChanges: { area: string; type: string; actorName: string; subjectName: string | null; description: string; changes: { field: string; before: string | null; after: string | null }[] }[];
}
const REPORT = `query ($from: DateTime!, $to: DateTime!) { controlsReport(from: $from, to: $to) {
  approvals { requestId kind requesterId requesterName approverId approverName onBehalfOfId onBehalfOfName level amount selfApproval } selfApprovals repeatedApprovals
  adminChanges { area type actorName subjectName description changes { field before after } } } }`;
const report = (token: string, from = start, to = end) => api.gql<{ controlsReport: Report }>(REPORT, { from, to }, { token });
/** The report once the audit history shows `count` approvals (the projection follows the appends). */
const reportWith = async (token: string, count: number) => {
  let seen: Report | undefined;
  await vi.waitFor(async () => {
    seen = (await report(token)).data?.controlsReport;
    expect(seen?.approvals).toHaveLength(count);
  }, { timeout: 120_000, interval: 100 });
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
  // Names to tell the people apart (every seeded member is Grace Hopper).
  for (const [role, first_name, last_name] of [['Spender', 'Sam', 'Spender'], ['BudgetOwner', 'Olga', 'Owner'], ['OrgAdmin', 'Ada', 'Admin']] as const) {
    const renamed = await api.gql(`mutation ($id: ID!, $data: UserUpdateInput!) { updateOneUser(where: { id: $id }, data: $data) { id } }`, { id: id(role), data: { person: { update: { first_name, last_name } } } }, as('SpendSuperAdmin'));
    expect(renamed.errors).toBeUndefined();
  }
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
    const common = { requestId: twoLevels, kind: 'BUDGET_INCREASE', requesterId: id('Spender'), requesterName: 'Sam Spender', onBehalfOfId: null, onBehalfOfName: null, amount: 15_000, selfApproval: false };
    expect(seen).toMatchObject({
      approvals: [{ ...common, approverId: id('BudgetOwner'), approverName: 'Olga Owner', level: 1 }, { ...common, approverId: id('OrgAdmin'), approverName: 'Ada Admin', level: 2 }],
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
    expect(theirs).toMatchObject({ selfApprovals: 1, approvals: [{ requestId, requesterId: requester, requesterName: 'Ada Globex', approverId: requester, approverName: 'Ada Globex', level: 1, amount: 5_000, selfApproval: true }] });
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

describe('admin changes and the CSV', () => {
  const DOWNLOAD = `query ($from: DateTime!, $to: DateTime!) { controlsReportCsv(from: $from, to: $to) { url fileName } }`;
  const download = (url: string, token: string) => fetch(new URL(url, api.url), { headers: { authorization: `Bearer ${token}` } });

  it('lists who changed roles and card limits in the period, before and after, for its own company only; the CSV holds the same and is recorded as an export', async () => {
    const member = (await api.gql<{ createOneUserV2: { id: string } }>(CREATE_USER, { data: memberInput('promoted@controlco.test', ['Analyst']) }, as('SpendSuperAdmin'))).data!.createOneUserV2.id;
    const promoted = await api.gql(`mutation ($id: ID!, $data: UserUpdateInput!) { updateOneUser(where: { id: $id }, data: $data) { id } }`, { id: member, data: { roles: { set: [{ name: 'OrgAdmin' }] } } }, as('SpendSuperAdmin'));
    expect(promoted.errors).toBeUndefined();
    const card = await api.gql<{ createOneCardV2: { id: string } }>(`mutation ($data: CardCreateInput!) { createOneCardV2(data: $data) { id } }`,
      { data: { type: 'Digital', spender: { connect: { id: id('Spender') } }, transactionControl: { spendLimit: 50_000 } } }, as('SpendSuperAdmin'));
    const raised = await api.gql(`mutation ($id: ID!, $data: PaymentInstrumentUpdateInput!) { updateOnePaymentInstrument(where: { id: $id }, data: $data) { id } }`,
      { id: card.data!.createOneCardV2.id, data: { spendLimit: 75_000 } }, as('SpendSuperAdmin'));
    expect(raised.errors).toBeUndefined();
    let changes: Report['adminChanges'] = [];
    await vi.waitFor(async () => {
      changes = (await report(as('Analyst').token)).data!.controlsReport.adminChanges;
      expect(changes.map((c) => c.type)).toEqual(expect.arrayContaining(['UserRoleGranted', 'UserRoleRevoked', 'CardLimitChanged']));
    }, { timeout: 120_000, interval: 100 });
    const limit = changes.find((c) => c.type === 'CardLimitChanged')!;
    expect(limit).toMatchObject({ area: 'CARD_LIMIT', actorName: 'Ada Controlco', subjectName: expect.stringContaining('(Sam Spender)') });
    expect(limit.description).toMatch(/limit from \$500\.00 to \$750\.00/);
    expect(changes.find((c) => c.type === 'UserRoleGranted')).toMatchObject({ area: 'ROLE', actorName: 'Ada Controlco', subjectName: 'Grace Hopper' });
    // Another company's report has none of these.
    expect((await report(globex.token)).data!.controlsReport.adminChanges.filter((c) => c.type === 'CardLimitChanged')).toEqual([]);

    const exported = async () => (await api.gql<{ eventHistory: { items: { data: string }[] } }>(`{ eventHistory(filter: { type: "DataExported" }, first: 200) { items { data } } }`, {}, as('Analyst'))).data!.eventHistory.items;
    const file = await api.gql<{ controlsReportCsv: { url: string; fileName: string } }>(DOWNLOAD, { from: start, to: end }, as('Analyst'));
    expect(file.data!.controlsReportCsv.fileName).toBe(`controls-${start.slice(0, 10)}-${end.slice(0, 10)}.csv`);
    const response = await download(file.data!.controlsReportCsv.url, as('Analyst').token);
    expect(response.status).toBe(200);
    const csv = await response.text();
    expect(csv.split('\n')[0]).toBe('Section,Time,Time (ISO 8601),What,Who,On behalf of,Requester,Level,Amount,Subject');
    expect(csv).toContain('Summary,,,Self-approvals: 0,');
    expect(csv).toMatch(/Approval,\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d,\d{4}-[^,]+,Budget increase [0-9a-f-]{36},Ada Admin,,Sam Spender,2,150\.00,/);
    expect(csv).toMatch(/Admin change,[^,]+,[^,]+,Ada Controlco changed card ending \d{4} \(Sam Spender\)'s limit from \$500\.00 to \$750\.00\.?,Ada Controlco,/);
    // The file is recorded as the export of the controls report it is; the spender may neither make nor read it.
    const reportId = file.data!.controlsReportCsv.url.split('/').at(-1)!;
    await vi.waitFor(async () => expect((await exported()).map((e) => JSON.parse(e.data) as { exportKind: string; reference: string })).toContainEqual(expect.objectContaining({ exportKind: 'CONTROLS_REPORT', reference: reportId })), { timeout: 120_000, interval: 100 });
    expect((await api.gql(DOWNLOAD, { from: start, to: end }, as('Spender'))).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await download(file.data!.controlsReportCsv.url, as('Spender').token)).status).toBe(403);
    expect((await download(file.data!.controlsReportCsv.url, globex.token)).status).toBe(404);
  });
});
