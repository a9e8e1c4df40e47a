import type { BookedLine } from '../transactions/bookkeeping-events';
import type { ExpenseTransaction } from './provider';
import type { NotReadyTransaction } from './runs';

/** Why not yet, without the transaction's id (the caller names what it was building). */
export type NotReady = Omit<NotReadyTransaction, 'transactionId'>;

/** What a transaction carries into the platform, as the transactions read model keeps it. */
export interface SyncableTransaction {
  id: string;
  amountCents: number;
  currency: string;
  date: string;
  merchantName: string;
  notes: string | null;
  generalLedgerId: string | null;
  projectId: string | null;
  splits: { amountCents: number; generalLedgerId: string | null; projectId: string | null }[] | null;
}

export const EXPENSE_MESSAGES = {
  notCoded: 'Choose a GL code for this transaction (for each split, when it is split); it is sent with the next sync.',
  unmapped: 'Its GL code posts to no account of the accounting platform: choose one under GL code mapping; it is sent with the next sync.',
} as const;

/** Which platform account each of our GL codes posts to: the import's, overridden by an admin's choice. */
export const effectiveAccountMappings = (mappings: { accountGeneralLedgers: Record<string, string>; generalLedgerAccounts?: Record<string, string> }): { generalLedgerId: string; accountId: string }[] => {
  const accountOf = new Map(Object.entries(mappings.accountGeneralLedgers).map(([accountId, glId]) => [glId, accountId]));
  for (const [glId, accountId] of Object.entries(mappings.generalLedgerAccounts ?? {})) accountOf.set(glId, accountId);
  return [...accountOf].map(([generalLedgerId, accountId]) => ({ generalLedgerId, accountId }));
};

/**
 * The platform's expense for one of our transactions: a line per split (or one line), each posted to
 * the platform account its GL code was imported from or mapped to. Not ready (a line with no GL
 * code, or one that posts nowhere): why, so the run keeps it back instead of sending it.
 */
export const expenseFor = (
  t: SyncableTransaction,
  mappings: { accountGeneralLedgers: Record<string, string>; trackingCategoryProjects: Record<string, string>; generalLedgerAccounts?: Record<string, string> },
): { expense: ExpenseTransaction } | { notReady: NotReady } => {
  const accountOf = new Map(effectiveAccountMappings(mappings).map((m) => [m.generalLedgerId, m.accountId] as const));
  const categoryOf = new Map(Object.entries(mappings.trackingCategoryProjects).map(([categoryId, projectId]) => [projectId, categoryId]));
  const parts = t.splits?.length ? t.splits : [{ amountCents: t.amountCents, generalLedgerId: t.generalLedgerId, projectId: t.projectId }];
  // Not coded first: coding it may well pick a mapped GL code, so that is the thing to fix.
  if (parts.some((p) => !p.generalLedgerId)) return { notReady: { reason: 'NOT_CODED', message: EXPENSE_MESSAGES.notCoded, generalLedgerId: null } };
  const unmapped = parts.find((p) => !accountOf.has(p.generalLedgerId!));
  if (unmapped) return { notReady: { reason: 'UNMAPPED', message: EXPENSE_MESSAGES.unmapped, generalLedgerId: unmapped.generalLedgerId } };
  const lines = parts.map((p) => {
    const category = p.projectId ? categoryOf.get(p.projectId) : undefined;
    return { netAmountCents: p.amountCents, accountId: accountOf.get(p.generalLedgerId!)!, trackingCategoryIds: category ? [category] : [] };
  });
  return { expense: { id: t.id, issueDate: t.date, currency: t.currency, merchantName: t.merchantName, notes: t.notes, lines } };
};

/** What a transaction's push books on the platform, in our terms (kept on TransactionSynced for later adjustments). */
export const bookedLinesOf = (t: SyncableTransaction): BookedLine[] =>
  (t.splits?.length ? t.splits : [{ amountCents: t.amountCents, generalLedgerId: t.generalLedgerId, projectId: t.projectId }])
    .map((p) => ({ amountCents: p.amountCents, generalLedgerId: p.generalLedgerId, projectId: p.projectId }));

/** An adjustment of a synced transaction, as its read model row keeps it. */
export interface SyncableAdjustment {
  id: string;
  transactionId: string;
  date: string;
  currency: string;
  merchantName: string;
  lines: BookedLine[];
}

/**
 * An adjustment as its own expense transaction (Codat models corrections after sync so), keyed by
 * the adjustment's id: a Refund when it lowers the amount, else a Payment. A re-coding has lines that
 * add up to nothing (the amount leaves the old account and lands on the new one).
 */
export const adjustmentExpenseFor = (
  a: SyncableAdjustment,
  mappings: { accountGeneralLedgers: Record<string, string>; trackingCategoryProjects: Record<string, string>; generalLedgerAccounts?: Record<string, string> },
): { expense: ExpenseTransaction } | { notReady: NotReady } => {
  const total = a.lines.reduce((sum, l) => sum + l.amountCents, 0);
  const sign = total < 0 ? -1 : 1;
  const built = expenseFor({ id: a.id, amountCents: 0, currency: a.currency, date: a.date, merchantName: a.merchantName, notes: `Adjustment of ${a.transactionId}`, generalLedgerId: null, projectId: null,
    splits: a.lines.map((l) => ({ ...l, amountCents: l.amountCents * sign })) }, mappings);
  return 'notReady' in built ? { notReady: { ...built.notReady, message: `An adjustment after sync: ${built.notReady.message}` } } : { expense: { ...built.expense, type: sign < 0 ? 'Refund' : 'Payment' } };
};
