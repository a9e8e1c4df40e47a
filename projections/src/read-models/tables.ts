import type { ColumnType, Insertable, Selectable } from 'kysely';

/**
 * bigint (int8) columns arrive from pg as strings (pg's default parser, kept: no float ever touches
 * money in SQL or in pg); written as numbers (integer cents) or strings. The API converts with
 * `Number(...)` at its edge (safe: amounts are bounded by Number.MAX_SAFE_INTEGER cents).
 */
type BigIntColumn = ColumnType<string, number | string, number | string>;
type Timestamp = ColumnType<Date, string | Date, string | Date>;

export interface CompaniesTable {
  id: string;
  company_id: string;
  dba_name: string;
  parent_company_id: string | null;
  is_reseller: boolean;
  total_funding: BigIntColumn;
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
  created_at: Timestamp;
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

export interface NotificationsTable {
  id: string;
  company_id: string;
  user_id: string;
  type: 'alert' | 'info';
  title: string;
  message: string;
  read: boolean;
  budget_id: string | null;
  created_at: Timestamp;
}

export interface AgreementAcceptancesTable {
  user_id: string;
  company_id: string;
  agreement: string;
  accepted_at: Timestamp;
}

export interface NotificationBudgetOwnersTable {
  budget_id: string;
  company_id: string;
  owner_user_id: string | null;
  name: string;
}

/** The kysely Database interface of every read-model table. */
export interface ReadModels {
  companies: CompaniesTable;
  users: UsersTable;
  budgets: BudgetsTable;
  budget_spenders: BudgetSpendersTable;
  notifications: NotificationsTable;
  notification_budget_owners: NotificationBudgetOwnersTable;
  agreement_acceptances: AgreementAcceptancesTable;
}

export type CompanyRow = Selectable<CompaniesTable>;
export type UserRow = Selectable<UsersTable>;
export type BudgetRow = Selectable<BudgetsTable>;
export type BudgetSpenderRow = Selectable<BudgetSpendersTable>;
export type NewCompanyRow = Insertable<CompaniesTable>;
export type NewUserRow = Insertable<UsersTable>;
export type NewBudgetRow = Insertable<BudgetsTable>;
export type NewBudgetSpenderRow = Insertable<BudgetSpendersTable>;
