import type { ColumnType } from 'kysely';
import type { StatementPaymentStatus } from '@spend/domain';
import type { BigIntColumn, Timestamp } from '../column-types';

/** A closed statement (migration 140): StatementClosed as recorded; only what was paid against it changes afterwards. */
export interface StatementsTable {
  id: string;
  company_id: string;
  date_start: Timestamp;
  /** Exclusive: the next period's first instant. */
  date_end: Timestamp;
  starting_balance: BigIntColumn;
  ending_balance: BigIntColumn;
  payments: BigIntColumn;
  credits: BigIntColumn;
  debits: BigIntColumn;
  interest: BigIntColumn;
  fees: BigIntColumn;
  rebate: BigIntColumn;
  transaction_count: number;
  amount_due: BigIntColumn;
  due_date: Timestamp;
  closed_at: Timestamp;
  /** Paid against its amount due while it was the last statement, and what is still owed of it (migration 187). */
  paid: BigIntColumn;
  still_due: BigIntColumn;
  payment_status: StatementPaymentStatus;
}

/** A posted (DEBIT) or refunded (CREDIT) card transaction and the billing period it landed on. */
export interface StatementTransactionsTable {
  id: string;
  company_id: string;
  transaction_id: string;
  period_start: Timestamp;
  kind: 'DEBIT' | 'CREDIT';
  cents: BigIntColumn;
  at: Timestamp;
}

/** The account decider's fold, which decides where new activity lands: cycle and first open period (null before terms) kept as columns for readers. */
export interface StatementAccountsTable {
  company_id: string;
  cycle: string;
  open_from: Timestamp | null;
  state: ColumnType<unknown, string | null, string | null>;
}

export interface StatementsReadModels {
  statements: StatementsTable;
  statement_transactions: StatementTransactionsTable;
  statement_accounts: StatementAccountsTable;
}
