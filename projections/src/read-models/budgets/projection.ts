import { sql, type Selectable } from 'kysely';
import { BUDGET_EVENT_TYPES, budgetEvent, type BudgetEvent } from '@spend/domain';
import type { BudgetsTable, NewBudgetRow } from '../tables';
import type { Projection } from '../../types';
import { changesByCompany, upsertRows } from '../upsert';

type Row = NewBudgetRow & { id: string; company_id: string };

const evolve = (row: Row | undefined, event: BudgetEvent): Row | undefined => {
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
        ...(c.parentBudgetId !== undefined && { parent_budget_id: c.parentBudgetId }),
        ...(c.softLimit !== undefined && { soft_limit: c.softLimit }),
        ...(c.overageValue !== undefined && { overage_value: c.overageValue }),
        updated_at: event.data.updatedAt,
      };
    }
    case 'BudgetArchived':
    case 'BudgetRestored':
      return row && { ...row, active: event.type === 'BudgetRestored', updated_at: event.data.at };
    case 'BudgetSpendersConnected':
    case 'BudgetSpendersDisconnected':
      return row;
  }
};

/** The batch's net effect on budget_spenders: per (budget, user) the last connect or disconnect wins. */
class SpenderChanges {
  private readonly last = new Map<string, { budget_id: string; user_id: string; company_id: string; connected: boolean }>();

  set(budgetId: string, companyId: string, userIds: readonly string[], connected: boolean): void {
    for (const userId of userIds) this.last.set(`${budgetId}/${userId}`, { budget_id: budgetId, user_id: userId, company_id: companyId, connected });
  }

  get connected() {
    return [...this.last.values()].filter((s) => s.connected).map(({ budget_id, user_id, company_id }) => ({ budget_id, user_id, company_id }));
  }

  get disconnected() {
    return [...this.last.values()].filter((s) => !s.connected);
  }
}

/**
 * Budgets and their spenders, written for throughput: the rows a batch touches are loaded once,
 * the batch is folded in memory, and each changed row is written once (multi-row upserts).
 */
export const budgetsProjection: Projection = {
  name: 'budgets',
  tables: ['budgets', 'budget_spenders'],
  eventTypes: BUDGET_EVENT_TYPES,
  apply: async (trx, recorded) => {
    const events = recorded.map((e) => budgetEvent.parse({ type: e.type, data: e.data }));
    // Budgets created in this batch need no read; the others are loaded once.
    const createdHere = new Set(events.filter((e) => e.type === 'BudgetCreated').map((e) => e.data.budgetId));
    const ids = [...new Set(events.filter((e) => !createdHere.has(e.data.budgetId)).map((e) => e.data.budgetId))];
    const rows = new Map<string, Row | undefined>();
    if (ids.length > 0) {
      const existing: Selectable<BudgetsTable>[] = await trx.selectFrom('budgets').selectAll().where('id', 'in', ids).execute();
      for (const row of existing) rows.set(row.id, row);
    }
    const rowChanged = new Set<string>();
    const spenders = new SpenderChanges();
    const touched: { id: string; company_id: string }[] = [];
    for (const event of events) {
      const { budgetId, companyId } = event.data;
      touched.push({ id: budgetId, company_id: companyId });
      switch (event.type) {
        case 'BudgetCreated':
          spenders.set(budgetId, companyId, event.data.spenderUserIds, true);
          break;
        case 'BudgetSpendersConnected':
        case 'BudgetSpendersDisconnected':
          spenders.set(budgetId, companyId, event.data.userIds, event.type === 'BudgetSpendersConnected');
          continue;
      }
      rows.set(budgetId, evolve(rows.get(budgetId), event));
      rowChanged.add(budgetId);
    }
    const changed = [...rowChanged].map((id) => rows.get(id)).filter((r): r is Row => r !== undefined);
    await upsertRows(trx, 'budgets', ['id'], changed);
    await upsertRows(trx, 'budget_spenders', ['budget_id', 'user_id'], spenders.connected);
    const removed = spenders.disconnected;
    if (removed.length > 0) {
      await sql`
        DELETE FROM budget_spenders s
        USING unnest(${removed.map((r) => r.budget_id)}::uuid[], ${removed.map((r) => r.user_id)}::uuid[]) AS gone(budget_id, user_id)
        WHERE s.budget_id = gone.budget_id AND s.user_id = gone.user_id`.execute(trx);
    }
    return changesByCompany('budgets', touched);
  },
};
