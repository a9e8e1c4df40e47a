import type { ColumnType } from 'kysely';
import type { BigIntColumn, Timestamp } from '../column-types';
import type { NotReadyTransaction, RunStatus } from '@spend/domain';

/** A company's platform company and sync configuration (migration 160); no row: not created yet. */
export interface AccountingIntegrationsTable {
  company_id: string;
  codat_company_id: string;
  codat_company_name: string;
  bank_account_id: string | null;
  supplier_id: string | null;
  customer_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An accounting connection (migration 160), keyed by the platform's id within the company. */
export interface AccountingConnectionsTable {
  company_id: string;
  connection_id: string;
  platform_key: string;
  platform_name: string;
  archived: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An integration run's log (migration 160): spec 4 run states. */
export interface IntegrationRunLogsTable {
  run_id: string;
  company_id: string;
  kind: string;
  status: RunStatus;
  transaction_ids: ColumnType<string[], string[] | undefined, string[]>;
  synced_transaction_ids: ColumnType<string[], string[] | undefined, string[]>;
  failures: ColumnType<{ transactionId: string; message: string }[], string | undefined, string>;
  /** Not sent: not coded, or coded to a GL code that posts nowhere (migration 190). */
  not_ready: ColumnType<NotReadyTransaction[], string | undefined, string>;
  message: string | null;
  started_at: Timestamp;
  updated_at: Timestamp;
}

export interface AccountingReadModels {
  accounting_integrations: AccountingIntegrationsTable;
  accounting_connections: AccountingConnectionsTable;
  integration_run_logs: IntegrationRunLogsTable;
  transaction_adjustments: TransactionAdjustmentsTable;
  accounting_reconciliations: AccountingReconciliationsTable;
  adjustment_purchases: AdjustmentPurchasesTable;
}

/** An adjustment of a synced transaction (migration 165), pushed as its own expense. */
export interface TransactionAdjustmentsTable {
  adjustment_id: string;
  company_id: string;
  transaction_id: string;
  reason: 'AMOUNT' | 'CODING';
  amount_delta_cents: BigIntColumn;
  lines: ColumnType<{ amountCents: number; generalLedgerId: string | null; projectId: string | null }[], string, string>;
  sync_state: 'READY_TO_SYNC' | 'SYNCED';
  run_id: string | null;
  created_by_user_id: string | null;
  created_at: Timestamp;
  synced_at: Timestamp | null;
}

/** One reconciliation of our synced totals with the platform's (migration 165). */
export interface AccountingReconciliationsTable {
  check_id: string;
  company_id: string;
  run_id: string | null;
  matched: boolean;
  our_count: number;
  our_cents: BigIntColumn;
  their_count: number;
  their_cents: BigIntColumn;
  periods: ColumnType<{ period: string; ours: { count: number; amountCents: number }; theirs: { count: number; amountCents: number } }[], string, string>;
  checked_at: Timestamp;
}

/** The sync-adjustments reactor's purchases (migration 166). */
export interface AdjustmentPurchasesTable {
  transaction_id: string;
  company_id: string;
  amount_cents: BigIntColumn;
  refunded_cents: ColumnType<string, number | string | undefined, number | string>;
  reversed: ColumnType<boolean, boolean | undefined, boolean>;
  synced: ColumnType<boolean, boolean | undefined, boolean>;
}
