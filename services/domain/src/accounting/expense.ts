import type { ExpenseTransaction } from './provider';

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
  unmapped: 'Code this transaction with a GL code imported from the accounting platform.',
} as const;

/**
 * The platform's expense for one of our transactions: a line per split (or one line), each posted to
 * the platform account its GL code was imported from. Unmapped: the message saying why not.
 */
export const expenseFor = (
  t: SyncableTransaction,
  mappings: { accountGeneralLedgers: Record<string, string>; trackingCategoryProjects: Record<string, string> },
): { expense: ExpenseTransaction } | { failure: string } => {
  const accountOf = new Map(Object.entries(mappings.accountGeneralLedgers).map(([accountId, glId]) => [glId, accountId]));
  const categoryOf = new Map(Object.entries(mappings.trackingCategoryProjects).map(([categoryId, projectId]) => [projectId, categoryId]));
  const parts = t.splits?.length ? t.splits : [{ amountCents: t.amountCents, generalLedgerId: t.generalLedgerId, projectId: t.projectId }];
  const lines = parts.map((p) => {
    const accountId = p.generalLedgerId ? accountOf.get(p.generalLedgerId) : undefined;
    const category = p.projectId ? categoryOf.get(p.projectId) : undefined;
    return accountId ? { netAmountCents: p.amountCents, accountId, trackingCategoryIds: category ? [category] : [] } : null;
  });
  if (lines.some((l) => l === null)) return { failure: EXPENSE_MESSAGES.unmapped };
  return { expense: { id: t.id, issueDate: t.date, currency: t.currency, merchantName: t.merchantName, notes: t.notes, lines: lines as ExpenseTransaction['lines'] } };
};
