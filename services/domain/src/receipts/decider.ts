import type { Decider } from '../shared/decider';
import { conflict, notFound } from '../shared/errors';
import { streams } from '../shared/streams';
import { bookkeepingDecider, type BookkeepingState, type BookkeepingTarget } from '../transactions/bookkeeping';
import type { BookkeepingEvent } from '../transactions/bookkeeping-events';
import type { ReceiptEvent } from './events';

type ReceivedData = Extract<ReceiptEvent, { type: 'ReceiptReceived' }>['data'];

export interface ReceiptState {
  received: ReceivedData | null;
  /** The transaction it was attached to; null while it waits in the member's inbox. */
  transactionId: string | null;
}

/** A checked, stored file of the member's arrived (by mail): it waits in their inbox. */
export interface ReceiveReceipt extends Omit<ReceivedData, 'at'> {
  type: 'ReceiveReceipt';
  now: string;
}

export const RECEIPT_MESSAGES = {
  attached: 'This receipt is already attached to a transaction.',
} as const;

/** A receipt's own stream: received once (a retried mail records nothing new), attached at most once. */
export const receiptDecider: Decider<ReceiptState, ReceiveReceipt, ReceiptEvent> = {
  initialState: () => ({ received: null, transactionId: null }),
  evolve: (state, event) => {
    if (event.type === 'ReceiptReceived') return { ...state, received: event.data };
    return { ...state, transactionId: event.data.transactionId };
  },
  decide: (command, state) => {
    if (state.received) return [];
    const { type: _type, now, ...data } = command;
    return [{ type: 'ReceiptReceived', data: { ...data, at: now } }];
  },
};

/** Attach an inbox receipt to one of the member's transactions: the bookkeeping target as for an upload. */
export interface AttachInboxReceipt {
  receiptId: string;
  /** Who asks: only the receipt's own member attaches it. */
  userId: string;
  target: BookkeepingTarget;
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
      receipt: [{ type: 'InboxReceiptAttached', data: { receiptId, companyId, userId, transactionId: command.target.transactionId, at: command.target.now } }],
      bookkeeping: attached,
    };
  },
});
