import { approvalLevelsEvent, budgetIncreaseEvent, reimbursementEvent, type ApprovalLevelsEvent, type BudgetIncreaseEvent, type ReimbursementEvent } from '@spend/domain';
import type { RecordedEvent } from '@spend/eventstore';
import { sql, type Insertable, type Transaction, type Updateable } from 'kysely';
import type { ApprovalRequestsTable, ReadModels } from '../tables';
import type { Projection, ReadModelChange } from '../../types';

type RequestEvent = BudgetIncreaseEvent | ReimbursementEvent | ApprovalLevelsEvent;

const parse = (event: RecordedEvent): RequestEvent => {
  const raw = { type: event.type, data: event.data };
  if (event.type === 'ApprovalLevelsSet') return approvalLevelsEvent.parse(raw);
  return event.type.startsWith('Reimbursement') ? reimbursementEvent.parse(raw) : budgetIncreaseEvent.parse(raw);
};

const update = (trx: Transaction<ReadModels>, id: string, set: Updateable<ApprovalRequestsTable>) => trx.updateTable('approval_requests').set(set).where('id', '=', id).execute();

type Submitted = Omit<Insertable<ApprovalRequestsTable>, 'status' | 'level' | 'level_count' | 'approver_user_ids' | 'participant_user_ids' | 'requested_at' | 'updated_at'>;

/** A submitted request waits at its first level; a replayed one changes nothing. */
const insert = (trx: Transaction<ReadModels>, row: Submitted, d: { levels: { approverUserIds: string[] }[]; requestedAt: string }) =>
  trx.insertInto('approval_requests').values({
    ...row, status: 'PENDING', level: 0, level_count: d.levels.length, approver_user_ids: d.levels[0]!.approverUserIds,
    participant_user_ids: [...new Set([row.requestor_user_id, ...d.levels.flatMap((l) => l.approverUserIds)])], requested_at: d.requestedAt, updated_at: d.requestedAt,
  }).onConflict((oc) => oc.column('id').doNothing()).execute();

/** A reimbursement's status is its transactions' reimbursement status. */
const setTransactionStatus = (trx: Transaction<ReadModels>, reimbursementId: string, status: string) =>
  trx.updateTable('reimbursement_transactions').set({ status }).where('reimbursement_id', '=', reimbursementId).execute();

/**
 * Approval requests of both kinds as reviewers and requestors list them, applied event by event (a
 * batch holds few, and each review follows the row before it); the transactions' reimbursement
 * status; each company's approval chain. Changes go out as `requests` (and `approvalLevels`).
 */
export const requestsProjection: Projection = {
  name: 'requests',
  tables: ['approval_requests', 'reimbursement_transactions', 'approval_levels'],
  eventTypes: [
    'BudgetIncreaseRequested', 'BudgetIncreaseReviewed', 'BudgetIncreaseCompleted', 'BudgetIncreaseFailed',
    'ReimbursementRequested', 'ReimbursementReviewed', 'ReimbursementPaid', 'ApprovalLevelsSet',
  ],
  apply: async (trx, events) => {
    const changes: ReadModelChange[] = [];
    for (const recorded of events) {
      const event = parse(recorded);
      const { companyId } = event.data;
      switch (event.type) {
        case 'ApprovalLevelsSet':
          await trx.insertInto('approval_levels').values({ company_id: companyId, levels: JSON.stringify(event.data.levels), updated_at: event.data.setAt })
            .onConflict((oc) => oc.column('company_id').doUpdateSet({ levels: JSON.stringify(event.data.levels), updated_at: event.data.setAt })).execute();
          changes.push({ companyId, what: 'approvalLevels', ids: [companyId] });
          continue;
        case 'BudgetIncreaseRequested': {
          const d = event.data;
          await insert(trx, { id: d.requestId, company_id: companyId, kind: 'BUDGET_INCREASE', budget_id: d.budgetId, requestor_user_id: d.requestorUserId, title: null, reason: d.reason, amount: d.amount, transaction_ids: [] }, d);
          changes.push({ companyId, what: 'requests', ids: [d.requestId] });
          continue;
        }
        case 'ReimbursementRequested': {
          const d = event.data;
          await insert(trx, {
            id: d.reimbursementId, company_id: companyId, kind: 'REIMBURSEMENT', budget_id: d.budgetId ?? null, requestor_user_id: d.requestorUserId, title: d.title, reason: d.note,
            amount: d.amount, transaction_ids: d.transactionIds, expense_date: d.expenseDate ?? null, merchant: d.merchant ?? null,
            general_ledger_id: d.generalLedgerId ?? null, receipts: JSON.stringify(d.receipts ?? []),
          }, d);
          if (d.transactionIds.length > 0) {
            const rows = d.transactionIds.map((transactionId) => ({ transaction_id: transactionId, company_id: companyId, reimbursement_id: d.reimbursementId, status: 'PENDING' }));
            await trx.insertInto('reimbursement_transactions').values(rows)
              .onConflict((oc) => oc.column('transaction_id').doUpdateSet({ reimbursement_id: d.reimbursementId, status: 'PENDING' })).execute();
          }
          changes.push({ companyId, what: 'requests', ids: [d.reimbursementId] });
          continue;
        }
        case 'BudgetIncreaseReviewed':
        case 'ReimbursementReviewed': {
          const d = event.data;
          const id = 'reimbursementId' in d ? d.reimbursementId : d.requestId;
          await update(trx, id, {
            status: d.status, level: d.status === 'PENDING' ? (d.nextLevel ?? d.level + 1) : d.level, approver_user_ids: d.nextApproverUserIds,
            reviewer_user_id: d.reviewerUserId, review_note: d.note, updated_at: d.reviewedAt, ...(d.status !== 'PENDING' && { responded_on: d.reviewedAt }),
          });
          // A delegate who reviewed for an away approver takes part from now on (they see what they decided), and so
          // do the admins a level fell to because everyone it named had approved before (separation of duties).
          for (const userId of [...(d.onBehalfOfUserId ? [d.reviewerUserId] : []), ...d.nextApproverUserIds]) {
            await trx.updateTable('approval_requests').set({ participant_user_ids: sql`array_append(participant_user_ids, ${userId}::uuid)` })
              .where('id', '=', id).where(sql<boolean>`NOT (${userId}::uuid = ANY(participant_user_ids))`).execute();
          }
          if ('reimbursementId' in d) await setTransactionStatus(trx, id, d.status);
          changes.push({ companyId, what: 'requests', ids: [id] });
          continue;
        }
        case 'BudgetIncreaseCompleted':
          await update(trx, event.data.requestId, { status: 'COMPLETED', updated_at: event.data.completedAt });
          changes.push({ companyId, what: 'requests', ids: [event.data.requestId] });
          continue;
        case 'BudgetIncreaseFailed':
          // Approved, but the budget refused the raise (spec 4 has no other end for it): declined, with the refusal.
          await update(trx, event.data.requestId, { status: 'DECLINED', review_note: event.data.reason, updated_at: event.data.failedAt });
          changes.push({ companyId, what: 'requests', ids: [event.data.requestId] });
          continue;
        case 'ReimbursementPaid':
          await update(trx, event.data.reimbursementId, { status: 'COMPLETED', paid_on: event.data.paidOn, updated_at: event.data.paidOn });
          await setTransactionStatus(trx, event.data.reimbursementId, 'COMPLETED');
          changes.push({ companyId, what: 'requests', ids: [event.data.reimbursementId] });
          continue;
      }
    }
    return changes;
  },
};
