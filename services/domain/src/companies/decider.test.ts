import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { companyDecider, type CreateCompany } from './decider';

const create = (overrides: Partial<CreateCompany> = {}): CreateCompany => ({
  type: 'CreateCompany',
  companyId: randomUUID(),
  dbaName: ' Acme Corp ',
  parentCompanyId: null,
  isReseller: false,
  totalFunding: 1_000_000,
  now: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

describe('company decider', () => {
  it('creates a company with a trimmed name', () => {
    const [event] = companyDecider.decide(create(), companyDecider.initialState());
    expect(event!.data).toMatchObject({ dbaName: 'Acme Corp', totalFunding: 1_000_000 });
  });

  it('refuses a blank name, fractional funding and a second create', () => {
    expect(() => companyDecider.decide(create({ dbaName: ' ' }), companyDecider.initialState())).toThrow('Company name is required.');
    expect(() => companyDecider.decide(create({ totalFunding: 1.5 }), companyDecider.initialState())).toThrow('Invalid input.');
    const command = create();
    const state = fold(companyDecider, companyDecider.decide(command, companyDecider.initialState()));
    expect(() => companyDecider.decide(command, state)).toThrow('This company already exists.');
  });
});
