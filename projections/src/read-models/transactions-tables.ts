import type { PolicyExplanation, PolicyFinding } from '@spend/domain';
import type { ColumnType } from 'kysely';
import type { BigIntColumn, Optional, Timestamp } from './column-types';
import type { AutomaticCodingColumn } from './coding/rules-tables';

/** Card transactions (migration 030); written only by the transactions projection. */
export interface TransactionsTable {
  id: string;
  company_id: string;
  card_id: string | null;
  budget_id: string | null;
  spender_id: string | null;
  merchant_name: string;
  merchant_id: string | null;
  mcc: string | null;
  amount_cents: BigIntColumn;
  currency: ColumnType<string, string | undefined, string>;
  status: string;
  is_reversed: ColumnType<boolean, boolean | undefined, boolean>;
  declined_reason: string | null;
  initial_transaction_date: Timestamp;
  posted_on: Timestamp | null;
  is_complete: ColumnType<boolean, boolean | undefined, boolean>;
  authorization_id: string | null;
  authorized_cents: ColumnType<string, number | string | undefined, number | string>;
  refunded_cents: ColumnType<string, number | string | undefined, number | string>;
  /** What a pending approval holds (the amount plus its clearing tolerance); null for entries made by hand (migration 188). */
  hold_cents: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  /** The transaction's spend by the ledger's rule (transactionSpend): what every spend figure sums. */
  spent_cents: ColumnType<string, number | string | undefined, number | string>;
  /** Above the authorization plus its tolerance, forced through by the network (0: none). */
  over_cleared_cents: ColumnType<string, number | string | undefined, number | string>;
  country: string | null;
  updated_at: ColumnType<Date, string | Date | undefined, string | Date>;
  /** Bookkeeping (migration 102). CARD, MANUAL, REIMBURSEMENT or MILEAGE; the company's bank feed PLAID and its payments PAYMENT (migration 390). */
  source: ColumnType<string, string | undefined, string>;
  payment_type: ColumnType<string, string | undefined, string>;
  payment_method_detail: Optional<string | null>;
  description: Optional<string | null>;
  general_ledger_id: Optional<string | null>;
  project_id: Optional<string | null>;
  notes: Optional<string | null>;
  invoice_number: Optional<string | null>;
  vendor: Optional<string | null>;
  /** jsonb: written as JSON text. */
  custom_field_values: ColumnType<Record<string, string>, string | undefined, string>;
  splits: ColumnType<SplitLineRow[] | null, string | null | undefined, string | null>;
  receipts: ColumnType<ReceiptRow[], string | undefined, string>;
  /** The fields a coding rule or the history set, and why (migration 310); null: none. */
  automatic_coding: AutomaticCodingColumn;
  receipt_count: Optional<number>;
  is_locked: Optional<boolean>;
  deleted_at: ColumnType<Date | null, string | Date | null | undefined, string | Date | null>;
  dispute_id: Optional<string | null>;
  dispute_status: Optional<string | null>;
  dispute_reason_id: Optional<string | null>;
  dispute_notes: Optional<string | null>;
  sync_state: Optional<string | null>;
  /** The integration run that last took it up to send (migration 191). */
  sync_run_id: Optional<string | null>;
  created_by_user_id: Optional<string | null>;
  is_subscription_card: Optional<boolean>;
  is_exempt: Optional<boolean>;
  has_general_ledger: Optional<boolean>;
  has_project: Optional<boolean>;
  split_balanced: Optional<boolean>;
  /** IN_POLICY, NEEDS_REVIEW or OUT_OF_POLICY, and the findings that explain it (migration 360). */
  policy_outcome: Optional<string>;
  policy_findings: ColumnType<PolicyFinding[], string | undefined, string>;
  /** The latest answer to the findings, and whether it answers the current ones (migration 405). */
  policy_explanation: ColumnType<PolicyExplanation | null, string | null | undefined, string | null>;
  policy_explained: Optional<boolean>;
}

export interface SplitLineRow { amountCents: number; generalLedgerId: string | null; projectId: string | null; budgetId: string | null }
export interface ReceiptRow { fileId: string; fileName: string; contentType: string; sizeBytes: number; sha256: string; attachedAt: string }

/** Whether a card is a subscription card (migration 102); written only by the transactions projection. */
export interface TransactionCardsTable {
  card_id: string;
  company_id: string;
  is_subscription: boolean;
}

/** Each company's live and incomplete transactions (migration 102); written only by the transactions projection. */
export interface TransactionCountsTable {
  company_id: string;
  live: ColumnType<string, number | string | undefined, number | string>;
  incomplete: ColumnType<string, number | string | undefined, number | string>;
}

/** Card spend per budget (migration 030); written only by the transactions projection. */
export interface BudgetSpendTable {
  company_id: string;
  budget_id: string;
  pending_cents: ColumnType<string, number | string | undefined, number | string>;
  posted_cents: ColumnType<string, number | string | undefined, number | string>;
}

export interface TransactionsReadModels {
  transactions: TransactionsTable;
  budget_spend: BudgetSpendTable;
  transaction_cards: TransactionCardsTable;
  transaction_counts: TransactionCountsTable;
}
