import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { BigIntColumn, Optional, Timestamp } from './column-types';
import type { BooksReadModels } from './books-tables';
import type { FilesReadModels } from './files-tables';
import type { TransactionsReadModels } from './transactions-tables';
import type { MileageReadModels } from './mileage/tables';
import type { StatementsReadModels } from './statements/tables';
import type { AccountReadModels } from './account/tables';
import type { AccountingReadModels } from './accounting/tables';
import type { ApiClientsReadModels } from './api-clients/tables';
import type { WebhooksReadModels } from './webhooks/tables';
import type { NotificationsReadModels } from './notifications/tables';
import type { BankReadModels } from './bank/tables';
import type { PoolsReadModels } from './pools/tables';
import type { CodingRulesReadModels } from './coding/rules-tables';
import type { ExpensePolicyReadModels } from './expense-policy/tables';
import type { ReceiptsInboxReadModels } from './receipts-inbox/tables';
import type { SavedViewsReadModels } from './saved-views/tables';

export type * from './books-tables';
export type * from './files-tables';
export type * from './transactions-tables';
export type * from './mileage/tables';
export type * from './statements/tables';
export type * from './account/tables';
export type * from './accounting/tables';
export type * from './api-clients/tables';
export type * from './webhooks/tables';
export type * from './notifications/tables';
export type * from './saved-views/tables';
export type * from './bank/tables';
export type * from './pools/tables';
export type * from './coding/rules-tables';
export type * from './expense-policy/tables';
export type * from './receipts-inbox/tables';

export interface CompaniesTable {
  id: string;
  company_id: string;
  dba_name: string;
  parent_company_id: string | null;
  is_reseller: boolean;
  total_funding: BigIntColumn;
  budget_numbers: ColumnType<boolean, boolean | undefined, boolean>;
  dba_address: ColumnType<string | null, string | null | undefined, string | null>;
  is_cma_required: ColumnType<boolean, boolean | undefined, boolean>;
  is_pp_required: ColumnType<boolean, boolean | undefined, boolean>;
  is_tou_required: ColumnType<boolean, boolean | undefined, boolean>;
  spenders_sub_cards_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  is_allocation_unrestricted: ColumnType<boolean, boolean | undefined, boolean>;
  is_second_factor_required: ColumnType<boolean, boolean | undefined, boolean>;
  is_dual_control_required: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
}

export interface UsersTable {
  id: string;
  company_id: string;
  person_id: string;
  auth_id: string;
  email: string;
  first_name: string;
  last_name: string;
  title: string | null;
  emboss_name: string | null;
  roles: string[];
  archived: boolean;
  /** The checked upload shown as their avatar (UserAvatarChanged); null: initials. */
  avatar_file_id: string | null;
  /** Their own profile (migration 180, UserProfileUpdated). */
  middle_name: Optional<string | null>;
  phone_number: Optional<string | null>;
  address: ColumnType<AddressRow | null, AddressRow | null | undefined, AddressRow | null>;
  /** Access tokens issued before this (whole seconds) are refused: set when the password changed. */
  sessions_valid_from: ColumnType<Date | null, string | Date | null | undefined, string | Date | null>;
  /** Set by an admin (migration 210, UserUpdated): spec 3 User.managerId and department. */
  manager_user_id: Optional<string | null>;
  department: Optional<string | null>;
  /** The global position of the user's UserCreated (migration 183): orders a person's users by creation. */
  created_position: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

/** Spec 3 Address (jsonb). */
export interface AddressRow {
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}

export interface BudgetsTable {
  id: string;
  company_id: string;
  parent_budget_id: string | null;
  name: string;
  color: string;
  number: string | null;
  owner_user_id: string | null;
  funding: BigIntColumn;
  soft_limit: string;
  overage_value: BigIntColumn;
  currency: string;
  start_at: Timestamp;
  end_at: Timestamp;
  active: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BudgetSpendersTable {
  budget_id: string;
  user_id: string;
  company_id: string;
}

export interface AgreementAcceptancesTable {
  user_id: string;
  company_id: string;
  agreement: string;
  accepted_at: Timestamp;
}

/** A generated report (CSV) the API serves at its download url; written by the API, not a projection. */
export interface ReportFilesTable {
  id: string;
  company_id: string;
  created_by_user_id: string;
  file_name: string;
  content_type: string;
  /** The permission (spec 6) a caller needs to download it. */
  permission: string;
  /** The CSV itself for a small report; null when the file is in storage (`object_key`, migration 110). */
  content: string | null;
  object_key: ColumnType<string | null, string | null | undefined, string | null>;
  state: ColumnType<'generating' | 'ready' | 'failed', 'generating' | 'ready' | 'failed' | undefined, 'generating' | 'ready' | 'failed'>;
  row_count: ColumnType<number | null, number | null | undefined, number | null>;
  /** While generating in the background, how far it is (migration 400): rows written of the rows the request counted. */
  rows_written: ColumnType<number, number | undefined, number>;
  rows_total: ColumnType<number | null, number | null | undefined, never>;
  created_at: ColumnType<Date, string | Date | undefined, never>;
}

/** Cards (migration 031); no secrets. */
export interface CardsTable {
  id: string;
  company_id: string;
  format: string;
  is_rechargeable: boolean;
  spender_id: string | null;
  creator_id: string | null;
  budget_id: string | null;
  shipping_address: string | null;
  limit_cents: BigIntColumn;
  status: string;
  activated: boolean;
  last4: string;
  controls: ColumnType<unknown, string, string>;
  is_external: ColumnType<boolean, boolean | undefined, boolean>;
  deleted: boolean;
  /** Locked by the receipt policy (migration 111), and the purchases whose overdue receipts locked it. */
  receipt_locked: ColumnType<boolean, boolean | undefined, boolean>;
  receipt_overdue_ids: ColumnType<string[], string[] | undefined, string[]>;
  assigned_on: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The card vault (migration 031): written by the API only, PAN encrypted. */
export interface CardVaultTable {
  card_id: string;
  company_id: string;
  pan_ciphertext: string;
  pan_hash: string;
  expiration_mm: number;
  expiration_yy: number;
  generation: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, string | Date | undefined, string | Date>;
}

/** Approval requests of both kinds (migration 061), with the approvers of the level waiting. */
export interface ApprovalRequestsTable {
  id: string;
  company_id: string;
  kind: 'BUDGET_INCREASE' | 'REIMBURSEMENT';
  budget_id: string | null;
  requestor_user_id: string;
  title: string | null;
  reason: string | null;
  amount: BigIntColumn;
  status: string;
  level: number;
  level_count: number;
  approver_user_ids: string[];
  /** The requestor and the approvers of every level (migration 062). */
  participant_user_ids: string[];
  reviewer_user_id: string | null;
  review_note: string | null;
  transaction_ids: string[];
  requested_at: Timestamp;
  responded_on: Timestamp | null;
  paid_on: Timestamp | null;
  updated_at: Timestamp;
  /** A reimbursement's details (migration 104); null on those requested before. `date`: pg reads it as local midnight. */
  expense_date: ColumnType<Date | null, string | null | undefined, string | null>;
  merchant: string | null;
  general_ledger_id: string | null;
  receipts: ColumnType<ReceiptFileRow[], string | undefined, string>;
}

/** A receipt's file metadata (the bytes live in storage). */
export interface ReceiptFileRow {
  fileId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
}

export interface ReimbursementTransactionsTable {
  transaction_id: string;
  company_id: string;
  reimbursement_id: string;
  status: string;
}

export interface ApprovalLevelsTable {
  company_id: string;
  levels: ColumnType<{ approver: 'BUDGET_OWNER' | 'ADMIN'; aboveCents: number }[], string, string>;
  updated_at: Timestamp;
}

/** Bank connections (migration 070); written only by the bank projection. */
export interface EventHistoryTable {
  event_id: string;
  company_id: string;
  /** numeric and int8 arrive as strings. */
  position_commit: string;
  position_prepare: BigIntColumn;
  stream_name: string;
  stream_revision: BigIntColumn;
  event_type: string;
  user_id: string | null;
  data: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}

/** The budget-owners reactor's own view of each budget (projections/src/reactors/budget-owners.ts). */
export interface BudgetOwnersTable {
  budget_id: string;
  company_id: string;
  owner_user_id: string | null;
  active: boolean;
}

/** An Idempotency-Key of a user's: the request that first used it and, once done, its response; written by the API. */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  company_id: string;
  fingerprint: string;
  command_id: string;
  status: 'running' | 'done' | 'released';
  response: ColumnType<unknown, string | null, string | null>;
  claimed_at: Timestamp;
  expires_at: Timestamp;
}

/** The kysely Database interface of every read-model table. */
export interface ReadModels extends BooksReadModels, FilesReadModels, TransactionsReadModels, MileageReadModels, StatementsReadModels, AccountReadModels, AccountingReadModels, ApiClientsReadModels, WebhooksReadModels, NotificationsReadModels, BankReadModels, PoolsReadModels, CodingRulesReadModels, ReceiptsInboxReadModels, ExpensePolicyReadModels, SavedViewsReadModels {
  companies: CompaniesTable;
  users: UsersTable;
  budgets: BudgetsTable;
  budget_spenders: BudgetSpendersTable;
  approval_requests: ApprovalRequestsTable;
  reimbursement_transactions: ReimbursementTransactionsTable;
  approval_levels: ApprovalLevelsTable;
  cards: CardsTable;
  card_vault: CardVaultTable;
  agreement_acceptances: AgreementAcceptancesTable;
  report_files: ReportFilesTable;
  event_history: EventHistoryTable;
  budget_owners: BudgetOwnersTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type CompanyRow = Selectable<CompaniesTable>;
export type UserRow = Selectable<UsersTable>;
export type BudgetRow = Selectable<BudgetsTable>;
export type BudgetSpenderRow = Selectable<BudgetSpendersTable>;
export type NewCompanyRow = Insertable<CompaniesTable>;
export type NewUserRow = Insertable<UsersTable>;
export type NewBudgetRow = Insertable<BudgetsTable>;
export type NewBudgetSpenderRow = Insertable<BudgetSpendersTable>;
