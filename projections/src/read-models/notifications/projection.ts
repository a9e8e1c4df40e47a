import { approvalDelegationEvent, budgetEvent, formatMoney, notificationsRead } from '@spend/domain';
import type { RecordedEvent } from '@spend/eventstore';
import type { Insertable, Transaction } from 'kysely';
import type { NotificationBudgetOwnersTable, ReadModels } from '../tables';
import type { Projection, ReadModelChange } from '../../types';
import { upsertRows } from '../upsert';
import { REQUEST_NOTICE_EVENT_TYPES, requestNotices, type DelegatesOf } from './requests';
import { overClearedBudgetId, overClearingNotice } from './over-clearing';
import { outOfPolicyBudgetId, outOfPolicyNotice } from './policy-alerts';
import { snapshotNotice } from './snapshots';
import { achPaymentReturnedNotices, paymentMissedNotices } from './account';
import { revealNotices } from './reveals';
import { reconciliationNotices } from './reconciliation';
import { receiptRequestNotice } from './receipt-requests';
import { notificationRow, type NoticeData, type NoticeText, type NotificationRow } from './notice';

type Owner = Insertable<NotificationBudgetOwnersTable> & { budget_id: string; owner_user_id: string | null; name: string };

/** What a budget event tells its owner (text and spec 3 notificationData), unless the owner did it. */
const noticeFor = (event: RecordedEvent, owner: Owner): { text: NoticeText; data: NoticeData } | null => {
  const parsed = budgetEvent.safeParse({ type: event.type, data: event.data });
  if (!parsed.success) return null;
  const e = parsed.data;
  const data = { definedAction: 'REVIEW_BUDGET', budgetId: e.data.budgetId, notifierUserId: event.metadata.userId } as const;
  switch (e.type) {
    case 'BudgetCreated':
      return { text: { type: 'info', title: 'New budget', message: `You are the owner of the new budget ${e.data.name}.` }, data: { ...data, amount: e.data.funding, date: e.data.createdAt } };
    case 'BudgetUpdated':
      if (e.data.changes.funding === undefined) return null;
      return { text: { type: 'alert', title: 'Budget funding changed', message: `${owner.name} is now funded with ${formatMoney(e.data.changes.funding)}.` }, data: { ...data, amount: e.data.changes.funding, date: e.data.updatedAt } };
    case 'BudgetArchived':
      return { text: { type: 'alert', title: 'Budget archived', message: `${owner.name} was archived.` }, data: { ...data, date: e.data.at } };
    case 'BudgetRestored':
      return { text: { type: 'info', title: 'Budget restored', message: `${owner.name} was restored.` }, data: { ...data, date: e.data.at } };
    default:
      return null;
  }
};

/** Delegations kept in event order, so each request sees those in force when it was recorded. */
const recordDelegation = async (trx: Transaction<ReadModels>, event: RecordedEvent): Promise<void> => {
  const e = approvalDelegationEvent.parse({ type: event.type, data: event.data });
  if (e.type === 'ApprovalDelegationCancelled') {
    await trx.deleteFrom('notification_delegations').where('delegation_id', '=', e.data.delegationId).execute();
    return;
  }
  const { delegationId, companyId, userId, delegateUserId, startsOn, endsOn } = e.data;
  await upsertRows(trx, 'notification_delegations', ['delegation_id'], [{ delegation_id: delegationId, company_id: companyId, user_id: userId, delegate_user_id: delegateUserId, starts_on: startsOn, ends_on: endsOn }]);
};

/** The delegates of the event's company in force on the event's day (UTC, both ends included), by approver. */
const delegatesOn = async (trx: Transaction<ReadModels>, event: RecordedEvent): Promise<DelegatesOf> => {
  const day = event.createdAt.toISOString().slice(0, 10);
  const rows = await trx.selectFrom('notification_delegations').select(['user_id', 'delegate_user_id'])
    .where('company_id', '=', event.metadata.companyId).where('starts_on', '<=', day).where('ends_on', '>=', day).execute();
  return (approver) => rows.filter((r) => r.user_id === approver).map((r) => r.delegate_user_id);
};

/**
 * Notifications derived from events: a budget's owner hears about changes others make to it.
 * Each notification's id comes from its event, so replays and rebuilds make the same rows.
 */
export const notificationsProjection: Projection = {
  name: 'notifications',
  tables: ['notifications', 'notification_budget_owners', 'notification_delegations', 'notification_card_reveals'],
  eventTypes: [
    'BudgetCreated', 'BudgetUpdated', 'BudgetArchived', 'BudgetRestored', 'NotificationsRead', 'TenantSnapshotCompleted', 'AuthorizationCleared', 'PaymentMissed', 'AchPaymentReturned', 'AccountingReconciled', 'ApprovalsDelegated',
    'ApprovalDelegationCancelled', 'CardSecretsRevealed', 'PolicyOutcomeRecorded', 'ReceiptRequested', ...REQUEST_NOTICE_EVENT_TYPES,
  ],
  apply: async (trx, events) => {
    const budgetIds = [...new Set(events.filter((e) => e.type.startsWith('Budget') && !e.type.startsWith('BudgetIncrease')).map((e) => (e.data as { budgetId: string }).budgetId))];
    // Budgets whose owners hear of a purchase: over-cleared, or out of the expense policy.
    const alerted = events.map((e) => overClearedBudgetId(e) ?? outOfPolicyBudgetId(e)).filter((id): id is string => id !== null);
    const lookup = [...new Set([...budgetIds, ...alerted])];
    const known = lookup.length ? await trx.selectFrom('notification_budget_owners').selectAll().where('budget_id', 'in', lookup).execute() : [];
    const owners = new Map<string, Owner>(known.map((o) => [o.budget_id, o]));
    const created: NotificationRow[] = [];
    const changes: ReadModelChange[] = [];
    for (const event of events) {
      if (event.type === 'NotificationsRead') {
        const { data } = notificationsRead.parse({ type: event.type, data: event.data });
        // Rows made earlier in this batch (a rebuild replays both) are still in memory.
        for (const row of created) if (row.user_id === data.userId && data.notificationIds.includes(row.id)) row.read = true;
        await trx.updateTable('notifications').set({ read: true }).where('id', 'in', data.notificationIds).where('user_id', '=', data.userId).execute();
        changes.push({ companyId: data.companyId, what: 'notifications', ids: data.notificationIds });
        continue;
      }
      if (event.type === 'TenantSnapshotCompleted' || event.type === 'ReceiptRequested') {
        const notice = event.type === 'ReceiptRequested' ? receiptRequestNotice(event) : snapshotNotice(event);
        created.push(notice);
        changes.push({ companyId: notice.company_id, what: 'notifications', ids: [notice.id] });
        continue;
      }
      if (event.type === 'PaymentMissed' || event.type === 'AchPaymentReturned' || event.type === 'AccountingReconciled' || event.type === 'CardSecretsRevealed') {
        const notify = { PaymentMissed: paymentMissedNotices, AchPaymentReturned: achPaymentReturnedNotices, AccountingReconciled: reconciliationNotices, CardSecretsRevealed: revealNotices }[event.type];
        const notices = await notify(trx, event);
        created.push(...notices);
        if (notices.length > 0) changes.push({ companyId: notices[0]!.company_id, what: 'notifications', ids: notices.map((n) => n.id) });
        continue;
      }
      if (event.type === 'AuthorizationCleared' || event.type === 'PolicyOutcomeRecorded') {
        const cleared = event.type === 'AuthorizationCleared';
        const budgetId = cleared ? overClearedBudgetId(event) : outOfPolicyBudgetId(event);
        const owner = budgetId ? owners.get(budgetId) : undefined;
        const notice = owner ? (cleared ? overClearingNotice : outOfPolicyNotice)(event, owner) : null;
        if (notice) {
          created.push(notice);
          changes.push({ companyId: notice.company_id, what: 'notifications', ids: [notice.id] });
        }
        continue;
      }
      if (event.type === 'ApprovalsDelegated' || event.type === 'ApprovalDelegationCancelled') {
        await recordDelegation(trx, event);
        continue;
      }
      if ((REQUEST_NOTICE_EVENT_TYPES as readonly string[]).includes(event.type)) {
        const notices = requestNotices(event, await delegatesOn(trx, event));
        created.push(...notices);
        if (notices.length > 0) changes.push({ companyId: notices[0]!.company_id, what: 'notifications', ids: notices.map((n) => n.id) });
        continue;
      }
      const data = event.data as { budgetId: string; companyId: string; name?: string; ownerUserId?: string | null; changes?: { name?: string; ownerUserId?: string | null } };
      const previous = owners.get(data.budgetId);
      const owner: Owner = {
        budget_id: data.budgetId,
        company_id: data.companyId,
        owner_user_id: data.changes?.ownerUserId !== undefined ? data.changes.ownerUserId : (data.ownerUserId ?? previous?.owner_user_id ?? null),
        name: data.changes?.name ?? data.name ?? previous?.name ?? '',
      };
      owners.set(data.budgetId, owner);
      const notice = noticeFor(event, owner);
      if (!notice || !owner.owner_user_id || owner.owner_user_id === event.metadata.userId) continue;
      const row = notificationRow(event, data.companyId, { userId: owner.owner_user_id, role: 'BUDGET_OWNER' }, notice.text, notice.data);
      created.push(row);
      changes.push({ companyId: data.companyId, what: 'notifications', ids: [row.id] });
    }
    await upsertRows(trx, 'notification_budget_owners', ['budget_id'], [...owners.values()].filter((o) => budgetIds.includes(o.budget_id)));
    await upsertRows(trx, 'notifications', ['id'], created);
    return changes;
  },
};
