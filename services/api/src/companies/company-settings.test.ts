import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiHarness } from '../testing/harness';

// Spec 7 updateOneCompany: the company's name, address and the flags of spec 3.
const FIELDS = 'dba_name dba_address isProjectsEnabled isInvoiceNumberEnabled isCMARequired isPPRequired isTOURequired spendersSubCardsEnabled isAllocationUnrestricted budgetNumbers';
const UPDATE = `mutation ($data: CompanyUpdateInput!) { updateOneCompany(data: $data) { ${FIELDS} } }`;
const COMPANY = `{ company { ${FIELDS} } }`;
type Company = Record<string, unknown>;

let api: ApiHarness;
beforeAll(async () => {
  api = await ApiHarness.start('api_company_settings');
});
afterAll(() => api.close());

describe('company settings', () => {
  it('starts with the three agreements required and the other flags off, and saves what is sent', async () => {
    const c = await api.seedCompany('Setco');
    const other = await api.seedCompany('Otherco');
    expect((await api.gql<{ company: Company }>(COMPANY, {}, { token: c.token })).data!.company).toEqual({
      dba_name: 'Setco', dba_address: null, isProjectsEnabled: false, isInvoiceNumberEnabled: false, isCMARequired: true, isPPRequired: true,
      isTOURequired: true, spendersSubCardsEnabled: false, isAllocationUnrestricted: false, budgetNumbers: false,
    });
    const data = { dba_name: ' Setco Holdings ', dba_address: '1 Main St\nSpringfield', isProjectsEnabled: true, isCMARequired: false, isAllocationUnrestricted: true, budgetNumbers: true };
    const saved = await api.gql<{ updateOneCompany: Company }>(UPDATE, { data }, { token: c.token });
    expect(saved.errors).toBeUndefined();
    const expected = {
      dba_name: 'Setco Holdings', dba_address: '1 Main St\nSpringfield', isProjectsEnabled: true, isInvoiceNumberEnabled: false, isCMARequired: false,
      isPPRequired: true, isTOURequired: true, spendersSubCardsEnabled: false, isAllocationUnrestricted: true, budgetNumbers: true,
    };
    expect(saved.data!.updateOneCompany).toEqual(expected);
    expect((await api.gql<{ company: Company }>(COMPANY, {}, { token: c.token })).data!.company).toEqual(expected);
    // Only the caller's company changes.
    expect((await api.gql<{ company: Company }>(COMPANY, {}, { token: other.token })).data!.company).toMatchObject({ dba_name: 'Otherco', isCMARequired: true, isProjectsEnabled: false });

    // A field left out stays; an empty address clears it; sending the same again records nothing.
    const cleared = await api.gql<{ updateOneCompany: Company }>(UPDATE, { data: { dba_address: '' } }, { token: c.token });
    expect(cleared.data!.updateOneCompany).toEqual({ ...expected, dba_address: null });
    const before = await api.eventCount();
    expect((await api.gql(UPDATE, { data: { dba_name: 'Setco Holdings', isProjectsEnabled: true } }, { token: c.token })).errors).toBeUndefined();
    expect(await api.eventCount()).toBe(before);
  });

  it('refuses a blank or too long name and a too long address with the field message, recording nothing', async () => {
    const c = await api.seedCompany('Badco');
    const before = await api.eventCount();
    const blank = await api.gql(UPDATE, { data: { dba_name: '  ', isProjectsEnabled: true } }, { token: c.token });
    expect(blank.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { dba_name: 'Company name is required.' } });
    const long = await api.gql(UPDATE, { data: { dba_name: 'x'.repeat(201) } }, { token: c.token });
    expect(long.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { dba_name: 'Company name must be at most 200 characters.' } });
    const address = await api.gql(UPDATE, { data: { dba_address: 'x'.repeat(501) } }, { token: c.token });
    expect(address.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { dba_address: 'Company address must be at most 500 characters.' } });
    expect(await api.eventCount()).toBe(before);
    expect((await api.gql<{ company: Company }>(COMPANY, {}, { token: c.token })).data!.company).toMatchObject({ dba_name: 'Badco', isProjectsEnabled: false });
  });

  it('is for admins: others are refused with FORBIDDEN, recording nothing', async () => {
    for (const role of ['Analyst', 'Spender'] as const) {
      const c = await api.seedCompany(`Perm${role}`, [role]);
      const before = await api.eventCount();
      const refused = await api.gql(UPDATE, { data: { dba_name: 'Mine now', isCMARequired: false } }, { token: c.token });
      expect(refused.errors![0]!.extensions!.code).toBe('FORBIDDEN');
      expect(await api.eventCount()).toBe(before);
    }
  });
});
