import type { DomainEvent } from '@spend/domain';

/**
 * The month's books from the event history alone, by rules written here on purpose (not the
 * domain's completeness or the read models' folds): each transaction's amount, whether it is
 * complete under the company's policy and where its sync stands; each request's amount and status;
 * each budget's funding; and what the accounting platform holds per GL code (what the runs entered,
 * with the corrections after sync).
 */
export interface BooksFigures {
  transactions: Map<string, BooksTransaction>;
  requests: Map<string, { amount: number; status: string }>;
  /** Each budget's funding and parent. */
  funding: Map<string, { funding: number; parentId: string | null }>;
  /** GL code -> cents entered on the platform for it; and how many transactions and adjustments were entered. */
  platform: Map<string, number>;
  entered: { transactions: number; adjustments: number; refused: number };
}

/** A transaction as the books see it: its amount, receipts, completeness and sync state; a decline is listed only when asked for. */
export interface BooksTransaction { amount: number; receipts: number; complete: boolean; syncState: string | null; source: string; declined: boolean }

interface Books {
  amount: number; refunded: number; status: string; reversed: boolean; subscription: boolean; source: string;
  gl: string | null; project: string | null; fields: Record<string, string>; receipts: number; run: string | null; synced: string | null;
}

type Data = Record<string, unknown>;

export const booksOracle = (events: readonly DomainEvent[]): BooksFigures => {
  const policy = { threshold: null as number | null, subscriptionExempt: false, projects: false, required: new Set<string>() };
  const subscriptionCards = new Set<string>();
  const books = new Map<string, Books>();
  const requests = new Map<string, { amount: number; status: string }>();
  const funding = new Map<string, { funding: number; parentId: string | null }>();
  const platform = new Map<string, number>();
  const adjustments = new Map<string, { lines: { amountCents: number; generalLedgerId: string | null }[] }>();
  const entered = { transactions: 0, adjustments: 0, refused: 0 };
  const enter = (lines: { amountCents: number; generalLedgerId: string | null }[]) => {
    for (const l of lines) platform.set(l.generalLedgerId ?? 'none', (platform.get(l.generalLedgerId ?? 'none') ?? 0) + l.amountCents);
  };
  const row = (d: Data) => books.get(d.transactionId as string)!;
  const fresh = (amount: number, status: string, source: string, subscription: boolean): Books =>
    ({ amount, refunded: 0, status, reversed: false, subscription, source, gl: null, project: null, fields: {}, receipts: 0, run: null, synced: null });

  for (const { type, data } of events) {
    const d = data as Data;
    switch (type) {
      case 'BooksPolicySet': Object.assign(policy, { threshold: d.receiptRequiredAboveCents, subscriptionExempt: d.subscriptionReceiptsExempt, projects: d.isProjectsEnabled }); break;
      case 'CustomFieldCreated':
      case 'CustomFieldUpdated': if (d.isRequired && d.isActive) policy.required.add(d.customFieldId as string); else policy.required.delete(d.customFieldId as string); break;
      case 'CustomFieldDeleted': policy.required.delete(d.customFieldId as string); break;
      case 'CardCreated': if (d.format === 'SUBSCRIPTION') subscriptionCards.add(d.cardId as string); break;
      case 'AuthorizationApproved':
      case 'AuthorizationDeclined':
        books.set(d.transactionId as string, fresh(d.amountCents as number, type === 'AuthorizationApproved' ? 'Pending' : 'Declined', 'CARD', subscriptionCards.has(d.cardId as string)));
        break;
      case 'AuthorizationCleared': Object.assign(row(d), { amount: d.amountCents, status: 'Posted' }); break;
      case 'AuthorizationReversed': row(d).reversed = true; break;
      case 'AuthorizationRefunded': row(d).refunded += d.amountCents as number; break;
      case 'ManualTransactionRecorded': books.set(d.transactionId as string, fresh(d.amountCents as number, 'Recorded', d.source as string, false)); break;
      case 'TransactionCoded': {
        const b = row(d);
        if (d.generalLedgerId !== undefined) b.gl = d.generalLedgerId as string | null;
        if (d.projectId !== undefined) b.project = d.projectId as string | null;
        if (d.customFieldValues !== undefined) b.fields = d.customFieldValues as Record<string, string>;
        if (d.amountCents !== undefined) b.amount = d.amountCents as number;
        break;
      }
      case 'ReceiptAttached': row(d).receipts += 1; break;
      case 'ReceiptRemoved': row(d).receipts -= 1; break;
      case 'IntegrationRunLoaded': for (const id of d.transactionIds as string[]) if (books.get(id) && !books.get(id)!.synced) books.get(id)!.run = 'IN_PROGRESS'; break;
      case 'IntegrationRunCompleted':
        for (const f of d.failed as { transactionId: string }[]) if (!books.get(f.transactionId)!.synced) { books.get(f.transactionId)!.run = 'FAILED'; entered.refused += 1; }
        break;
      case 'TransactionSynced':
        row(d).synced = d.receiptsAttached ? 'RECEIPT_ATTACHED' : 'SYNCED';
        enter(d.lines as { amountCents: number; generalLedgerId: string | null }[]);
        entered.transactions += 1;
        break;
      case 'TransactionAdjusted': adjustments.set(d.adjustmentId as string, { lines: d.lines as { amountCents: number; generalLedgerId: string | null }[] }); break;
      case 'TransactionAdjustmentSynced': enter(adjustments.get(d.adjustmentId as string)!.lines); entered.adjustments += 1; break;
      case 'BudgetIncreaseRequested': requests.set(d.requestId as string, { amount: d.amount as number, status: 'PENDING' }); break;
      case 'ReimbursementRequested': requests.set(d.reimbursementId as string, { amount: d.amount as number, status: 'PENDING' }); break;
      case 'BudgetIncreaseReviewed': requests.get(d.requestId as string)!.status = d.status as string; break;
      case 'ReimbursementReviewed': requests.get(d.reimbursementId as string)!.status = d.status as string; break;
      case 'BudgetIncreaseCompleted': requests.get(d.requestId as string)!.status = 'COMPLETED'; break;
      case 'ReimbursementPaid': requests.get(d.reimbursementId as string)!.status = 'COMPLETED'; break;
      case 'BudgetCreated': funding.set(d.budgetId as string, { funding: d.funding as number, parentId: d.parentBudgetId as string | null }); break;
      case 'BudgetUpdated': if ((d.changes as Data).funding !== undefined) funding.get(d.budgetId as string)!.funding = (d.changes as Data).funding as number; break;
    }
  }

  const transactions = new Map<string, BooksTransaction>();
  for (const [id, b] of books) {
    // Nothing to book: declined, reversed, refunded in full.
    const exempt = b.status === 'Declined' || b.reversed || (b.refunded > 0 && b.refunded >= b.amount);
    const receiptOk = policy.threshold === null || b.amount <= policy.threshold || b.receipts > 0 || (b.subscription && policy.subscriptionExempt);
    const complete = exempt || (receiptOk && b.gl !== null && (!policy.projects || b.project !== null) && [...policy.required].every((f) => (b.fields[f] ?? '') !== ''));
    const syncState = b.synced ?? b.run ?? (complete && !exempt ? 'READY_TO_SYNC' : null);
    transactions.set(id, { amount: b.amount, receipts: b.receipts, complete, syncState, source: b.source, declined: b.status === 'Declined' });
  }
  return { transactions, requests, funding, platform, entered };
};
