import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { companyDecider, type CreateCompany, type UpdateCompanySettings } from './decider';

const spec = deciderSpec(companyDecider);
const now = '2026-03-01T10:00:00.000Z';

const create = (overrides: Partial<CreateCompany> = {}): CreateCompany => ({
  type: 'CreateCompany',
  companyId: randomUUID(),
  dbaName: ' Acme Corp ',
  parentCompanyId: null,
  isReseller: false,
  totalFunding: 1_000_000,
  now,
  ...overrides,
});

describe('company decider', () => {
  it('creates a company with a trimmed name', () => {
    const command = create({ parentCompanyId: randomUUID() });
    expect(spec.given([]).when(command).events()).toEqual([
      {
        type: 'CompanyCreated',
        data: { companyId: command.companyId, dbaName: 'Acme Corp', parentCompanyId: command.parentCompanyId, isReseller: false, totalFunding: 1_000_000, createdAt: now },
      },
    ]);
  });

  it('accepts zero funding', () => {
    expect(spec.given([]).when(create({ totalFunding: 0 })).events()).toHaveLength(1);
  });

  it.each([
    [{ dbaName: ' ' }, 'dba_name', 'Company name is required.'],
    [{ totalFunding: 1.5 }, 'total_funding', 'Invalid input.'],
    [{ totalFunding: -1 }, 'total_funding', 'Invalid input.'],
    [{ totalFunding: Number.MAX_SAFE_INTEGER + 1 }, 'total_funding', 'Invalid input.'],
  ])('refuses %o', (overrides, field, message) => {
    const error = spec.given([]).when(create(overrides)).refusal();
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message, fields: { [field]: message } });
  });

  it('refuses a second create of the same company', () => {
    const command = create();
    const history = spec.given([]).when(command).events();
    expect(spec.given(history).when(command).refusal()).toMatchObject({ code: 'CONFLICT', message: 'This company already exists.' });
  });
});

describe('company decider: budget numbers', () => {
  it('turns budget numbers on and off, recording nothing when unchanged', () => {
    const command = create();
    const history = spec.given([]).when(command).events();
    const on = spec.given(history).when({ type: 'SetBudgetNumbers', companyId: command.companyId, budgetNumbers: true, now }).events();
    expect(on).toEqual([{ type: 'CompanyBudgetNumbersSet', data: { companyId: command.companyId, budgetNumbers: true, at: now } }]);
    expect(spec.given([...history, ...on]).when({ type: 'SetBudgetNumbers', companyId: command.companyId, budgetNumbers: true, now }).events()).toEqual([]);
    expect(spec.given(history).when({ type: 'SetBudgetNumbers', companyId: command.companyId, budgetNumbers: false, now }).events()).toEqual([]);
    expect(spec.given([]).when({ type: 'SetBudgetNumbers', companyId: command.companyId, budgetNumbers: true, now }).refusal().code).toBe('NOT_FOUND');
  });
});

describe('company decider: settings (spec 7 updateOneCompany)', () => {
  const settings = (companyId: string, rest: Partial<Omit<UpdateCompanySettings, 'type' | 'companyId' | 'now'>>): UpdateCompanySettings => ({
    type: 'UpdateCompanySettings', companyId, flags: {}, now, ...rest,
  });

  it('records only what changes: the trimmed name, the address and the flags that differ', () => {
    const command = create();
    const history = spec.given([]).when(command).events();
    const events = spec.given(history).when(settings(command.companyId, {
      dbaName: ' Acme Holdings ', dbaAddress: ' 1 Main St ', flags: { isAllocationUnrestricted: true, isCMARequired: true, isTOURequired: false },
    })).events();
    expect(events).toEqual([{
      type: 'CompanySettingsUpdated',
      data: { companyId: command.companyId, dbaName: 'Acme Holdings', dbaAddress: '1 Main St', flags: { isAllocationUnrestricted: true, isTOURequired: false }, at: now },
    }]);
    const after = [...history, ...events];
    expect(spec.given(after).when(settings(command.companyId, { dbaName: 'Acme Holdings', flags: { isTOURequired: false } })).events()).toEqual([]);
    expect(spec.given(after).when(settings(command.companyId, { dbaName: 'Acme Corp' })).events()).toEqual([
      { type: 'CompanySettingsUpdated', data: { companyId: command.companyId, dbaName: 'Acme Corp', flags: {}, at: now } },
    ]);
    expect(spec.given(after).when(settings(command.companyId, { dbaAddress: ' ' })).events()).toEqual([
      { type: 'CompanySettingsUpdated', data: { companyId: command.companyId, dbaAddress: null, flags: {}, at: now } },
    ]);
  });

  it('refuses a blank name and an unknown company', () => {
    const command = create();
    const history = spec.given([]).when(command).events();
    expect(spec.given(history).when(settings(command.companyId, { dbaName: '  ' })).refusal()).toMatchObject({
      code: 'BAD_USER_INPUT', fields: { dba_name: 'Company name is required.' },
    });
    expect(spec.given([]).when(settings(command.companyId, { dbaName: 'X' })).refusal().code).toBe('NOT_FOUND');
  });
});
