import type { SplitLine } from './bookkeeping-events';

/** What the company requires of a transaction before it is COMPLETE (its books policy). */
export interface CompletenessPolicy {
  /** null: receipts never required; 0: always (above $0.00). */
  receiptRequiredAboveCents: number | null;
  subscriptionReceiptsExempt: boolean;
  isProjectsEnabled: boolean;
  /** Active, required custom fields. */
  requiredCustomFieldIds: readonly string[];
}

export const DEFAULT_BOOKS_POLICY: CompletenessPolicy = { receiptRequiredAboveCents: null, subscriptionReceiptsExempt: false, isProjectsEnabled: false, requiredCustomFieldIds: [] };

/** A transaction's bookkeeping as the read model holds it. */
export interface TransactionBooks {
  amountCents: number;
  refundedCents: number;
  status: string;
  isReversed: boolean;
  deleted: boolean;
  receiptCount: number;
  isSubscriptionCard: boolean;
  generalLedgerId: string | null;
  projectId: string | null;
  customFieldValues: Readonly<Record<string, string>>;
  splits: readonly SplitLine[] | null;
}

/**
 * The facts of a transaction that do not depend on the policy. The read model stores them as
 * columns, so a policy change recomputes every row of a company with one set-based UPDATE
 * (`COMPLETENESS_SQL` in the transactions projection is `isComplete` over these columns; a test
 * holds the two to the same answers).
 */
export interface CompletenessFacts {
  /** Declined, fully reversed or refunded, deleted: nothing to book, so never INCOMPLETE. */
  exempt: boolean;
  amountCents: number;
  receiptCount: number;
  isSubscriptionCard: boolean;
  /** A GL code on the transaction, or on every line when it is split. */
  hasGeneralLedger: boolean;
  /** A project on the transaction, or on every line when it is split. */
  hasProject: boolean;
  /** No split, or lines that still sum to the amount (a clearing or refund can change the amount afterwards). */
  splitBalanced: boolean;
  customFieldIds: readonly string[];
}

export const completenessFacts = (t: TransactionBooks): CompletenessFacts => {
  const split = t.splits && t.splits.length > 0 ? t.splits : null;
  return {
    exempt: t.deleted || t.status === 'Declined' || t.isReversed || (t.refundedCents > 0 && t.refundedCents >= t.amountCents),
    amountCents: t.amountCents,
    receiptCount: t.receiptCount,
    isSubscriptionCard: t.isSubscriptionCard,
    hasGeneralLedger: split ? split.every((l) => l.generalLedgerId !== null) : t.generalLedgerId !== null,
    hasProject: split ? split.every((l) => l.projectId !== null) : t.projectId !== null,
    splitBalanced: !split || split.reduce((sum, l) => sum + l.amountCents, 0) === t.amountCents,
    customFieldIds: Object.entries(t.customFieldValues).filter(([, v]) => v !== '').map(([id]) => id),
  };
};

export type MissingDetail = 'RECEIPT' | 'GENERAL_LEDGER' | 'PROJECT' | 'CUSTOM_FIELDS' | 'SPLIT';

/** Whether the policy asks this transaction for a receipt (above the threshold, unless exempt or an exempt subscription card's). */
export const receiptRequired = (f: Pick<CompletenessFacts, 'exempt' | 'amountCents' | 'isSubscriptionCard'>, p: Pick<CompletenessPolicy, 'receiptRequiredAboveCents' | 'subscriptionReceiptsExempt'>): boolean =>
  !f.exempt && p.receiptRequiredAboveCents !== null && f.amountCents > p.receiptRequiredAboveCents && !(f.isSubscriptionCard && p.subscriptionReceiptsExempt);

/** What the transaction still lacks under the policy (empty: COMPLETE). */
export const missingDetails = (f: CompletenessFacts, p: CompletenessPolicy): MissingDetail[] => {
  if (f.exempt) return [];
  const missing: MissingDetail[] = [];
  if (receiptRequired(f, p) && f.receiptCount === 0) missing.push('RECEIPT');
  if (!f.hasGeneralLedger) missing.push('GENERAL_LEDGER');
  if (p.isProjectsEnabled && !f.hasProject) missing.push('PROJECT');
  if (p.requiredCustomFieldIds.some((id) => !f.customFieldIds.includes(id))) missing.push('CUSTOM_FIELDS');
  if (!f.splitBalanced) missing.push('SPLIT');
  return missing;
};

export const isComplete = (f: CompletenessFacts, p: CompletenessPolicy): boolean => missingDetails(f, p).length === 0;
