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
