import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetEvent } from '@spend/domain';
import { recorded, setUpReadModels, type ReadModelTestDatabase } from '../testing';
import { budgetsProjection } from './projection';

let rm: ReadModelTestDatabase;
beforeAll(async () => {
  rm = await setUpReadModels('rm_budgets');
});
afterAll(() => rm.close());

const t0 = '2026-03-01T10:00:00.000Z';
const t1 = '2026-03-02T10:00:00.000Z';
const t2 = '2026-03-03T10:00:00.000Z';

const created = (budgetId: string, companyId: string, overrides: Partial<Extract<BudgetEvent, { type: 'BudgetCreated' }>['data']> = {}): BudgetEvent => ({
  type: 'BudgetCreated',
  data: {
    budgetId, companyId, parentBudgetId: null, name: 'Marketing', color: '#abc', number: null, ownerUserId: randomUUID(), funding: 500_000,
    softLimit: 'None', overageValue: 0, currency: 'USD', startAt: t0, endAt: '2027-03-01T10:00:00.000Z', spenderUserIds: [], createdAt: t0, ...overrides,
  },
});
const updated = (budgetId: string, companyId: string, changes: Extract<BudgetEvent, { type: 'BudgetUpdated' }>['data']['changes'], at = t1): BudgetEvent => ({
  type: 'BudgetUpdated', data: { budgetId, companyId, changes, updatedAt: at },
});
const spenders = (type: 'BudgetSpendersConnected' | 'BudgetSpendersDisconnected', budgetId: string, companyId: string, userIds: string[]): BudgetEvent => ({
  type, data: { budgetId, companyId, userIds, at: t1 },
});

const budget = (id: string) => rm.projector.selectFrom('budgets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const spenderIds = async (budgetId: string) =>
  (await rm.projector.selectFrom('budget_spenders').select('user_id').where('budget_id', '=', budgetId).orderBy('user_id').execute()).map((r) => r.user_id);

describe('budgets projection', () => {
  it('folds a whole batch into one row per budget', async () => {
    const companyId = randomUUID();
    const [id, parent] = [randomUUID(), randomUUID()];
    const changes = await rm.apply(budgetsProjection, [
      recorded(created(parent, companyId, { name: 'Top' })),
      recorded(created(id, companyId, { parentBudgetId: parent, number: '123' })),
      recorded(updated(id, companyId, { name: 'Brand', funding: 750_000 })),
      recorded(updated(id, companyId, { softLimit: 'Amount', overageValue: 9_007_199_254_740_991, number: null }, t2)),
      recorded({ type: 'BudgetArchived', data: { budgetId: id, companyId, at: t2 } }),
    ]);
    expect(changes).toEqual([{ companyId, what: 'budgets', ids: [parent, id] }]);
    expect(await budget(id)).toEqual({
      id, company_id: companyId, parent_budget_id: parent, name: 'Brand', color: '#abc', number: null, owner_user_id: expect.any(String),
      funding: '750000', soft_limit: 'Amount', overage_value: '9007199254740991', currency: 'USD', start_at: new Date(t0),
      end_at: new Date('2027-03-01T10:00:00.000Z'), active: false, created_at: new Date(t0), updated_at: new Date(t2),
    });
  });

  it('loads rows written by earlier batches and changes only what the events say', async () => {
    const companyId = randomUUID();
    const id = randomUUID();
    await rm.apply(budgetsProjection, [recorded(created(id, companyId))]);
    await rm.apply(budgetsProjection, [recorded({ type: 'BudgetArchived', data: { budgetId: id, companyId, at: t1 } })]);
    const changes = await rm.apply(budgetsProjection, [
      recorded({ type: 'BudgetRestored', data: { budgetId: id, companyId, at: t2 } }),
      recorded(updated(id, companyId, { funding: 1 }, t2)),
    ]);
    expect(changes).toEqual([{ companyId, what: 'budgets', ids: [id] }]);
    expect(await budget(id)).toMatchObject({ name: 'Marketing', funding: '1', active: true, created_at: new Date(t0), updated_at: new Date(t2) });
  });

  it('keeps spenders from creation, connects and disconnects, the last change in a batch winning', async () => {
    const companyId = randomUUID();
    const id = randomUUID();
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()].sort() as [string, string, string];
    await rm.apply(budgetsProjection, [recorded(created(id, companyId, { spenderUserIds: [a] })), recorded(spenders('BudgetSpendersConnected', id, companyId, [b]))]);
    expect(await spenderIds(id)).toEqual([a, b]);
    const changes = await rm.apply(budgetsProjection, [
      recorded(spenders('BudgetSpendersConnected', id, companyId, [c])),
      recorded(spenders('BudgetSpendersDisconnected', id, companyId, [a, c])),
      recorded(spenders('BudgetSpendersConnected', id, companyId, [a])),
    ]);
    expect(changes).toEqual([{ companyId, what: 'budgets', ids: [id] }]);
    expect(await spenderIds(id)).toEqual([a, b]);
    await rm.apply(budgetsProjection, [recorded(spenders('BudgetSpendersDisconnected', id, companyId, [a, b]))]);
    expect(await spenderIds(id)).toEqual([]);
    const rows = await rm.projector.selectFrom('budget_spenders').selectAll().where('company_id', '=', companyId).execute();
    expect(rows).toEqual([]);
  });

  it('moves a budget under another parent and back to the top level', async () => {
    const companyId = randomUUID();
    const [id, parent] = [randomUUID(), randomUUID()];
    await rm.apply(budgetsProjection, [recorded(created(parent, companyId)), recorded(created(id, companyId))]);
    await rm.apply(budgetsProjection, [recorded(updated(id, companyId, { parentBudgetId: parent }))]);
    expect((await budget(id)).parent_budget_id).toBe(parent);
    await rm.apply(budgetsProjection, [recorded(updated(id, companyId, { parentBudgetId: null }, t2))]);
    expect(await budget(id)).toMatchObject({ parent_budget_id: null, name: 'Marketing', updated_at: new Date(t2) });
  });

  it('reports changes per company', async () => {
    const [companyA, companyB] = [randomUUID(), randomUUID()];
    const [x, y] = [randomUUID(), randomUUID()];
    const changes = await rm.apply(budgetsProjection, [recorded(created(x, companyA)), recorded(created(y, companyB))]);
    expect(changes).toEqual([
      { companyId: companyA, what: 'budgets', ids: [x] },
      { companyId: companyB, what: 'budgets', ids: [y] },
    ]);
  });

  it('rebuilds twenty thousand events in batches of a thousand to each budget\'s last version (its speed is the benchmark\'s, npm run bench)', async () => {
    const companyId = randomUUID();
    const ids = Array.from({ length: 1_000 }, () => randomUUID());
    const events = ids.flatMap((id) => [
      recorded(created(id, companyId)),
      ...Array.from({ length: 19 }, (_, i) => recorded(updated(id, companyId, { funding: 100_000 + i, name: `Budget v${i}` }))),
    ]);
    for (let i = 0; i < events.length; i += 1_000) await rm.apply(budgetsProjection, events.slice(i, i + 1_000));
    const { n } = await rm.projector.selectFrom('budgets').select((eb) => eb.fn.countAll<string>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(1_000);
    expect((await budget(ids[0]!)).funding).toBe('100018');
  });
});
