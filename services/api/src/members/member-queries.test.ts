import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetDecider, type Role, streams } from '@spend/domain';
import { handleCommand } from '@spend/eventstore';
import { ApiHarness } from '../testing/harness';
import { CREATE_USER, memberInput, seedRoleMembers, type RoleMembers } from './test-members';

let api: ApiHarness;
let team: RoleMembers;
let spender: { userId: string; personId: string };
const budgetId = randomUUID();

beforeAll(async () => {
  api = await ApiHarness.start('api_member_queries');
  team = await seedRoleMembers(api, 'Queryco');
  const companyId = team.company.companyId;
  const context = { companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() };
  await handleCommand(api.store, streams.budget(budgetId), budgetDecider, {
    type: 'CreateBudget', budgetId, companyId, parent: null, name: 'Travel', color: null, randomColorIndex: 0, number: null,
    owner: { userId: team.members.BudgetOwner.userId, companyId, archived: false }, funding: 100_000, softLimit: 'None', overageValue: null, spenderUserIds: [], now: new Date().toISOString(),
  }, context);
  const created = await api.gql<{ createOneUserV2: { id: string; person: { id: string } } }>(
    CREATE_USER,
    { data: { ...memberInput('=cmd@queryco.test', ['Spender'], { spenderBudgets: { connect: [{ id: budgetId }] } }), person: { create: { first_name: '=Formula', last_name: 'Spends', email: 'Spends@Queryco.test', title: 'Buyer' } } } },
    { token: team.members.OrgAdmin.token },
  );
  spender = { userId: created.data!.createOneUserV2.id, personId: created.data!.createOneUserV2.person.id };
});
afterAll(() => api.close());

const as = (role: Role) => ({ token: team.members[role].token });
const codeOf = (result: { errors?: { extensions?: { code?: string } }[] }) => result.errors?.[0]?.extensions?.code;

describe('person queries', () => {
  it('person is the signed-in person, with their user of the current company', async () => {
    const result = await api.gql<{ person: { email: string; userId: string; users: { id: string }[] } }>(`{ person { email userId users { id } } }`, {}, as('Spender'));
    expect(result.data!.person).toEqual({ email: 'spender@queryco.test', userId: team.members.Spender.userId, users: [{ id: team.members.Spender.userId }] });
  });

  it('personV2 finds a person by id or email for team readers; others only themselves; another company finds nothing', async () => {
    const query = `query ($where: PersonWhereUniqueInput!) { personV2(where: $where) { id email first_name userId } }`;
    const byId = await api.gql<{ personV2: { email: string; userId: string } }>(query, { where: { id: spender.personId } }, as('Analyst'));
    expect(byId.data!.personV2).toMatchObject({ email: 'spends@queryco.test', userId: spender.userId });
    const byEmail = await api.gql<{ personV2: { id: string } }>(query, { where: { email: ' SPENDS@queryco.TEST' } }, as('OrgAdmin'));
    expect(byEmail.data!.personV2.id).toBe(spender.personId);
    expect(codeOf(await api.gql(query, { where: { id: spender.personId } }, as('BudgetOwner')))).toBe('FORBIDDEN');
    const self = await api.gql<{ personV2: { id: string } }>(query, { where: { email: 'spends@queryco.test' } }, { token: await api.token('spends@queryco.test') });
    expect(self.data!.personV2.id).toBe(spender.personId);
    const other = await api.seedCompany('Otherq');
    expect((await api.gql(query, { where: { id: spender.personId } }, { token: other.token })).data).toEqual({ personV2: null });
  });

  it('people and peopleWithSpenderBudgets list the company for team readers only', async () => {
    const people = await api.gql<{ people: { email: string }[] }>(`{ people(take: 100, where: { q: "queryco" }) { email } }`, {}, as('MultiOrgAnalyst'));
    expect(people.data!.people.map((p) => p.email)).toContain('spends@queryco.test');
    expect(people.data!.people).toHaveLength(8);
    const spending = await api.gql<{ peopleWithSpenderBudgets: { email: string; spenderBudgets: { name: string }[] }[] }>(
      `{ peopleWithSpenderBudgets { email spenderBudgets { name } } }`, {}, as('OrgAdmin'),
    );
    expect(spending.data!.peopleWithSpenderBudgets).toEqual([{ email: 'spends@queryco.test', spenderBudgets: [{ name: 'Travel' }] }]);
    for (const role of ['BudgetOwner', 'Spender'] as Role[]) {
      expect(codeOf(await api.gql(`{ people { id } }`, {}, as(role)))).toBe('FORBIDDEN');
      expect(codeOf(await api.gql(`{ peopleWithSpenderBudgets { id } }`, {}, as(role)))).toBe('FORBIDDEN');
    }
  });

  it('findFirstPerson matches an email of the company case-insensitively, else null', async () => {
    const query = `query ($email: String!) { findFirstPerson(where: { email: $email }) { id } }`;
    expect((await api.gql(query, { email: 'SPENDS@QUERYCO.TEST' }, as('OrgAdmin'))).data).toEqual({ findFirstPerson: { id: spender.personId } });
    expect((await api.gql(query, { email: 'nobody@queryco.test' }, as('OrgAdmin'))).data).toEqual({ findFirstPerson: null });
    const other = await api.seedCompany('Otherf');
    expect((await api.gql(query, { email: 'spends@queryco.test' }, { token: other.token })).data).toEqual({ findFirstPerson: null });
    expect(codeOf(await api.gql(query, { email: 'spends@queryco.test' }, as('Spender')))).toBe('FORBIDDEN');
  });
});

describe('user queries', () => {
  const USER = `query ($id: ID!) { userWithCompanyAndRole(where: { id: $id }) { id company { dba_name } roles { name } mainRole { name description } } }`;

  it('currentUserByAuthId answers the caller only', async () => {
    const query = `query ($authId: String!) { currentUserByAuthId(authId: $authId) { id company { id } mainRoleName } }`;
    const mine = await api.gql<{ currentUserByAuthId: unknown }>(query, { authId: 'analyst@queryco.test' }, as('Analyst'));
    expect(mine.data!.currentUserByAuthId).toEqual({ id: team.members.Analyst.userId, company: { id: team.company.companyId }, mainRoleName: 'Auditor' });
    expect(codeOf(await api.gql(query, { authId: 'orgadmin@queryco.test' }, as('Analyst')))).toBe('FORBIDDEN');
  });

  it('userWithCompanyAndRole gives company and roles, to oneself or team readers', async () => {
    const result = await api.gql<{ userWithCompanyAndRole: unknown }>(USER, { id: team.members.BudgetOwner.userId }, as('OrgAdmin'));
    expect(result.data!.userWithCompanyAndRole).toEqual({
      id: team.members.BudgetOwner.userId, company: { dba_name: 'Queryco' }, roles: [{ name: 'BudgetOwner' }], mainRole: { name: 'BudgetOwner', description: 'Budget Owner' },
    });
    expect((await api.gql(USER, { id: team.members.Spender.userId }, as('Spender'))).data).toMatchObject({ userWithCompanyAndRole: { id: team.members.Spender.userId } });
    expect(codeOf(await api.gql(USER, { id: team.members.OrgAdmin.userId }, as('Spender')))).toBe('FORBIDDEN');
  });

  it('teamSearchOptions finds active members by name, full name or email for team readers and budget editors', async () => {
    const query = `query ($q: String!) { teamSearchOptions(q: $q) { userId name title } }`;
    const found = await api.gql<{ teamSearchOptions: unknown[] }>(query, { q: '=formula sp' }, as('BudgetOwner'));
    expect(found.data!.teamSearchOptions).toEqual([{ userId: spender.userId, name: '=Formula Spends', title: 'Buyer' }]);
    expect(codeOf(await api.gql(query, { q: 'a' }, as('Spender')))).toBe('FORBIDDEN');
  });
});

describe('usersReport', () => {
  const REPORT = `query ($where: TeamMemberWhereInput, $options: ReportOptionsInput) { usersReport(where: $where, options: $options) { url fileName } }`;
  const download = (url: string, token?: string) => fetch(new URL(url, api.url), { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('generates the team CSV behind a url that serves it to the company with the permission', async () => {
    const result = await api.gql<{ usersReport: { url: string; fileName: string } }>(REPORT, { where: { q: 'spends' }, options: { timeZone: 'America/New_York' } }, as('Analyst'));
    const { url, fileName } = result.data!.usersReport;
    expect(fileName).toBe('team-members-report.csv');
    const response = await download(url, team.members.Analyst.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = parse(await response.text(), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ 'First Name': "'=Formula", 'Last Name': 'Spends', Email: 'spends@queryco.test', Title: 'Buyer', Role: 'Spender', Status: 'Active' });
    expect(rows[0]!.Created).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // Another admin of the company may fetch it; a spender of the company, another company or no token may not.
    expect((await download(url, team.members.OrgAdmin.token)).status).toBe(200);
    expect((await download(url, team.members.Spender.token)).status).toBe(403);
    expect((await download(url, (await api.seedCompany('Otherr')).token)).status).toBe(404);
    expect((await download(url)).status).toBe(401);
  });

  it('keeps only the configured columns, refuses an unknown time zone, and is refused to budget owners and spenders', async () => {
    const result = await api.gql<{ usersReport: { url: string } }>(REPORT, { options: { config: { columns: ['Email', 'Status'] } } }, as('OrgAdmin'));
    const rows = parse(await (await download(result.data!.usersReport.url, team.members.OrgAdmin.token)).text()) as string[][];
    expect(rows[0]).toEqual(['Email', 'Status']);
    expect(rows).toHaveLength(9);
    expect((await api.gql(REPORT, { options: { timeZone: 'Mars/Olympus' } }, as('OrgAdmin'))).errors![0]!.message).toBe('Unknown time zone.');
    for (const role of ['BudgetOwner', 'Spender'] as Role[]) expect(codeOf(await api.gql(REPORT, {}, as(role)))).toBe('FORBIDDEN');
  });
});
