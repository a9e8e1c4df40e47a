import { formatMoney, policyOutcomeRecorded } from '@spend/domain';
import type { RecordedEvent } from '@spend/eventstore';
import { notificationRow, type NotificationRow } from './notice';

/** A transaction judged out of policy: the budget it was charged to, else null. */
export const outOfPolicyBudgetId = (event: RecordedEvent): string | null => {
  if (event.type !== 'PolicyOutcomeRecorded') return null;
  const { data } = policyOutcomeRecorded.parse({ type: event.type, data: event.data });
  return data.outcome === 'OUT_OF_POLICY' ? data.budgetId : null;
};

/**
 * The alert that a purchase on a budget is out of the company's expense policy (issue #27 item 5),
 * to the budget's owner, with the policy's own explanation: they answer for the budget's spend.
 */
export const outOfPolicyNotice = (event: RecordedEvent, owner: { owner_user_id: string | null; name: string }): NotificationRow | null => {
  const { data } = policyOutcomeRecorded.parse({ type: event.type, data: event.data });
  if (data.outcome !== 'OUT_OF_POLICY' || !owner.owner_user_id) return null;
  const why = data.findings.filter((f) => f.outcome === 'OUT_OF_POLICY').map((f) => f.message).join('; ');
  return notificationRow(event, data.companyId, { userId: owner.owner_user_id, role: 'BUDGET_OWNER' }, {
    type: 'alert',
    title: 'Out of policy',
    message: `A purchase of ${formatMoney(data.amountCents)} at ${data.merchant} on ${owner.name || 'a budget you own'} is out of policy: ${why}.`,
  }, { definedAction: 'REVIEW_POLICY', amount: data.amountCents, date: data.at, budgetId: data.budgetId, transactionId: data.transactionId });
};
