import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { budgetDecider, budgetSnapshot, type BudgetState, type UpdateBudget } from './decider';
import type { BudgetEvent } from './events';

const companyId = randomUUID();
const budgetId = randomUUID();
const [spenderA, spenderB] = [randomUUID(), randomUUID()];
const owner = (userId: string) => ({ userId, companyId, archived: false });
const on = (history: BudgetEvent[], command: Parameters<typeof budgetDecider.decide>[0]): BudgetEvent[] => [...history, ...budgetDecider.decide(command, fold(budgetDecider, history))];
const update = (day: number, changes: Omit<Partial<UpdateBudget>, 'type'>): UpdateBudget => ({ type: 'UpdateBudget', budgetId, companyId, now: `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`, ...changes });

/** A budget's year: created, renamed, refunded, handed over, spenders in and out, a soft limit, archived and restored. */
const history = (): BudgetEvent[] => {
  let events = on([], {
    type: 'CreateBudget', budgetId, companyId, parent: null, name: 'Marketing', color: '#abc', randomColorIndex: 0, number: null, owner: owner(randomUUID()),
    funding: 500_000, softLimit: 'None', overageValue: null, spenderUserIds: [spenderA], now: '2026-03-01T10:00:00.000Z',
  });
  events = on(events, update(2, { name: 'Growth', funding: 650_000 }));
  events = on(events, update(3, { number: '42', owner: owner(randomUUID()), softLimit: 'Amount', overageValue: 5_000 }));
  events = on(events, update(4, { connectSpenderUserIds: [spenderB] }));
  events = on(events, update(5, { disconnectSpenderUserIds: [spenderA] }));
  events = on(events, { type: 'ArchiveBudget', budgetId, companyId, now: '2026-03-06T10:00:00.000Z' });
  return on(events, { type: 'RestoreBudget', budgetId, companyId, now: '2026-03-07T10:00:00.000Z' });
};

const roundTrip = (state: BudgetState): BudgetState => budgetSnapshot.restore(JSON.parse(JSON.stringify(budgetSnapshot.save(state))));

describe('the budget snapshot', () => {
  it('covers a history with every kind of budget event', () => {
    expect(new Set(history().map((e) => e.type))).toEqual(new Set(['BudgetCreated', 'BudgetUpdated', 'BudgetSpendersConnected', 'BudgetSpendersDisconnected', 'BudgetArchived', 'BudgetRestored']));
  });

  it('folding on from a snapshot taken after any event gives the state of the whole fold', () => {
    const events = history();
    const whole = fold(budgetDecider, events);
    expect(whole).toMatchObject({ name: 'Growth', funding: 650_000, number: '42', spenderUserIds: [spenderB], active: true });
    for (let k = 0; k <= events.length; k++) {
      const restored = roundTrip(fold(budgetDecider, events.slice(0, k)));
      expect(events.slice(k).reduce(budgetDecider.evolve, restored)).toEqual(whole);
    }
  });
});
