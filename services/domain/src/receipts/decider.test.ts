import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { deciderSpec, refusalOf as refusal } from '../testing';
import { bookkeepingDecider } from '../transactions/bookkeeping';
import type { BookkeepingEvent } from '../transactions/bookkeeping-events';
import { attachInboxReceipt, RECEIPT_MESSAGES, receiptDecider, type ReceiveReceipt } from './decider';
import type { ReceiptEvent } from './events';

const companyId = randomUUID();
const userId = randomUUID();
const now = '2026-03-01T10:00:00.000Z';
const spec = deciderSpec(receiptDecider);
const sha256 = 'a'.repeat(64);

const receive = (overrides: Partial<ReceiveReceipt> = {}): ReceiveReceipt => {
  const receiptId = randomUUID();
  return { type: 'ReceiveReceipt', receiptId, companyId, userId, source: 'EMAIL', fileId: receiptId, fileName: 'uber.pdf', contentType: 'application/pdf', sizeBytes: 2048, sha256, now, ...overrides };
};

/** Given the receipt's and the transaction's histories, when a member attaches it: the events per stream. */
const given = (receipt: ReceiptEvent[], bookkeeping: BookkeepingEvent[] = []) => ({
  when: (receiptId: string, by = userId, transactionId = randomUUID(), company = companyId) =>
    attachInboxReceipt({ receiptId, userId: by, target: { transactionId, companyId: company, card: { companyId, amountCents: 4_250, status: 'Cleared', isReversed: false }, now } })
      .decide({ receipt: fold(receiptDecider, receipt), bookkeeping: fold(bookkeepingDecider, bookkeeping) }),
});

describe('a receipt that arrives by mail', () => {
  it('is received once: the same mail again records nothing', () => {
    const command = receive();
    const events = spec.given([]).when(command).events();
    expect(events).toEqual([{ type: 'ReceiptReceived', data: { receiptId: command.receiptId, companyId, userId, source: 'EMAIL', fileId: command.fileId, fileName: 'uber.pdf', contentType: 'application/pdf', sizeBytes: 2048, sha256, at: now } }]);
    expect(spec.given(events).when(command).events()).toEqual([]);
  });
});

describe('attaching an inbox receipt to a transaction', () => {
  const command = receive();
  const received = spec.given([]).when(command).events();

  it('leaves the inbox and is attached to the transaction through its own rule, with the same file', () => {
    const transactionId = randomUUID();
    const events = given(received).when(command.receiptId, userId, transactionId);
    expect(events.receipt).toEqual([{ type: 'InboxReceiptAttached', data: { receiptId: command.receiptId, companyId, userId, transactionId, at: now } }]);
    expect(events.bookkeeping).toEqual([{ type: 'ReceiptAttached', data: expect.objectContaining({ transactionId, companyId, fileId: command.fileId, fileName: 'uber.pdf', sha256 }) }]);
  });

  it("does not find another member's or another company's receipt, nor one that never arrived", () => {
    expect(refusal(() => given(received).when(command.receiptId, randomUUID())).code).toBe('NOT_FOUND');
    expect(refusal(() => given(received).when(command.receiptId, userId, randomUUID(), randomUUID())).code).toBe('NOT_FOUND');
    expect(refusal(() => given([]).when(command.receiptId)).code).toBe('NOT_FOUND');
  });

  it('refuses to attach it twice', () => {
    const first = given(received).when(command.receiptId);
    const error = refusal(() => given([...received, ...first.receipt]).when(command.receiptId));
    expect([error.code, error.message]).toEqual(['CONFLICT', RECEIPT_MESSAGES.attached]);
  });
});

describe('what the reader and the matcher record on a receipt', () => {
  const command = receive();
  const received = spec.given([]).when(command).events();
  const fields = { merchant: 'Uber', date: '2026-03-01', totalCents: 4_250, currency: 'USD', cardLast4: '4242' };
  const read = { type: 'ReadReceipt' as const, receiptId: command.receiptId, companyId, userId, method: 'PDF_TEXT' as const, confidence: 1, failure: null, ...fields, now };
  const why = { receiptTotalCents: 4_250, transactionAmountCents: 4_250, amount: 'EXACT' as const, dayDifference: 0, merchantSimilarity: 0.4, cardLast4: null };
  const offer = { type: 'SuggestReceiptMatch' as const, receiptId: command.receiptId, companyId, userId, candidates: [{ transactionId: randomUUID(), why }], sameTransactions: false, now };

  it('records a reading once, a failed one included (the file stays, nothing read)', () => {
    const events = spec.given(received).when(read).events();
    const { type: _type, now: _now, ...data } = read;
    expect(events).toEqual([{ type: 'ReceiptRead', data: { ...data, at: now } }]);
    expect(spec.given([...received, ...events]).when({ ...read, confidence: 0.5 }).events()).toEqual([]);
    const failed = { ...read, failure: 'The PDF could not be parsed, so nothing was read from it.', confidence: 0, merchant: null, date: null, totalCents: null, currency: null, cardLast4: null };
    expect(spec.given(received).when(failed).events()[0]).toMatchObject({ type: 'ReceiptRead', data: { failure: failed.failure, totalCents: null } });
  });

  it('records an offer only when it changes, and none once the receipt is attached', () => {
    const offered = spec.given(received).when(offer).events();
    expect(offered).toMatchObject([{ type: 'ReceiptMatchSuggested', data: { candidates: offer.candidates, sameTransactions: false } }]);
    expect(spec.given([...received, ...offered]).when(offer).events()).toEqual([]);
    const attached = given(received).when(command.receiptId).receipt;
    expect(spec.given([...received, ...attached]).when(offer).events()).toEqual([]);
  });

  it('flags a copy once', () => {
    const flag = { type: 'FlagDuplicateReceipt' as const, receiptId: command.receiptId, companyId, userId, duplicateOfReceiptId: randomUUID(), now };
    const flagged = spec.given(received).when(flag).events();
    expect(flagged).toMatchObject([{ type: 'ReceiptDuplicateFlagged', data: { duplicateOfReceiptId: flag.duplicateOfReceiptId } }]);
    expect(spec.given([...received, ...flagged]).when(flag).events()).toEqual([]);
  });
});
