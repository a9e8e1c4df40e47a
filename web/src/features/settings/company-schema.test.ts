import { describe, expect, it } from 'vitest';
import { companySettingsSchema, type CompanySettingsValues } from './company-schema';

const valid: CompanySettingsValues = { dba_name: 'Acme Holdings', dba_address: '1 Main St', isCMARequired: false, isPPRequired: false, isTOURequired: false, spendersSubCardsEnabled: false, isAllocationUnrestricted: true, isDualControlRequired: false, isSecondFactorRequired: false, budgetNumbers: false };
const errors = (patch: Partial<CompanySettingsValues>) =>
  Object.fromEntries((companySettingsSchema.safeParse({ ...valid, ...patch }).error?.issues ?? []).map((i) => [i.path[0], i.message]));

describe('companySettingsSchema', () => {
  it('requires a name of at most 200 characters', () => {
    expect(errors({})).toEqual({});
    expect(errors({ dba_name: '  ' })).toEqual({ dba_name: 'Company name is required.' });
    expect(errors({ dba_name: 'a'.repeat(201) })).toEqual({ dba_name: 'Company name must be at most 200 characters.' });
  });

  it('takes an address of at most 500 characters', () => {
    expect(errors({ dba_address: 'a'.repeat(501) })).toEqual({ dba_address: 'Company address must be at most 500 characters.' });
  });
});
