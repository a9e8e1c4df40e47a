import { budgetIncreaseEvent, formatMoney, reimbursementEvent } from '@spend/domain';
import { deterministicUuid, type RecordedEvent } from '@spend/eventstore';
import type { Insertable } from 'kysely';
import type { NotificationsTable } from '../tables';

type Notice = Insertable<NotificationsTable> & { id: string; company_id: string; user_id: string };

export const REQUEST_NOTICE_EVENT_TYPES = [
  'BudgetIncreaseRequested', 'BudgetIncreaseReviewed', 'BudgetIncreaseReminded', 'BudgetIncreaseCompleted', 'BudgetIncreaseFailed',
  'ReimbursementRequested', 'ReimbursementReviewed', 'ReimbursementReminded', 'ReimbursementPaid',
] as const;

const WAITS = 'waits for your review.';
const waits = (what: string, amount?: number) => `A ${what}${amount ? ` of ${formatMoney(amount)}` : ''} ${WAITS}`;

/** Who approves in an approver's place on the event's day (their delegates), per approver. */
export type DelegatesOf = (approverUserId: string) => readonly string[];

/**
 * Alerts about approval requests (spec 7 Notifications): the approvers of each level when it starts
 * waiting and when it waited too long, and the delegates of those who are away; the requestor at
 * each step. Nobody hears of what they did, nor twice of one event.
 */
export const requestNotices = (event: RecordedEvent, delegatesOf: DelegatesOf = () => []): Notice[] => {
  const raw = { type: event.type, data: event.data };
  const notices: { to: readonly string[]; type: 'alert' | 'info'; title: string; message: string; requestId: string; budgetId?: string }[] = [];
  if (event.type.startsWith('Reimbursement')) {
    const e = reimbursementEvent.parse(raw);
    const requestId = e.data.reimbursementId;
    switch (e.type) {
      case 'ReimbursementRequested':
        notices.push({ to: e.data.levels[0]!.approverUserIds, type: 'alert', title: 'Reimbursement request', message: `${e.data.title}: ${waits('reimbursement', e.data.amount)}`, requestId });
        break;
      case 'ReimbursementReviewed':
        if (e.data.status === 'PENDING') {
          notices.push({ to: e.data.nextApproverUserIds, type: 'alert', title: 'Reimbursement request', message: waits('reimbursement'), requestId });
          notices.push({ to: [e.data.requestorUserId], type: 'info', title: 'Reimbursement approved at one level', message: 'Your reimbursement was approved and waits for the next approver.', requestId });
        } else notices.push({ to: [e.data.requestorUserId], type: 'alert', title: `Reimbursement ${e.data.status.toLowerCase()}`, message: `Your reimbursement was ${e.data.status.toLowerCase()}.`, requestId });
        break;
      case 'ReimbursementReminded':
        notices.push({ to: e.data.approverUserIds, type: 'alert', title: 'Reminder: reimbursement request', message: waits('reimbursement'), requestId });
        break;
      case 'ReimbursementPaid':
        notices.push({ to: [e.data.requestorUserId], type: 'alert', title: 'Reimbursement paid', message: `Your reimbursement of ${formatMoney(e.data.amount)} was paid.`, requestId });
        break;
    }
  } else {
    const e = budgetIncreaseEvent.parse(raw);
    const { requestId } = e.data;
    switch (e.type) {
      case 'BudgetIncreaseRequested':
        notices.push({ to: e.data.levels[0]!.approverUserIds, type: 'alert', title: 'Budget increase request', message: `${waits('budget increase', e.data.amount)} Reason: ${e.data.reason}`, requestId, budgetId: e.data.budgetId });
        break;
      case 'BudgetIncreaseReviewed':
        if (e.data.status === 'PENDING') {
          notices.push({ to: e.data.nextApproverUserIds, type: 'alert', title: 'Budget increase request', message: waits('budget increase'), requestId });
          notices.push({ to: [e.data.requestorUserId], type: 'info', title: 'Budget increase approved at one level', message: 'Your budget increase request was approved and waits for the next approver.', requestId });
        } else notices.push({ to: [e.data.requestorUserId], type: 'alert', title: `Budget increase ${e.data.status.toLowerCase()}`, message: `Your budget increase request was ${e.data.status.toLowerCase()}.`, requestId });
        break;
      case 'BudgetIncreaseReminded':
        notices.push({ to: e.data.approverUserIds, type: 'alert', title: 'Reminder: budget increase request', message: waits('budget increase'), requestId });
        break;
      case 'BudgetIncreaseCompleted':
        notices.push({ to: [e.data.requestorUserId], type: 'alert', title: 'Budget funding raised', message: `The budget's funding was raised by ${formatMoney(e.data.amount)}.`, requestId, budgetId: e.data.budgetId });
        break;
      case 'BudgetIncreaseFailed':
        notices.push({ to: [e.data.requestorUserId], type: 'alert', title: 'Budget increase declined', message: `Your budget increase request was approved but could not be applied: ${e.data.reason}`, requestId, budgetId: e.data.budgetId });
        break;
    }
  }
  // A request waiting for an away approver waits for their delegate too.
  const withDelegates = notices.flatMap((n) => {
    if (!n.message.includes(WAITS)) return [n];
    const delegates = n.to.flatMap(delegatesOf).filter((d) => !n.to.includes(d));
    return delegates.length === 0 ? [n] : [n, { ...n, to: [...new Set(delegates)], message: `${n.message} You approve in place of an approver who is away.` }];
  });
  const seen = new Set<string>();
  return withDelegates.flatMap((n) =>
    n.to.filter((userId) => userId !== event.metadata.userId && !seen.has(userId) && seen.add(userId)).map((userId) => ({
      id: deterministicUuid('notification', event.id, userId), company_id: event.metadata.companyId, user_id: userId, type: n.type, title: n.title,
      message: n.message, read: false, budget_id: n.budgetId ?? null, request_id: n.requestId, created_at: event.createdAt,
    })),
  );
};
