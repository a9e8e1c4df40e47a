import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { isSyncedState, type BookkeepingEvent } from './bookkeeping-events';
import { BOOKKEEPING_MESSAGES as M } from './bookkeeping-rules';
import { bookkeepingDecider, type BookkeepingCommand, type CardTransactionFacts } from './bookkeeping';
import { booksPolicyDecider } from './books-policy';

const companyId = randomUUID();
const transactionId = randomUUID();
const [spenderId, adminId, glId] = [randomUUID(), randomUUID(), randomUUID()];
const now = '2026-03-01T10:00:00.000Z';
const spec = deciderSpec(bookkeepingDecider);
const card: CardTransactionFacts = { companyId, amountCents: 4_000, status: 'Posted', isReversed: false };
const target = { transactionId, companyId, card, now };
type Cmd<T extends BookkeepingCommand['type']> = Extract<BookkeepingCommand, { type: T }>;

const record = (overrides: Partial<Cmd<'RecordManualTransaction'>> = {}): Cmd<'RecordManualTransaction'> => ({
  type: 'RecordManualTransaction', transactionId, companyId, source: 'MANUAL', paymentType: 'CHECK', paymentMethodDetail: ' 1042 ', amount: '120.50', date: '2026-02-27',
  vendor: ' Office Depot ', description: '', budgetId: null, spenderId, createdByUserId: adminId, coding: {}, isInvoiceNumberEnabled: false, now, ...overrides,
});
const update = (changes: Cmd<'UpdateTransaction'>['changes'], overrides: Partial<Cmd<'UpdateTransaction'>> = {}): Cmd<'UpdateTransaction'> =>
  ({ type: 'UpdateTransaction', ...target, changes, isInvoiceNumberEnabled: false, ...overrides });
const manual = (): BookkeepingEvent[] => spec.given([]).when(record()).events();
/** The data of the one event a command decides, of the expected type. */
type DataOf = { [E in BookkeepingEvent as E['type']]: E['data'] };
const dataOf = <T extends keyof DataOf>(events: BookkeepingEvent[], type: T): DataOf[T] => {
  expect(events.map((e) => e.type)).toEqual([type]);
  return events[0]!.data as DataOf[T];
};
const locked: BookkeepingEvent[] = [{ type: 'TransactionLocked', data: { transactionId, companyId, at: now } }];

describe('bookkeeping decider', () => {
  it('records a manual transaction once, with its amount in cents, trimmed text and its coding', () => {
    const events = spec.given([]).when(record({ coding: { generalLedgerId: glId, notes: ' Paper ' } })).events();
    expect(events.map((e) => e.type)).toEqual(['ManualTransactionRecorded', 'TransactionCoded']);
    expect(events[0]!.data).toMatchObject({ amountCents: 12_050, vendor: 'Office Depot', paymentMethodDetail: '1042', description: null, date: '2026-02-27T00:00:00.000Z', spenderId });
    expect(events[1]!.data).toMatchObject({ generalLedgerId: glId, notes: 'Paper' });
    expect(spec.given(events).when(record()).events()).toEqual([]);
  });

  it('refuses a bad amount, a missing vendor, a bad date and an invoice number the company does not use', () => {
    expect(spec.given([]).when(record({ amount: '12.345' })).refusal().fields).toEqual({ amount: M.amount });
    expect(spec.given([]).when(record({ amount: '0' })).refusal().fields).toEqual({ amount: M.amount });
    expect(spec.given([]).when(record({ vendor: '  ' })).refusal().fields).toEqual({ vendor: M.vendor });
    expect(spec.given([]).when(record({ date: '2026-02-30' })).refusal().fields).toEqual({ date: M.date });
    expect(spec.given([]).when(record({ coding: { invoiceNumber: 'INV-1' } })).refusal().fields).toEqual({ invoiceNumber: M.invoiceDisabled });
  });

  it("codes a card transaction, merging custom field values, and never edits a card's amount or date", () => {
    const first = spec.given([]).when(update({ customFieldValues: { a: 'x', b: 'y' }, invoiceNumber: 'INV-9' }, { isInvoiceNumberEnabled: true })).events();
    expect(first[0]!.data).toMatchObject({ customFieldValues: { a: 'x', b: 'y' }, invoiceNumber: 'INV-9' });
    expect(spec.given(first).when(update({ customFieldValues: { a: null, c: 'z' } })).events()[0]!.data).toMatchObject({ customFieldValues: { b: 'y', c: 'z' } });
    expect(spec.given([]).when(update({ amount: '10' })).refusal()).toMatchObject({ code: 'BAD_USER_INPUT', message: M.cardAmount });
    expect(spec.given([]).when(update({ date: '2026-01-01' })).refusal().message).toBe(M.cardDate);
    expect(spec.given([]).when(update({})).events()).toEqual([]);
  });

  it("edits a manual transaction's amount; another company's or an unknown one is not found", () => {
    expect(spec.given(manual()).when(update({ amount: '99.99' }, { card: null })).events()[0]!.data).toMatchObject({ amountCents: 9_999 });
    expect(spec.given([]).when(update({ notes: 'x' }, { card: null })).refusal().code).toBe('NOT_FOUND');
    expect(spec.given([]).when(update({ notes: 'x' }, { card: { ...card, companyId: randomUUID() } })).refusal().code).toBe('NOT_FOUND');
    expect(spec.given(manual()).when(update({ notes: 'x' }, { companyId: randomUUID(), card: null })).refusal().code).toBe('NOT_FOUND');
  });

  it('refuses every edit of a locked transaction until it is unlocked', () => {
    for (const command of [
      update({ notes: 'x' }), { type: 'SplitTransaction' as const, ...target, lines: [] },
      { type: 'AttachReceipt' as const, ...target, fileId: randomUUID(), fileName: 'r.pdf', contentType: 'application/pdf', sizeBytes: 10, sha256: 'a'.repeat(64) },
    ]) expect(spec.given(locked).when(command).refusal()).toMatchObject({ code: 'CONFLICT', message: M.locked });
    expect(spec.given(locked).when({ type: 'LockTransaction', ...target }).events()).toEqual([]);
    const unlocked = spec.given(locked).when({ type: 'UnlockTransaction', ...target }).events();
    expect(unlocked.map((e) => e.type)).toEqual(['TransactionUnlocked']);
    expect(spec.given([...locked, ...unlocked]).when(update({ notes: 'x' })).events()).toHaveLength(1);
    // Synced to accounting: locked for good.
    expect(spec.given([]).when(update({ notes: 'x' }, { synced: true })).refusal()).toMatchObject({ code: 'CONFLICT', message: M.synced });
    expect(spec.given(locked).when({ type: 'UnlockTransaction', ...target, synced: true }).refusal().message).toBe(M.synced);
    // The sync run's own event locks it in the write model: no read model needed to refuse.
    const mark = { type: 'MarkTransactionSynced' as const, transactionId, companyId, runId: randomUUID(), now };
    const synced = spec.given([]).when(mark).events();
    expect(synced.map((e) => e.type)).toEqual(['TransactionSynced']);
    expect(spec.given(synced).when(mark).events()).toEqual([]);
    expect(spec.given(synced).when(update({ notes: 'x' })).refusal().message).toBe(M.synced);
    expect(spec.given(synced).when({ type: 'UnlockTransaction', ...target }).refusal().message).toBe(M.synced);
    // Its receipts attached to the platform's entry: the event says how many (RECEIPT_ATTACHED); none, it says nothing.
    expect(dataOf(spec.given([]).when({ ...mark, receiptsAttached: 2 }).events(), 'TransactionSynced')).toMatchObject({ receiptsAttached: 2 });
    expect(dataOf(synced, 'TransactionSynced')).not.toHaveProperty('receiptsAttached');
    expect([isSyncedState('SYNCED'), isSyncedState('RECEIPT_ATTACHED'), isSyncedState('FAILED'), isSyncedState(null)]).toEqual([true, true, false, false]);
  });

  it('splits into lines that sum to the amount, removes a split with an empty list', () => {
    const line = (amountCents: number) => ({ amountCents, generalLedgerId: glId, projectId: null, budgetId: null });
    expect(dataOf(spec.given([]).when({ type: 'SplitTransaction', ...target, lines: [line(1_000), line(3_000)] }).events(), 'TransactionSplit').lines).toHaveLength(2);
    expect(spec.given([]).when({ type: 'SplitTransaction', ...target, lines: [line(1_000), line(2_000)] }).refusal().fields).toEqual({ splits: M.splitSum(4_000) });
    expect(spec.given([]).when({ type: 'SplitTransaction', ...target, lines: [line(4_000)] }).refusal().fields).toEqual({ splits: M.splitLines });
    expect(dataOf(spec.given([]).when({ type: 'SplitTransaction', ...target, lines: [] }).events(), 'TransactionSplit').lines).toEqual([]);
  });

  it('deletes only manual transactions, and a deleted one is gone', () => {
    expect(spec.given([]).when({ type: 'SoftDeleteTransaction', ...target }).refusal()).toMatchObject({ code: 'CONFLICT', message: M.cardDelete });
    expect(spec.given([]).when({ type: 'DeleteTransaction', ...target }).refusal().message).toBe(M.cardDelete);
    const deleted = spec.given(manual()).when({ type: 'SoftDeleteTransaction', ...target, card: null }).events();
    expect(deleted.map((e) => e.type)).toEqual(['TransactionSoftDeleted']);
    expect(spec.given([...manual(), ...deleted]).when(update({ notes: 'x' }, { card: null })).refusal().code).toBe('NOT_FOUND');
    expect(spec.given(manual()).when({ type: 'DeleteTransaction', ...target, card: null }).events().map((e) => e.type)).toEqual(['TransactionDeleted']);
  });

  it('deletes a mileage trip only softly; an out-of-pocket entry permanently too', () => {
    const trip = spec.given([]).when(record({ source: 'MILEAGE' })).events();
    expect(spec.given(trip).when({ type: 'DeleteTransaction', ...target, card: null }).refusal()).toMatchObject({ code: 'CONFLICT', message: M.mileageDelete });
    expect(spec.given(trip).when({ type: 'SoftDeleteTransaction', ...target, card: null }).events().map((e) => e.type)).toEqual(['TransactionSoftDeleted']);
    const outOfPocket = spec.given([]).when(record({ source: 'REIMBURSEMENT' })).events();
    expect(spec.given(outOfPocket).when({ type: 'DeleteTransaction', ...target, card: null }).events().map((e) => e.type)).toEqual(['TransactionDeleted']);
  });

  it('opens one dispute at a time on a card purchase, not on a declined, reversed or manual one, and closes it', () => {
    const dispute = (overrides: Partial<Cmd<'OpenDispute'>> = {}): Cmd<'OpenDispute'> => ({ type: 'OpenDispute', ...target, disputeId: randomUUID(), reasonId: 'DUPLICATE', notes: ' twice ', ...overrides });
    const opened = spec.given([]).when(dispute()).events();
    expect(opened[0]!.data).toMatchObject({ reasonId: 'DUPLICATE', notes: 'twice' });
    expect(spec.given(opened).when(dispute()).refusal().message).toBe(M.disputeOpen);
    expect(spec.given([]).when(dispute({ card: { ...card, status: 'Declined' } })).refusal()).toMatchObject({ code: 'CONFLICT', message: M.disputeDeclined });
    expect(spec.given([]).when(dispute({ card: { ...card, isReversed: true } })).refusal().message).toBe(M.disputeReversed);
    expect(spec.given(manual()).when(dispute({ card: null })).refusal().message).toBe(M.disputeNotCard);
    expect(spec.given([]).when(dispute({ reasonId: 'BORED' })).refusal().fields).toEqual({ reasonId: M.disputeReason });
    expect(spec.given([]).when({ type: 'CloseDispute', ...target }).refusal().message).toBe(M.noOpenDispute);
    const closed = spec.given(opened).when({ type: 'CloseDispute', ...target }).events();
    expect(dataOf(closed, 'TransactionDisputeClosed').disputeId).toBe(dataOf(opened, 'TransactionDisputed').disputeId);
    expect(spec.given([...opened, ...closed]).when(dispute()).events()).toHaveLength(1);
  });

  it('attaches a receipt once and removes only an attached one', () => {
    const fileId = randomUUID();
    const attach = { type: 'AttachReceipt' as const, ...target, fileId, fileName: 'r.pdf', contentType: 'application/pdf', sizeBytes: 10, sha256: 'b'.repeat(64) };
    const attached = spec.given([]).when(attach).events();
    expect(attached[0]!.data).toMatchObject({ fileId, fileName: 'r.pdf', sizeBytes: 10 });
    expect(spec.given(attached).when(attach).events()).toEqual([]);
    expect(spec.given(attached).when({ type: 'RemoveReceipt', ...target, fileId }).events().map((e) => e.type)).toEqual(['ReceiptRemoved']);
    expect(spec.given([]).when({ type: 'RemoveReceipt', ...target, fileId }).refusal().code).toBe('NOT_FOUND');
  });
});

describe('books policy decider', () => {
  const policy = deciderSpec(booksPolicyDecider);
  it('sets the policy from typed values, keeps what is not given, and records nothing when nothing changes', () => {
    const set = policy.given([]).when({ type: 'SetBooksPolicy', companyId, receiptRequiredAbove: '75.00', isProjectsEnabled: true, now }).events();
    expect(set[0]!.data).toEqual({ companyId, receiptRequiredAboveCents: 7_500, subscriptionReceiptsExempt: false, isProjectsEnabled: true, isInvoiceNumberEnabled: false, receiptLockDays: null, at: now });
    expect(policy.given(set).when({ type: 'SetBooksPolicy', companyId, isProjectsEnabled: true, now }).events()).toEqual([]);
    expect(policy.given(set).when({ type: 'SetBooksPolicy', companyId, receiptRequiredAbove: null, now }).events()[0]!.data).toMatchObject({ receiptRequiredAboveCents: null, isProjectsEnabled: true });
  });
  it('refuses a bad threshold and lock days', () => {
    expect(policy.given([]).when({ type: 'SetBooksPolicy', companyId, receiptRequiredAbove: 'ten', now }).refusal().fields).toEqual({ receiptRequiredAbove: M.threshold });
    expect(policy.given([]).when({ type: 'SetBooksPolicy', companyId, receiptLockDays: 0, now }).refusal().fields).toEqual({ receiptLockDays: M.receiptLockDays });
  });
});

describe('automatic coding', () => {
  const [ruleId, projectId, fieldId, otherGl] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const source = { kind: 'rule' as const, ruleId, ruleName: 'Software' };
  const auto = (outcome: Partial<Cmd<'AutoCodeTransaction'>['outcome']> = {}): Cmd<'AutoCodeTransaction'> =>
    ({ type: 'AutoCodeTransaction', ...target, source, outcome: { generalLedgerId: glId, projectId, customFieldValues: { [fieldId]: 'EMEA' }, ...outcome } });
  const coded = spec.given([]).when(auto()).events();

  it('fills the empty fields and records its source; it codes a transaction once', () => {
    expect(dataOf(coded, 'TransactionCoded')).toEqual({
      transactionId, companyId, generalLedgerId: glId, projectId, customFieldValues: { [fieldId]: 'EMEA' }, automatic: { source, fields: ['generalLedgerId', 'projectId', fieldId] }, at: now,
    });
    expect(spec.given(coded).when(auto({ generalLedgerId: otherGl })).events()).toEqual([]);
  });

  it('never overwrites a value a person set, and leaves a locked or synced transaction alone', () => {
    const byPerson = spec.given([]).when(update({ generalLedgerId: otherGl })).events();
    const data = dataOf(spec.given(byPerson).when(auto()).events(), 'TransactionCoded');
    expect(data.generalLedgerId).toBeUndefined();
    expect(data.automatic!.fields).toEqual(['projectId', fieldId]);
    expect(spec.given(byPerson).when(auto({ projectId: null, customFieldValues: {} })).events()).toEqual([]);
    expect(spec.given(locked).when(auto()).events()).toEqual([]);
    expect(spec.given([]).when({ ...auto(), synced: true }).events()).toEqual([]);
  });

  it('undoes only the automatic values still standing: a person\'s later edit stays', () => {
    const edited = spec.given(coded).when(update({ projectId: null })).events();
    const undone = dataOf(spec.given([...coded, ...edited]).when({ type: 'UndoAutomaticCoding', ...target }).events(), 'TransactionCoded');
    expect(undone).toEqual({ transactionId, companyId, generalLedgerId: null, customFieldValues: {}, undone: { source, fields: ['generalLedgerId', fieldId] }, at: now });
    const after = [...coded, ...edited, { type: 'TransactionCoded', data: undone } as BookkeepingEvent];
    expect(spec.given(after).when({ type: 'UndoAutomaticCoding', ...target }).refusal()).toMatchObject({ code: 'CONFLICT', message: M.noAutomaticCoding });
    // An undone coding is not put back by the reactor coming again.
    expect(spec.given(after).when(auto()).events()).toEqual([]);
  });

  it('refuses to undo on a locked or synced transaction with the reason', () => {
    expect(spec.given([...coded, ...locked]).when({ type: 'UndoAutomaticCoding', ...target }).refusal()).toMatchObject({ code: 'CONFLICT', message: M.locked });
    expect(spec.given(coded).when({ type: 'UndoAutomaticCoding', ...target, synced: true }).refusal()).toMatchObject({ code: 'CONFLICT', message: M.synced });
  });

  describe('asking the spender for a receipt (the review queue)', () => {
    const ask: Cmd<'RequestReceipt'> = { type: 'RequestReceipt', ...target, spenderId, requestedByUserId: adminId, merchant: 'Blue Bottle', amountCents: 4_000 };
    const synced: BookkeepingEvent[] = [{ type: 'TransactionSynced', data: { transactionId, companyId, runId: randomUUID(), at: now } }];
    const attached: BookkeepingEvent[] = [{ type: 'ReceiptAttached', data: { transactionId, companyId, fileId: randomUUID(), fileName: 'r.pdf', contentType: 'application/pdf', sizeBytes: 10, sha256: 'a'.repeat(64), at: now } }];

    it('records who is asked, for what merchant and amount', () => {
      expect(dataOf(spec.given([]).when(ask).events(), 'ReceiptRequested')).toEqual({ transactionId, companyId, spenderId, requestedByUserId: adminId, merchant: 'Blue Bottle', amountCents: 4_000, at: now });
    });

    it('refuses a locked, synced or receipted transaction, and one with no spender, recording nothing', () => {
      expect(spec.given(locked).when(ask).refusal()).toMatchObject({ code: 'CONFLICT', message: M.locked });
      expect(spec.given(synced).when(ask).refusal()).toMatchObject({ code: 'CONFLICT', message: M.synced });
      expect(spec.given([]).when({ ...ask, synced: true }).refusal().message).toBe(M.synced);
      expect(spec.given(attached).when(ask).refusal().message).toBe(M.receiptAttached);
      expect(spec.given([]).when({ ...ask, spenderId: null }).refusal().message).toBe(M.noSpender);
    });
  });
});
