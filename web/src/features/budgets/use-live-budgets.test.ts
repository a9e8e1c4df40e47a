import { describe, expect, it } from 'vitest';
import type { BudgetChangedSubscription } from '../../generated/graphql';
import { budgetListStale } from './use-live-budgets';

type Pushed = BudgetChangedSubscription['budgetChanged'];
const pushed = (id: string, over: Partial<Pushed> = {}): Pushed => ({ id, active: true, parentBudgetId: null, ...over }) as Pushed;
const rows = [{ id: 'a' }, { id: 'b' }];

describe('which pushed budgets need a list read (the rest only update cached rows)', () => {
  it('reads for a new budget the list would hold, not for a change to one it holds', () => {
    expect(budgetListStale(rows, pushed('a'))).toBe(false);
    expect(budgetListStale(rows, pushed('c'))).toBe(true);
    expect(budgetListStale(undefined, pushed('c'))).toBe(true);
  });

  it('reads when a budget leaves or joins the Active or Archived list', () => {
    expect(budgetListStale(rows, pushed('a', { active: false }), { active: true })).toBe(true);
    expect(budgetListStale(rows, pushed('c', { active: false }), { active: true })).toBe(false);
    expect(budgetListStale(rows, pushed('c', { active: false }), { active: false })).toBe(true);
  });

  it('reads when a top-level list gains or loses a budget by its parent', () => {
    expect(budgetListStale(rows, pushed('c', { parentBudgetId: 'a' }), { topLevel: true })).toBe(false);
    expect(budgetListStale(rows, pushed('b', { parentBudgetId: 'a' }), { topLevel: true })).toBe(true);
    expect(budgetListStale(rows, pushed('c'), { topLevel: true, active: true })).toBe(true);
  });
});
