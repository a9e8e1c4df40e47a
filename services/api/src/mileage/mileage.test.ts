import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { approvalWorkflowId, MILEAGE_MESSAGES as M, REIMBURSEMENT_MESSAGES, REQUEST_MESSAGES, type Role } from '@spend/domain';
import { seedRoleMembers, type RoleMembers } from '../members/test-members';
import { createGeneralLedger } from '../requests/test-general-ledgers';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { startWorker, type WorkerProcess } from '../testing/worker';

// Mileage through the API, the real worker process (the approval workflow) and the Temporal development server.
let api: ApiHarness;
let worker: WorkerProcess;
let team: RoleMembers;
let globex: SeededCompany;
const ids: Record<'events' | 'notMine' | 'globexBudget' | 'mileageGl' | 'archivedGl' | 'globexGl', string> = {} as never;
const as = (role: Role) => ({ token: team.members[role].token });
const id = (role: Role) => team.members[role].userId;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

const SETTINGS = `{ mileageSettings { mileageValue mileagePolicyUrl mileageGeneralLedgerId mileageGeneralLedger { name } } }`;
const UPDATE = `mutation ($data: MileageSettingsInput!) { updateMileageSettings(data: $data) { mileageValue mileagePolicyUrl mileageGeneralLedgerId } }`;
const FIELDS = 'id date from to miles purpose rate amount status budget { id } spender { id } generalLedger { id name } transactionId reimbursementId';
const SUBMIT = `mutation ($data: MileageSubmissionCreateInput!) { createOneMileageSubmission(data: $data) { ${FIELDS} } }`;
const ONE = `query ($id: ID!) { mileageSubmission(where: { id: $id }) { ${FIELDS} } }`;
type Submission = { id: string; amount: number; status: string; transactionId: string; reimbursementId: string } & Record<string, unknown>;

const settings = (data: Record<string, unknown>, role: Role = 'OrgAdmin') => api.gql<{ updateMileageSettings: Record<string, unknown> }>(UPDATE, { data }, as(role));
const trip = (extra: Record<string, unknown> = {}) => ({ date: day(-2), from: 'Head office', to: 'Client site', miles: 12.5, purpose: 'Quarterly review', budget: { connect: { id: ids.events } }, ...extra });
const submit = (extra: Record<string, unknown> = {}, token = as('Spender').token) => api.gql<{ createOneMileageSubmission: Submission }>(SUBMIT, { data: trip(extra) }, { token });
const budget = async (name: string, owner: string, spenders: string[], token: string) =>
  (await api.gql<{ createOneBudget: { id: string } }>(`mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }`, {
    data: { name, funding: '1000', owner: { connect: { id: owner } }, spenders: { connect: spenders.map((s) => ({ id: s })) } },
  }, { token })).data!.createOneBudget.id;

beforeAll(async () => {
  api = await ApiHarness.start('api_mileage');
  worker = await startWorker(api.temporal, { DATABASE_URL: api.db.urlAs('spend_api') });
  team = await seedRoleMembers(api, 'Milesco');
  globex = await api.seedCompany('Globex');
  ids.events = await budget('Field visits', id('BudgetOwner'), [id('Spender')], team.members.SpendSuperAdmin.token);
  ids.notMine = await budget('Board', id('OrgAdmin'), [], team.members.SpendSuperAdmin.token);
  ids.globexBudget = await budget('Globex ops', globex.adminUserId, [], globex.token);
  ids.mileageGl = await createGeneralLedger(api, team.members.OrgAdmin.token, 'Mileage');
  ids.archivedGl = await createGeneralLedger(api, team.members.OrgAdmin.token, 'Old mileage', { archived: true });
  ids.globexGl = await createGeneralLedger(api, globex.token, 'Globex mileage');
});
afterAll(async () => {
  await worker?.stop();
  await api?.close();
});

describe('mileage settings', () => {
  it('refuses trips until a rate is set', async () => {
    expect((await api.gql(SETTINGS, {}, as('Spender'))).data).toEqual({ mileageSettings: { mileageValue: 0, mileagePolicyUrl: null, mileageGeneralLedgerId: null, mileageGeneralLedger: null } });
    const before = await api.eventCount();
    expect((await submit()).errors![0]).toMatchObject({ message: M.notSetUp, extensions: { code: 'CONFLICT' } });
    expect(await api.eventCount()).toBe(before);
  });

  it('refuses a negative or fractional rate, a bad link, another company\'s or an archived GL code, and anyone but an admin; records nothing', async () => {
    const before = await api.eventCount();
    const good = { mileageValue: 67, mileagePolicyUrl: 'https://milesco.test/policy.pdf', mileageGeneralLedgerId: ids.mileageGl };
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ mileageValue: -1 }, 'mileageValue', M.mileageValue],
      [{ mileageValue: 67.5 }, 'mileageValue', M.mileageValue],
      [{ mileagePolicyUrl: 'policy.pdf' }, 'mileagePolicyUrl', M.mileagePolicyUrl],
      [{ mileageGeneralLedgerId: ids.globexGl }, 'mileageGeneralLedger', M.generalLedger],
      [{ mileageGeneralLedgerId: ids.archivedGl }, 'mileageGeneralLedger', M.generalLedger],
      [{ mileageGeneralLedgerId: 'nope' }, 'mileageGeneralLedger', M.generalLedger],
    ];
    for (const [extra, field, message] of refusals) {
      const refused = await settings({ ...good, ...extra });
      expect(refused.errors?.[0], JSON.stringify(extra)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } } });
    }
    for (const role of ['Spender', 'BudgetOwner', 'Analyst'] as const) expect((await settings(good, role)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect(await api.eventCount()).toBe(before);
  });

  it('an admin sets the rate in whole cents, the policy link and the GL code; each company has its own', async () => {
    const saved = await settings({ mileageValue: 67, mileagePolicyUrl: 'https://milesco.test/policy.pdf', mileageGeneralLedgerId: ids.mileageGl });
    expect(saved.data).toEqual({ updateMileageSettings: { mileageValue: 67, mileagePolicyUrl: 'https://milesco.test/policy.pdf', mileageGeneralLedgerId: ids.mileageGl } });
    expect((await api.gql(SETTINGS, {}, as('Spender'))).data).toMatchObject({ mileageSettings: { mileageValue: 67, mileageGeneralLedger: { name: 'Mileage' } } });
    expect((await api.gql(SETTINGS, {}, { token: globex.token })).data).toMatchObject({ mileageSettings: { mileageValue: 0, mileageGeneralLedgerId: null } });
    // Spec 3: the company carries them too.
    expect((await api.gql('{ company { mileageValue mileagePolicyUrl mileageGeneralLedgerId } }', {}, as('Spender'))).data)
      .toEqual({ company: { mileageValue: 67, mileagePolicyUrl: 'https://milesco.test/policy.pdf', mileageGeneralLedgerId: ids.mileageGl } });
  });
});

describe('submitting a trip', () => {
  it('refuses zero or negative miles, a future date, a budget the spender cannot use or of another company; records nothing', async () => {
    const before = await api.eventCount();
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ miles: 0 }, 'miles', M.miles],
      [{ miles: -4 }, 'miles', M.miles],
      [{ date: day(3) }, 'date', M.dateFuture],
      [{ from: ' ' }, 'from', M.from],
      [{ budget: { connect: { id: ids.notMine } } }, 'budget', REIMBURSEMENT_MESSAGES.budget],
      [{ budget: { connect: { id: ids.globexBudget } } }, 'budget', REIMBURSEMENT_MESSAGES.budget],
    ];
    for (const [extra, field, message] of refusals) {
      const refused = await submit(extra);
      expect(refused.errors?.[0], JSON.stringify(extra)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } } });
    }
    // Another company's admin cannot charge Milesco's budget either.
    expect((await submit({}, globex.token)).errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { budget: REIMBURSEMENT_MESSAGES.budget } });
    expect(await api.eventCount()).toBe(before);
  });

  it('prices the trip at the rate in force, files a MILEAGE transaction coded to the mileage GL code and a reimbursement the budget owner approves', async () => {
    const created = await submit();
    expect(created.errors).toBeUndefined();
    const trip1 = created.data!.createOneMileageSubmission;
    // 12.5 miles x 67 cents = 837.5 cents, half a cent rounded up.
    expect(trip1).toMatchObject({ date: day(-2), from: 'Head office', to: 'Client site', miles: 12.5, rate: 67, amount: 838, status: 'PENDING', budget: { id: ids.events }, spender: { id: id('Spender') }, generalLedger: { id: ids.mileageGl, name: 'Mileage' } });

    const transaction = await api.gql<{ transaction: Record<string, unknown> }>(`query ($id: ID!) { transaction(where: { id: $id }) { id source amount generalLedgerId reimbursementStatus } }`, { id: trip1.transactionId }, as('Spender'));
    expect(transaction.data!.transaction).toEqual({ id: trip1.transactionId, source: 'MILEAGE', amount: 838, generalLedgerId: ids.mileageGl, reimbursementStatus: 'PENDING' });
    const reimbursement = await api.gql(`query ($id: ID!) { reimbursement(where: { id: $id }) { amount status transactions { id } } }`, { id: trip1.reimbursementId }, as('BudgetOwner'));
    expect(reimbursement.data).toEqual({ reimbursement: { amount: 838, status: 'PENDING', transactions: [{ id: trip1.transactionId }] } });

    // A new rate prices new trips only.
    await settings({ mileageValue: 70, mileagePolicyUrl: null, mileageGeneralLedgerId: ids.mileageGl });
    expect((await api.gql<{ mileageSubmission: Submission }>(ONE, { id: trip1.id }, as('Spender'))).data!.mileageSubmission).toMatchObject({ rate: 67, amount: 838 });
    expect((await submit({ miles: 10 })).data!.createOneMileageSubmission).toMatchObject({ rate: 70, amount: 700 });

    // Listed for the spender, the budget owner and admins; never for another company.
    const listed = async (token: string) => (await api.gql<{ mileageSubmissions: { id: string }[] }>('{ mileageSubmissions { id } }', {}, { token })).data!.mileageSubmissions.map((s) => s.id);
    expect(await listed(as('Spender').token)).toContain(trip1.id);
    expect(await listed(as('BudgetOwner').token)).toContain(trip1.id);
    expect(await listed(as('Analyst').token)).toContain(trip1.id);
    expect(await listed(globex.token)).toEqual([]);
    expect((await api.gql(ONE, { id: trip1.id }, { token: globex.token })).data).toEqual({ mileageSubmission: null });

    // The same approval flow as any reimbursement: the budget owner approves, and it is paid.
    await vi.waitFor(() => api.temporal.workflow.getHandle(approvalWorkflowId(trip1.reimbursementId)).describe(), { timeout: 120_000, interval: 100 });
    const approved = await api.gql(`mutation ($id: ID!) { updateOneReimbursement(where: { id: $id }, data: { status: APPROVED }) { status } }`, { id: trip1.reimbursementId }, as('BudgetOwner'));
    expect(approved.data).toEqual({ updateOneReimbursement: { status: 'COMPLETED' } });
    expect((await api.gql<{ mileageSubmission: Submission }>(ONE, { id: trip1.id }, as('Spender'))).data!.mileageSubmission.status).toBe('COMPLETED');
  });

  it('an admin\'s trip on the budget they own goes to the other admins: their own approval is refused and records nothing', async () => {
    const created = await submit({ budget: { connect: { id: ids.notMine } } }, as('OrgAdmin').token);
    expect(created.errors).toBeUndefined();
    const { reimbursementId } = created.data!.createOneMileageSubmission;
    const listed = await api.gql<{ approvalRequests: { id: string; canReview: boolean; approvers: { id: string }[] }[] }>(`{ approvalRequests { id canReview approvers { id } } }`, {}, as('OrgAdmin'));
    const own = listed.data!.approvalRequests.find((r) => r.id === reimbursementId)!;
    expect({ canReview: own.canReview, approvers: own.approvers.map((a) => a.id).sort() }).toEqual({ canReview: false, approvers: [id('MultiOrgAdmin'), id('SpendSuperAdmin')].sort() });
    await vi.waitFor(() => api.temporal.workflow.getHandle(approvalWorkflowId(reimbursementId)).describe(), { timeout: 120_000, interval: 100 });
    const review = `mutation ($id: ID!) { updateOneReimbursement(where: { id: $id }, data: { status: APPROVED }) { status } }`;
    const before = await api.eventCount();
    const refused = await api.gql(review, { id: reimbursementId }, as('OrgAdmin'));
    expect(refused.errors![0]).toMatchObject({ message: REQUEST_MESSAGES.ownRequest, extensions: { code: 'FORBIDDEN' } });
    expect(await api.eventCount()).toBe(before);
    expect((await api.gql(review, { id: reimbursementId }, as('SpendSuperAdmin'))).data).toEqual({ updateOneReimbursement: { status: 'COMPLETED' } });
  });

  it('a retry with the same Idempotency-Key records the trip once', async () => {
    const headers = { 'idempotency-key': 'trip-retry-1' };
    const first = await api.gql<{ createOneMileageSubmission: Submission }>(SUBMIT, { data: trip({ miles: 3 }) }, { ...as('Spender'), headers });
    const before = await api.eventCount();
    const second = await api.gql<{ createOneMileageSubmission: Submission }>(SUBMIT, { data: trip({ miles: 3 }) }, { ...as('Spender'), headers });
    expect(second.data!.createOneMileageSubmission.id).toBe(first.data!.createOneMileageSubmission.id);
    expect(await api.eventCount()).toBe(before);
  });
});
