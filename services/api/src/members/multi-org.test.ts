import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES, type Role } from '@spend/domain';
import { ApiHarness } from '../testing/harness';
import { seedRoleMembers, type RoleMembers } from './test-members';

const CREATE_PERSON = `mutation ($data: PersonCreateAcrossCompaniesInput!) {
  createOnePerson(data: $data) { id email first_name userId users { id companyId company { dba_name } roles { name } person { title } } }
}`;
const FLAG = { 'x-dev-flags': 'enableMultiOrgRoles' };

let api: ApiHarness;
let holdco: RoleMembers;
let childId: string;

beforeAll(async () => {
  api = await ApiHarness.start('api_members_multi_org');
  holdco = await seedRoleMembers(api, 'Holdco', { isReseller: true });
  const child = await api.gql<{ createCompanyV2: { id: string } }>(`mutation { createCompanyV2(data: { dba_name: "Childco" }) { id } }`, {}, { token: holdco.company.token });
  childId = child.data!.createCompanyV2.id;
});
afterAll(() => api.close());

const person = (email: string, users: { companyId: string; roles: string[]; title?: string | null }[]) => ({ first_name: 'Lin', last_name: 'Multi', email, users });

type Created = { createOnePerson: { id: string; email: string; userId: string; users: { id: string; companyId: string; company: { dba_name: string }; roles: { name: string }[]; person: { title: string | null } }[] } };

describe('createOnePerson: a member across companies (multi-org, two steps)', () => {
  it('creates one person with a user, role and optional title in each chosen company, who then sees both companies', async () => {
    const result = await api.gql<Created>(CREATE_PERSON, {
      data: person('Lin@Multi.test', [{ companyId: holdco.company.companyId, roles: ['Analyst'], title: 'Auditor' }, { companyId: childId, roles: ['OrgAdmin'] }]),
    }, { token: holdco.members.MultiOrgAdmin.token, headers: FLAG });
    const created = result.data!.createOnePerson;
    expect(created.email).toBe('lin@multi.test');
    expect(created.users.map((u) => [u.company.dba_name, u.roles.map((r) => r.name), u.person.title])).toEqual([
      ['Holdco', ['Analyst'], 'Auditor'],
      ['Childco', ['OrgAdmin'], null],
    ]);
    expect(created.userId).toBe(created.users[0]!.id);
    const token = await api.token('lin@multi.test');
    const lookup = `{ person { id users { companyId } } }`;
    // The person lookup spans every company only with x-nbx-mode: MultipleEntity (spec 7).
    const everywhere = await api.gql<{ person: { id: string; users: { companyId: string }[] } }>(lookup, {}, { token, headers: { 'x-nbx-mode': 'MultipleEntity' } });
    expect(everywhere.data!.person).toEqual({ id: created.id, users: [{ companyId: holdco.company.companyId }, { companyId: childId }] });
    const here = await api.gql<{ person: { users: { companyId: string }[] } }>(lookup, {}, { token });
    expect(here.data!.person.users).toEqual([{ companyId: holdco.company.companyId }]);
    const switched = await api.gql<{ me: { companyId: string } }>(`{ me { companyId } }`, {}, { token, headers: { 'x-nbx-user': created.users[1]!.id } });
    expect(switched.data!.me.companyId).toBe(childId);
  });

  it('a retry with the same Idempotency-Key answers the same person and records nothing more', async () => {
    const headers = { ...FLAG, 'idempotency-key': 'create-kim' };
    const data = person('kim@multi.test', [{ companyId: holdco.company.companyId, roles: ['Spender'] }, { companyId: childId, roles: ['Analyst'] }]);
    const first = await api.gql<Created>(CREATE_PERSON, { data }, { token: holdco.members.MultiOrgAdmin.token, headers });
    const before = await api.eventCount();
    const again = await api.gql<Created>(CREATE_PERSON, { data }, { token: holdco.members.MultiOrgAdmin.token, headers });
    expect(again.data!.createOnePerson.id).toBe(first.data!.createOnePerson.id);
    expect(again.data!.createOnePerson.users).toHaveLength(2);
    expect(await api.eventCount()).toBe(before);
  });

  it('offers the caller\'s company and its children as the companies to choose, to those who may create across them', async () => {
    const query = `{ multiOrgCompanies { dba_name } }`;
    const offered = await api.gql<{ multiOrgCompanies: { dba_name: string }[] }>(query, {}, { token: holdco.members.MultiOrgAdmin.token, headers: FLAG });
    expect(offered.data!.multiOrgCompanies.map((c) => c.dba_name)).toEqual(['Childco', 'Holdco']);
    expect((await api.gql(query, {}, { token: holdco.members.OrgAdmin.token, headers: FLAG })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });

  it('is allowed to MultiOrgAdmin and the super admin of a reseller with the flag, and refused otherwise, recording nothing', async () => {
    const users = [{ companyId: holdco.company.companyId, roles: ['Spender'] }];
    const created = await api.gql<Created>(CREATE_PERSON, { data: person('by-sa@multi.test', users) }, { token: holdco.members.SpendSuperAdmin.token, headers: FLAG });
    expect(created.data!.createOnePerson.email).toBe('by-sa@multi.test');
    const plain = await api.seedCompany('Plainco', ['MultiOrgAdmin']);
    const before = await api.eventCount();
    const refusedTo = async (token: string, headers: Record<string, string> = FLAG) =>
      (await api.gql(CREATE_PERSON, { data: person('nobody@multi.test', users) }, { token, headers })).errors![0]!.extensions!.code;
    expect(await refusedTo(holdco.members.MultiOrgAdmin.token, {})).toBe('FORBIDDEN');
    for (const role of ['OrgAdmin', 'Analyst', 'MultiOrgAnalyst', 'BudgetOwner', 'Spender'] as Role[]) expect(await refusedTo(holdco.members[role].token)).toBe('FORBIDDEN');
    expect(await refusedTo(plain.token)).toBe('FORBIDDEN');
    expect(await api.eventCount()).toBe(before);
  });

  it('gives the spec messages and refuses a duplicate email in any case or a company not its own, recording nothing', async () => {
    const token = holdco.members.MultiOrgAdmin.token;
    const stranger = await api.seedCompany('Strangerco');
    const before = await api.eventCount();
    const errorOf = async (data: unknown) => (await api.gql(CREATE_PERSON, { data }, { token, headers: FLAG })).errors![0]!;
    expect((await errorOf({ first_name: '', last_name: ' ', email: '', users: [] })).extensions!.fields).toEqual({
      first_name: 'This field is required.', last_name: 'This field is required.', email: 'This field is required.', companies: 'Please select at least one company.',
    });
    expect((await errorOf(person('bad-email', [{ companyId: childId, roles: ['Spender'] }]))).extensions!.fields).toEqual({ email: 'Invalid email.' });
    expect(await errorOf(person('norole@multi.test', [{ companyId: holdco.company.companyId, roles: ['Spender'] }, { companyId: childId, roles: [] }]))).toMatchObject({
      message: 'Please select the role.', extensions: { code: 'BAD_USER_INPUT', fields: { [`role-${childId}`]: 'Please select the role.' } },
    });
    // BudgetOwner comes with owning a budget (spec 4): not a role to choose for a company.
    expect(await errorOf(person('owner@multi.test', [{ companyId: holdco.company.companyId, roles: ['Spender'] }, { companyId: childId, roles: ['BudgetOwner'] }]))).toMatchObject({
      message: MEMBER_MESSAGES.budgetOwnerByHand, extensions: { code: 'BAD_USER_INPUT', fields: { [`role-${childId}`]: MEMBER_MESSAGES.budgetOwnerByHand } },
    });
    expect(await errorOf(person('LIN@MULTI.TEST', [{ companyId: childId, roles: ['Spender'] }]))).toMatchObject({
      message: 'Email is already in use.', extensions: { code: 'BAD_USER_INPUT', fields: { email: 'Email is already in use.' } },
    });
    expect((await errorOf(person('reach@multi.test', [{ companyId: stranger.companyId, roles: ['Spender'] }]))).extensions!.code).toBe('NOT_FOUND');
    expect(await api.eventCount()).toBe(before);
  });
});
