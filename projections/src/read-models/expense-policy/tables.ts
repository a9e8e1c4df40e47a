import type { ColumnType } from 'kysely';
import type { ExpensePolicy, PolicyFinding } from '@spend/domain';
import type { BigIntColumn, Timestamp } from '../column-types';

/** jsonb: read parsed, written as JSON text. */
type Json<T> = ColumnType<T, string | undefined, string>;

/** A company's expense policy as its decider folds it, and the books policy's receipt threshold (migration 360). */
export interface ExpensePoliciesTable {
  company_id: string;
  policy: Json<ExpensePolicy>;
  receipt_required_above_cents: ColumnType<string | null, number | null | undefined, number | null>;
  updated_at: Timestamp;
}

/** The company's custom fields named Attendees (migration 360). */
export interface PolicyAttendeeFieldsTable {
  custom_field_id: string;
  company_id: string;
}

/** What the expense policy looks at in a live transaction, and the outcome last recorded for it (migration 360). */
export interface PolicyTransactionsTable {
  transaction_id: string;
  company_id: string;
  spender_id: string | null;
  budget_id: string | null;
  merchant: string;
  mcc: string | null;
  amount_cents: BigIntColumn;
  at: Timestamp;
  time_known: boolean;
  custom_field_values: Json<Record<string, string>>;
  receipts: ColumnType<number, number | undefined, number>;
  outcome: ColumnType<string, string | undefined, string>;
  findings: Json<PolicyFinding[]>;
}

export interface ExpensePolicyReadModels {
  expense_policies: ExpensePoliciesTable;
  policy_attendee_fields: PolicyAttendeeFieldsTable;
  policy_transactions: PolicyTransactionsTable;
}
