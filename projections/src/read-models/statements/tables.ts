import type { BigIntColumn, Timestamp } from '../column-types';

/** A closed statement (migration 140): StatementClosed as recorded; never changed afterwards. */
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

/** What decides where new activity lands: the cycle and the first open period (null before terms). */
export interface StatementAccountsTable {
  company_id: string;
  cycle: string;
  open_from: Timestamp | null;
}

export interface StatementsReadModels {
  statements: StatementsTable;
  statement_transactions: StatementTransactionsTable;
  statement_accounts: StatementAccountsTable;
}
