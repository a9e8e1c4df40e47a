import type { ColumnType, Generated } from 'kysely';
import type { StatementFigures } from '@spend/domain';
import type { BigIntColumn, Timestamp } from '../column-types';

/** A jsonb column: read as parsed JSON, written as its text. */
type Json<T> = ColumnType<T, string | null, string | null>;

/**
 * A company's card account (migrations 150, 187); `opened` is false until its terms are set. Every
 * figure is the account decider's fold (`state`), as the domain computes it.
 */
export interface AccountsTable {
  company_id: string;
  opened: boolean;
  name: string;
  credit_limit: BigIntColumn;
  cycle: string;
  rebate_basis_points: number;
  payment_due_days: number;
  late_fee: BigIntColumn;
  balance: BigIntColumn;
  pending: BigIntColumn;
  available: BigIntColumn;
  status: string;
  balance_state: string;
  amount_due: BigIntColumn;
  due_date: Timestamp | null;
  open_from: Timestamp | null;
  rebate_accrued: BigIntColumn;
  rebate_credited: BigIntColumn;
  interest_basis_points: number;
  /** What the last statement asked for; `amount_due` is what is still owed of it. */
  statement_amount: BigIntColumn;
  statement_paid: BigIntColumn;
  due_period_start: Timestamp | null;
  /** Interest accrued on the unpaid amount since its due date, for the next statement. */
  interest_accrued: BigIntColumn;
  /** The upcoming statement (StatementFigures), as the close will total it. */
  upcoming: Json<StatementFigures | null>;
  /** What ACH payments still pending add up to (migration 200): not yet off the balance. */
  ach_pending: BigIntColumn;
  /** The folded AccountState, saved by the domain's snapshot codec. */
  state: Json<unknown>;
  updated_at: Timestamp;
}

/** One billing period's purchases and refunds (open) or its credited rebate (closed). */
export interface RebatesTable {
  company_id: string;
  period_start: Timestamp;
  period_end: Timestamp;
  debits: BigIntColumn;
  credits: BigIntColumn;
  closed: boolean;
  rebate: BigIntColumn;
  rebate_basis_points: number;
}

export interface PaymentsTable {
  id: string;
  company_id: string;
  amount: BigIntColumn;
  payment_type: string;
  detail: string | null;
  user_id: string | null;
  paid_at: Timestamp;
  /** PENDING, SETTLED or RETURNED (migration 200): a payment no bank feed follows is SETTLED when recorded. */
  status: Generated<string>;
  return_code: string | null;
  return_reason: string | null;
  /** The bank account an ACH payment is drawn from, as the admin chose it. */
  bank_account: string | null;
}

export interface AccountReadModels {
  accounts: AccountsTable;
  rebates: RebatesTable;
  payments: PaymentsTable;
}
