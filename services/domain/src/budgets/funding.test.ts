import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { companyDecider } from '../companies/decider';
import { refusalOf as refusal } from '../testing';
import { fold } from '../shared/decider';
import type { LedgerEvent } from '../transactions/events';
import { ledgerDecider } from '../transactions/ledger';
import { budgetDecider, type CreateBudget } from './decider';
import type { BudgetEvent } from './events';
import { budgetFunding, type FundingCommand, type FundingStates } from './funding';

const companyId = randomUUID();
const now = '2026-03-01T10:00:00.000Z';
const owner = { userId: randomUUID(), companyId, archived: false };
const parentId = randomUUID();
const parentRef = { budgetId: parentId, companyId, active: true };

const create = (overrides: Partial<CreateBudget> = {}): CreateBudget => ({
  type: 'CreateBudget', budgetId: randomUUID(), companyId, parent: parentRef, name: 'Events', color: '#abc', randomColorIndex: 0, number: null, owner,
  funding: 50_000, softLimit: 'None', overageValue: null, spenderUserIds: [], now, ...overrides,
});

/** Given the streams' histories, when the command: the events it decides per stream. */
const given = (history: { budget?: BudgetEvent[]; own?: LedgerEvent[]; source?: LedgerEvent[]; previousSource?: LedgerEvent[] } = {}, totalFunding = 1_000_000) => ({
  when: (command: FundingCommand, currentParentId: string | null = parentId) => {
    const states: FundingStates = {
      budget: fold(budgetDecider, history.budget ?? []),
      own: fold(ledgerDecider, history.own ?? []),
      source: fold(ledgerDecider, history.source ?? []),
      previousSource: fold(ledgerDecider, history.previousSource ?? []),
      company: companyDecider.evolve(companyDecider.initialState(), { type: 'CompanyCreated', data: { companyId, dbaName: 'Acme', parentCompanyId: null, isReseller: false, totalFunding, createdAt: now } } as never),
      // The parent's own stream: a refusal names it.
      parent: { ...budgetDecider.initialState(), exists: true, companyId, name: 'Marketing' },
    };
    return budgetFunding(command, currentParentId).decide(states);
  },
});

const parentPool = (funding: number, extra: LedgerEvent[] = []): LedgerEvent[] => [
  { type: 'LedgerFundsSet', data: { ledgerId: parentId, companyId, funding, ceiling: funding, at: now } },
  ...extra,
];
const spentOnParent = (cents: number): LedgerEvent => ({
  type: 'AuthorizationApproved',
  data: {
    ledgerId: parentId, authorizationId: randomUUID(), transactionId: randomUUID(), companyId, at: now, cardId: randomUUID(), budgetId: parentId, spenderId: null,
    amountCents: cents, currency: 'USD', merchantName: 'Hotel', merchantId: null, mcc: '5411', country: 'US',
  },
});

describe('budget funding: one decision over the budget, its pool and its source', () => {
  it('creates a sub-budget: its pool gets its size, the parent reserves its ceiling', () => {
    const command = create({ softLimit: 'Amount', overageValue: 5_000 });
    const events = given({ source: parentPool(100_000) }).when(command);
    expect(events.budget.map((e) => e.type)).toEqual(['BudgetCreated']);
    expect(events.own).toEqual([{ type: 'LedgerFundsSet', data: { ledgerId: command.budgetId, companyId, funding: 50_000, ceiling: 55_000, at: now } }]);
    expect(events.source).toEqual([{ type: 'FundsAllocated', data: { ledgerId: parentId, companyId, budgetId: command.budgetId, cents: 55_000, at: now } }]);
  });

  it("refuses more than the parent's funding less its own card spend and its other sub-budgets, with the spec's message, naming the parent and what it has", () => {
    const source = parentPool(100_000, [spentOnParent(30_000), { type: 'FundsAllocated', data: { ledgerId: parentId, companyId, budgetId: randomUUID(), cents: 20_000, at: now } }]);
    expect(given({ source }).when(create({ funding: 50_000 })).source).toHaveLength(1);
    expect(refusal(() => given({ source }).when(create({ funding: 50_001 }))).fields).toEqual({
      funding: "The assigned funds cannot be greater than the available funds. Marketing has $500.00 available; raise Marketing's funding first.",
    });
    // The overage is reserved too, so it must fit in what remains.
    expect(refusal(() => given({ source }).when(create({ funding: 40_000, softLimit: 'Amount', overageValue: 10_001 }))).fields.overage_value).toBe(
      'The allowed overage cannot be greater than $100.00',
    );
  });

  it("funds a top budget from the company's total funding less its other top budgets", () => {
    const command = create({ parent: null, funding: 600_000 });
    const companyPool: LedgerEvent[] = [{ type: 'FundsAllocated', data: { ledgerId: companyId, companyId, budgetId: randomUUID(), cents: 500_000, at: now } }];
    expect(refusal(() => given({ source: companyPool }).when(command, null)).fields.funding).toBe(
      "The assigned funds cannot be greater than the available funds. The company has $5,000.00 available; raise the company's total funding first.",
    );
    expect(given({ source: companyPool }).when({ ...command, funding: 500_000 }, null).source![0]!.data).toMatchObject({ ledgerId: companyId, cents: 500_000 });
  });

  it('an approved increase takes from the same source and is refused when it lacks the funds', () => {
    const command = create();
    const budget = given({ source: parentPool(100_000) }).when(command);
    const history = { budget: budget.budget, own: budget.own, source: [...parentPool(100_000), ...budget.source!] };
    const increase = (amount: number): FundingCommand => ({ type: 'IncreaseBudgetFunding', budgetId: command.budgetId, companyId, amount, now });
    expect(given(history).when(increase(50_000)).source![0]!.data).toMatchObject({ cents: 100_000 });
    // What the parent has left, and the most this budget can have with it (its own $500.00 and that).
    expect(refusal(() => given(history).when(increase(50_001))).message).toBe(
      "The assigned funds cannot be greater than the available funds. Marketing has $500.00 available, so this budget can have at most $1,000.00; raise Marketing's funding first.",
    );
    // Another company's budget is not found, whatever the amount.
    expect(refusal(() => given(history).when({ ...increase(1), companyId: randomUUID() })).code).toBe('NOT_FOUND');
  });

  it("refuses lowering a budget's funding below its own spend and what it reserves for sub-budgets", () => {
    const command = create();
    const created = given({ source: parentPool(100_000) }).when(command);
    const own = [...created.own!, { type: 'FundsAllocated', data: { ledgerId: command.budgetId, companyId, budgetId: randomUUID(), cents: 30_000, at: now } } as LedgerEvent];
    const history = { budget: created.budget, own, source: [...parentPool(100_000), ...created.source!] };
    const lower = (funding: number): FundingCommand => ({ type: 'UpdateBudget', budgetId: command.budgetId, companyId, funding, now });
    expect(refusal(() => given(history).when(lower(29_999))).fields.funding).toBe('The assigned funds cannot be lower than the amount that has been spent.');
    expect(given(history).when(lower(30_000)).own![0]!.data).toMatchObject({ funding: 30_000, ceiling: 30_000 });
  });

  it('moving a budget releases its reservation in the old source and takes it in the new one', () => {
    const command = create();
    const created = given({ source: parentPool(100_000) }).when(command);
    const newParent = randomUUID();
    const newSource: LedgerEvent[] = [{ type: 'LedgerFundsSet', data: { ledgerId: newParent, companyId, funding: 80_000, ceiling: 80_000, at: now } }];
    const move: FundingCommand = { type: 'UpdateBudget', budgetId: command.budgetId, companyId, parent: { budgetId: newParent, companyId, active: true }, now };
    const events = given({ budget: created.budget, own: created.own, source: newSource, previousSource: [...parentPool(100_000), ...created.source!] }).when(move);
    expect(events.source![0]!.data).toMatchObject({ ledgerId: newParent, cents: 50_000 });
    expect(events.previousSource![0]!.data).toMatchObject({ ledgerId: parentId, cents: 0 });
    expect(events.own).toBeUndefined();
  });

  it('refuses, as a conflict, a budget that moved since the caller read its parent', () => {
    const command = create();
    const created = given({ source: parentPool(100_000) }).when(command);
    const rename: FundingCommand = { type: 'UpdateBudget', budgetId: command.budgetId, companyId, funding: 40_000, now };
    expect(refusal(() => given({ budget: created.budget, source: parentPool(100_000) }).when(rename, randomUUID())).code).toBe('CONFLICT');
  });
});
