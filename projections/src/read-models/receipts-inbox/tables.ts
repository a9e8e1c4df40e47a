import type { BigIntColumn, Timestamp } from '../column-types';

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
}

export interface ReceiptsInboxReadModels {
  receipt_inbox: ReceiptInboxTable;
}
