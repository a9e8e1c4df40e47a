import { describe, expect, it } from 'vitest';
import { editMemberSchema, multiMemberSchema, singleMemberSchema, type EditMemberValues, type MultiMemberValues, type SingleMemberValues } from './member-schemas';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const single: SingleMemberValues = { first_name: 'Nina', last_name: 'Park', email: 'nina.park@demo.spend.test', title: 'Designer', role: 'Analyst', spenderBudgets: [] };
const multi: MultiMemberValues = { first_name: 'Lena', last_name: 'Ortiz', email: 'lena.ortiz@demo.spend.test', assignments: [{ companyId: 'c1', companyName: 'Acme', role: '', title: '' }] };

describe('singleMemberSchema (spec 5, Create member)', () => {
  it('requires first name, last name, title, email and role, with the spec texts', () => {
    expect(issues(singleMemberSchema.safeParse({ ...single, first_name: ' ', last_name: '', title: '', email: '', role: '' }))).toEqual({
      first_name: 'This field is required.', last_name: 'This field is required.', title: 'This field is required.', email: 'This field is required.', role: 'Please select the role.',
    });
  });

  it('refuses an email that does not match the pattern', () => {
    expect(issues(singleMemberSchema.safeParse({ ...single, email: 'nina@park' }))).toEqual({ email: 'Invalid email.' });
  });

  it('needs at least one budget for a Spender', () => {
    expect(issues(singleMemberSchema.safeParse({ ...single, role: 'Spender' }))).toEqual({ spenderBudgets: 'Please select at least one budget.' });
    expect(issues(singleMemberSchema.safeParse({ ...single, role: 'Spender', spenderBudgets: ['b1'] }))).toEqual({});
  });
});

describe('multiMemberSchema (spec 5, Create member multi-org)', () => {
  it('step 1: identity and at least one company, roles not yet asked', () => {
    expect(issues(multiMemberSchema(1).safeParse({ ...multi, first_name: '', assignments: [] }))).toEqual({ first_name: 'This field is required.', assignments: 'Please select at least one company.' });
    expect(issues(multiMemberSchema(1).safeParse(multi))).toEqual({});
  });

  it('step 2: a role in each company; the title is optional', () => {
    const two = { ...multi, assignments: [...multi.assignments, { companyId: 'c2', companyName: 'Globex', role: 'Spender', title: '' }] };
    expect(issues(multiMemberSchema(2).safeParse(two))).toEqual({ 'assignments.0.role': 'Please select the role.' });
    expect(issues(multiMemberSchema(2).safeParse({ ...two, assignments: two.assignments.map((a) => ({ ...a, role: 'OrgAdmin' })) }))).toEqual({});
  });
});

describe('editMemberSchema (issue #26 item 5, Edit member)', () => {
  const edit: EditMemberValues = { roles: ['Analyst'], title: 'Controller', managerId: '', department: '', embossName: '' };

  it('needs a role and a title, with the spec texts', () => {
    expect(issues(editMemberSchema.safeParse({ ...edit, roles: [], title: ' ' }))).toEqual({ roles: 'Please select the role.', title: 'This field is required.' });
    expect(issues(editMemberSchema.safeParse(edit))).toEqual({});
  });

  it('refuses an emboss name a card cannot carry and an overlong department', () => {
    expect(issues(editMemberSchema.safeParse({ ...edit, embossName: 'A NAME FAR TOO LONG TO EMBOSS', department: 'x'.repeat(101) }))).toEqual({
      embossName: 'Emboss name can have up to 21 letters, digits, spaces, periods, hyphens or apostrophes.', department: 'Department can have up to 100 characters.',
    });
  });
});
