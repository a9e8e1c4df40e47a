import { sql, type Selectable } from 'kysely';
import { explainMissing, factsOfStored, type MissingItem, type PolicyRule } from '@spend/domain';
import type { ReceiptInboxTable } from '@spend/projections/api';
import { readBooksPolicy } from '../transactions/books-policy';
import type { TransactionModel } from '../transactions/queries';
import type { ReadTransaction } from '../shared/tenant';

/** At most this many items are listed (the count is all of them). */
export const TODO_LIMIT = 200;
/** A member's incomplete transactions and offered receipts read at most (each, oldest first). */
const SCAN_LIMIT = 1000;

/**
 * One thing waiting on a member, with exactly what is missing: a receipt (RECEIPT: upload it), the
 * coding (CODING: GL code, project, required fields, split), an answer to the expense policy's
 * findings (POLICY: one per finding, its rule and its own words), or a receipt to confirm (MATCH).
 */
export type TodoEntry =
  | { kind: 'RECEIPT' | 'CODING'; id: string; transaction: TransactionModel; missing: MissingItem[] }
  | { kind: 'POLICY'; id: string; transaction: TransactionModel; missing: { kind: PolicyRule; message: string }[] }
  | { kind: 'MATCH'; id: string; receipt: Selectable<ReceiptInboxTable>; missing: { kind: 'MATCH'; message: string }[] };

type TransactionEntry = Extract<TodoEntry, { transaction: TransactionModel }>;

export interface Todo {
  count: number;
  entries: TodoEntry[];
}

const matchMessage = (offered: number): string =>
  `Confirm which transaction this receipt is for: ${offered === 1 ? 'one transaction looks' : `${offered} transactions look`} like it.`;

/** A transaction's missing details as its RECEIPT and CODING items (none when it lacks neither). */
const itemsOf = (transaction: TransactionModel, missing: MissingItem[]): TransactionEntry[] => {
  const receipt = missing.filter((m) => m.kind === 'RECEIPT');
  const coding = missing.filter((m) => m.kind !== 'RECEIPT');
  return [
    ...(receipt.length > 0 ? [{ kind: 'RECEIPT' as const, id: `RECEIPT:${transaction.id}`, transaction, missing: receipt }] : []),
    ...(coding.length > 0 ? [{ kind: 'CODING' as const, id: `CODING:${transaction.id}`, transaction, missing: coding }] : []),
  ];
};

/** The order the reads use: by date, then id. */
const oldestFirst = (a: TransactionModel, b: TransactionModel): number =>
  new Date(a.initial_transaction_date).getTime() - new Date(b.initial_transaction_date).getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const policyItem = (transaction: TransactionModel): TransactionEntry => ({
  kind: 'POLICY', id: `POLICY:${transaction.id}`, transaction, missing: transaction.policy_findings.map((f) => ({ kind: f.rule, message: f.message })),
});

/**
 * What waits on one member of one company (issue #27 item 6), read from the read models: their
 * transactions the transactions projection decided are INCOMPLETE, each with what the policy's own
 * rule says it lacks (`explainMissing` over the facts stored with the row, as `missingDetails`),
 * those needing review or out of policy they have not answered (the projection's `policy_explained`;
 * a locked one is closed to answers), and their inbox receipts the matcher offered transactions for
 * but could not be sure. Oldest first.
 */
export const readTodo = async (trx: ReadTransaction, companyId: string, userId: string): Promise<Todo> => {
  const own = trx.selectFrom('transactions').selectAll().where('company_id', '=', companyId).where('spender_id', '=', userId)
    .where('deleted_at', 'is', null).where('status', '<>', 'Declined');
  const [rows, unanswered, receipts, policy] = await Promise.all([
    own.where('is_complete', '=', false).where('is_exempt', '=', false).orderBy('initial_transaction_date').orderBy('id').limit(SCAN_LIMIT).execute(),
    own.where('policy_outcome', '<>', 'IN_POLICY').where('policy_explained', '=', false).where('is_locked', '=', false)
      .orderBy('initial_transaction_date').orderBy('id').limit(SCAN_LIMIT).execute(),
    trx.selectFrom('receipt_inbox').selectAll().where('company_id', '=', companyId).where('user_id', '=', userId)
      .where('transaction_id', 'is', null).where(sql<boolean>`suggestions <> '[]'::jsonb`)
      .orderBy('received_at').orderBy('id').limit(SCAN_LIMIT).execute(),
    readBooksPolicy(trx, companyId),
  ]);
  const fieldIds = policy.requiredCustomFieldIds;
  const fields = fieldIds.length === 0 ? [] : await trx.selectFrom('custom_fields').select(['id', 'name']).where('id', 'in', fieldIds).execute();
  const names = new Map(fields.map((f) => [f.id, f.name]));
  const transactions = rows.flatMap((t) => itemsOf(t, explainMissing(factsOfStored(t), policy, (id) => names.get(id) ?? 'a required field')));
  const matches = receipts.map((receipt): TodoEntry => ({ kind: 'MATCH', id: `MATCH:${receipt.id}`, receipt, missing: [{ kind: 'MATCH', message: matchMessage(receipt.suggestions.length) }] }));
  // A transaction's policy item sits with its others, by date (a stable sort keeps RECEIPT, CODING, POLICY in that order).
  const ofTransactions = [...transactions, ...unanswered.map(policyItem)].sort((a, b) => oldestFirst(a.transaction, b.transaction));
  const entries = [...ofTransactions, ...matches];
  return { count: entries.length, entries: entries.slice(0, TODO_LIMIT) };
};

/** How many things wait on the member (the badge): the same read, so the badge counts what the list shows. */
export const countTodo = async (trx: ReadTransaction, companyId: string, userId: string): Promise<number> => (await readTodo(trx, companyId, userId)).count;
