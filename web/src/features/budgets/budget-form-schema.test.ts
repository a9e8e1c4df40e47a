import { describe, expect, it } from 'vitest';
import { budgetFormSchema, centsToInput, type BudgetFormValues } from './budget-form-schema';

const valid: BudgetFormValues = { name: 'Travel', number: '', color: '', funding: '1250.50', softLimit: 'None', overage: '', owner: { id: 'u1', name: 'Otis' }, parentId: null, spenders: [] };
const errors = (patch: Partial<BudgetFormValues>, options = { showNumber: false, sub: false }) =>
  Object.fromEntries((budgetFormSchema(options).safeParse({ ...valid, ...patch }).error?.issues ?? []).map((i) => [i.path[0], i.message]));

describe('budgetFormSchema (spec 5, Budget)', () => {
  it('accepts a complete budget', () => {
    expect(errors({})).toEqual({});
  });

  it('requires the name and the owner', () => {
    expect(errors({ name: ' ', owner: null })).toEqual({ name: 'Budget name is required', owner: 'Please select a Budget Owner.' });
  });

  it('checks the number only while numbers are shown: required, digits only, up to six', () => {
    const shown = { showNumber: true, sub: false };
    expect(errors({ number: 'abc' })).toEqual({});
    expect(errors({ number: '' }, shown)).toEqual({ number: 'Budget number is required' });
    expect(errors({ number: '12a' }, shown)).toEqual({ number: 'Budget number can only contain numbers.' });
    expect(errors({ number: '1234567' }, shown)).toEqual({ number: 'Budget number can only contain up to six (6) digits.' });
    expect(errors({ number: '42' }, shown)).toEqual({});
  });

  it('takes the funding as a positive number with at most 2 decimals', () => {
    expect(errors({ funding: '' })).toEqual({ funding: 'Invalid value.' });
    expect(errors({ funding: 'ten' })).toEqual({ funding: 'Invalid value.' });
    expect(errors({ funding: '10.005' })).toEqual({ funding: 'Amount should have no more than 2 decimal places.' });
    expect(errors({ funding: '0' })).toEqual({ funding: 'Value should be greater than 0.' });
  });

  it('needs an overage when a soft limit is chosen', () => {
    const required = 'This field is required when Soft limit is selected. Value must be a number';
    expect(errors({ softLimit: 'Amount', overage: '' })).toEqual({ overage: required });
    expect(errors({ softLimit: 'Percentage', overage: '2.5' })).toEqual({ overage: required });
    expect(errors({ softLimit: 'Percentage', overage: '0' })).toEqual({ overage: 'Value should be greater than 0.' });
    expect(errors({ softLimit: 'Amount', overage: '100.50' })).toEqual({});
  });

  it('needs a parent for a sub-budget', () => {
    expect(errors({}, { showNumber: false, sub: true })).toEqual({ parentId: 'This field is required.' });
  });

  it('writes cents back as the dollars a person types', () => {
    expect(centsToInput(125050)).toBe('1250.50');
    expect(centsToInput(7)).toBe('0.07');
  });
});
