import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { streams } from '@spend/domain';

const CREATE_USER = `mutation ($data: UserCreateInput!) { createOneUserV2(data: $data) { id companyId mainRoleName person { email first_name } roles { name } } }`;
const member = (email: string, roles = ['Analyst'], company?: string) => ({
  roles: { connect: roles.map((name) => ({ name })) },
  person: { create: { first_name: 'Grace', last_name: 'Hopper', email, title: 'Engineer' } },
  ...(company && { company: { connect: { id: company } } }),
});

let api: ApiHarness;
let acme: SeededCompany;

beforeAll(async () => {
  api = await ApiHarness.start('api_members');
  acme = await api.seedCompany('Acme');
});
afterAll(async () => {
  await api.close();
});

describe('members and companies', () => {
  it('creates a member with a role, who can then sign in', async () => {
    const created = await api.gql<{ createOneUserV2: { id: string; mainRoleName: string; person: { email: string } } }>(CREATE_USER, { data: member('Grace@Navy.test', ['Analyst']) }, { token: acme.token });
    expect(created.data!.createOneUserV2).toMatchObject({ mainRoleName: 'Auditor', person: { email: 'grace@navy.test' } });
    const me = await api.gql<{ me: { id: string } }>(`{ me { id } }`, {}, { token: await api.token('grace@navy.test') });
    expect(me.data!.me.id).toBe(created.data!.createOneUserV2.id);
  });

  it('refuses an email already in use, differing only in case, and records nothing', async () => {
    const before = await api.eventCount();
    const duplicate = await api.gql(CREATE_USER, { data: member('GRACE@navy.TEST') }, { token: acme.token });
    expect(duplicate.errors![0]).toMatchObject({ message: 'Email is already in use.', extensions: { code: 'BAD_USER_INPUT', fields: { email: 'Email is already in use.' } } });
    expect(await api.eventCount()).toBe(before);
  });

  it('refuses invalid member input with the spec messages', async () => {
    const result = await api.gql(CREATE_USER, { data: { ...member('not-an-email'), roles: { connect: [] } } }, { token: acme.token });
    expect(result.errors![0]!.extensions!.fields).toEqual({ email: 'Invalid email.', roles: 'Please select the role.' });
  });

  it('lets only admin-type roles create members', async () => {
    await api.gql(CREATE_USER, { data: member('auditor@acme.test') }, { token: acme.token });
    const result = await api.gql(CREATE_USER, { data: member('sneaky@acme.test') }, { token: await api.token('auditor@acme.test') });
    expect(result.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });

  it('a super admin creates a client company and adds its admin; the company cannot be reached by another', async () => {
    const platform = await api.seedCompany('Platform', ['SpendSuperAdmin'], { isReseller: true });
    const company = await api.gql<{ createCompanyV2: { id: string; dba_name: string; parentCompanyID: string; total_funding: number } }>(
      `mutation { createCompanyV2(data: { dba_name: " Initech ", total_funding: "50000" }) { id dba_name parentCompanyID total_funding } }`,
      {},
      { token: platform.token },
    );
    expect(company.data!.createCompanyV2).toMatchObject({ dba_name: 'Initech', parentCompanyID: platform.companyId, total_funding: 5_000_000 });
    const childId = company.data!.createCompanyV2.id;
    const admin = await api.gql<{ createOneUserV2: { companyId: string } }>(CREATE_USER, { data: member('bill@initech.test', ['OrgAdmin'], childId) }, { token: platform.token });
    expect(admin.data!.createOneUserV2.companyId).toBe(childId);
    // Acme is not Initech's parent: it cannot add users there.
    const intrusion = await api.gql(CREATE_USER, { data: member('mallory@acme.test', ['OrgAdmin'], childId) }, { token: acme.token });
    expect(intrusion.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const forbidden = await api.gql(`mutation { createCompanyV2(data: { dba_name: "X" }) { id } }`, {}, { token: await api.token('grace@navy.test') });
    expect(forbidden.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });
});

describe('a person in several companies', () => {
  it('lists their company users with Parent/Child labels, and x-nbx-user acts as the chosen one', async () => {
    const { randomUUID } = await import('node:crypto');
    const { handleCommand } = await import('@spend/eventstore');
    const { companyDecider, userDecider } = await import('@spend/domain');
    const parent = await api.seedCompany('Holding', ['MultiOrgAdmin'], { isReseller: true });
    const childId = randomUUID();
    const now = new Date().toISOString();
    const ctx = () => ({ companyId: childId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
    await handleCommand(api.store, streams.company(childId), companyDecider, { type: 'CreateCompany', companyId: childId, dbaName: 'Subsidiary', parentCompanyId: parent.companyId, isReseller: false, totalFunding: 0, now }, ctx());
    const childUserId = randomUUID();
    await handleCommand(api.store, streams.user(childUserId), userDecider, {
      type: 'CreateUser', userId: childUserId, companyId: childId, personId: randomUUID(), authId: null, email: parent.adminEmail, firstName: 'Ada', lastName: 'Holding', title: 'Admin', embossName: null, roles: ['MultiOrgAdmin'], now,
    }, ctx());
    const query = `{ myCompanies { userId companyName label current } me { companyId } }`;
    const multi = { 'x-nbx-mode': 'MultipleEntity' };
    await expect.poll(async () => (await api.gql<{ myCompanies: unknown[] }>(query, {}, { token: parent.token, headers: multi })).data!.myCompanies.length).toBe(2);
    const home = await api.gql<{ myCompanies: { userId: string; companyName: string; label: string; current: boolean }[] }>(query, {}, { token: parent.token, headers: multi });
    // Without the header the lookup stays in the current company.
    const single = await api.gql<{ myCompanies: { companyName: string }[] }>(query, {}, { token: parent.token });
    expect(single.data!.myCompanies.map((c) => c.companyName)).toEqual(['Holding']);
    expect(home.data!.myCompanies).toEqual([
      { userId: parent.adminUserId, companyName: 'Holding', label: 'Parent Company', current: true },
      { userId: childUserId, companyName: 'Subsidiary', label: 'Child Company', current: false },
    ]);
    const switched = await api.gql<{ me: { companyId: string } }>(query, {}, { token: parent.token, headers: { 'x-nbx-user': childUserId } });
    expect(switched.data!.me.companyId).toBe(childId);
    // Someone else's company stays out of the list.
    expect(home.data!.myCompanies.map((c) => c.companyName)).not.toContain('Acme');
  });
});

describe('team members', () => {
  /** A budget of the company's admin, for its spenders to spend from (a Spender needs one, spec 5). */
  const budgetOf = async (company: SeededCompany, name: string): Promise<string> =>
    (await api.gql<{ createOneBudget: { id: string } }>(`mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }`,
      { data: { name, funding: '10', owner: { connect: { id: company.adminUserId } } } }, { token: company.token })).data!.createOneBudget.id;
  const TEAM = `query ($take: Int, $skip: Int, $where: TeamMemberWhereInput) { teamMembers(take: $take, skip: $skip, where: $where) { count items { person { first_name email } mainRoleName } } }`;

  it('pages the Active tab by name, searches name and email case-insensitively, filters by role, and stays in the company', async () => {
    const team = await api.seedCompany('Teamco');
    const budgetId = await budgetOf(team, 'Crew');
    for (const [first, email, role] of [['Zoe', 'zoe@teamco.test', 'Spender'], ['Bob', 'bob@teamco.test', 'Analyst'], ['Amy', 'amy%x@teamco.test', 'Spender']] as const) {
      await api.gql(CREATE_USER, { data: { roles: { connect: [{ name: role }] }, person: { create: { first_name: first, last_name: 'Member', email, title: 'Staff' } }, spenderBudgets: { connect: [{ id: budgetId }] } } }, { token: team.token });
    }
    type Page = { teamMembers: { count: number; items: { person: { first_name: string; email: string }; mainRoleName: string }[] } };
    const first = await api.gql<Page>(TEAM, { take: 2 }, { token: team.token });
    expect(first.data!.teamMembers.count).toBe(4);
    expect(first.data!.teamMembers.items.map((m) => m.person.first_name)).toEqual(['Ada', 'Amy']);
    const second = await api.gql<Page>(TEAM, { take: 2, skip: 2 }, { token: team.token });
    expect(second.data!.teamMembers.items.map((m) => m.person.first_name)).toEqual(['Bob', 'Zoe']);
    const search = await api.gql<Page>(TEAM, { where: { q: 'ZO' } }, { token: team.token });
    expect(search.data!.teamMembers.items.map((m) => m.person.email)).toEqual(['zoe@teamco.test']);
    // % is taken literally, not as a wildcard.
    const literal = await api.gql<Page>(TEAM, { where: { q: '%x' } }, { token: team.token });
    expect(literal.data!.teamMembers.items.map((m) => m.person.email)).toEqual(['amy%x@teamco.test']);
    const spenders = await api.gql<Page>(TEAM, { where: { role: 'Spender' } }, { token: team.token });
    expect(spenders.data!.teamMembers.items.map((m) => m.person.first_name)).toEqual(['Amy', 'Zoe']);
    const archived = await api.gql<Page>(TEAM, { where: { archived: true } }, { token: team.token });
    expect(archived.data!.teamMembers.count).toBe(0);
    // A spender may not list the team; another company sees none of these members.
    const denied = await api.gql(TEAM, {}, { token: await api.token('zoe@teamco.test') });
    expect(denied.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const other = await api.gql<Page>(TEAM, { where: { q: 'teamco' } }, { token: acme.token });
    expect(other.data!.teamMembers.count).toBe(0);
  });

  it('filters the team by the budget its members spend from', async () => {
    const team = await api.seedCompany('Budgetteam');
    const other = await budgetOf(team, 'Other');
    const ids: string[] = [];
    for (const [first, email] of [['Ann', 'ann@budgetteam.test'], ['Ben', 'ben@budgetteam.test']] as const) {
      const created = await api.gql<{ createOneUserV2: { id: string } }>(CREATE_USER, { data: { roles: { connect: [{ name: 'Spender' }] }, person: { create: { first_name: first, last_name: 'Member', email, title: 'Staff' } }, spenderBudgets: { connect: [{ id: other }] } } }, { token: team.token });
      ids.push(created.data!.createOneUserV2.id);
    }
    const budget = await api.gql<{ createOneBudget: { id: string } }>(
      `mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }`,
      { data: { name: 'Crew', funding: '10', owner: { connect: { id: team.adminUserId } }, spenders: { connect: [{ id: ids[1] }] } } },
      { token: team.token },
    );
    type Page = { teamMembers: { count: number; items: { person: { first_name: string } }[] } };
    const of = async (budgetId: string) => (await api.gql<Page>(TEAM, { where: { budgetId } }, { token: team.token })).data!.teamMembers;
    expect(await of(budget.data!.createOneBudget.id)).toEqual({ count: 1, items: [{ person: { first_name: 'Ben', email: 'ben@budgetteam.test' }, mainRoleName: 'Spender' }] });
    expect(await of('not-a-budget')).toEqual({ count: 0, items: [] });
  });
});
