import { DISPUTE_REASONS, MCC_DESCRIPTIONS, TRANSACTION_METHODS, explainMissing, factsOfStored, isCompanySource, isSyncedState, isUuid, receiptRequired } from '@spend/domain';
import { readingOf } from '../receipts/readings';
import { loadBudgets, loadersFor, resetLoaders } from '../budgets/load';
import { loadCards } from '../cards/load';
import type { Resolvers } from '../generated/resolvers-types';
import { automaticCodingMutations, automaticCodingOf } from './automatic-coding';
import { codingOptions } from './coding-options';
import { expensePolicyMutations, expensePolicyQueries, transactionPolicyFields } from './expense-policy';
import { booksPolicyMutations, loadBooksPolicy, loadRequiredFieldNames, type BooksPolicyModel } from './books-policy';
import { bulkMutations } from './bulk';
import { savedViewResolvers } from './saved-views';
import { transactionMutations } from './mutations';
import { receiptMutations, receiptUrl } from './receipts';
import { findTransaction, listTransactions, readTransactions, searchOptions, visibleTransactions, type TransactionModel } from './queries';
import { liveChanges } from '../shared/live';

export { visibleTransactions, type TransactionModel };
export type ReceiptModel = TransactionModel['receipts'][number];
export type SearchOptionsModel = Awaited<ReturnType<typeof searchOptions>>;

const POLICIES = new WeakMap<object, Promise<BooksPolicyModel>>();
/** The company's policy, read once per request. */
const policyOf = (ctx: Parameters<typeof loadBooksPolicy>[0]) => {
  let policy = POLICIES.get(ctx);
  if (!policy) POLICIES.set(ctx, (policy = loadBooksPolicy(ctx)));
  return policy;
};

const FIELD_NAMES = new WeakMap<object, Promise<Map<string, string>>>();
/** The required custom fields' names, read once per request. */
const fieldNamesOf = async (ctx: Parameters<typeof loadBooksPolicy>[0]) => {
  let names = FIELD_NAMES.get(ctx);
  if (!names) FIELD_NAMES.set(ctx, (names = policyOf(ctx).then((p) => loadRequiredFieldNames(ctx, p.requiredCustomFieldIds))));
  return names;
};

export const transactionResolvers: Resolvers = {
  Transaction: {
    amount: (t) => Number(t.amount_cents),
    authorizedAmount: (t) => Number(t.authorized_cents),
    overClearedAmount: (t) => Number(t.over_cleared_cents),
    refundedAmount: (t) => Number(t.refunded_cents),
    description: (t) => t.merchant_name,
    memo: (t) => t.description,
    vendor: (t) => t.vendor ?? t.merchant_name,
    source: (t) => t.source as 'CARD',
    paymentType: (t) => t.payment_type as 'CARD',
    paymentMethodDetail: async (t, _, ctx) => (t.source !== 'CARD' ? t.payment_method_detail : t.card_id ? ((await loadersFor(ctx).card.load(t.card_id))?.last4 ?? null) : null),
    // An open dispute shows as Disputed; closed, the status is what it was (spec 4).
    status: (t) => (t.dispute_status === 'OPEN' ? 'Disputed' : (t.status as 'Pending')),
    // A decline, the bank feed's and a payment have nothing to book.
    completeness: (t) => (t.status === 'Declined' || isCompanySource(t.source) ? 'NOT_APPLICABLE' : t.is_complete ? 'COMPLETE' : 'INCOMPLETE'),
    // The completeness rule's own receipt test, over the facts stored with the row.
    needsReceipt: async (t, _, ctx) => receiptRequired(factsOfStored(t), await policyOf(ctx)),
    // The policy's own rule over the facts the read model stored with the row (as is_complete was decided).
    missingDetails: async (t, _, ctx) => {
      if (t.is_complete) return [];
      const [policy, names] = [await policyOf(ctx), await fieldNamesOf(ctx)];
      return explainMissing(factsOfStored(t), policy, (id) => names.get(id) ?? 'a required field');
    },
    receipts: (t) => t.receipts,
    generalLedgerId: (t) => t.general_ledger_id,
    projectId: (t) => t.project_id,
    customFieldValues: (t) => Object.entries(t.custom_field_values).map(([customFieldId, value]) => ({ customFieldId, value })),
    automaticCoding: (t) => automaticCodingOf(t.automatic_coding),
    notes: (t) => t.notes,
    invoiceNumber: (t) => t.invoice_number,
    splits: (t) => t.splits?.map((l) => ({ amount: l.amountCents, generalLedgerId: l.generalLedgerId, projectId: l.projectId, budgetId: l.budgetId })) ?? null,
    // A transaction synced to accounting is locked (ARCHITECTURE 12).
    isLocked: (t) => t.is_locked || isSyncedState(t.sync_state),
    syncState: (t) => t.sync_state as 'SYNCED' | null,
    dispute: (t) => (t.dispute_id ? { id: t.dispute_id, status: t.dispute_status as 'OPEN', reasonId: t.dispute_reason_id!, notes: t.dispute_notes } : null),
    disputedReason: (t) => (t.dispute_status === 'OPEN' ? (DISPUTE_REASONS.find((r) => r.id === t.dispute_reason_id)?.name ?? null) : null),
    declinedReason: (t) => t.declined_reason,
    mccDescription: (t) => (t.mcc ? (MCC_DESCRIPTIONS.get(t.mcc) ?? null) : null),
    merchantCountry: (t) => t.country,
    isPosted: (t) => t.status === 'Posted',
    isReversed: (t) => t.is_reversed,
    isDeclined: (t) => t.status === 'Declined',
    cardId: (t) => t.card_id,
    budgetId: (t) => t.budget_id,
    card: (t, _, ctx) => (t.card_id && isUuid(t.card_id) ? loadersFor(ctx).card.load(t.card_id) : null),
    budget: (t, _, ctx) => (t.budget_id && isUuid(t.budget_id) ? loadersFor(ctx).budget.load(t.budget_id) : null),
    spender: (t, _, ctx) => (t.spender_id ? loadersFor(ctx).user.load(t.spender_id) : null),
    ...transactionPolicyFields,
  },
  Receipt: { attachedAt: (r) => r.attachedAt, url: (r) => receiptUrl(r.fileId), reading: (r, _, ctx) => readingOf(ctx, r.fileId) },
  BooksPolicy: { receiptRequiredAbove: (p) => p.receiptRequiredAboveCents },
  Company: {
    isProjectsEnabled: async (_, __, ctx) => (await policyOf(ctx)).isProjectsEnabled,
    isInvoiceNumberEnabled: async (_, __, ctx) => (await policyOf(ctx)).isInvoiceNumberEnabled,
    booksPolicy: (_, __, ctx) => policyOf(ctx),
  },
  TransactionSearchOptions: {
    spenders: async (o, _, ctx) => (await Promise.all(o.spenderIds.map((id) => loadersFor(ctx).user.load(id)))).filter((u) => u !== null),
    budgets: (o, _, ctx) => loadBudgets(ctx, o.budgetIds),
    cards: (o, _, ctx) => loadCards(ctx, o.cardIds),
    vendors: (o) => o.vendors,
  },
  Query: {
    transactions: (_, args, ctx) => listTransactions(ctx, args, true),
    transactionsFastView: async (_, args, ctx) => (await listTransactions(ctx, args, false)).items,
    transaction: (_, { where }, ctx) => findTransaction(ctx, where.id),
    transactionSearchOptions: (_, __, ctx) => searchOptions(ctx),
    transactionMethods: () => [...TRANSACTION_METHODS],
    disputeReasons: () => [...DISPUTE_REASONS],
    ...savedViewResolvers.Query,
    codingOptions,
    ...expensePolicyQueries,
  },
  Mutation: { ...transactionMutations, ...bulkMutations, ...savedViewResolvers.Mutation, ...receiptMutations, ...booksPolicyMutations, ...automaticCodingMutations, ...expensePolicyMutations },
  Subscription: {
    transactionChanged: {
      // Only the caller's company's subject, and only rows the caller may see. At-most-once: a client that reconnects refetches.
      subscribe: (_, __, ctx) =>
        liveChanges<{ transactionChanged: TransactionModel }>(ctx, {
          topics: ['transactions'],
          payloads: async ({ ids }) => {
            if (ids.length === 0) return [];
            resetLoaders(ctx); // the nested fields (card, budget) read afresh
            const rows = await readTransactions(ctx, async (trx) => (await visibleTransactions(trx, ctx)).where('id', 'in', ids).execute());
            return rows.map((row) => ({ transactionChanged: row }));
          },
        }),
    },
  },
};
