import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, rolesWith, type Role } from '@spend/domain';
import { seedRoleMembers, type RoleMembers } from '../members/test-members';
import { ApiHarness, type SeededCompany } from '../testing/harness';

// GL codes, custom fields and projects through the API (spec 7): roles, other companies, bad input, lists.
let api: ApiHarness;
let team: RoleMembers;
let globex: SeededCompany;

const GL = 'id name code description type category isEnabled archived';
const FIELD = 'id name description is_required is_active archived options { id name customFieldId archived }';
type Gl = { id: string; name: string; code: string | null; description: string | null; type: string | null; category: string | null; isEnabled: boolean; archived: boolean };
type Field = { id: string; name: string; is_required: boolean; is_active: boolean; archived: boolean; options: { id: string; name: string; archived: boolean }[] };

const as = (role: Role) => ({ token: team.members[role].token, headers: { 'x-dev-flags': 'enableMultiOrgRoles' } });
const admin = () => as('SpendSuperAdmin');
const ADMINS: Role[] = ['OrgAdmin', 'MultiOrgAdmin', 'SpendSuperAdmin'];
const READERS: Role[] = [...ADMINS, 'Analyst', 'MultiOrgAnalyst'];

const createGl = async (variables: Record<string, unknown>, options: { token: string; headers?: Record<string, string> } = admin()) => {
  const result = await api.gql<{ createOneGeneralLedger: Gl }>(
    `mutation ($name: String!, $code: String, $type: String, $description: String, $category: String) { createOneGeneralLedger(name: $name, code: $code, type: $type, description: $description, category: $category) { ${GL} } }`,
    variables, options);
  expect(result.errors).toBeUndefined();
  return result.data!.createOneGeneralLedger;
};
const createField = async (options: { id?: string; name: string }[], name = 'Cost centre') => {
  const result = await api.gql<{ createOneCustomField: Field }>(`mutation ($name: String!, $o: [CustomFieldOptionInput!]) { createOneCustomField(name: $name, isRequired: true, options: $o) { ${FIELD} } }`, { name, o: options }, admin());
  expect(result.errors).toBeUndefined();
  return result.data!.createOneCustomField;
};
const createProject = async (name: string) => {
  const result = await api.gql<{ createOneProject: { id: string; name: string; active: boolean } }>(`mutation ($n: String!) { createOneProject(name: $n) { id name active } }`, { n: name }, admin());
  expect(result.errors).toBeUndefined();
  return result.data!.createOneProject;
};

/** A refused request: its error, after checking it recorded nothing. */
const refused = async (query: string, variables: Record<string, unknown>, options: { token: string; headers?: Record<string, string> }) => {
  const before = await api.eventCount();
  const result = await api.gql(query, variables, options);
  expect(result.errors).toBeDefined();
  expect(await api.eventCount()).toBe(before);
  return result.errors![0]!;
};

beforeAll(async () => {
  api = await ApiHarness.start('api_coding');
  team = await seedRoleMembers(api, 'Codeco');
  globex = await api.seedCompany('Globex');
});
afterAll(async () => {
  await api.close();
});

describe('general ledgers', () => {
  it('creates with trimmed fields and empty ones as null, edits, disables and archives', async () => {
    const gl = await createGl({ name: ' Travel ', code: '6100', type: 'Expense', description: '', category: '  ' });
    expect(gl).toMatchObject({ name: 'Travel', code: '6100', type: 'Expense', description: null, category: null, isEnabled: true, archived: false });
    const updated = await api.gql<{ updateOneGeneralLedger: Gl }>(`mutation ($id: ID!) { updateOneGeneralLedger(id: $id, name: "Travel & Meals", code: null, category: "Ops") { ${GL} } }`, { id: gl.id }, admin());
    expect(updated.data!.updateOneGeneralLedger).toMatchObject({ name: 'Travel & Meals', code: null, type: 'Expense', category: 'Ops' });
    const disabled = await api.gql<{ setGlAvailability: Gl }>(`mutation ($id: ID!) { setGlAvailability(id: $id, isEnabled: false) { ${GL} } }`, { id: gl.id }, admin());
    expect(disabled.data!.setGlAvailability.isEnabled).toBe(false);
    const archived = await api.gql<{ archiveOneGeneralLedger: Gl }>(`mutation ($id: ID!) { archiveOneGeneralLedger(id: $id) { ${GL} } }`, { id: gl.id }, admin());
    expect(archived.data!.archiveOneGeneralLedger.archived).toBe(true);
    const again = await refused(`mutation ($id: ID!) { updateOneGeneralLedger(id: $id, name: "Again") { id } }`, { id: gl.id }, admin());
    expect(again).toMatchObject({ message: 'This General Ledger is archived and cannot be changed.', extensions: { code: 'CONFLICT' } });
  });

  it('refuses a blank name with the spec text on its field, recording nothing', async () => {
    const blank = await refused(`mutation { createOneGeneralLedger(name: "   ") { id } }`, {}, admin());
    expect(blank).toMatchObject({ message: 'General Ledger Name is required', extensions: { code: 'BAD_USER_INPUT', fields: { name: 'General Ledger Name is required' } } });
    const gl = await createGl({ name: 'Rent' });
    const cleared = await refused(`mutation ($id: ID!) { updateOneGeneralLedger(id: $id, name: null) { id } }`, { id: gl.id }, admin());
    expect(cleared.extensions!.fields).toEqual({ name: 'General Ledger Name is required' });
    const control = await refused(`mutation { createOneGeneralLedger(name: "A", code: "6\\u0000") { id } }`, {}, admin());
    expect(control.extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('lists a page with the total, filtered and sorted; archived ones only when asked', async () => {
    const prefix = `Page${randomUUID().slice(0, 6)}`;
    for (const n of ['c', 'A', 'b']) await createGl({ name: `${prefix} ${n}`, code: n });
    const list = (variables: Record<string, unknown>) =>
      api.gql<{ generalLedgers: { items: Gl[]; total: number } }>(`query ($w: GeneralLedgerWhereInput, $o: [GeneralLedgerOrderByInput!], $t: Int, $s: Int) { generalLedgers(where: $w, orderBy: $o, take: $t, skip: $s) { items { name } total } }`, variables, admin());
    const first = await list({ w: { search: prefix.toLowerCase() }, t: 2 });
    expect(first.data!.generalLedgers).toEqual({ items: [{ name: `${prefix} A` }, { name: `${prefix} b` }], total: 3 });
    const second = await list({ w: { search: prefix }, t: 2, s: 2, o: [{ field: 'name', order: 'asc' }] });
    expect(second.data!.generalLedgers).toEqual({ items: [{ name: `${prefix} c` }], total: 3 });
    const desc = await list({ w: { search: prefix }, o: [{ field: 'code', order: 'desc' }] });
    expect(desc.data!.generalLedgers.items.map((g) => g.name)).toEqual([`${prefix} c`, `${prefix} b`, `${prefix} A`]);
    expect((await list({ t: 101 })).errors![0]).toMatchObject({ message: 'take must be between 0 and 100.', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await list({ w: { archived: true, search: 'Travel & Meals' } })).data!.generalLedgers.total).toBe(1);
  });

  it('suggests types and categories: case-insensitive contains, unique, ascending, this company only', async () => {
    for (const [type, category] of [['Travel', 'Ops'], ['travel', 'ops'], ['Meals', 'Field'], ['Office supplies', null], ['Hotel', 'Travel desk']]) await createGl({ name: `GL ${type}`, type, category });
    const archived = await createGl({ name: 'Old', type: 'Zeppelin' });
    await api.gql(`mutation ($id: ID!) { archiveOneGeneralLedger(id: $id) { id } }`, { id: archived.id }, admin());
    await createGl({ name: 'Theirs', type: 'Globex type' }, { token: globex.token });
    const suggest = async (search: string | null) =>
      (await api.gql<{ distinctGlTypesAndCategories: { types: string[]; categories: string[] } }>(`query ($s: String) { distinctGlTypesAndCategories(search: $s) { types categories } }`, { s: search }, admin())).data!.distinctGlTypesAndCategories;
    const all = await suggest(null);
    expect(all.types.map((t) => t.toLowerCase())).toEqual(['hotel', 'meals', 'office supplies', 'travel']); // not Expense nor Zeppelin: their GL codes are archived
    expect(all.categories.map((c) => c.toLowerCase())).toEqual(['field', 'ops', 'travel desk']);
    const el = await suggest('EL');
    expect(el.types.map((t) => t.toLowerCase())).toEqual(['hotel', 'travel']);
    expect(el.categories).toEqual(['Field', 'Travel desk']);
    const types = await api.gql<{ glTypes: { id: string; name: string }[]; glCategories: { name: string }[] }>(`{ glTypes(search: "supp") { id name } glCategories(search: "desk") { name } }`, {}, admin());
    expect(types.data).toEqual({ glTypes: [{ id: 'Office supplies', name: 'Office supplies' }], glCategories: [{ name: 'Travel desk' }] });
  });

  it('keeps the legacy GL-name mutations as aliases of the same general ledger', async () => {
    const created = await api.gql<{ createOneGlName: { id: string; name: string; gl_code: string; glType: string; glCategory: string | null } }>(
      `mutation { createOneGlName(name: "Legacy", gl_code: "7000", glType: "Asset", glCategory: "") { id name gl_code glType glCategory } }`, {}, admin());
    const legacy = created.data!.createOneGlName;
    expect(legacy).toMatchObject({ name: 'Legacy', gl_code: '7000', glType: 'Asset', glCategory: null });
    const updated = await api.gql<{ updateOneGlName: { gl_code: string } }>(`mutation ($id: ID!) { updateOneGlName(id: $id, gl_code: "7001") { gl_code } }`, { id: legacy.id }, admin());
    expect(updated.data!.updateOneGlName.gl_code).toBe('7001');
    const names = await api.gql<{ glNames: { id: string }[]; generalLedgers: { items: { code: string }[] } }>(`{ glNames(search: "Legacy") { id } generalLedgers(where: { search: "Legacy" }) { items { code } } }`, {}, admin());
    expect(names.data).toEqual({ glNames: [{ id: legacy.id }], generalLedgers: { items: [{ code: '7001' }] } });
    await api.gql(`mutation ($id: ID!) { archiveOneGlName(id: $id) { id } }`, { id: legacy.id }, admin());
    expect((await api.gql<{ glNames: unknown[] }>(`{ glNames(search: "Legacy") { id } }`, {}, admin())).data!.glNames).toEqual([]);
  });

  it('a retried create with the same Idempotency-Key makes one GL code', async () => {
    const key = randomUUID();
    const options = { ...admin(), headers: { ...admin().headers, 'idempotency-key': key } };
    const first = await createGl({ name: 'Once only' }, options);
    const retry = await createGl({ name: 'Once only' }, options);
    expect(retry.id).toBe(first.id);
    expect((await api.gql<{ generalLedgers: { total: number } }>(`{ generalLedgers(where: { search: "Once only" }) { total } }`, {}, admin())).data!.generalLedgers.total).toBe(1);
  });
});

describe('custom fields', () => {
  it('creates with options, renames, archives a removed option and deletes (archives) the field', async () => {
    const field = await createField([{ name: 'North' }, { name: 'South' }]);
    expect(field).toMatchObject({ name: 'Cost centre', is_required: true, is_active: true, archived: false });
    expect(field.options.map((o) => o.name)).toEqual(['North', 'South']);
    const north = field.options.find((o) => o.name === 'North')!;
    const updated = await api.gql<{ updateOneCustomField: Field }>(
      `mutation ($id: ID!, $o: [CustomFieldOptionInput!]) { updateOneCustomField(id: $id, isActive: false, options: $o) { ${FIELD} } }`, { id: field.id, o: [{ id: north.id, name: 'Northern' }, { name: 'East' }] }, admin());
    expect(updated.errors).toBeUndefined();
    const options = updated.data!.updateOneCustomField.options;
    expect(options.map((o) => [o.name, o.archived])).toEqual([['East', false], ['Northern', false], ['South', true]]);
    expect(options.find((o) => o.name === 'Northern')!.id).toBe(north.id);
    expect(updated.data!.updateOneCustomField.is_active).toBe(false);
    const dup = await refused(`mutation ($id: ID!) { updateOneCustomField(id: $id, options: [{ name: "x" }, { name: " X" }]) { id } }`, { id: field.id }, admin());
    expect(dup).toMatchObject({ message: 'Option names must be unique.', extensions: { code: 'BAD_USER_INPUT', fields: { options: 'Option names must be unique.' } } });
    const deleted = await api.gql<{ deleteOneCustomField: Field }>(`mutation ($id: ID!) { deleteOneCustomField(id: $id) { archived } }`, { id: field.id }, admin());
    expect(deleted.data!.deleteOneCustomField.archived).toBe(true);
    expect((await refused(`mutation ($id: ID!) { updateOneCustomField(id: $id, name: "Again") { id } }`, { id: field.id }, admin())).extensions!.code).toBe('CONFLICT');
  });

  it('lists with a count; another field\'s option id given in an update makes a new option', async () => {
    const a = await createField([{ name: 'One' }], 'Listed A');
    const b = await createField([{ name: 'Two' }], 'Listed B');
    const stolen = await api.gql<{ updateOneCustomField: Field }>(`mutation ($id: ID!, $o: [CustomFieldOptionInput!]) { updateOneCustomField(id: $id, options: $o) { ${FIELD} } }`,
      { id: b.id, o: [{ name: 'Two', id: b.options[0]!.id }, { id: a.options[0]!.id, name: 'Taken' }] }, admin());
    expect(stolen.data!.updateOneCustomField.options.find((o) => o.name === 'Taken')!.id).not.toBe(a.options[0]!.id);
    const page = await api.gql<{ customFields: { items: { name: string }[]; count: number } }>(`{ customFields(where: { search: "listed" }, take: 1) { items { name } count } }`, {}, as('Spender'));
    expect(page.data!.customFields).toEqual({ items: [{ name: 'Listed A' }], count: 2 });
    expect((await refused(`mutation { createOneCustomField(name: " ") { id } }`, {}, admin())).extensions!.fields).toEqual({ name: 'Custom Field Name is required' });
  });
});

describe('projects', () => {
  it('creates, lists with a count and archives; blank names refused', async () => {
    const apollo = await createProject('Apollo');
    await createProject('Artemis');
    const archived = await api.gql<{ archiveOneProject: { active: boolean } }>(`mutation ($id: ID!) { archiveOneProject(id: $id) { active } }`, { id: apollo.id }, admin());
    expect(archived.data!.archiveOneProject.active).toBe(false);
    const list = await api.gql<{ projects: { items: { name: string; active: boolean }[]; count: number } }>(`{ projects(where: { search: "A" }) { items { name active } count } }`, {}, as('BudgetOwner'));
    expect(list.data!.projects).toEqual({ items: [{ name: 'Apollo', active: false }, { name: 'Artemis', active: true }], count: 2 });
    const active = await api.gql<{ projects: { count: number } }>(`{ projects(where: { active: true }) { count } }`, {}, admin());
    expect(active.data!.projects.count).toBe(1);
    expect((await refused(`mutation ($id: ID!) { archiveOneProject(id: $id) { id } }`, { id: apollo.id }, admin())).message).toBe('This project is archived.');
    expect((await refused(`mutation { createOneProject(name: "") { id } }`, {}, admin())).extensions!.fields).toEqual({ name: 'Project Name is required' });
  });
});

describe('companies and roles', () => {
  it("another company's ids are not found, change nothing and never show in its lists", async () => {
    const gl = await createGl({ name: 'Private GL', type: 'Secret type' });
    const field = await createField([{ name: 'Hidden' }], 'Private field');
    const proj = await createProject('Private project');
    const theirs = { token: globex.token };
    for (const [query, id] of [
      [`mutation ($id: ID!) { updateOneGeneralLedger(id: $id, name: "Mine") { id } }`, gl.id],
      [`mutation ($id: ID!) { setGlAvailability(id: $id, isEnabled: false) { id } }`, gl.id],
      [`mutation ($id: ID!) { archiveOneGeneralLedger(id: $id) { id } }`, gl.id],
      [`mutation ($id: ID!) { archiveOneGlName(id: $id) { id } }`, gl.id],
      [`mutation ($id: ID!) { updateOneCustomField(id: $id, name: "Mine") { id } }`, field.id],
      [`mutation ($id: ID!) { deleteOneCustomField(id: $id) { id } }`, field.id],
      [`mutation ($id: ID!) { archiveOneProject(id: $id) { id } }`, proj.id],
      [`mutation ($id: ID!) { archiveOneProject(id: $id) { id } }`, 'not-a-uuid'],
    ] as const) expect((await refused(query, { id }, theirs)).extensions!.code).toBe('NOT_FOUND');
    const lists = await api.gql<{ generalLedgers: { total: number }; customFields: { count: number }; projects: { count: number }; distinctGlTypesAndCategories: { types: string[] } }>(
      `{ generalLedgers(where: { search: "Private" }) { total } customFields(where: { search: "Private" }) { count } projects(where: { search: "Private" }) { count } distinctGlTypesAndCategories(search: "Secret") { types } }`, {}, theirs);
    expect(lists.data).toEqual({ generalLedgers: { total: 0 }, customFields: { count: 0 }, projects: { count: 0 }, distinctGlTypesAndCategories: { types: [] } });
  });

  const OPERATIONS: [string, string, readonly Role[]][] = [
    ['createOneGeneralLedger', `mutation { createOneGeneralLedger(name: "By role") { id } }`, ADMINS],
    ['generalLedgers', `{ generalLedgers { total } }`, READERS],
    ['distinctGlTypesAndCategories', `{ distinctGlTypesAndCategories { types } }`, READERS],
    ['glNames', `{ glNames { id } }`, READERS],
    ['createOneCustomField', `mutation { createOneCustomField(name: "By role") { id } }`, ADMINS],
    ['customFields', `{ customFields { count } }`, ROLES],
    ['createOneProject', `mutation { createOneProject(name: "By role") { id } }`, ADMINS],
    ['projects', `{ projects { count } }`, ROLES],
    // What coding offers: everyone who codes transactions, from the one permission table.
    ['codingOptions', `{ codingOptions { generalLedgers { id } } }`, rolesWith('transactions.edit', { enableMultiOrgRoles: true })],
  ];
  for (const [name, query, allowed] of OPERATIONS) {
    it(`${name}: ${allowed.length === ROLES.length ? 'every role' : allowed.join(', ')}`, async () => {
      for (const role of ROLES) {
        if (allowed.includes(role)) expect((await api.gql(query, {}, as(role))).errors, `${role}`).toBeUndefined();
        else expect((await refused(query, {}, as(role))).extensions!.code, `${role}`).toBe('FORBIDDEN');
      }
    });
  }
});

describe("a spender's coding (issue #25 item 6)", () => {
  const TX = 'id generalLedgerId projectId customFieldValues { customFieldId value }';
  const update = (id: string, data: Record<string, unknown>) =>
    api.gql<{ updateOneTransaction: { generalLedgerId: string | null; projectId: string | null } }>(
      `mutation ($id: ID!, $data: TransactionUpdateInput!) { updateOneTransaction(where: { id: $id }, data: $data) { ${TX} } }`, { id, data }, as('Spender'));

  it('offers the GL codes an admin made available, the active projects and custom fields, and nothing more', async () => {
    const [open, off, gone] = [await createGl({ name: 'Spender open', code: '7100', description: 'Books only' }), await createGl({ name: 'Spender off' }), await createGl({ name: 'Spender gone' })];
    expect((await api.gql(`mutation ($id: ID!) { setGlAvailability(id: $id, isEnabled: false) { id } }`, { id: off.id }, admin())).errors).toBeUndefined();
    expect((await api.gql(`mutation ($id: ID!) { archiveOneGeneralLedger(id: $id) { id } }`, { id: gone.id }, admin())).errors).toBeUndefined();
    const project = await createProject('Spender project');
    const field = await createField([{ name: 'North' }], 'Spender field');

    const offered = await api.gql<{ codingOptions: { generalLedgers: { id: string }[]; projects: { id: string }[]; customFields: { id: string; options: { name: string }[] }[] } }>(
      `{ codingOptions { generalLedgers { id name code } projects { id } customFields { id options { name } } } }`, {}, as('Spender'));
    expect(offered.errors).toBeUndefined();
    const { generalLedgers, projects, customFields } = offered.data!.codingOptions;
    expect(generalLedgers).toContainEqual({ id: open.id, name: 'Spender open', code: '7100' });
    expect(generalLedgers.map((g) => g.id)).not.toContain(off.id);
    expect(generalLedgers.map((g) => g.id)).not.toContain(gone.id);
    expect(projects.map((p) => p.id)).toContain(project.id);
    expect(customFields).toContainEqual({ id: field.id, options: [{ name: 'North' }] });
    // Only what coding needs: the GL code's description is the books', not the spender's.
    const details = await api.gql(`{ codingOptions { generalLedgers { description } } }`, {}, as('Spender'));
    expect(details.errors![0]!.message).toMatch(/Cannot query field "description"/);
    // The GL list itself stays with admins and analysts, who see the disabled one too.
    expect((await refused(`{ generalLedgers { total } }`, {}, as('Spender'))).extensions!.code).toBe('FORBIDDEN');
    const all = await api.gql<{ generalLedgers: { items: { id: string; isEnabled: boolean }[] } }>(`{ generalLedgers(where: { search: "Spender" }) { items { id isEnabled } } }`, {}, admin());
    expect(all.data!.generalLedgers.items).toEqual(expect.arrayContaining([{ id: open.id, isEnabled: true }, { id: off.id, isEnabled: false }]));
  });

  it('codes their own transaction with an available GL code, a project and a custom field; a disabled GL code is refused, recording nothing', async () => {
    const open = await createGl({ name: 'Spender meals' });
    const off = await createGl({ name: 'Spender retired' });
    expect((await api.gql(`mutation ($id: ID!) { setGlAvailability(id: $id, isEnabled: false) { id } }`, { id: off.id }, admin())).errors).toBeUndefined();
    const projects = await api.gql(`mutation { updateOneCompany(data: { isProjectsEnabled: true }) { isProjectsEnabled } }`, {}, admin());
    expect(projects.errors).toBeUndefined();
    const project = await createProject('Spender coding project');
    const field = await createField([{ name: 'South' }], 'Spender coding field');
    const created = await api.gql<{ createOneTransaction: { id: string } }>('mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id } }', {
      data: { paymentType: 'CASH', amount: '12.00', date: new Date().toISOString(), vendor: 'Diner' },
    }, as('Spender'));
    expect(created.errors).toBeUndefined();
    const id = created.data!.createOneTransaction.id;

    const coded = await update(id, { generalLedgerId: open.id, projectId: project.id, customFieldValues: [{ customFieldId: field.id, value: field.options[0]!.id }] });
    expect(coded.errors).toBeUndefined();
    expect(coded.data!.updateOneTransaction).toMatchObject({ generalLedgerId: open.id, projectId: project.id, customFieldValues: [{ customFieldId: field.id, value: field.options[0]!.id }] });
    const before = await api.eventCount();
    const disabled = await update(id, { generalLedgerId: off.id });
    expect(disabled.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { generalLedgerId: 'Choose an enabled GL code of your company.' } });
    expect(await api.eventCount()).toBe(before);
  });
});
