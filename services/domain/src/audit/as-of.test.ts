import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BudgetEvent } from '../budgets/events';
import { auditedAggregateOf, diffStates, evolveAsOf, foldAsOf, historySteps, redactSecrets, redactSecretsJson } from './as-of';
import { streams } from '../shared/streams';

const budgetId = randomUUID();
const companyId = randomUUID();
const created: BudgetEvent = {
  type: 'BudgetCreated',
  data: {
    budgetId, companyId, parentBudgetId: null, name: 'Travel', color: '#abc', number: null, ownerUserId: null, funding: 10_000,
    softLimit: 'None', overageValue: 0, spenderUserIds: [], startAt: '2026-01-01T00:00:00.000Z', endAt: '2027-01-01T00:00:00.000Z', createdAt: '2026-01-01T00:00:00.000Z',
  } as never,
};

describe('as-of state for auditors', () => {
  it('knows which streams it folds', () => {
    expect(auditedAggregateOf(streams.budget(budgetId))).toBe('budget');
    expect(auditedAggregateOf(streams.card(budgetId))).toBe('card');
    expect(auditedAggregateOf(streams.company(companyId))).toBe('company');
    expect(auditedAggregateOf(streams.inbox(companyId))).toBeNull();
    expect(auditedAggregateOf('nonsense')).toBeNull();
    // A budget increase request's stream starts like a budget's but is not one.
    expect(auditedAggregateOf(streams.budgetIncrease(budgetId))).toBeNull();
  });

  it("folds a budget's events with the budget's own evolve", () => {
    expect(foldAsOf('budget', [])).toMatchObject({ exists: false, funding: 0 });
    expect(foldAsOf('budget', [created])).toMatchObject({ exists: true, name: 'Travel', funding: 10_000, companyId });
    expect(evolveAsOf('budget', undefined, created)).toEqual(foldAsOf('budget', [created]));
  });

  it('diffs top-level fields, comparing arrays and objects by value', () => {
    expect(diffStates({ a: 1, b: [1], c: 'x' }, { a: 1, b: [1, 2], c: 'x', d: true })).toEqual([
      { field: 'b', before: [1], after: [1, 2] },
      { field: 'd', before: undefined, after: true },
    ]);
    expect(diffStates({ a: { x: 1 } }, { a: { x: 1 } })).toEqual([]);
  });

  it('tells what each event changed, step by step', () => {
    const steps = historySteps('budget', [created, { type: 'BudgetUpdated', data: { budgetId, companyId, changes: { funding: 25_075 } } } as never]);
    expect(steps).toHaveLength(2);
    expect(steps[0]).toEqual(expect.arrayContaining([{ field: 'name', before: '', after: 'Travel' }, { field: 'exists', before: false, after: true }]));
    expect(steps[1]).toEqual([{ field: 'funding', before: 10_000, after: 25_075 }]);
  });

  it('redacts credentials from event data', () => {
    expect(redactSecrets({ itemId: 'x', accessToken: 'access-secret' })).toEqual({ itemId: 'x', accessToken: '[redacted]' });
    expect(redactSecrets(null)).toBeNull();
  });

  it('redacts credentials from event data as JSON text, and leaves text without them as it is', () => {
    expect(JSON.parse(redactSecretsJson('{"itemId": "x", "secretSha256": "abc"}'))).toEqual({ itemId: 'x', secretSha256: '[redacted]' });
    const plain = '{"itemId": "x", "note": "no token"}';
    expect(redactSecretsJson(plain)).toBe(plain);
  });
});
