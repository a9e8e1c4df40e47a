import { BOOKS_ADMIN_PERMISSION, DomainError, badInput, bookkeepingDecider, isUuid, streams, type BookkeepingCommand, type CodingChanges, type Permission } from '@spend/domain';
import type { MutationResolvers, TransactionBulkCodingInput } from '../generated/resolvers-types';
import { awaitProjections, requirePermission, runCommandBatch, type ApiContext } from '../shared/context';
import { bookkeepingTarget, checkCoding, onTransaction, requireTransaction } from './mutations';
import { readTransactions, visibleTransactions, type TransactionModel } from './queries';

export const MAX_BULK = 500;
export const BULK_MESSAGES = {
  ids: `Select from 1 to ${MAX_BULK} transactions.`,
  notFound: 'Transaction not found.',
  nothing: 'Choose a GL code, a project or a custom field value to apply.',
} as const;

/** The selected transactions the caller may see, in one read. */
const selectedRows = async (ctx: ApiContext, ids: readonly string[]): Promise<Map<string, TransactionModel>> => {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return new Map();
  const rows = await readTransactions(ctx, async (trx) => (await visibleTransactions(trx, ctx)).where('id', 'in', wanted).execute());
  return new Map(rows.map((r) => [r.id, r]));
};

/**
 * One bookkeeping command per selected transaction, decided together (`runCommandBatch`: one read,
 * one append), then one wait for the list's read model. A refusal (locked, synced, not found) is that
 * row's failure, with the decider's words; nothing is recorded for it.
 */
const onMany = async (ctx: ApiContext, ids: readonly string[], permission: Permission, command: (row: TransactionModel) => BookkeepingCommand) => {
  requirePermission(ctx, permission);
  const unique = [...new Set(ids)];
  if (unique.length === 0 || unique.length > MAX_BULK) throw badInput('ids', BULK_MESSAGES.ids);
  const rows = await selectedRows(ctx, unique);
  const found = unique.filter((id) => rows.has(id));
  const outcomes = await runCommandBatch(ctx, bookkeepingDecider, found.map((id) => ({ streamName: streams.bookkeeping(id), command: command(rows.get(id)!), label: `bulk:${id}` })));
  const failures: { id: string; message: string }[] = unique.filter((id) => !rows.has(id)).map((id) => ({ id, message: BULK_MESSAGES.notFound }));
  const done: string[] = [];
  outcomes.forEach((outcome, i) => {
    if ('result' in outcome) return void done.push(found[i]!);
    if (!DomainError.is(outcome.error)) throw outcome.error;
    failures.push({ id: found[i]!, message: outcome.error.message });
  });
  await awaitProjections(ctx, ['transactions']);
  return { done, failures };
};

const codingOf = (data: TransactionBulkCodingInput): CodingChanges => {
  const changes: CodingChanges = {};
  if (data.generalLedgerId !== undefined) changes.generalLedgerId = data.generalLedgerId;
  if (data.projectId !== undefined) changes.projectId = data.projectId;
  if (data.customFieldValues) changes.customFieldValues = Object.fromEntries(data.customFieldValues.map((v) => [v.customFieldId, v.value ?? null]));
  return changes;
};

/** The review queue's asks: the spender, merchant and amount as the list shows them. */
const receiptRequest = (ctx: ApiContext, row: TransactionModel): BookkeepingCommand => ({
  type: 'RequestReceipt', ...bookkeepingTarget(ctx, row), spenderId: row.spender_id, requestedByUserId: ctx.caller.userId,
  merchant: row.vendor ?? row.merchant_name, amountCents: Number(row.amount_cents),
});

export const bulkMutations: MutationResolvers = {
  updateManyTransactions: async (_, { ids, data }, ctx) => {
    requirePermission(ctx, 'transactions.edit');
    const changes = codingOf(data);
    if (Object.keys(changes).length === 0) throw badInput('data', BULK_MESSAGES.nothing);
    // The references are checked once, before anything is recorded.
    await checkCoding(ctx, changes);
    return onMany(ctx, ids, 'transactions.edit', (row) => ({ type: 'UpdateTransaction', ...bookkeepingTarget(ctx, row), changes, isInvoiceNumberEnabled: false }));
  },
  lockManyTransactions: (_, { ids }, ctx) => onMany(ctx, ids, BOOKS_ADMIN_PERMISSION, (row) => ({ type: 'LockTransaction', ...bookkeepingTarget(ctx, row) })),
  requestTransactionReceipts: (_, { ids }, ctx) => onMany(ctx, ids, BOOKS_ADMIN_PERMISSION, (row) => receiptRequest(ctx, row)),
  requestTransactionReceipt: async (_, { where }, ctx) => {
    await onTransaction(ctx, where.id, BOOKS_ADMIN_PERMISSION, async (_target, row) => receiptRequest(ctx, row));
    return requireTransaction(ctx, where.id);
  },
};
