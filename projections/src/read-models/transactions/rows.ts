import type { Insertable } from 'kysely';
import { SYNCED_STATES, type AutomaticCoding, completenessFacts, isComplete, transactionSpend, type CompletenessPolicy, type PolicyExplanation, type PolicyFinding, type Spend } from '@spend/domain';
import type { ReceiptRow, SplitLineRow, TransactionsTable } from '../tables';

/** A transactions row as the projection works on it: its jsonb columns parsed. */
export type Row = Omit<Insertable<TransactionsTable>, 'custom_field_values' | 'splits' | 'receipts' | 'automatic_coding' | 'policy_findings' | 'policy_explanation'> & {
  id: string;
  company_id: string;
  custom_field_values: Record<string, string>;
  splits: SplitLineRow[] | null;
  receipts: ReceiptRow[];
  automatic_coding: AutomaticCoding | null;
  policy_findings: PolicyFinding[];
  policy_explanation: PolicyExplanation | null;
};

/** Every bookkeeping column at its default, so every row written in one statement has the same columns. */
export const blankBooks = () => ({
  source: 'CARD', payment_type: 'CARD', payment_method_detail: null, description: null, general_ledger_id: null, project_id: null, notes: null,
  invoice_number: null, vendor: null, custom_field_values: {}, splits: null, receipts: [], automatic_coding: null, receipt_count: 0, is_locked: false, deleted_at: null,
  dispute_id: null, dispute_status: null, dispute_reason_id: null, dispute_notes: null, sync_state: null, sync_run_id: null, created_by_user_id: null,
  is_subscription_card: false, is_exempt: false, has_general_ledger: false, has_project: false, split_balanced: true, is_complete: false,
  over_cleared_cents: 0, card_id: null, merchant_id: null, mcc: null, declined_reason: null, posted_on: null, authorization_id: null, country: null,
  is_reversed: false, refunded_cents: 0, hold_cents: null, spent_cents: 0, policy_outcome: 'IN_POLICY', policy_findings: [],
  policy_explanation: null, policy_explained: false,
});

/** What the row counts as spend: the ledger's own rule (transactionSpend), so no screen or export counts it differently. */
export const spendOfRow = (row: Row | null | undefined): Spend =>
  row
    ? transactionSpend({
      status: row.status, isReversed: row.is_reversed ?? false, amountCents: Number(row.amount_cents), refundedCents: Number(row.refunded_cents ?? 0),
      holdCents: row.hold_cents == null ? null : Number(row.hold_cents),
    })
    : { pending: 0, posted: 0 };

/** The accounting sync owns these once a run has taken the transaction up (sync-rows.ts); completeness leaves them be. */
const SYNC_OWNED = new Set<string>(['IN_PROGRESS', 'FAILED', ...SYNCED_STATES]);

/** The row with its completeness facts, `is_complete` and `sync_state` under the company's policy. */
export const stamp = (row: Row, policy: CompletenessPolicy): Row => {
  const facts = completenessFacts({
    amountCents: Number(row.amount_cents), refundedCents: Number(row.refunded_cents ?? 0), status: row.status, isReversed: row.is_reversed ?? false,
    deleted: row.deleted_at != null, receiptCount: row.receipts.length, isSubscriptionCard: row.is_subscription_card ?? false,
    generalLedgerId: row.general_ledger_id ?? null, projectId: row.project_id ?? null, customFieldValues: row.custom_field_values, splits: row.splits,
  });
  const complete = isComplete(facts, policy);
  const spend = spendOfRow(row);
  const sync = row.sync_state && SYNC_OWNED.has(row.sync_state) ? row.sync_state : complete && !facts.exempt ? 'READY_TO_SYNC' : null;
  return {
    ...row, receipt_count: row.receipts.length, is_exempt: facts.exempt, has_general_ledger: facts.hasGeneralLedger, has_project: facts.hasProject,
    split_balanced: facts.splitBalanced, is_complete: complete, sync_state: sync, spent_cents: spend.pending + spend.posted,
  };
};

/** jsonb columns go to pg as JSON text (pg would send a JS array as a PostgreSQL array). */
export const toDb = (row: Row): Insertable<TransactionsTable> => ({
  ...row,
  custom_field_values: JSON.stringify(row.custom_field_values),
  splits: row.splits === null ? null : JSON.stringify(row.splits),
  receipts: JSON.stringify(row.receipts),
  automatic_coding: row.automatic_coding === null ? null : JSON.stringify(row.automatic_coding),
  policy_findings: JSON.stringify(row.policy_findings),
  policy_explanation: row.policy_explanation === null ? null : JSON.stringify(row.policy_explanation),
});
