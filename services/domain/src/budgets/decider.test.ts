import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { budgetDecider, type CreateBudget, type UpdateBudget } from './decider';
import type { BudgetEvent } from './events';
import { BUDGET_PALETTE, budgetFunds, parseFunding, softLimitWhenChosen, type FundingContext } from './rules';

const companyId = randomUUID();
const now = '2026-03-01T10:00:00.000Z';
const later = '2026-04-01T10:00:00.000Z';
const owner = { userId: randomUUID(), companyId, archived: false };
const spec = deciderSpec(budgetDecider);

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

/** A created budget's history and an update command for it. */
const existing = (overrides: Partial<CreateBudget> = {}) => {
  const command = create(overrides);
  const history = spec.given([]).when(command).events();
  const update = (changes: Omit<Partial<UpdateBudget>, 'type'> = {}): UpdateBudget => ({ type: 'UpdateBudget', budgetId: command.budgetId, companyId, now: later, ...changes });
  return { command, history, update, budgetId: command.budgetId };
};

describe('budget decider: create', () => {
  it('creates a budget running from now for one year, in USD', () => {
    const command = create();
    expect(spec.given([]).when(command).events()).toEqual([
      {
        type: 'BudgetCreated',
        data: {
          budgetId: command.budgetId, companyId, parentBudgetId: null, name: 'Marketing', color: '#abc', number: null, ownerUserId: owner.userId,
          funding: 500_000, softLimit: 'None', overageValue: 0, currency: 'USD', startAt: now, endAt: '2027-03-01T10:00:00.000Z', spenderUserIds: [], createdAt: now,
        },
      },
    ]);
  });

  it('keeps a 3- or 6-digit hex colour and otherwise picks the palette colour the command drew', () => {
    const colorOf = (overrides: Partial<CreateBudget>) => (spec.given([]).when(create(overrides)).events()[0]!.data as { color: string }).color;
    expect(colorOf({ color: '#A1B2C3' })).toBe('#A1B2C3');
    expect(colorOf({ color: 'red', randomColorIndex: 3 })).toBe(BUDGET_PALETTE[3]);
    expect(colorOf({ color: '#abcd', randomColorIndex: 12 })).toBe(BUDGET_PALETTE[1]);
    expect(colorOf({ color: null, randomColorIndex: 0x7fffffff })).toBe(BUDGET_PALETTE[0x7fffffff % BUDGET_PALETTE.length]);
  });

  it('trims the name, keeps a number of up to 6 digits and de-duplicates spenders', () => {
    const spender = randomUUID();
    const [event] = spec.given([]).when(create({ name: ' Travel ', number: ' 123456 ', spenderUserIds: [spender, spender] })).events();
    expect(event!.data).toMatchObject({ name: 'Travel', number: '123456', spenderUserIds: [spender] });
  });

  it.each([
    [{ name: '  ' }, 'name', 'Budget name is required'],
    [{ number: '' }, 'number', 'Budget number is required'],
    [{ number: '12a' }, 'number', 'Budget number can only contain numbers.'],
    [{ number: '1234567' }, 'number', 'Budget number can only contain up to six (6) digits.'],
    [{ owner: null }, 'owner', 'Please select a Budget Owner.'],
    [{ owner: { ...owner, archived: true } }, 'owner', 'This member is archived and cannot own a budget.'],
    [{ owner: { ...owner, companyId: randomUUID() } }, 'owner', 'Please select a Budget Owner.'],
    [{ funding: 0 }, 'funding', 'Value should be greater than 0.'],
    [{ funding: -5 }, 'funding', 'Value should be greater than 0.'],
    [{ funding: 10.5 }, 'funding', 'Invalid value.'],
    [{ funding: Number.MAX_SAFE_INTEGER + 1 }, 'funding', 'Invalid value.'],
    [{ softLimit: 'Amount' as const, overageValue: null }, 'overage_value', 'This field is required when Soft limit is selected. Value must be a number'],
    [{ softLimit: 'Percentage' as const, overageValue: 0 }, 'overage_value', 'This field is required when Soft limit is selected. Value must be a number'],
    [{ softLimit: 'Percentage' as const, overageValue: 101 }, 'overage_value', 'The allowed overage cannot be greater than 100%'],
  ])('refuses %o with the spec message on its field', (overrides, field, message) => {
    const error = spec.given([]).when(create(overrides)).refusal();
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.fields[field]).toBe(message);
    expect(error.message).toBe(message);
  });

  it('lists every invalid field at once', () => {
    expect(spec.given([]).when(create({ name: '', owner: null, funding: 0 })).refusal().fields).toEqual({
      name: 'Budget name is required', owner: 'Please select a Budget Owner.', funding: 'Value should be greater than 0.',
    });
  });

  it('creates a sub-budget under an active parent of the same company', () => {
    const parent = { budgetId: randomUUID(), companyId, active: true };
    expect(spec.given([]).when(create({ parent })).events()[0]!.data).toMatchObject({ parentBudgetId: parent.budgetId });
  });

  it('refuses a parent of another company or an archived parent as not found', () => {
    const foreign = { budgetId: randomUUID(), companyId: randomUUID(), active: true };
    expect(spec.given([]).when(create({ parent: foreign })).refusal().code).toBe('NOT_FOUND');
    const archived = { budgetId: randomUUID(), companyId, active: false };
    expect(spec.given([]).when(create({ parent: archived })).refusal().code).toBe('NOT_FOUND');
  });

  it('refuses to create the same budget twice', () => {
    const { command, history } = existing();
    expect(spec.given(history).when(command).refusal().code).toBe('CONFLICT');
  });
});

describe('budget decider: update', () => {
  it('records only what changed', () => {
    const { history, update, budgetId } = existing();
    expect(spec.given(history).when(update({ name: 'Marketing', funding: 700_000 })).events()).toEqual([
      { type: 'BudgetUpdated', data: { budgetId, companyId, changes: { funding: 700_000 }, updatedAt: later } },
    ]);
    expect(spec.given(history).when(update({ name: ' Marketing ', funding: 500_000 })).events()).toEqual([]);
  });

  it('changes number, owner and soft limit, and a return to a hard limit clears the overage', () => {
    const { history, update, budgetId } = existing();
    const newOwner = { userId: randomUUID(), companyId, archived: false };
    const soft = spec.given(history).when(update({ number: '42', owner: newOwner, softLimit: 'Amount', overageValue: 5_000 })).events();
    expect(soft).toEqual([
      { type: 'BudgetUpdated', data: { budgetId, companyId, changes: { number: '42', ownerUserId: newOwner.userId, softLimit: 'Amount', overageValue: 5_000 }, updatedAt: later } },
    ]);
    const hard = spec.given([...history, ...soft]).when(update({ softLimit: 'None' })).events();
    expect(hard[0]!.data).toMatchObject({ changes: { softLimit: 'None', overageValue: 0 } });
    expect(spec.given([...history, ...soft]).when(update({ number: null })).events()[0]!.data).toMatchObject({ changes: { number: null } });
  });

  it('refuses invalid changes with the spec messages', () => {
    const { history, update } = existing();
    expect(spec.given(history).when(update({ name: '' })).refusal().fields).toEqual({ name: 'Budget name is required' });
    expect(spec.given(history).when(update({ funding: 0 })).refusal().fields).toEqual({ funding: 'Value should be greater than 0.' });
    expect(spec.given(history).when(update({ number: '1234567' })).refusal().fields).toEqual({ number: 'Budget number can only contain up to six (6) digits.' });
    expect(spec.given(history).when(update({ owner: null })).refusal().fields).toEqual({ owner: 'Please select a Budget Owner.' });
    expect(spec.given(history).when(update({ softLimit: 'Percentage' })).refusal().fields).toEqual({
      overage_value: 'This field is required when Soft limit is selected. Value must be a number',
    });
  });

  it('connects and disconnects spenders, only those not already so', () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const { history, update, budgetId } = existing({ spenderUserIds: [a] });
    const connected = spec.given(history).when(update({ connectSpenderUserIds: [a, b, c, c] })).events();
    expect(connected).toEqual([{ type: 'BudgetSpendersConnected', data: { budgetId, companyId, userIds: [b, c], at: later } }]);
    const after: BudgetEvent[] = [...history, ...connected];
    expect(spec.given(after).when(update({ connectSpenderUserIds: [a, b] })).events()).toEqual([]);
    // The UNDO of an add (spec 4) is a disconnect.
    expect(spec.given(after).when(update({ disconnectSpenderUserIds: [c, randomUUID()] })).events()).toEqual([
      { type: 'BudgetSpendersDisconnected', data: { budgetId, companyId, userIds: [c], at: later } },
    ]);
    expect(spec.given(after).when(update({ connectSpenderUserIds: [c], disconnectSpenderUserIds: [c] })).refusal().code).toBe('BAD_USER_INPUT');
  });

  it('treats a budget of another company, or none, as not found', () => {
    const { history, update } = existing();
    expect(spec.given(history).when(update({ companyId: randomUUID(), name: 'Mine now' })).refusal().code).toBe('NOT_FOUND');
    expect(spec.given([]).when(update({ name: 'Ghost' })).refusal().code).toBe('NOT_FOUND');
  });
});

describe('budget decider: archive and restore', () => {
  it('archives and restores, refusing to repeat either', () => {
    const { history, budgetId } = existing();
    const archive = { type: 'ArchiveBudget' as const, budgetId, companyId, now: later };
    const restore = { type: 'RestoreBudget' as const, budgetId, companyId, now: later };
    const archived = spec.given(history).when(archive).events();
    expect(archived).toEqual([{ type: 'BudgetArchived', data: { budgetId, companyId, at: later } }]);
    expect(spec.given([...history, ...archived]).when(archive).refusal().code).toBe('CONFLICT');
    expect(spec.given([...history, ...archived]).when(restore).events()).toEqual([{ type: 'BudgetRestored', data: { budgetId, companyId, at: later } }]);
    expect(spec.given(history).when(restore).refusal().code).toBe('CONFLICT');
  });

  it('treats archiving another company\'s budget as not found', () => {
    const { history, budgetId } = existing();
    expect(spec.given(history).when({ type: 'ArchiveBudget', budgetId, companyId: randomUUID(), now }).refusal().code).toBe('NOT_FOUND');
    expect(spec.given(history).when({ type: 'RestoreBudget', budgetId, companyId: randomUUID(), now }).refusal().code).toBe('NOT_FOUND');
  });
});

const funds = (headroom: number, own: Partial<FundingContext> = {}): FundingContext => ({ headroom, budgeted: 0, directSpent: 0, totalSpent: 0, ...own });

describe('budget decider: funds (spec 5)', () => {
  it('lets a new budget take at most its source\'s available funds', () => {
    expect(spec.given([]).when(create({ funding: 500_000, funds: funds(500_000) })).events()).toHaveLength(1);
    expect(spec.given([]).when(create({ funding: 500_001, funds: funds(500_000) })).refusal().fields).toEqual({
      funding: 'The assigned funds cannot be greater than the available funds.',
    });
  });

  it('checks a changed funding against the headroom and against what is spent or given to sub-budgets', () => {
    const { history, update } = existing({ funding: 500_000 });
    expect(spec.given(history).when(update({ funding: 800_000, funds: funds(800_000) })).events()[0]!.data).toMatchObject({ changes: { funding: 800_000 } });
    expect(spec.given(history).when(update({ funding: 800_001, funds: funds(800_000) })).refusal().fields.funding).toBe('The assigned funds cannot be greater than the available funds.');
    const below = 'The assigned funds cannot be lower than the amount that has been spent.';
    expect(spec.given(history).when(update({ funding: 100_000, funds: funds(800_000, { totalSpent: 100_001 }) })).refusal().fields.funding).toBe(below);
    expect(spec.given(history).when(update({ funding: 100_000, funds: funds(800_000, { budgeted: 90_000, directSpent: 10_001 }) })).refusal().fields.funding).toBe(below);
    expect(spec.given(history).when(update({ funding: 100_000, funds: funds(800_000, { budgeted: 90_000, directSpent: 10_000 }) })).events()).toHaveLength(1);
    // An unchanged funding is not re-checked, even when the source has since shrunk.
    expect(spec.given(history).when(update({ name: 'Renamed', funds: funds(0) })).events()).toHaveLength(1);
  });

  it('caps an Amount overage at the remaining headroom, in dollars', () => {
    const message = 'The allowed overage cannot be greater than $250.00';
    expect(spec.given([]).when(create({ funding: 500_000, softLimit: 'Amount', overageValue: 25_001, funds: funds(525_000) })).refusal().fields).toEqual({ overage_value: message });
    expect(spec.given([]).when(create({ funding: 500_000, softLimit: 'Amount', overageValue: 25_000, funds: funds(525_000) })).events()).toHaveLength(1);
  });

  it('caps a Percentage overage at the remaining headroom as a whole percent of the funding', () => {
    // 10% of $5,000 is $500; $549 of headroom left allows 10%, not 11%.
    expect(spec.given([]).when(create({ funding: 500_000, softLimit: 'Percentage', overageValue: 11, funds: funds(554_900) })).refusal().fields).toEqual({
      overage_value: 'The allowed overage cannot be greater than 10%',
    });
    const { history, update } = existing({ funding: 500_000 });
    expect(spec.given(history).when(update({ softLimit: 'Percentage', overageValue: 10, funds: funds(554_900) })).events()).toHaveLength(1);
    // Raising the funding shrinks what is left for the overage.
    expect(spec.given(history).when(update({ softLimit: 'Percentage', overageValue: 10, funding: 540_000, funds: funds(554_900) })).refusal().fields.overage_value).toBe(
      'The allowed overage cannot be greater than 2%',
    );
  });

  it('figures available as funding less sub-budgets and direct spend', () => {
    expect(budgetFunds(100_000, 30_000, 5_000, 12_000)).toEqual({ available: 65_000, budgeted: 30_000, directSpent: 5_000, totalSpent: 12_000 });
  });
});

describe('budget decider: hierarchy', () => {
  const parentRef = (ancestorIds: string[] = []) => ({ budgetId: randomUUID(), companyId, active: true, ancestorIds });

  it('moves a budget under another parent, or to the top level, checking funds against the new source', () => {
    const { history, update, budgetId } = existing({ funding: 500_000 });
    const parent = parentRef();
    const moved = spec.given(history).when(update({ parent, funds: funds(500_000) })).events();
    expect(moved).toEqual([{ type: 'BudgetUpdated', data: { budgetId, companyId, changes: { parentBudgetId: parent.budgetId }, updatedAt: later } }]);
    expect(spec.given(history).when(update({ parent: parentRef(), funds: funds(499_999) })).refusal().fields.funding).toBe('The assigned funds cannot be greater than the available funds.');
    expect(spec.given([...history, ...moved]).when(update({ parent: null, funds: funds(500_000) })).events()[0]!.data).toMatchObject({ changes: { parentBudgetId: null } });
    expect(spec.given([...history, ...moved]).when(update({ parent: { ...parent }, funds: funds(0) })).events()).toEqual([]);
  });

  it('refuses a cycle: the budget itself or one of its sub-budgets as parent', () => {
    const { history, update, budgetId } = existing();
    const message = 'A budget cannot be placed under itself or one of its sub-budgets.';
    expect(spec.given(history).when(update({ parent: { budgetId, companyId, active: true, ancestorIds: [] } })).refusal().fields).toEqual({ parentBudget: message });
    const grandchild = parentRef([randomUUID(), budgetId, randomUUID()]);
    // Only the cycle is reported, not the funds a move would also need.
    expect(spec.given(history).when(update({ parent: grandchild, funds: funds(0) })).refusal().fields).toEqual({ parentBudget: message });
  });

  it('refuses a parent of another company (tenancy) or an archived one as not found', () => {
    const { history, update } = existing();
    expect(spec.given(history).when(update({ parent: { ...parentRef(), companyId: randomUUID() } })).refusal()).toMatchObject({ code: 'NOT_FOUND', message: 'Parent budget not found.' });
    expect(spec.given(history).when(update({ parent: { ...parentRef(), active: false } })).refusal().code).toBe('NOT_FOUND');
  });
});

describe('softLimitWhenChosen (spec 4)', () => {
  it('chooses Amount by default, or the soft kind chosen before', () => {
    expect(softLimitWhenChosen('None')).toBe('Amount');
    expect(softLimitWhenChosen(null)).toBe('Amount');
    expect(softLimitWhenChosen('Amount')).toBe('Amount');
    expect(softLimitWhenChosen('Percentage')).toBe('Percentage');
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
