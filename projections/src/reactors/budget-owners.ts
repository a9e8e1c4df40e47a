import { sql, type Transaction } from 'kysely';
import { DomainError, budgetEvent, userDecider, streams } from '@spend/domain';
import { deterministicUuid, handleCommand, type EventStore, type RecordedEvent } from '@spend/eventstore';
import type { ReadModels } from '../read-models';
import type { Projection } from '../types';

interface Budget {
  company_id: string;
  owner_user_id: string | null;
  active: boolean;
}

/** The budget as the reactor knows it after the event (undefined: an event of a budget it never saw created). */
const evolve = (before: Budget | undefined, event: RecordedEvent): Budget | undefined => {
  const parsed = budgetEvent.parse({ type: event.type, data: event.data });
  switch (parsed.type) {
    case 'BudgetCreated':
      return { company_id: parsed.data.companyId, owner_user_id: parsed.data.ownerUserId, active: true };
    case 'BudgetUpdated': {
      const owner = parsed.data.changes.ownerUserId;
      return before && owner !== undefined ? { ...before, owner_user_id: owner } : before;
    }
    case 'BudgetArchived':
    case 'BudgetRestored':
      return before && { ...before, active: parsed.type === 'BudgetRestored' };
    default:
      return before;
  }
};

/** Whose role the change may move: the new owner before the previous one, so a handover grants before it revokes. */
const affectedUsers = (before: Budget | undefined, after: Budget): string[] => {
  if (before && before.owner_user_id === after.owner_user_id && before.active === after.active) return [];
  return [...new Set([after.owner_user_id, before?.owner_user_id])].filter((id): id is string => !!id);
};

const ownsAnActiveBudget = async (trx: Transaction<ReadModels>, userId: string): Promise<boolean> => {
  const { rows } = await sql<{ owns: boolean }>`SELECT EXISTS (SELECT 1 FROM budget_owners WHERE owner_user_id = ${userId} AND active) AS owns`.execute(trx);
  return rows[0]!.owns;
};

/**
 * Budget owners hold BudgetOwner exactly while they own an active budget (spec 4): granted when a
 * budget is created with or handed to them or restored, taken back when they lose or archive their
 * last one. A reactor run by the projection runner: it decides from its own table `budget_owners`,
 * written in the transaction that moves its checkpoint, and sends GrantRole / RevokeRole through the
 * command handler. The runner gives it its events in short runs, each a transaction, so a crash
 * repeats at most one run's commands; their ids come from the event's id, so a command already
 * carried out is not carried out again, and one that was not is.
 */
export const budgetOwnersReactor = (store: EventStore): Projection => ({
  name: 'budget-owners',
  tables: ['budget_owners'],
  eventTypes: ['BudgetCreated', 'BudgetUpdated', 'BudgetArchived', 'BudgetRestored'],
  sendsCommands: true,
  apply: async (trx, events) => {
    for (const event of events) {
      const budgetId = (event.data as { budgetId: string }).budgetId;
      const before = await trx.selectFrom('budget_owners').select(['company_id', 'owner_user_id', 'active']).where('budget_id', '=', budgetId).executeTakeFirst();
      const after = evolve(before, event);
      if (!after) continue;
      await trx.insertInto('budget_owners').values({ budget_id: budgetId, ...after })
        .onConflict((oc) => oc.column('budget_id').doUpdateSet({ owner_user_id: after.owner_user_id, active: after.active })).execute();
      for (const userId of affectedUsers(before, after)) {
        const type = (await ownsAnActiveBudget(trx, userId)) ? 'GrantRole' : 'RevokeRole';
        const context = { companyId: after.company_id, userId: null, correlationId: event.metadata.correlationId, commandId: deterministicUuid(event.id, 'budget-owner', userId) };
        try {
          await handleCommand(store, streams.user(userId), userDecider, { type, userId, companyId: after.company_id, role: 'BudgetOwner', now: event.createdAt.toISOString() }, context);
        } catch (error) {
          // The owner is no member of the budget's company: the role cannot be given, and a retry would not change that.
          if (!DomainError.is(error)) throw error;
        }
      }
    }
    // Nothing a client watches changes here: the members projection announces the role.
    return [];
  },
});
