import type { ColumnType } from 'kysely';
import type { BigIntColumn, Timestamp } from '../column-types';

export interface BankItemsTable {
  item_id: string;
  company_id: string;
  institution_name: string;
  accounts: ColumnType<{ accountId: string; name: string; mask: string; balanceCents?: number | null }[], string, string>;
  archived: boolean;
  linked_at: Timestamp;
  last_synced_at: Timestamp | null;
}

export interface BankTransactionsTable {
  item_id: string;
  transaction_id: string;
  company_id: string;
  account_id: string;
  amount_cents: BigIntColumn;
  merchant_name: string;
  date: ColumnType<string, string, string>;
  removed: boolean;
}

export interface BankReadModels {
  bank_items: BankItemsTable;
  bank_transactions: BankTransactionsTable;
}
