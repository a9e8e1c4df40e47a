import { sql, type Selectable } from 'kysely';
import { explainMissing, factsOfStored, type MissingItem } from '@spend/domain';
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
 * coding (CODING: GL code, project, required fields, split), or a receipt to confirm (MATCH).
 */
export type TodoEntry =
  | { kind: 'RECEIPT' | 'CODING'; id: string; transaction: TransactionModel; missing: MissingItem[] }
  | { kind: 'MATCH'; id: string; receipt: Selectable<ReceiptInboxTable>; missing: { kind: 'MATCH'; message: string }[] };

export interface Todo {
  count: number;
  entries: TodoEntry[];
}

const matchMessage = (offered: number): string =>
  `Confirm which transaction this receipt is for: ${offered === 1 ? 'one transaction looks' : `${offered} transactions look`} like it.`;

/** A transaction's missing details as its RECEIPT and CODING items (none when it lacks neither). */
const itemsOf = (transaction: TransactionModel, missing: MissingItem[]): TodoEntry[] => {
  const receipt = missing.filter((m) => m.kind === 'RECEIPT');
  const coding = missing.filter((m) => m.kind !== 'RECEIPT');
  return [
    ...(receipt.length > 0 ? [{ kind: 'RECEIPT' as const, id: `RECEIPT:${transaction.id}`, transaction, missing: receipt }] : []),
    ...(coding.length > 0 ? [{ kind: 'CODING' as const, id: `CODING:${transaction.id}`, transaction, missing: coding }] : []),
  ];
};

/**
 * What waits on one member of one company (issue #27 item 6), read from the read models: their
 * transactions the transactions projection decided are INCOMPLETE, each with what the policy's own
 * rule says it lacks (`explainMissing` over the facts stored with the row, as `missingDetails`),
 * and their inbox receipts the matcher offered transactions for but could not be sure. Oldest first.
 */
export const readTodo = async (trx: ReadTransaction, companyId: string, userId: string): Promise<Todo> => {
  const [rows, receipts, policy] = await Promise.all([
    trx.selectFrom('transactions').selectAll().where('company_id', '=', companyId).where('spender_id', '=', userId)
      .where('is_complete', '=', false).where('deleted_at', 'is', null).where('is_exempt', '=', false).where('status', '<>', 'Declined')
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
  const entries = [...transactions, ...matches];
  return { count: entries.length, entries: entries.slice(0, TODO_LIMIT) };
};

/** How many things wait on the member (the badge): the same read, so the badge counts what the list shows. */
export const countTodo = async (trx: ReadTransaction, companyId: string, userId: string): Promise<number> => (await readTodo(trx, companyId, userId)).count;
