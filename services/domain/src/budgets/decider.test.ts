import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { BUDGET_PALETTE, budgetDecider, parseFunding, type CreateBudget } from './decider';
import type { BudgetEvent } from './events';

const companyId = randomUUID();
const now = '2026-03-01T10:00:00.000Z';
const owner = { userId: randomUUID(), companyId, archived: false };

const create = (overrides: Partial<CreateBudget> = {}): CreateBudget => ({
  type: 'CreateBudget',
  budgetId: randomUUID(),
  companyId,
  parent: null,
  name: 'Marketing',
  color: '#abc',
  randomColorIndex: 0,
  number: null,
  owner,
  funding: 500_000,
  softLimit: 'None',
  overageValue: null,
  spenderUserIds: [],
  now,
  ...overrides,
});

/** given events, when a command, then events or an error. */
const given = (events: BudgetEvent[]) => ({
  when: (command: Parameters<typeof budgetDecider.decide>[0]) => () => budgetDecider.decide(command, fold(budgetDecider, events)),
});

const refusal = (act: () => unknown): DomainError => {
  try {
    act();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected the command to be refused');
};

describe('budget decider', () => {
  it('creates a budget running from now for one year, in USD', () => {
    const command = create();
    const [event] = given([]).when(command)();
    expect(event).toEqual({
      type: 'BudgetCreated',
      data: expect.objectContaining({
        budgetId: command.budgetId, name: 'Marketing', color: '#abc', funding: 500_000, currency: 'USD',
        startAt: now, endAt: '2027-03-01T10:00:00.000Z', ownerUserId: owner.userId, softLimit: 'None', overageValue: 0,
      }),
    });
  });

  it('keeps a 3- or 6-digit hex colour and otherwise picks from the palette', () => {
    expect(given([]).when(create({ color: '#A1B2C3' }))()[0]!.data).toMatchObject({ color: '#A1B2C3' });
    expect(given([]).when(create({ color: 'red', randomColorIndex: 3 }))()[0]!.data).toMatchObject({ color: BUDGET_PALETTE[3] });
    expect(given([]).when(create({ color: '#abcd', randomColorIndex: 12 }))()[0]!.data).toMatchObject({ color: BUDGET_PALETTE[1] });
  });

  it.each([
    [{ name: '  ' }, 'name', 'Budget name is required'],
    [{ number: '' }, 'number', 'Budget number is required'],
    [{ number: '12a' }, 'number', 'Budget number can only contain numbers.'],
    [{ number: '1234567' }, 'number', 'Budget number can only contain up to six (6) digits.'],
    [{ owner: null }, 'owner', 'Please select a Budget Owner.'],
    [{ owner: { ...owner, archived: true } }, 'owner', 'Please select a Budget Owner.'],
    [{ funding: 0 }, 'funding', 'Value should be greater than 0.'],
    [{ funding: 10.5 }, 'funding', 'Invalid value.'],
    [{ softLimit: 'Amount' as const, overageValue: null }, 'overage_value', 'This field is required when Soft limit is selected. Value must be a number'],
  ])('refuses %o with the spec message on its field', (overrides, field, message) => {
    const error = refusal(given([]).when(create(overrides)));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.fields[field]).toBe(message);
  });

  it('refuses a parent of another company or an archived parent as not found', () => {
    const foreign = { budgetId: randomUUID(), companyId: randomUUID(), active: true };
    expect(refusal(given([]).when(create({ parent: foreign }))).code).toBe('NOT_FOUND');
    const archived = { budgetId: randomUUID(), companyId, active: false };
    expect(refusal(given([]).when(create({ parent: archived }))).code).toBe('NOT_FOUND');
  });

  it('refuses to create the same budget twice', () => {
    const command = create();
    const history = given([]).when(command)();
    expect(refusal(given(history).when(command)).code).toBe('CONFLICT');
  });

  it('updates only what changed, and a budget of another company is not found', () => {
    const command = create();
    const history = given([]).when(command)();
    const update = { type: 'UpdateBudget' as const, budgetId: command.budgetId, companyId, now, name: 'Marketing', funding: 700_000 };
    expect(given(history).when(update)()).toEqual([
      { type: 'BudgetUpdated', data: { budgetId: command.budgetId, companyId, changes: { funding: 700_000 }, updatedAt: now } },
    ]);
    expect(given(history).when({ ...update, funding: 500_000 })()).toEqual([]);
    expect(refusal(given(history).when({ ...update, companyId: randomUUID() })).code).toBe('NOT_FOUND');
    expect(refusal(given(history).when({ ...update, name: '' })).fields.name).toBe('Budget name is required');
  });

  it('archives and restores, refusing to repeat either', () => {
    const command = create();
    const history = given([]).when(command)();
    const archive = { type: 'ArchiveBudget' as const, budgetId: command.budgetId, companyId, now };
    const archived = [...history, ...given(history).when(archive)()];
    expect(archived.at(-1)!.type).toBe('BudgetArchived');
    expect(refusal(given(archived).when(archive)).code).toBe('CONFLICT');
    const restore = { type: 'RestoreBudget' as const, budgetId: command.budgetId, companyId, now };
    expect(given(archived).when(restore)()[0]!.type).toBe('BudgetRestored');
    expect(refusal(given(history).when(restore)).code).toBe('CONFLICT');
  });
});

describe('parseFunding', () => {
  it('turns dollars into integer cents without floating point', () => {
    expect(parseFunding('1250.5')).toBe(125_050);
    expect(parseFunding('0.1')).toBe(10);
    expect(parseFunding(19.99)).toBe(1999);
    expect(parseFunding('90071992547409.91')).toBe(9_007_199_254_740_991);
  });

  it.each([
    ['abc', 'Invalid value.'],
    ['1.234', 'Amount should have no more than 2 decimal places.'],
    ['-5', 'Value should be greater than 0.'],
    ['0', 'Value should be greater than 0.'],
    ['90071992547409.92', 'Invalid value.'],
  ])('refuses %s with "%s"', (input, message) => {
    expect(() => parseFunding(input)).toThrow(message);
  });
});
