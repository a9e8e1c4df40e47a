import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { bookkeepingDecider, type BookkeepingCommand } from './bookkeeping';
import { ADJUSTMENT_MESSAGES as M } from './adjustments';
import { BOOKKEEPING_MESSAGES } from './bookkeeping-rules';

const spec = deciderSpec(bookkeepingDecider);
const [transactionId, companyId, runId, travel, software, project] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const now = '2026-11-24T10:00:00.000Z';
const ids = { transactionId, companyId };
const card = { companyId, amountCents: 10_000, status: 'Posted', isReversed: false };
const synced = [{ type: 'TransactionSynced' as const, data: { ...ids, runId, lines: [{ amountCents: 10_000, generalLedgerId: travel, projectId: null }], at: now } }];
const refundTo = (netCents: number, adjustmentId = randomUUID()): BookkeepingCommand => ({ type: 'AdjustSyncedAmount', ...ids, adjustmentId, netCents, now });
const recode = (changes: { generalLedgerId?: string | null; projectId?: string | null }, adjustmentId = randomUUID()): BookkeepingCommand =>
  ({ type: 'AdjustSyncedCoding', ...ids, card, now, adjustmentId, userId: randomUUID(), ...changes });

describe('adjustments of a synced transaction', () => {
  it('books a refund after sync as the difference on the synced coding, once per adjustment id', () => {
    const adjustmentId = randomUUID();
    const events = spec.given(synced).when(refundTo(7_500, adjustmentId)).events();
    expect(events).toEqual([{ type: 'TransactionAdjusted', data: { ...ids, adjustmentId, reason: 'AMOUNT', amountDeltaCents: -2_500, lines: [{ amountCents: -2_500, generalLedgerId: travel, projectId: null }], userId: null, at: now } }]);
    // The same adjustment again, or the same net amount by another event: nothing new.
    expect(spec.given([...synced, ...events]).when(refundTo(7_500, adjustmentId)).events()).toEqual([]);
    expect(spec.given([...synced, ...events]).when(refundTo(7_500)).events()).toEqual([]);
    // A later clearing change books only what is still missing.
    expect(spec.given([...synced, ...events]).when(refundTo(8_000)).events()[0]!.data).toMatchObject({ amountDeltaCents: 500 });
  });

  it('records nothing for money before the sync (the run pushes the amount as it is then)', () => {
    expect(spec.given([]).when(refundTo(7_500)).events()).toEqual([]);
  });

  it('refuses an edit of a synced transaction but takes a coding adjustment that moves the amount', () => {
    const edit: BookkeepingCommand = { type: 'UpdateTransaction', ...ids, card, now, changes: { generalLedgerId: software }, isInvoiceNumberEnabled: false };
    expect(spec.given(synced).when(edit).refusal()).toMatchObject({ code: 'CONFLICT', message: BOOKKEEPING_MESSAGES.synced });
    const moved = spec.given(synced).when(recode({ generalLedgerId: software, projectId: project })).events();
    expect(moved[0]!.data).toMatchObject({ reason: 'CODING', amountDeltaCents: 0, lines: [{ amountCents: -10_000, generalLedgerId: travel, projectId: null }, { amountCents: 10_000, generalLedgerId: software, projectId: project }] });
    // Moved back, the next refund lands on the new coding.
    const refund = spec.given([...synced, ...moved]).when(refundTo(9_000)).events();
    expect(refund[0]!.data).toMatchObject({ lines: [{ amountCents: -1_000, generalLedgerId: software, projectId: project }] });
  });

  it('refuses a coding adjustment of a transaction not synced, one that changes nothing, and another company’s', () => {
    expect(spec.given([]).when(recode({ generalLedgerId: software })).refusal()).toMatchObject({ code: 'BAD_USER_INPUT', message: M.notSynced });
    expect(spec.given(synced).when(recode({ generalLedgerId: travel })).refusal()).toMatchObject({ code: 'BAD_USER_INPUT', fields: { generalLedgerId: M.sameCoding } });
    const other = { ...recode({ generalLedgerId: software }), card: { ...card, companyId: randomUUID() } } as BookkeepingCommand;
    expect(spec.given(synced).when(other).refusal().code).toBe('NOT_FOUND');
  });

  it('marks an adjustment synced once; an unknown one is NOT_FOUND', () => {
    const adjustmentId = randomUUID();
    const adjusted = spec.given(synced).when(refundTo(0, adjustmentId)).events();
    const mark: BookkeepingCommand = { type: 'MarkAdjustmentSynced', ...ids, adjustmentId, runId, now };
    const marked = spec.given([...synced, ...adjusted]).when(mark).events();
    expect(marked).toEqual([{ type: 'TransactionAdjustmentSynced', data: { ...ids, adjustmentId, runId, at: now } }]);
    expect(spec.given([...synced, ...adjusted, ...marked]).when(mark).events()).toEqual([]);
    expect(spec.given(synced).when(mark).refusal().code).toBe('NOT_FOUND');
  });
});
