import type { Decider } from '../shared/decider';
import { conflict, notFound } from '../shared/errors';
import { streams } from '../shared/streams';
import { bookkeepingDecider, type BookkeepingState, type BookkeepingTarget } from '../transactions/bookkeeping';
import type { BookkeepingEvent } from '../transactions/bookkeeping-events';
import type { MatchWhyData, ReceiptEvent, ReceiptReadData } from './events';

type ReceivedData = Extract<ReceiptEvent, { type: 'ReceiptReceived' }>['data'];
type SuggestedData = Extract<ReceiptEvent, { type: 'ReceiptMatchSuggested' }>['data'];
type DuplicateData = Extract<ReceiptEvent, { type: 'ReceiptDuplicateFlagged' }>['data'];

export interface ReceiptState {
  received: ReceivedData | null;
  /** The transaction it was attached to; null while it waits in the member's inbox. */
  transactionId: string | null;
  /** What was read from it; null until its file has been read. */
  read: ReceiptReadData | null;
  /** The last offer made to its member, and whether it was flagged as a copy. */
  suggested: SuggestedData | null;
  duplicateOf: string | null;
}

/** A checked, stored file of the member's arrived (by mail): it waits in their inbox. */
export interface ReceiveReceipt extends Omit<ReceivedData, 'at'> {
  type: 'ReceiveReceipt';
  now: string;
}

/** What the reader got from the receipt's file (mailed or uploaded): recorded once. */
export interface ReadReceipt extends Omit<ReceiptReadData, 'at'> {
  type: 'ReadReceipt';
  now: string;
}

/** The matcher's offer of possible transactions, or its flag of a copy: each recorded when it changes. */
export type SuggestReceiptMatch = Omit<SuggestedData, 'at'> & { type: 'SuggestReceiptMatch'; now: string };
export type FlagDuplicateReceipt = Omit<DuplicateData, 'at'> & { type: 'FlagDuplicateReceipt'; now: string };

export type ReceiptCommand = ReceiveReceipt | ReadReceipt | SuggestReceiptMatch | FlagDuplicateReceipt;

export const RECEIPT_MESSAGES = {
  attached: 'This receipt is already attached to a transaction.',
} as const;

const evolve = (state: ReceiptState, event: ReceiptEvent): ReceiptState => {
  switch (event.type) {
    case 'ReceiptReceived': return { ...state, received: event.data };
    case 'InboxReceiptAttached': return { ...state, transactionId: event.data.transactionId };
    case 'ReceiptRead': return { ...state, read: event.data };
    case 'ReceiptMatchSuggested': return { ...state, suggested: event.data };
    case 'ReceiptDuplicateFlagged': return { ...state, duplicateOf: event.data.duplicateOfReceiptId };
  }
};

const sameOffer = (a: SuggestedData | null, b: Omit<SuggestedData, 'at'>): boolean =>
  !!a && a.sameTransactions === b.sameTransactions && JSON.stringify(a.candidates) === JSON.stringify(b.candidates);

/**
 * A receipt's own stream (`receipt-<fileId>`): received once (a retried mail records nothing new),
 * read once, attached at most once; an offer or a flag is recorded only when it says something new,
 * so a matcher that runs again records nothing. Nothing is offered for a receipt already attached.
 */
export const receiptDecider: Decider<ReceiptState, ReceiptCommand, ReceiptEvent> = {
  initialState: () => ({ received: null, transactionId: null, read: null, suggested: null, duplicateOf: null }),
  evolve,
  decide: (command, state) => {
    const { type, now, ...data } = command;
    const at = now;
    switch (type) {
      case 'ReceiveReceipt':
        return state.received ? [] : [{ type: 'ReceiptReceived', data: { ...(data as Omit<ReceivedData, 'at'>), at } }];
      case 'ReadReceipt':
        return state.read ? [] : [{ type: 'ReceiptRead', data: { ...(data as Omit<ReceiptReadData, 'at'>), at } }];
      case 'SuggestReceiptMatch': {
        const offer = data as Omit<SuggestedData, 'at'>;
        return state.transactionId || sameOffer(state.suggested, offer) ? [] : [{ type: 'ReceiptMatchSuggested', data: { ...offer, at } }];
      }
      case 'FlagDuplicateReceipt': {
        const flag = data as Omit<DuplicateData, 'at'>;
        return state.duplicateOf === flag.duplicateOfReceiptId ? [] : [{ type: 'ReceiptDuplicateFlagged', data: { ...flag, at } }];
      }
    }
  },
};

/** Attach an inbox receipt to one of the member's transactions: the bookkeeping target as for an upload. */
export interface AttachInboxReceipt {
  receiptId: string;
  /** Who asks: only the receipt's own member attaches it (the matcher acts as that member). */
  userId: string;
  target: BookkeepingTarget;
  /** Set by the matcher: the figures that made it sure. */
  match?: MatchWhyData;
}

export interface AttachStates {
  receipt: ReceiptState;
  bookkeeping: BookkeepingState;
}

/**
 * The receipt leaves the inbox and joins the transaction in one commit, through the transaction's
 * own AttachReceipt rule (so completeness and the rest follow as for an upload). Another member's
 * or company's receipt is not found; one already attached is a conflict.
 */
export const attachInboxReceipt = (command: AttachInboxReceipt) => ({
  streams: {
    receipt: { name: streams.receipt(command.receiptId), fold: receiptDecider },
    bookkeeping: { name: streams.bookkeeping(command.target.transactionId), fold: bookkeepingDecider },
  },
  decide: ({ receipt, bookkeeping }: AttachStates): { receipt: ReceiptEvent[]; bookkeeping: BookkeepingEvent[] } => {
    const received = receipt.received;
    if (!received || received.userId !== command.userId || received.companyId !== command.target.companyId) throw notFound('Receipt');
    if (receipt.transactionId) throw conflict(RECEIPT_MESSAGES.attached);
    const { fileId, fileName, contentType, sizeBytes, sha256 } = received;
    const attached = bookkeepingDecider.decide({ type: 'AttachReceipt', ...command.target, fileId, fileName, contentType, sizeBytes, sha256 }, bookkeeping);
    const { receiptId, companyId, userId } = received;
    return {
      receipt: [{ type: 'InboxReceiptAttached', data: { receiptId, companyId, userId, transactionId: command.target.transactionId, ...(command.match && { match: command.match }), at: command.target.now } }],
      bookkeeping: attached,
    };
  },
});
