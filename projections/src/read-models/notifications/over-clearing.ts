import { authorizationCleared, formatMoney } from '@spend/domain';
import type { RecordedEvent } from '@spend/eventstore';
import { notificationRow, type NotificationRow } from './notice';

/** A clearing event that went above its authorization plus tolerance: the budget it drew on, else null. */
export const overClearedBudgetId = (event: RecordedEvent): string | null => {
  if (event.type !== 'AuthorizationCleared') return null;
  const { data } = authorizationCleared.parse({ type: event.type, data: event.data });
  return data.overClearedCents && data.budgetId ? data.budgetId : null;
};

/**
 * The alert that the network forced a clearing through above what was authorized plus its
 * tolerance, to the owner of the budget it was charged to: money left the budget beyond its rules.
 */
export const overClearingNotice = (event: RecordedEvent, owner: { owner_user_id: string | null; name: string }): NotificationRow | null => {
  const { data } = authorizationCleared.parse({ type: event.type, data: event.data });
  if (!data.overClearedCents || !owner.owner_user_id) return null;
  return notificationRow(event, data.companyId, { userId: owner.owner_user_id, role: 'BUDGET_OWNER' }, {
    type: 'alert',
    title: 'Over-clearing',
    message: `A purchase on ${owner.name || 'a budget you own'} cleared at ${formatMoney(data.amountCents)}, ${formatMoney(data.overClearedCents)} above its authorization of ${formatMoney(data.authorizedCents)} and the tolerance. The card network forced it through; review it with the cardholder.`,
  }, { definedAction: 'REVIEW_TRANSACTION', amount: data.amountCents, date: data.at, budgetId: data.budgetId, cardId: data.cardId, transactionId: data.transactionId });
};
