import type { ColumnType } from 'kysely';
import type { Timestamp } from './column-types';

type Flag = ColumnType<boolean, boolean | undefined, boolean>;

/** Spec 3 "General ledger" (migration 100); written only by the general-ledgers projection. */
export interface GeneralLedgersTable {
  id: string;
  company_id: string;
  name: string;
  code: string | null;
  description: string | null;
  type: string | null;
  category: string | null;
  foreign_entity_id: string | null;
  is_enabled: Flag;
  archived: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Spec 3 "Project" (migration 100). */
export interface ProjectsTable {
  id: string;
  company_id: string;
  name: string;
  active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Spec 3 "Custom field" (migration 100); its options are `custom_field_options`. */
export interface CustomFieldsTable {
  id: string;
  company_id: string;
  name: string;
  description: string | null;
  is_required: Flag;
  is_active: Flag;
  archived: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CustomFieldOptionsTable {
  id: string;
  company_id: string;
  custom_field_id: string;
  name: string;
  archived: Flag;
}

/** A company's completeness rules and receipt auto-lock (migration 100); absent row = defaults. */
export interface BooksPoliciesTable {
  company_id: string;
  /** null: receipts never required; 0: always. bigint cents, as a string when read. */
  receipt_required_above_cents: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  subscription_receipts_exempt: Flag;
  is_projects_enabled: Flag;
  is_invoice_number_enabled: Flag;
  receipt_lock_days: number | null;
  /** Active, required, not archived custom fields: each must have a value. */
  required_custom_field_ids: ColumnType<string[], string[] | undefined, string[]>;
  updated_at: Timestamp;
}

/** The receipt-locks reactor's own tables (migration 109). */
export interface ReceiptLockPoliciesTable {
  company_id: string;
  receipt_required_above_cents: ColumnType<string | null, number | null, number | null>;
  subscription_receipts_exempt: boolean;
  receipt_lock_days: number | null;
}
export interface ReceiptLockCardsTable {
  card_id: string;
  company_id: string;
  spender_id: string | null;
  is_subscription: boolean;
}
export interface ReceiptLockPurchasesTable {
  transaction_id: string;
  company_id: string;
  card_id: string;
  amount_cents: ColumnType<string, number, number>;
  posted_at: ColumnType<Date | null, string | null | undefined, string | null>;
  receipt_count: ColumnType<number, number | undefined, number>;
  closed: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface BooksReadModels {
  receipt_lock_policies: ReceiptLockPoliciesTable;
  receipt_lock_cards: ReceiptLockCardsTable;
  receipt_lock_purchases: ReceiptLockPurchasesTable;
  general_ledgers: GeneralLedgersTable;
  projects: ProjectsTable;
  custom_fields: CustomFieldsTable;
  custom_field_options: CustomFieldOptionsTable;
  books_policies: BooksPoliciesTable;
}
