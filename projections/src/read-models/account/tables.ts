import type { BigIntColumn, Timestamp } from '../column-types';

/** A company's card account (migration 150); `opened` is false until its terms are set. */
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
}

export interface AccountReadModels {
  accounts: AccountsTable;
  rebates: RebatesTable;
  payments: PaymentsTable;
}
