// The bookkeeping decider's commands and what each acts on (bookkeeping.ts decides them).
import type { BookedLine, BookkeepingSource, PaymentType, SplitLine } from './bookkeeping-events';
import type { AdjustmentCommand } from './adjustments';
import type { AutomaticOutcome, CodingSource } from './automatic-coding';
import type { CompanySource } from './company-sources';

/**
 * What a command needs of a card purchase, read by the caller from the transactions read model
 * (written from the authorizer's events). Safe because nothing here is a money invariant: these
 * facts only decide bookkeeping rules (whose it is, whether it was declined, what a split must sum
 * to). The ledger stays the authority on money and nothing decided here moves any; a fact that is
 * a moment stale at worst refuses an edit or leaves a split INCOMPLETE until it is fixed.
 */
export interface CardTransactionFacts {
  companyId: string;
  amountCents: number;
  status: string;
  isReversed: boolean;
}

/** An edit's fields: absent = unchanged, null = cleared. */
export interface CodingChanges {
  generalLedgerId?: string | null;
  projectId?: string | null;
  /** Merged into the current values; an empty value removes the field's value. */
  customFieldValues?: Record<string, string | null>;
  notes?: string | null;
  invoiceNumber?: string | null;
  vendor?: string | null;
  /** As typed ("42.10"); manual and reimbursement transactions only. */
  amount?: string;
  date?: string;
}

/** The transaction a bookkeeping command acts on, as the caller read it. */
export interface BookkeepingTarget {
  transactionId: string;
  companyId: string;
  /** Null for a manual transaction (its facts are in the stream). */
  card: CardTransactionFacts | null;
  /** Synced to accounting (the read model's sync state): locked for good (ARCHITECTURE 12). */
  synced?: boolean;
  /** Set when the row is the company's bank feed or a card payment (the read model's source): nothing of it is booked. */
  companySource?: CompanySource | null;
  now: string;
}

type Target = BookkeepingTarget;

export type BookkeepingCommand =
  | {
      type: 'RecordManualTransaction'; transactionId: string; companyId: string; source: BookkeepingSource; paymentType: PaymentType; paymentMethodDetail: string | null;
      amount: string; date: string; vendor: string; description: string | null; budgetId: string | null; spenderId: string; createdByUserId: string;
      coding: CodingChanges; isInvoiceNumberEnabled: boolean; now: string;
    }
  | (Target & { type: 'UpdateTransaction'; changes: CodingChanges; isInvoiceNumberEnabled: boolean; /** A new split with the edit, checked against the amount after it. */ splits?: SplitLine[] })
  | (Target & { type: 'SplitTransaction'; lines: SplitLine[] })
  /** The coding reactor's: fills only empty fields, once; a locked or synced transaction stays as it is. */
  | (Target & { type: 'AutoCodeTransaction'; outcome: AutomaticOutcome; source: CodingSource })
  | (Target & { type: 'UndoAutomaticCoding' })
  | (Target & { type: 'LockTransaction' | 'UnlockTransaction' | 'SoftDeleteTransaction' | 'DeleteTransaction' | 'CloseDispute' })
  | (Target & { type: 'OpenDispute'; disputeId: string; reasonId: string; notes: string | null })
  | (Target & { type: 'AttachReceipt'; fileId: string; fileName: string; contentType: string; sizeBytes: number; sha256: string })
  | (Target & { type: 'RemoveReceipt'; fileId: string })
  /** The spender, merchant and amount as the caller read them from the transactions read model. */
  | (Target & { type: 'RequestReceipt'; spenderId: string | null; requestedByUserId: string | null; merchant: string; amountCents: number })
  | { type: 'MarkTransactionSynced'; transactionId: string; companyId: string; runId: string; /** What the platform was given. */ lines?: BookedLine[]; /** Receipts the run attached to the entry. */ receiptsAttached?: number; now: string }
  | Exclude<AdjustmentCommand, { type: 'AdjustSyncedCoding' }>
  | (Target & Extract<AdjustmentCommand, { type: 'AdjustSyncedCoding' }>);

