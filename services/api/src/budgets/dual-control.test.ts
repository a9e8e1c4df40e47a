import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REQUEST_MESSAGES } from '@spend/domain';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { startWorker, type WorkerProcess } from '../testing/worker';

// Dual control (issue #26): with the company's setting on, an admin's raise of a budget only they spend
// from waits for a second admin; through the API, the real worker process and the Temporal development server.
let api: ApiHarness;
let worker: WorkerProcess;
let acme: SeededCompany;
let second: { userId: string; token: string };
let spender: { userId: string; token: string };

const SETTING = `mutation ($on: Boolean!) { updateOneCompany(data: { isDualControlRequired: $on }) { isDualControlRequired } }`;
const CREATE = `mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }`;
const UPDATE = `mutation ($id: ID!, $funding: Money!) { updateOneBudget(where: { id: $id }, data: { funding: $funding }) { funding increaseRequests(status: PENDING) { id amount reason requestor { id } } } }`;
const REVIEW = `mutation ($id: ID!, $status: ReviewOutcome!) { updateOneBudgetIncreaseRequest(where: { id: $id }, data: { status: $status }) { id status } }`;
const REQUESTS = `{ approvalRequests(where: { status: PENDING }) { id canReview approvers { id } } }`;
const REPORT = `query ($from: DateTime!, $to: DateTime!) { controlsReport(from: $from, to: $to) { approvals { requestId requesterId approverId } selfApprovals } }`;

type Updated = { funding: number; increaseRequests: { id: string; amount: number; reason: string; requestor: { id: string } }[] };
const update = (id: string, funding: string, token = acme.token) => api.gql<{ updateOneBudget: Updated }>(UPDATE, { id, funding }, { token });
/** A budget the admin alone spends from (or with `others`), funded $1,000. */
const budget = async (others: string[] = []) =>
  (await api.gql<{ createOneBudget: { id: string } }>(CREATE, { data: { name: `Own ${others.length}`, funding: '1000', owner: { connect: { id: acme.adminUserId } }, spenders: { connect: [acme.adminUserId, ...others].map((id) => ({ id })) } } }, { token: acme.token })).data!.createOneBudget.id;

beforeAll(async () => {
  api = await ApiHarness.start('api_dual_control');
  worker = await startWorker(api.temporal, { DATABASE_URL: api.db.urlAs('spend_api') });
  acme = await api.seedCompany('Dualco');
  second = await api.addMember(acme, ['OrgAdmin']);
  spender = await api.addMember(acme, ['Spender']);
});
afterAll(async () => {
  await worker?.stop();
  await api?.close();
});

describe('dual control', () => {
  it('is off by default; admins turn it on, recorded in the history; others may not', async () => {
    expect((await api.gql<{ company: { isDualControlRequired: boolean } }>(`{ company { isDualControlRequired } }`, {}, { token: acme.token })).data!.company.isDualControlRequired).toBe(false);
    const own = await budget();
    expect((await update(own, '1100')).data!.updateOneBudget).toMatchObject({ funding: 110_000, increaseRequests: [] });
    expect((await api.gql(SETTING, { on: true }, { token: spender.token })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await api.gql(SETTING, { on: true }, { token: acme.token })).data).toEqual({ updateOneCompany: { isDualControlRequired: true } });
    const history = await api.gql<{ eventHistory: { items: { type: string; data: string }[] } }>(`{ eventHistory(filter: { type: "CompanySettingsUpdated" }) { items { type data } } }`, {}, { token: acme.token });
    expect(history.data!.eventHistory.items.map((e) => JSON.parse(e.data) as { flags: unknown })).toContainEqual(expect.objectContaining({ flags: { isDualControlRequired: true } }));
    // The controls report lists it among the admin changes; other settings changes are not controls.
    expect((await api.gql(`mutation { updateOneCompany(data: { spendersSubCardsEnabled: true }) { id } }`, {}, { token: acme.token })).errors).toBeUndefined();
    const period = { from: new Date(Date.now() - 3_600_000).toISOString(), to: new Date(Date.now() + 3_600_000).toISOString() };
    await vi.waitFor(async () => {
      const changes = (await api.gql<{ controlsReport: { adminChanges: { area: string; description: string }[] } }>(`query ($from: DateTime!, $to: DateTime!) { controlsReport(from: $from, to: $to) { adminChanges { area description } } }`, period, { token: acme.token })).data!.controlsReport.adminChanges;
      expect(changes.filter((c) => c.area === 'CONTROL')).toEqual([{ area: 'CONTROL', description: 'Ada Dualco changed the company settings, turning dual control on.' }]);
    }, { timeout: 120_000, interval: 100 });
  });

  it("turns an admin's raise of a budget only they spend from into a request only a second admin approves; the approval raises it and the controls report shows it", async () => {
    const own = await budget();
    const asked = (await update(own, '1500')).data!.updateOneBudget;
    // Not raised: a pending request for the $500.00 more, by the admin.
    expect(asked).toMatchObject({ funding: 100_000, increaseRequests: [{ amount: 50_000, reason: 'Dual control: raise the funding from $1,000.00 to $1,500.00', requestor: { id: acme.adminUserId } }] });
    const requestId = asked.increaseRequests[0]!.id;
    const pending = (await api.gql<{ approvalRequests: { id: string; canReview: boolean; approvers: { id: string }[] }[] }>(REQUESTS, {}, { token: second.token })).data!.approvalRequests.find((r) => r.id === requestId);
    expect(pending).toMatchObject({ canReview: true, approvers: [{ id: second.userId }] });

    // Bad input: the requester approving their own request through the API: a clear error, nothing recorded.
    const before = await api.eventCount();
    const refused = await api.gql(REVIEW, { id: requestId, status: 'APPROVED' }, { token: acme.token });
    expect(refused.errors![0]).toMatchObject({ message: REQUEST_MESSAGES.ownRequest, extensions: { code: 'FORBIDDEN' } });
    expect(await api.eventCount()).toBe(before);

    const approved = await vi.waitFor(async () => {
      const answer = await api.gql<{ updateOneBudgetIncreaseRequest: { status: string } }>(REVIEW, { id: requestId, status: 'APPROVED' }, { token: second.token });
      if (answer.errors?.[0]?.message.includes('not ready')) throw new Error('the workflow is starting');
      return answer;
    }, { timeout: 120_000, interval: 200 });
    expect(approved.data!.updateOneBudgetIncreaseRequest.status).toBe('COMPLETED');
    expect((await api.gql<{ budget: { funding: number } }>(`query ($id: ID!) { budget(where: { id: $id }) { funding } }`, { id: own }, { token: acme.token })).data!.budget.funding).toBe(150_000);
    const period = { from: new Date(Date.now() - 3_600_000).toISOString(), to: new Date(Date.now() + 3_600_000).toISOString() };
    await vi.waitFor(async () => {
      const report = (await api.gql<{ controlsReport: { approvals: { requestId: string; requesterId: string; approverId: string }[]; selfApprovals: number } }>(REPORT, period, { token: acme.token })).data!.controlsReport;
      expect(report.approvals).toContainEqual({ requestId, requesterId: acme.adminUserId, approverId: second.userId });
      expect(report.selfApprovals).toBe(0);
    }, { timeout: 120_000, interval: 100 });
  });

  it('applies at once a lowering, a budget others spend from too, and a raise by someone else', async () => {
    const own = await budget();
    expect((await update(own, '900')).data!.updateOneBudget).toMatchObject({ funding: 90_000, increaseRequests: [] });
    const shared = await budget([spender.userId]);
    expect((await update(shared, '1200')).data!.updateOneBudget).toMatchObject({ funding: 120_000, increaseRequests: [] });
    expect((await update(own, '1300', second.token)).data!.updateOneBudget).toMatchObject({ funding: 130_000, increaseRequests: [] });
  });

  it('refuses the raise where no second admin could approve it, and records nothing', async () => {
    const lone = await api.seedCompany('Loneco');
    await api.gql(SETTING, { on: true }, { token: lone.token });
    const own = (await api.gql<{ createOneBudget: { id: string } }>(CREATE, { data: { name: 'Mine', funding: '10', owner: { connect: { id: lone.adminUserId } }, spenders: { connect: [{ id: lone.adminUserId }] } } }, { token: lone.token })).data!.createOneBudget.id;
    const before = await api.eventCount();
    const refused = await update(own, '20', lone.token);
    expect(refused.errors![0]).toMatchObject({ message: REQUEST_MESSAGES.noApprover, extensions: { code: 'CONFLICT' } });
    expect(await api.eventCount()).toBe(before);
  });
});
