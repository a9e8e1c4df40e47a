import type { Insertable, Selectable } from 'kysely';
import { budgetEvent, type BudgetEvent } from '@spend/domain';
import type { BudgetsTable } from '../tables';
import type { Projection } from '../../types';
import { changesByCompany, upsertRows } from '../upsert';

type BudgetRow = Insertable<BudgetsTable> & { id: string; company_id: string };

const fromSelected = (row: Selectable<BudgetsTable>): BudgetRow => ({ ...row });

const evolve = (row: BudgetRow | undefined, event: BudgetEvent): BudgetRow | undefined => {
  switch (event.type) {
    case 'BudgetCreated': {
      const d = event.data;
      return {
        id: d.budgetId, company_id: d.companyId, parent_budget_id: d.parentBudgetId, name: d.name, color: d.color, number: d.number,
        owner_user_id: d.ownerUserId, funding: d.funding, soft_limit: d.softLimit, overage_value: d.overageValue, currency: d.currency,
        start_at: d.startAt, end_at: d.endAt, active: true, created_at: d.createdAt, updated_at: d.createdAt,
      };
    }
    case 'BudgetUpdated': {
      if (!row) return row;
      const c = event.data.changes;
      return {
        ...row,
        ...(c.name !== undefined && { name: c.name }),
        ...(c.funding !== undefined && { funding: c.funding }),
        ...(c.number !== undefined && { number: c.number }),
        ...(c.ownerUserId !== undefined && { owner_user_id: c.ownerUserId }),
        ...(c.softLimit !== undefined && { soft_limit: c.softLimit }),
        ...(c.overageValue !== undefined && { overage_value: c.overageValue }),
        updated_at: event.data.updatedAt,
      };
    }
    case 'BudgetArchived':
    case 'BudgetRestored':
      return row && { ...row, active: event.type === 'BudgetRestored', updated_at: event.data.at };
  }
};

/** Budgets and their spenders: rows touched by a batch are loaded once, folded, and written once. */
export const budgetsProjection: Projection = {
  name: 'budgets',
  tables: ['budgets', 'budget_spenders'],
  eventTypes: ['BudgetCreated', 'BudgetUpdated', 'BudgetArchived', 'BudgetRestored'],
  apply: async (trx, recorded) => {
    const events = recorded.map((e) => budgetEvent.parse({ type: e.type, data: e.data }));
    const ids = [...new Set(events.map((e) => e.data.budgetId))];
    const existing = await trx.selectFrom('budgets').selectAll().where('id', 'in', ids).execute();
    const rows = new Map<string, BudgetRow | undefined>(existing.map((r) => [r.id, fromSelected(r)]));
    const spenders: { budget_id: string; user_id: string; company_id: string }[] = [];
    for (const event of events) {
      rows.set(event.data.budgetId, evolve(rows.get(event.data.budgetId), event));
      if (event.type === 'BudgetCreated') {
        for (const userId of event.data.spenderUserIds) spenders.push({ budget_id: event.data.budgetId, user_id: userId, company_id: event.data.companyId });
      }
    }
    const changed = [...rows.values()].filter((r): r is BudgetRow => r !== undefined && ids.includes(r.id));
    await upsertRows(trx, 'budgets', ['id'], changed);
    await upsertRows(trx, 'budget_spenders', ['budget_id', 'user_id'], spenders);
    return changesByCompany('budgets', changed);
  },
};
