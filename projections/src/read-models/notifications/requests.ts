import { budgetIncreaseEvent, formatMoney, reimbursementEvent, type NotificationUserRole } from '@spend/domain';
import type { RecordedEvent } from '@spend/eventstore';
import { notificationRow, type NoticeData, type NoticeText, type NotificationRow } from './notice';

export const REQUEST_NOTICE_EVENT_TYPES = [
  'BudgetIncreaseRequested', 'BudgetIncreaseReviewed', 'BudgetIncreaseReminded', 'BudgetIncreaseCompleted', 'BudgetIncreaseFailed',
  'ReimbursementRequested', 'ReimbursementReviewed', 'ReimbursementReminded', 'ReimbursementPaid',
] as const;

const WAITS = 'waits for your review.';
const waits = (what: string, amount?: number) => `A ${what}${amount ? ` of ${formatMoney(amount)}` : ''} ${WAITS}`;

/** Who approves in an approver's place on the event's day (their delegates), per approver. */
export type DelegatesOf = (approverUserId: string) => readonly string[];

interface Pending { to: readonly string[]; role: NotificationUserRole; text: NoticeText; data: NoticeData }

const alert = (title: string, message: string): NoticeText => ({ type: 'alert', title, message });

/**
 * A request's review, for either kind: a final outcome tells the requestor; an approval at one
 * level tells the next approvers it waits for them and the requestor how far it got.
 */
const reviewedNotices = (
  kind: { label: string; noun: string; yours: string },
  review: { status: string; requestorUserId: string; nextApproverUserIds: string[] },
  data: NoticeData,
): Pending[] => {
  const status = review.status.toLowerCase();
  if (review.status !== 'PENDING') return [{ to: [review.requestorUserId], role: 'REQUESTOR', text: alert(`${kind.label} ${status}`, `${kind.yours} was ${status}.`), data }];
  return [
    { to: review.nextApproverUserIds, role: 'APPROVER', text: alert(`${kind.label} request`, waits(kind.noun)), data: { ...data, definedAction: 'APPROVE_REQUEST' } },
    { to: [review.requestorUserId], role: 'REQUESTOR', text: { type: 'info', title: `${kind.label} approved at one level`, message: `${kind.yours} was approved and waits for the next approver.` }, data },
  ];
};

/** The notices of a reimbursement's event, before delegates and duplicates. */
const reimbursementNotices = (event: RecordedEvent): Pending[] => {
  const e = reimbursementEvent.parse({ type: event.type, data: event.data });
  const about = { reimbursementId: e.data.reimbursementId };
  switch (e.type) {
    case 'ReimbursementRequested': {
      // The purchase it pays back, when it is one.
      const transactionId = e.data.transactionIds.length === 1 ? e.data.transactionIds[0] : null;
      const data: NoticeData = { ...about, definedAction: 'APPROVE_REQUEST', status: 'PENDING', amount: e.data.amount, date: e.data.requestedAt, notifierUserId: e.data.requestorUserId, budgetId: e.data.budgetId, transactionId };
      return [{ to: e.data.levels[0]!.approverUserIds, role: 'APPROVER', text: alert('Reimbursement request', `${e.data.title}: ${waits('reimbursement', e.data.amount)}`), data }];
    }
    case 'ReimbursementReviewed': {
      const data: NoticeData = { ...about, definedAction: 'REQUEST_UPDATED', status: e.data.status, date: e.data.reviewedAt, notifierUserId: e.data.reviewerUserId };
      return reviewedNotices({ label: 'Reimbursement', noun: 'reimbursement', yours: 'Your reimbursement' }, e.data, data);
    }
    case 'ReimbursementReminded':
      return [{ to: e.data.approverUserIds, role: 'APPROVER', text: alert('Reminder: reimbursement request', waits('reimbursement')), data: { ...about, definedAction: 'APPROVE_REQUEST', status: 'PENDING', date: e.data.remindedAt } }];
    case 'ReimbursementPaid':
      return [{
        to: [e.data.requestorUserId], role: 'REQUESTOR', text: alert('Reimbursement paid', `Your reimbursement of ${formatMoney(e.data.amount)} was paid.`),
        data: { ...about, definedAction: 'REQUEST_UPDATED', status: 'COMPLETED', amount: e.data.amount, date: e.data.paidOn, notifierUserId: event.metadata.userId },
      }];
  }
};

/** The notices of a budget increase request's event, before delegates and duplicates. */
const budgetIncreaseNotices = (event: RecordedEvent): Pending[] => {
  const e = budgetIncreaseEvent.parse({ type: event.type, data: event.data });
  const about = { budgetIncreaseId: e.data.requestId };
  switch (e.type) {
    case 'BudgetIncreaseRequested': {
      const data: NoticeData = { ...about, definedAction: 'APPROVE_REQUEST', status: 'PENDING', amount: e.data.amount, date: e.data.requestedAt, notifierUserId: e.data.requestorUserId, budgetId: e.data.budgetId };
      return [{ to: e.data.levels[0]!.approverUserIds, role: 'APPROVER', text: alert('Budget increase request', `${waits('budget increase', e.data.amount)} Reason: ${e.data.reason}`), data }];
    }
    case 'BudgetIncreaseReviewed': {
      const data: NoticeData = { ...about, definedAction: 'REQUEST_UPDATED', status: e.data.status, date: e.data.reviewedAt, notifierUserId: e.data.reviewerUserId };
      return reviewedNotices({ label: 'Budget increase', noun: 'budget increase', yours: 'Your budget increase request' }, e.data, data);
    }
    case 'BudgetIncreaseReminded':
      return [{ to: e.data.approverUserIds, role: 'APPROVER', text: alert('Reminder: budget increase request', waits('budget increase')), data: { ...about, definedAction: 'APPROVE_REQUEST', status: 'PENDING', date: e.data.remindedAt } }];
    case 'BudgetIncreaseCompleted':
      return [{
        to: [e.data.requestorUserId], role: 'REQUESTOR', text: alert('Budget funding raised', `The budget's funding was raised by ${formatMoney(e.data.amount)}.`),
        data: { ...about, definedAction: 'REQUEST_UPDATED', status: 'COMPLETED', amount: e.data.amount, date: e.data.completedAt, budgetId: e.data.budgetId },
      }];
    case 'BudgetIncreaseFailed':
      return [{
        to: [e.data.requestorUserId], role: 'REQUESTOR', text: alert('Budget increase declined', `Your budget increase request was approved but could not be applied: ${e.data.reason}`),
        data: { ...about, definedAction: 'REQUEST_UPDATED', status: 'DECLINED', amount: e.data.amount, date: e.data.failedAt, budgetId: e.data.budgetId },
      }];
  }
};

/**
 * Alerts about approval requests (spec 7 Notifications): the approvers of each level when it starts
 * waiting and when it waited too long, and the delegates of those who are away; the requestor at
 * each step. Nobody hears of what they did, nor twice of one event.
 */
export const requestNotices = (event: RecordedEvent, delegatesOf: DelegatesOf = () => []): NotificationRow[] => {
  const notices = event.type.startsWith('Reimbursement') ? reimbursementNotices(event) : budgetIncreaseNotices(event);
  // A request waiting for an away approver waits for their delegate too.
  const withDelegates = notices.flatMap((n): Pending[] => {
    if (!n.text.message.includes(WAITS)) return [n];
    const delegates = n.to.flatMap(delegatesOf).filter((d) => !n.to.includes(d));
    return delegates.length === 0 ? [n] : [n, { ...n, to: [...new Set(delegates)], role: 'DELEGATE', text: { ...n.text, message: `${n.text.message} You approve in place of an approver who is away.` } }];
  });
  const seen = new Set<string>();
  return withDelegates.flatMap((n) =>
    n.to.filter((userId) => userId !== event.metadata.userId && !seen.has(userId) && seen.add(userId))
      .map((userId) => notificationRow(event, event.metadata.companyId, { userId, role: n.role }, n.text, n.data)),
  );
};
