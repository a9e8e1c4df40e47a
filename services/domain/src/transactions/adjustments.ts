import { badInput, conflict, notFound } from '../shared/errors';
import type { BookedLine, BookkeepingEvent } from './bookkeeping-events';

export const ADJUSTMENT_MESSAGES = {
  notSynced: 'Only a transaction synced to accounting takes an adjustment. Edit the transaction instead.',
  sameCoding: 'Choose a GL code or project other than the ones the transaction is synced with.',
  unknownBooking: 'This transaction was synced before adjustments were recorded. Correct it on the accounting platform.',
} as const;

/** What the platform holds for a synced transaction, and the adjustments recorded against it. */
export interface SyncedBooks {
  synced: boolean;
  /** Null: not synced, or synced before the lines were recorded. */
  booked: BookedLine[] | null;
  adjustments: { adjustmentId: string; synced: boolean }[];
}

export type AdjustmentCommand =
  /** From the reactor: the purchase's net amount (after clearing, refunds, a reversal) at one of its ledger events. */
  | { type: 'AdjustSyncedAmount'; transactionId: string; companyId: string; adjustmentId: string; netCents: number; now: string }
  /** From an accountant: absent = unchanged, null = cleared. */
  | { type: 'AdjustSyncedCoding'; transactionId: string; companyId: string; adjustmentId: string; generalLedgerId?: string | null; projectId?: string | null; userId: string; now: string }
  | { type: 'MarkAdjustmentSynced'; transactionId: string; companyId: string; adjustmentId: string; runId: string; now: string };

const key = (l: Pick<BookedLine, 'generalLedgerId' | 'projectId'>) => `${l.generalLedgerId ?? ''}|${l.projectId ?? ''}`;

/** Lines added up per coding; a coding whose amounts cancel out drops. */
export const mergeLines = (lines: readonly BookedLine[]): BookedLine[] => {
  const merged = new Map<string, BookedLine>();
  for (const l of lines) {
    const prior = merged.get(key(l));
    merged.set(key(l), { ...l, amountCents: (prior?.amountCents ?? 0) + l.amountCents });
  }
  return [...merged.values()].filter((l) => l.amountCents !== 0);
};

export const bookedTotal = (lines: readonly BookedLine[]): number => lines.reduce((sum, l) => sum + l.amountCents, 0);

/**
 * The adjustment a command causes, or none. An amount change lands on the coding that holds most of
 * the amount (a split keeps its other lines); a re-coding moves every booked line to the new coding.
 */
export const decideAdjustment = (c: AdjustmentCommand, s: SyncedBooks): BookkeepingEvent[] => {
  const ids = { transactionId: c.transactionId, companyId: c.companyId };
  const known = s.adjustments.find((a) => a.adjustmentId === c.adjustmentId);
  if (c.type === 'MarkAdjustmentSynced') {
    if (!known) throw notFound('Adjustment');
    return known.synced ? [] : [{ type: 'TransactionAdjustmentSynced', data: { ...ids, adjustmentId: c.adjustmentId, runId: c.runId, at: c.now } }];
  }
  // A retried command (same id) records nothing new.
  if (known) return [];
  if (c.type === 'AdjustSyncedAmount') {
    // Before the sync the run pushes the amount as it is then; a purchase synced without lines cannot be adjusted here.
    if (!s.synced || !s.booked) return [];
    const delta = c.netCents - bookedTotal(s.booked);
    if (delta === 0) return [];
    const largest = [...s.booked].sort((a, b) => Math.abs(b.amountCents) - Math.abs(a.amountCents))[0] ?? { generalLedgerId: null, projectId: null };
    const line = { amountCents: delta, generalLedgerId: largest.generalLedgerId, projectId: largest.projectId };
    return [{ type: 'TransactionAdjusted', data: { ...ids, adjustmentId: c.adjustmentId, reason: 'AMOUNT', amountDeltaCents: delta, lines: [line], userId: null, at: c.now } }];
  }
  if (!s.synced) throw badInput('id', ADJUSTMENT_MESSAGES.notSynced);
  if (!s.booked) throw conflict(ADJUSTMENT_MESSAGES.unknownBooking);
  const recoded = s.booked.map((l) => ({
    amountCents: l.amountCents,
    generalLedgerId: c.generalLedgerId !== undefined ? c.generalLedgerId : l.generalLedgerId,
    projectId: c.projectId !== undefined ? c.projectId : l.projectId,
  }));
  const lines = mergeLines([...s.booked.map((l) => ({ ...l, amountCents: -l.amountCents })), ...recoded]);
  if (lines.length === 0) throw badInput(c.generalLedgerId !== undefined ? 'generalLedgerId' : 'projectId', ADJUSTMENT_MESSAGES.sameCoding);
  return [{ type: 'TransactionAdjusted', data: { ...ids, adjustmentId: c.adjustmentId, reason: 'CODING', amountDeltaCents: 0, lines, userId: c.userId, at: c.now } }];
};

/** The books after an adjustment event (or a sync that recorded its lines). */
export const evolveSyncedBooks = (s: SyncedBooks, event: BookkeepingEvent): SyncedBooks => {
  switch (event.type) {
    case 'TransactionSynced':
      return { ...s, synced: true, booked: event.data.lines ?? null };
    case 'TransactionAdjusted':
      return { ...s, booked: s.booked && mergeLines([...s.booked, ...event.data.lines]), adjustments: [...s.adjustments, { adjustmentId: event.data.adjustmentId, synced: false }] };
    case 'TransactionAdjustmentSynced':
      return { ...s, adjustments: s.adjustments.map((a) => (a.adjustmentId === event.data.adjustmentId ? { ...a, synced: true } : a)) };
    default:
      return s;
  }
};
