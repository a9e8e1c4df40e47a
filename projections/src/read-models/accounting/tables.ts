import type { ColumnType } from 'kysely';
import type { Timestamp } from '../column-types';

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
  status: 'STARTED' | 'LOADED' | 'COMPLETED' | 'FAILED';
  transaction_ids: ColumnType<string[], string[] | undefined, string[]>;
  synced_transaction_ids: ColumnType<string[], string[] | undefined, string[]>;
  failures: ColumnType<{ transactionId: string; message: string }[], string | undefined, string>;
  message: string | null;
  started_at: Timestamp;
  updated_at: Timestamp;
}

export interface AccountingReadModels {
  accounting_integrations: AccountingIntegrationsTable;
  accounting_connections: AccountingConnectionsTable;
  integration_run_logs: IntegrationRunLogsTable;
}
