import {
  BOOKS_ADMIN_PERMISSION, BOOKKEEPING_MESSAGES, COMPANY_SOURCE_CREATE_MESSAGE, badInput, bookkeepingDecider, checkSplit, isCompanySource, isSyncedState, notFound,
  parseTransactionAmount, streams, type BookkeepingCommand, type CardTransactionFacts, type CodingChanges, type CompanySource, type Permission, type SplitLine,
} from '@spend/domain';
import { deterministicUuid } from '@spend/eventstore';
import { readsAllBudgets } from '../budgets/load';
import { loadBudgetRef, loadUserRef } from '../cards/load';
import type { CustomFieldValueInput, MutationResolvers, TransactionSplitInput } from '../generated/resolvers-types';
import { awaitProjections, nowOf, requirePermission, runCommand, type ApiContext } from '../shared/context';
import { loadBooksPolicy } from './books-policy';
import { CODING_MESSAGES, loadCodingRefs } from './coding-refs';
import { findTransaction, type TransactionModel } from './queries';

type Target = { transactionId: string; companyId: string; card: CardTransactionFacts | null; synced: boolean; companySource: CompanySource | null; now: string };

/** A visible transaction, or NOT_FOUND (another company's, another spender's, deleted). */
export const requireTransaction = async (ctx: ApiContext, id: string): Promise<TransactionModel> => {
  const row = await findTransaction(ctx, id);
  if (!row) throw notFound('Transaction');
  return row;
};

/**
 * A card purchase's facts come from its read-model row (see CardTransactionFacts for why that is
 * safe); a manual transaction's are in its own stream. A bank-feed or payment row has none: the
 * decider refuses it with why.
 */
export const bookkeepingTarget = (ctx: ApiContext, row: TransactionModel): Target => ({
  transactionId: row.id, companyId: ctx.caller.companyId, now: nowOf(ctx), synced: isSyncedState(row.sync_state),
  companySource: isCompanySource(row.source) ? row.source : null,
  card: row.source === 'CARD' ? { companyId: row.company_id, amountCents: Number(row.amount_cents), status: row.status, isReversed: row.is_reversed } : null,
});

/** Runs a bookkeeping command on a visible transaction and answers with its row once projected. */
export const onTransaction = async (ctx: ApiContext, id: string, permission: Permission, command: (target: Target, row: TransactionModel) => Promise<BookkeepingCommand>) => {
  requirePermission(ctx, permission);
  const row = await requireTransaction(ctx, id);
  const built = await command(bookkeepingTarget(ctx, row), row);
  await runCommand(ctx, streams.bookkeeping(id), bookkeepingDecider, built);
  await awaitProjections(ctx, ['transactions']);
  return row;
};

const fieldValues = (list: readonly CustomFieldValueInput[] | null | undefined): Record<string, string | null> | undefined =>
  list ? Object.fromEntries(list.map((v) => [v.customFieldId, v.value ?? null])) : undefined;

const splitLines = (lines: readonly TransactionSplitInput[]): SplitLine[] =>
  lines.map((l) => ({ amountCents: parseTransactionAmount(l.amount, 'splits'), generalLedgerId: l.generalLedgerId ?? null, projectId: l.projectId ?? null, budgetId: l.budgetId ?? null }));

/** Checks a coding's references and budgets, and that projects are on when one is named. */
export const checkCoding = async (ctx: ApiContext, coding: CodingChanges, lines: readonly SplitLine[] = []): Promise<void> => {
  const projectIds = [coding.projectId, ...lines.map((l) => l.projectId)].filter(Boolean);
  if (projectIds.length > 0 && !(await loadBooksPolicy(ctx)).isProjectsEnabled) throw badInput('projectId', BOOKKEEPING_MESSAGES.projectsDisabled);
  for (const budgetId of lines.map((l) => l.budgetId)) {
    if (budgetId && (await loadBudgetRef(ctx, budgetId))?.companyId !== ctx.caller.companyId) throw badInput('splits', CODING_MESSAGES.budget);
  }
  await loadCodingRefs(ctx, { generalLedgerIds: [coding.generalLedgerId, ...lines.map((l) => l.generalLedgerId)], projectIds, customFieldValues: coding.customFieldValues });
};

/** The fields of an edit that were given (absent stays absent, null clears). */
const changesOf = (data: Record<string, unknown>): CodingChanges => {
  const changes: CodingChanges = {};
  for (const key of ['generalLedgerId', 'projectId', 'notes', 'invoiceNumber', 'vendor'] as const) if (data[key] !== undefined) changes[key] = data[key] as string | null;
  if (typeof data.amount === 'string') changes.amount = data.amount;
  if (typeof data.date === 'string') changes.date = data.date;
  const values = fieldValues(data.customFieldValues as CustomFieldValueInput[] | null | undefined);
  if (values) changes.customFieldValues = values;
  return changes;
};

const removed = async (ctx: ApiContext, id: string, type: 'SoftDeleteTransaction' | 'DeleteTransaction') => {
  await onTransaction(ctx, id, 'transactions.delete', async (target) => ({ type, ...target }));
  return { id };
};

export const transactionMutations: MutationResolvers = {
  createOneTransaction: async (_, { data, options }, ctx) => {
    requirePermission(ctx, 'transactions.create');
    // A MILEAGE transaction is only ever priced from a trip (createOneMileageSubmission).
    if (data.source === 'MILEAGE') throw badInput('source', 'Mileage trips are submitted at /transactions/mileage.');
    if (data.source && isCompanySource(data.source)) throw badInput('source', COMPANY_SOURCE_CREATE_MESSAGE);
    const spenderId = data.spenderId ?? ctx.caller.userId;
    if (spenderId !== ctx.caller.userId) {
      if (!readsAllBudgets(ctx)) throw badInput('spenderId', 'Only an admin can record a transaction for another member.');
      const spender = await loadUserRef(ctx, spenderId);
      if (!spender || spender.archived) throw badInput('spenderId', 'Choose an active member of your company.');
    }
    if (data.budgetId && (await loadBudgetRef(ctx, data.budgetId))?.companyId !== ctx.caller.companyId) throw badInput('budgetId', CODING_MESSAGES.budget);
    const coding = changesOf({ ...data, amount: undefined, date: undefined, vendor: undefined });
    const lines = splitLines(options?.splits ?? []);
    // Checked before the create is recorded, so a bad split records nothing.
    checkSplit(lines, parseTransactionAmount(data.amount));
    await checkCoding(ctx, coding, lines);
    const policy = await loadBooksPolicy(ctx);
    const transactionId = deterministicUuid(ctx.commandId, 'transaction');
    const now = nowOf(ctx);
    await runCommand(ctx, streams.bookkeeping(transactionId), bookkeepingDecider, {
      type: 'RecordManualTransaction', transactionId, companyId: ctx.caller.companyId, source: data.source === 'REIMBURSEMENT' ? 'REIMBURSEMENT' : 'MANUAL',
      paymentType: data.paymentType, paymentMethodDetail: data.paymentMethodDetail ?? null, amount: data.amount, date: String(data.date), vendor: data.vendor,
      description: data.description ?? null, budgetId: data.budgetId ?? null, spenderId, createdByUserId: ctx.caller.userId, coding,
      isInvoiceNumberEnabled: policy.isInvoiceNumberEnabled, now,
    });
    if (lines.length > 0) {
      await runCommand(ctx, streams.bookkeeping(transactionId), bookkeepingDecider, { type: 'SplitTransaction', transactionId, companyId: ctx.caller.companyId, card: null, now, lines }, { label: 'split' });
    }
    await awaitProjections(ctx, ['transactions']);
    return requireTransaction(ctx, transactionId);
  },
  updateOneTransaction: async (_, { where, data }, ctx) => {
    await onTransaction(ctx, where.id, 'transactions.edit', async (target) => {
      const changes = changesOf(data as Record<string, unknown>);
      const splits = data.splits ? splitLines(data.splits) : undefined;
      await checkCoding(ctx, changes, splits);
      const policy = await loadBooksPolicy(ctx);
      return { type: 'UpdateTransaction', ...target, changes, isInvoiceNumberEnabled: policy.isInvoiceNumberEnabled, ...(splits && { splits }) };
    });
    return requireTransaction(ctx, where.id);
  },
  lockTransaction: async (_, { where }, ctx) => {
    await onTransaction(ctx, where.id, BOOKS_ADMIN_PERMISSION, async (target) => ({ type: 'LockTransaction', ...target }));
    return requireTransaction(ctx, where.id);
  },
  unlockTransaction: async (_, { where }, ctx) => {
    await onTransaction(ctx, where.id, BOOKS_ADMIN_PERMISSION, async (target) => ({ type: 'UnlockTransaction', ...target }));
    return requireTransaction(ctx, where.id);
  },
  softDeleteOneTransaction: (_, { where }, ctx) => removed(ctx, where.id, 'SoftDeleteTransaction'),
  deleteOneTransaction: (_, { where }, ctx) => removed(ctx, where.id, 'DeleteTransaction'),
  createOneTransactionDispute: async (_, { where, data }, ctx) => {
    await onTransaction(ctx, where.id, 'transactions.edit', async (target) => ({
      type: 'OpenDispute', ...target, disputeId: deterministicUuid(ctx.commandId, 'dispute'), reasonId: data.reasonId, notes: data.notes ?? null,
    }));
    return requireTransaction(ctx, where.id);
  },
  closeOneTransactionDispute: async (_, { where }, ctx) => {
    await onTransaction(ctx, where.id, BOOKS_ADMIN_PERMISSION, async (target) => ({ type: 'CloseDispute', ...target }));
    return requireTransaction(ctx, where.id);
  },
};
