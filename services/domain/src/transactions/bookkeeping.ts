import type { Decider } from '../shared/decider';
import { badInput, conflict, notFound } from '../shared/errors';
import { parseIsoTimestamp } from '../shared/dates';
import type { BookkeepingEvent, BookkeepingSource, SplitLine } from './bookkeeping-events';
import type { BookkeepingCommand, BookkeepingTarget, CardTransactionFacts, CodingChanges } from './bookkeeping-commands';
import { decideAdjustment, evolveSyncedBooks, type SyncedBooks } from './adjustments';
import { automaticChanges, evolveAutomaticCoding, undoChanges, type AutomaticCoding } from './automatic-coding';
import { BOOKKEEPING_MESSAGES as M, DISPUTE_REASONS, checkSplit, parseTransactionAmount } from './bookkeeping-rules';
import { COMPANY_SOURCE_MESSAGES } from './company-sources';

export type { BookkeepingCommand, BookkeepingTarget, CardTransactionFacts, CodingChanges } from './bookkeeping-commands';
type Target = BookkeepingTarget;

export interface BookkeepingState extends SyncedBooks {
  /** Set for a manual or reimbursement transaction, whose amount lives here. */
  manual: { companyId: string; source: BookkeepingSource; amountCents: number } | null;
  customFieldValues: Record<string, string>;
  coding: { generalLedgerId: string | null; projectId: string | null };
  /** The fields a rule or the history set and no person has changed since (automatic-coding.ts). */
  automatic: AutomaticCoding | null;
  /** Coded automatically once already: an undone coding is never put back (a reactor's replay, a retry). */
  autoCoded: boolean;
  splits: SplitLine[];
  locked: boolean;
  deleted: boolean;
  openDisputeId: string | null;
  receiptIds: string[];
  /** Entered in the accounting platform (TransactionSynced): no edit, unlock or delete any more. */
  synced: boolean;
}

const text = (value: string | null | undefined): string | null => value?.trim() || null;

/** The transaction a command acts on: its facts, or NOT_FOUND (another company's, deleted, unknown). */
const subject = (command: Target, state: BookkeepingState): CardTransactionFacts & { isCard: boolean } => {
  if (state.deleted) throw notFound('Transaction');
  // The bank and the card account own these rows: a clear refusal rather than a not-found.
  if (command.companySource) throw conflict(COMPANY_SOURCE_MESSAGES[command.companySource]);
  if (state.manual) {
    if (state.manual.companyId !== command.companyId) throw notFound('Transaction');
    return { companyId: state.manual.companyId, amountCents: state.manual.amountCents, status: 'Recorded', isReversed: false, isCard: false };
  }
  if (!command.card || command.card.companyId !== command.companyId) throw notFound('Transaction');
  return { ...command.card, isCard: true };
};

const editable = (command: Target, state: BookkeepingState) => {
  const facts = subject(command, state);
  if (command.synced || state.synced) throw conflict(M.synced);
  if (state.locked) throw conflict(M.locked);
  return facts;
};

/** The TransactionCoded event an edit causes, or null when it changes nothing. */
const coded = (ids: { transactionId: string; companyId: string }, state: BookkeepingState, c: CodingChanges, isCard: boolean, isInvoiceNumberEnabled: boolean, now: string): BookkeepingEvent | null => {
  if (isCard && c.amount !== undefined) throw badInput('amount', M.cardAmount);
  if (isCard && c.date !== undefined) throw badInput('date', M.cardDate);
  if (c.invoiceNumber !== undefined && text(c.invoiceNumber) !== null && !isInvoiceNumberEnabled) throw badInput('invoiceNumber', M.invoiceDisabled);
  if (c.vendor !== undefined && !isCard && !text(c.vendor)) throw badInput('vendor', M.vendor);
  const data: Extract<BookkeepingEvent, { type: 'TransactionCoded' }>['data'] = { ...ids, at: now };
  if (c.generalLedgerId !== undefined) data.generalLedgerId = c.generalLedgerId;
  if (c.projectId !== undefined) data.projectId = c.projectId;
  if (c.notes !== undefined) data.notes = text(c.notes);
  if (c.invoiceNumber !== undefined) data.invoiceNumber = text(c.invoiceNumber);
  if (c.vendor !== undefined) data.vendor = text(c.vendor);
  if (c.amount !== undefined) data.amountCents = parseTransactionAmount(c.amount);
  if (c.date !== undefined) data.date = parseDate(c.date);
  if (c.customFieldValues !== undefined) {
    const values = { ...state.customFieldValues };
    for (const [id, value] of Object.entries(c.customFieldValues)) {
      const v = text(value);
      if (v === null) delete values[id];
      else values[id] = v;
    }
    data.customFieldValues = values;
  }
  return Object.keys(data).length > 3 ? { type: 'TransactionCoded', data } : null;
};

const parseDate = (date: string): string => {
  const ms = parseIsoTimestamp(date);
  if (ms === null) throw badInput('date', M.date);
  return new Date(ms).toISOString();
};

const decide = (command: BookkeepingCommand, state: BookkeepingState): BookkeepingEvent[] => {
  if (command.type === 'RecordManualTransaction') {
    if (state.manual) return []; // a retry of the same create
    const amountCents = parseTransactionAmount(command.amount);
    const vendor = text(command.vendor);
    if (!vendor) throw badInput('vendor', M.vendor);
    const ids = { transactionId: command.transactionId, companyId: command.companyId };
    const recorded: BookkeepingEvent = {
      type: 'ManualTransactionRecorded',
      data: {
        ...ids, source: command.source, paymentType: command.paymentType, paymentMethodDetail: text(command.paymentMethodDetail), amountCents, currency: 'USD',
        date: parseDate(command.date), vendor, description: text(command.description), budgetId: command.budgetId, spenderId: command.spenderId,
        createdByUserId: command.createdByUserId, at: command.now,
      },
    };
    const coding = coded(ids, state, command.coding, false, command.isInvoiceNumberEnabled, command.now);
    return coding ? [recorded, coding] : [recorded];
  }
  const ids = { transactionId: command.transactionId, companyId: command.companyId };
  const at = command.now;
  // The sync run's own step: the platform has the transaction, so a repeat records nothing.
  if (command.type === 'MarkTransactionSynced') {
    if (state.synced) return [];
    const receipts = command.receiptsAttached ? { receiptsAttached: command.receiptsAttached } : {};
    return [{ type: 'TransactionSynced', data: { ...ids, runId: command.runId, ...(command.lines && { lines: command.lines }), ...receipts, at } }];
  }
  if (command.type === 'AdjustSyncedCoding') {
    // Another company's (or a deleted) transaction is NOT_FOUND before anything else is said about it.
    subject(command, state);
    return decideAdjustment(command, state);
  }
  if (command.type === 'AdjustSyncedAmount' || command.type === 'MarkAdjustmentSynced') return decideAdjustment(command, state);
  switch (command.type) {
    case 'UpdateTransaction': {
      const facts = editable(command, state);
      const event = coded(ids, state, command.changes, facts.isCard, command.isInvoiceNumberEnabled, at);
      const events: BookkeepingEvent[] = event ? [event] : [];
      if (command.splits) {
        checkSplit(command.splits, (event?.type === 'TransactionCoded' && event.data.amountCents) || facts.amountCents);
        events.push({ type: 'TransactionSplit', data: { ...ids, lines: command.splits, at } });
      }
      return events;
    }
    case 'AutoCodeTransaction': {
      subject(command, state);
      if (command.synced || state.synced || state.locked || state.autoCoded) return [];
      const changes = automaticChanges({ ...state.coding, customFieldValues: state.customFieldValues }, command.outcome, command.source);
      return changes ? [{ type: 'TransactionCoded', data: { ...ids, ...changes, at } }] : [];
    }
    case 'UndoAutomaticCoding': {
      editable(command, state);
      if (!state.automatic) throw conflict(M.noAutomaticCoding);
      return [{ type: 'TransactionCoded', data: { ...ids, ...undoChanges(state, state.automatic), at } }];
    }
    case 'SplitTransaction': {
      const facts = editable(command, state);
      checkSplit(command.lines, facts.amountCents);
      return [{ type: 'TransactionSplit', data: { ...ids, lines: command.lines, at } }];
    }
    case 'LockTransaction':
      subject(command, state);
      return state.locked ? [] : [{ type: 'TransactionLocked', data: { ...ids, at } }];
    case 'UnlockTransaction':
      subject(command, state);
      if (command.synced || state.synced) throw conflict(M.synced);
      return state.locked ? [{ type: 'TransactionUnlocked', data: { ...ids, at } }] : [];
    case 'SoftDeleteTransaction':
    case 'DeleteTransaction': {
      const facts = editable(command, state);
      if (facts.isCard) throw conflict(M.cardDelete);
      // Only manual and out-of-pocket entries leave the books for good; a trip is the mileage log's record.
      if (command.type === 'DeleteTransaction' && state.manual?.source === 'MILEAGE') throw conflict(M.mileageDelete);
      return [{ type: command.type === 'DeleteTransaction' ? 'TransactionDeleted' : 'TransactionSoftDeleted', data: { ...ids, at } }];
    }
    case 'OpenDispute': {
      const facts = subject(command, state);
      if (!facts.isCard) throw conflict(M.disputeNotCard);
      if (facts.status === 'Declined') throw conflict(M.disputeDeclined);
      if (facts.isReversed) throw conflict(M.disputeReversed);
      if (state.openDisputeId) throw conflict(M.disputeOpen);
      if (!DISPUTE_REASONS.some((r) => r.id === command.reasonId)) throw badInput('reasonId', M.disputeReason);
      return [{ type: 'TransactionDisputed', data: { ...ids, disputeId: command.disputeId, reasonId: command.reasonId, notes: text(command.notes), at } }];
    }
    case 'CloseDispute':
      subject(command, state);
      if (!state.openDisputeId) throw conflict(M.noOpenDispute);
      return [{ type: 'TransactionDisputeClosed', data: { ...ids, disputeId: state.openDisputeId, at } }];
    case 'AttachReceipt': {
      editable(command, state);
      if (state.receiptIds.includes(command.fileId)) return [];
      const { fileId, fileName, contentType, sizeBytes, sha256 } = command;
      return [{ type: 'ReceiptAttached', data: { ...ids, fileId, fileName, contentType, sizeBytes, sha256, at } }];
    }
    case 'RemoveReceipt':
      editable(command, state);
      if (!state.receiptIds.includes(command.fileId)) throw notFound('Receipt');
      return [{ type: 'ReceiptRemoved', data: { ...ids, fileId: command.fileId, at } }];
    case 'RequestReceipt': {
      // A locked or synced transaction is closed: asking for its receipt would only chase a person for nothing.
      editable(command, state);
      if (state.receiptIds.length > 0) throw conflict(M.receiptAttached);
      if (!command.spenderId) throw conflict(M.noSpender);
      const { spenderId, requestedByUserId, merchant, amountCents } = command;
      return [{ type: 'ReceiptRequested', data: { ...ids, spenderId, requestedByUserId, merchant, amountCents, at } }];
    }
  }
};

const evolve = (state: BookkeepingState, event: BookkeepingEvent): BookkeepingState => {
  switch (event.type) {
    case 'ManualTransactionRecorded':
      return { ...state, manual: { companyId: event.data.companyId, source: event.data.source, amountCents: event.data.amountCents } };
    case 'TransactionCoded': {
      const { amountCents, customFieldValues, generalLedgerId, projectId } = event.data;
      return {
        ...state,
        manual: state.manual && amountCents !== undefined ? { ...state.manual, amountCents } : state.manual,
        customFieldValues: customFieldValues ?? state.customFieldValues,
        coding: { generalLedgerId: generalLedgerId === undefined ? state.coding.generalLedgerId : generalLedgerId, projectId: projectId === undefined ? state.coding.projectId : projectId },
        automatic: evolveAutomaticCoding(state.automatic, state.customFieldValues, event.data),
        autoCoded: state.autoCoded || !!event.data.automatic,
      };
    }
    case 'TransactionSplit':
      return { ...state, splits: event.data.lines };
    case 'TransactionLocked':
      return { ...state, locked: true };
    case 'TransactionUnlocked':
      return { ...state, locked: false };
    case 'TransactionSoftDeleted':
    case 'TransactionDeleted':
      return { ...state, deleted: true };
    case 'TransactionDisputed':
      return { ...state, openDisputeId: event.data.disputeId };
    case 'TransactionDisputeClosed':
      return { ...state, openDisputeId: null };
    case 'ReceiptAttached':
      return { ...state, receiptIds: [...state.receiptIds, event.data.fileId] };
    case 'ReceiptRemoved':
      return { ...state, receiptIds: state.receiptIds.filter((id) => id !== event.data.fileId) };
    case 'TransactionSynced':
      return { ...state, ...evolveSyncedBooks(state, event), locked: true };
    case 'TransactionAdjusted':
    case 'TransactionAdjustmentSynced':
      return { ...state, ...evolveSyncedBooks(state, event) };
    case 'ReceiptRequested':
      return state;
  }
};

/** A transaction's bookkeeping; stream `bookkeeping-<transactionId>` (see bookkeeping-events.ts). */
export const bookkeepingDecider: Decider<BookkeepingState, BookkeepingCommand, BookkeepingEvent> = {
  initialState: () => ({ manual: null, customFieldValues: {}, coding: { generalLedgerId: null, projectId: null }, automatic: null, autoCoded: false, splits: [], locked: false, deleted: false, openDisputeId: null, receiptIds: [], synced: false, booked: null, adjustments: [] }),
  evolve,
  decide,
};
