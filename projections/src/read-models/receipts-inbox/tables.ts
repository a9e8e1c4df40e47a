import type { ColumnType } from 'kysely';
import type { MatchWhyData, ReceiptFields } from '@spend/domain';
import type { BigIntColumn, Optional, Timestamp } from '../column-types';

export interface SuggestionRow { transactionId: string; why: MatchWhyData }

/** A receipt that arrived by mail (migration 300); `transaction_id` null: it waits in its member's inbox. */
export interface ReceiptInboxTable {
  id: string;
  company_id: string;
  user_id: string;
  source: string;
  file_id: string;
  file_name: string;
  content_type: string;
  size_bytes: BigIntColumn;
  sha256: string;
  received_at: Timestamp;
  transaction_id: string | null;
  attached_at: Timestamp | null;
  /** The matcher's offer (migration 350): jsonb, written as JSON text. */
  suggestions: ColumnType<SuggestionRow[], string | undefined, string>;
  same_transactions: Optional<boolean>;
  duplicate_of: Optional<string | null>;
  /** Why the matcher attached it on its own; null: a person did, or nobody yet. */
  matched: ColumnType<MatchWhyData | null, string | null | undefined, string | null>;
}

/** What was read from a receipt file, mailed or uploaded (migration 350). */
export interface ReceiptReadingsTable {
  file_id: string;
  company_id: string;
  user_id: string;
  method: string;
  confidence: number;
  failure: string | null;
  merchant: string | null;
  /** YYYY-MM-DD as printed. */
  date: string | null;
  total_cents: ColumnType<string | null, number | null, number | null>;
  currency: string | null;
  card_last4: string | null;
  read_at: Timestamp;
}

/** The receipt matcher's own tables (reactor receipt-matching, migration 350). */
export interface ReceiptMatchReceiptsTable {
  receipt_id: string;
  company_id: string;
  user_id: string;
  fields: ColumnType<ReceiptFields | null, string | null | undefined, string | null>;
  waiting: Optional<boolean>;
}
export interface ReceiptMatchTransactionsTable {
  transaction_id: string;
  company_id: string;
  user_id: string;
  card_last4: string | null;
  is_card: boolean;
  amount_cents: BigIntColumn;
  status: string;
  is_reversed: Optional<boolean>;
  made_at: Timestamp;
  merchant: string;
  mcc: string | null;
  receipts: Optional<number>;
}
export interface ReceiptMatchCardsTable { card_id: string; company_id: string; last4: string }
export interface ReceiptMatchFilesTable { company_id: string; sha256: string; receipt_id: string }

export interface ReceiptsInboxReadModels {
  receipt_inbox: ReceiptInboxTable;
  receipt_readings: ReceiptReadingsTable;
  receipt_match_receipts: ReceiptMatchReceiptsTable;
  receipt_match_transactions: ReceiptMatchTransactionsTable;
  receipt_match_cards: ReceiptMatchCardsTable;
  receipt_match_files: ReceiptMatchFilesTable;
}
