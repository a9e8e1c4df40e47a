import { describe, expect, it } from 'vitest';
import { defaults, schema, signed, type Values } from './card-form';
import type { CardDetail } from './operations';

const create = (patch: Partial<Values>): Values => ({ ...defaults(null), type: 'Digital', spender: { id: 'u1', name: 'Sofia Diaz' }, limit: '100', ...patch });
const errors = (values: Values, editing: CardDetail | null = null) =>
  Object.fromEntries((schema(editing).safeParse(values).error?.issues ?? []).map((i) => [i.path[0], i.message]));

describe('card form schema (spec 5, Card)', () => {
  it('accepts a digital card with an owner and a limit', () => {
    expect(errors(create({}))).toEqual({});
  });

  it('requires the type, and an owner for every card but a subscription one', () => {
    expect(errors(create({ type: '', spender: null }))).toEqual({ type: 'This field is required.', spender: 'Please select the user who this card is assigned to.' });
    expect(errors(create({ type: 'Subscription', spender: null, budget: 'b1' }))).toEqual({});
  });

  it('needs a format for a rechargeable card and a shipping choice for a physical one', () => {
    expect(errors(create({ type: 'Rechargeable', format: '' }))).toEqual({ format: 'You should select one of the card format options.' });
    expect(errors(create({ type: 'Physical', shippingAddress: '' }))).toEqual({ shippingAddress: 'You should select one of the shipping address options.' });
    expect(defaults(null).shippingAddress).toBe('BUSINESS');
  });

  it('checks the limit: required, a number, above 0, 2 decimals, not too large', () => {
    expect(errors(create({ limit: '' }))).toEqual({ limit: 'This field is required.' });
    expect(errors(create({ limit: 'abc' }))).toEqual({ limit: 'Invalid input.' });
    expect(errors(create({ limit: '0' }))).toEqual({ limit: 'Value should be greater than 0.' });
    expect(errors(create({ limit: '1.234' }))).toEqual({ limit: 'Amount should have no more than 2 decimal places.' });
    expect(errors(create({ limit: '90071992547409.92' }))).toEqual({ limit: 'Amount is too large.' });
  });

  it('needs a budget when linking is on, with the subscription card its own text', () => {
    expect(errors(create({ shouldLinkBudget: true }))).toEqual({ budget: 'This field is required when you selected to categorize card transactions with a budget.' });
    expect(errors(create({ type: 'Subscription', spender: null }))).toEqual({ budget: 'This field is required.' });
  });

  it('tops up a rechargeable card by a valid amount, added or subtracted', () => {
    const rechargeable = { isRechargeable: true } as CardDetail;
    expect(errors(create({ amount: '12.345' }), rechargeable)).toEqual({ amount: 'Amount should have no more than 2 decimal places.' });
    expect(errors(create({ amount: 'ten' }), rechargeable)).toEqual({ amount: 'Invalid input.' });
    expect(errors(create({ amount: '25' }), rechargeable)).toEqual({});
    expect(signed({ amount: ' 25 ', direction: 'subtract' })).toBe('-25');
  });
});

describe('card form schema (spec 5, Spend controls)', () => {
  it('needs both dates when the date range is on', () => {
    expect(errors(create({ dateRangeOn: true }))).toEqual({ startDate: 'You should select start date.', endDate: 'You should select end date.' });
  });

  it('needs a count from 1 to 100 and a period when the frequency is on', () => {
    expect(errors(create({ frequencyOn: true }))).toEqual({ frequencyCount: 'You should select amount.', frequencyPeriod: 'You should select period.' });
    expect(errors(create({ frequencyOn: true, frequencyCount: '101', frequencyPeriod: 'DAILY' }))).toEqual({ frequencyCount: 'The amount must be a whole number from 1 to 100.' });
    expect(errors(create({ frequencyOn: true, frequencyCount: '5', frequencyPeriod: 'DAILY' }))).toEqual({});
  });

  it('needs a mode and at least one code when MCC codes are on', () => {
    expect(errors(create({ mccOn: true }))).toEqual({ mccMode: 'You should select one of the options.', mccCodes: 'You should select at least one MCC code.' });
  });
});
