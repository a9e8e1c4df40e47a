import { evolveAutomaticCoding, type BookkeepingEvent } from '@spend/domain';
import { blankBooks, type Row } from './rows';

/**
 * A transaction's row after one of its bookkeeping events. A manual or reimbursement transaction's
 * row starts here (its vendor is its merchant name); a card purchase's row exists already (the
 * API codes only transactions it can read). `null`: deleted for good.
 */
export const evolveBooksRow = (row: Row | undefined, event: BookkeepingEvent): Row | null | undefined => {
  const d = event.data;
  if (event.type === 'ManualTransactionRecorded') {
    const m = event.data;
    return {
      ...blankBooks(),
      id: m.transactionId, company_id: m.companyId, budget_id: m.budgetId, spender_id: m.spenderId, merchant_name: m.vendor, amount_cents: m.amountCents,
      authorized_cents: m.amountCents, currency: m.currency, status: 'Recorded', initial_transaction_date: m.date, posted_on: m.date, source: m.source,
      payment_type: m.paymentType, payment_method_detail: m.paymentMethodDetail, description: m.description, created_by_user_id: m.createdByUserId, updated_at: m.at,
    };
  }
  if (!row) return undefined;
  const next = { ...row, updated_at: d.at };
  switch (event.type) {
    case 'TransactionCoded': {
      const c = event.data;
      const manual = row.source !== 'CARD';
      return {
        ...next,
        ...(c.generalLedgerId !== undefined && { general_ledger_id: c.generalLedgerId }),
        ...(c.projectId !== undefined && { project_id: c.projectId }),
        ...(c.customFieldValues !== undefined && { custom_field_values: c.customFieldValues }),
        ...(c.notes !== undefined && { notes: c.notes }),
        ...(c.invoiceNumber !== undefined && { invoice_number: c.invoiceNumber }),
        // A manual transaction's vendor is its merchant name; a card purchase keeps the merchant's and shows the vendor set.
        ...(c.vendor !== undefined && (manual ? { merchant_name: c.vendor ?? row.merchant_name } : { vendor: c.vendor })),
        ...(c.amountCents !== undefined && { amount_cents: c.amountCents, authorized_cents: c.amountCents }),
        ...(c.date !== undefined && { initial_transaction_date: c.date, posted_on: c.date }),
        automatic_coding: evolveAutomaticCoding(row.automatic_coding, row.custom_field_values, c),
      };
    }
    case 'TransactionSplit':
      return { ...next, splits: event.data.lines.length ? event.data.lines : null };
    case 'TransactionLocked':
      return { ...next, is_locked: true };
    case 'TransactionUnlocked':
      return { ...next, is_locked: false };
    case 'TransactionSoftDeleted':
      return { ...next, deleted_at: event.data.at };
    case 'TransactionDeleted':
      return null;
    case 'TransactionDisputed':
      return { ...next, dispute_id: event.data.disputeId, dispute_status: 'OPEN', dispute_reason_id: event.data.reasonId, dispute_notes: event.data.notes };
    case 'TransactionDisputeClosed':
      return { ...next, dispute_status: 'CLOSED' };
    case 'ReceiptAttached': {
      const { fileId, fileName, contentType, sizeBytes, sha256, at } = event.data;
      return { ...next, receipts: [...row.receipts.filter((r) => r.fileId !== fileId), { fileId, fileName, contentType, sizeBytes, sha256, attachedAt: at }] };
    }
    case 'ReceiptRemoved':
      return { ...next, receipts: row.receipts.filter((r) => r.fileId !== event.data.fileId) };
    case 'TransactionSynced':
      return { ...next, sync_state: event.data.receiptsAttached ? 'RECEIPT_ATTACHED' : 'SYNCED', is_locked: true };
    // A correction after sync is the accounting books' own row (transaction_adjustments); the transaction stays as it was synced.
    case 'TransactionAdjusted':
    case 'TransactionAdjustmentSynced':
      return row;
  }
};
