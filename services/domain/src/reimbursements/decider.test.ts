import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '../requests/rules';
import { deciderSpec } from '../testing';
import { reimbursementDecider, type RequestReimbursement, type ReviewReimbursement } from './decider';
import { reimbursementEvent } from './events';
import { REIMBURSEMENT_MESSAGES } from './rules';

const companyId = randomUUID();
const [admin, cfo, requestor, budgetId, generalLedgerId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const receipt = { fileId: randomUUID(), fileName: 'taxi.pdf', contentType: 'application/pdf', sizeBytes: 12_345, sha256: 'a'.repeat(64) };
const now = '2026-03-01T10:00:00.000Z';
const spec = deciderSpec(reimbursementDecider);

const request = (overrides: Partial<RequestReimbursement> = {}): RequestReimbursement => ({
  type: 'RequestReimbursement', reimbursementId: randomUUID(), companyId, requestorUserId: requestor, title: ' Taxi ', note: '', amount: '42.10',
  transactionIds: [], expenseDate: '2026-02-27', merchant: ' Yellow Cab ', budgetId, generalLedgerId, receipts: [receipt], levels: [{ approverUserIds: [admin] }, { approverUserIds: [cfo] }], adminUserIds: [admin], now, ...overrides,
});

describe('reimbursement decider', () => {
  it('records a request, goes through its levels and is paid once', () => {
    const command = request();
    const history = spec.given([]).when(command).events();
    expect(history[0]!.data).toMatchObject({ title: 'Taxi', note: null, amount: 4210, expenseDate: '2026-02-27', merchant: 'Yellow Cab', budgetId, generalLedgerId, receipts: [receipt] });
    const review = (reviewerUserId: string, outcome: ReviewReimbursement['outcome'] = 'APPROVED'): ReviewReimbursement => ({
      type: 'ReviewReimbursement', reimbursementId: command.reimbursementId, companyId, reviewerUserId, outcome, note: null, now,
    });
    const pay = { type: 'PayReimbursement' as const, reimbursementId: command.reimbursementId, companyId, now };
    expect(spec.given(history).when(pay).refusal().code).toBe('CONFLICT');
    const first = spec.given(history).when(review(admin)).events();
    const second = spec.given([...history, ...first]).when(review(cfo)).events();
    expect(second[0]!.data).toMatchObject({ level: 1, status: 'APPROVED' });
    const paid = spec.given([...history, ...first, ...second]).when(pay).events();
    expect(paid).toEqual([{ type: 'ReimbursementPaid', data: { reimbursementId: command.reimbursementId, companyId, requestorUserId: requestor, amount: 4210, paidOn: now } }]);
    expect(spec.given([...history, ...first, ...second, ...paid]).when(pay).events()).toEqual([]);
  });

  it('ends DECLINED; refuses fractions of a cent, no title, the wrong reviewer and a second review', () => {
    expect(spec.given([]).when(request({ amount: '3.333' })).refusal().fields).toEqual({ amount: REQUEST_MESSAGES.amount });
    expect(spec.given([]).when(request({ title: ' ' })).refusal().fields).toEqual({ title: REQUEST_MESSAGES.title });
    const command = request();
    const history = spec.given([]).when(command).events();
    const review = { type: 'ReviewReimbursement' as const, reimbursementId: command.reimbursementId, companyId, reviewerUserId: cfo, outcome: 'DECLINED' as const, note: 'No receipt', now };
    expect(spec.given(history).when(review).refusal().message).toBe(REQUEST_MESSAGES.notApprover);
    const declined = spec.given(history).when({ ...review, reviewerUserId: admin }).events();
    expect(declined[0]!.data).toMatchObject({ status: 'DECLINED', note: 'No receipt' });
    expect(spec.given([...history, ...declined]).when({ ...review, reviewerUserId: admin }).refusal().message).toBe('This request was already declined.');
  });

  it('records what was bought, where and when; refuses a future, too old or impossible date, no merchant and too many receipts', () => {
    // Given nothing, when a reimbursement of the spender's local "today" (already tomorrow in UTC+14) is asked for, then it is recorded.
    expect(spec.given([]).when(request({ expenseDate: '2026-03-02', receipts: [receipt, receipt] })).events()[0]!.data).toMatchObject({ expenseDate: '2026-03-02', receipts: [receipt] });
    expect(spec.given([]).when(request({ expenseDate: '2025-03-01' })).events()).toHaveLength(1);
    const refused = (overrides: Partial<RequestReimbursement>) => spec.given([]).when(request(overrides)).refusal().fields;
    expect(refused({ expenseDate: '2026-03-03' })).toEqual({ expenseDate: REIMBURSEMENT_MESSAGES.expenseDateFuture });
    expect(refused({ expenseDate: '2025-02-28' })).toEqual({ expenseDate: REIMBURSEMENT_MESSAGES.expenseDateOld });
    for (const expenseDate of ['2026-02-30', '27/02/2026', '']) expect(refused({ expenseDate })).toEqual({ expenseDate: REIMBURSEMENT_MESSAGES.expenseDate });
    expect(refused({ merchant: ' \u200B ' })).toEqual({ merchant: REIMBURSEMENT_MESSAGES.merchant });
    expect(refused({ merchant: 'Cab\u202E' })).toEqual({ merchant: 'Merchant must not contain text direction override characters.' });
    const many = Array.from({ length: 11 }, () => ({ ...receipt, fileId: randomUUID() }));
    expect(refused({ receipts: many, merchant: '' })).toEqual({ merchant: REIMBURSEMENT_MESSAGES.merchant, receipts: REIMBURSEMENT_MESSAGES.receipts });
  });

  it('still reads reimbursements requested before they carried an expense date, merchant, budget and receipts', () => {
    const old = { reimbursementId: randomUUID(), companyId, requestorUserId: requestor, title: 'Taxi', note: null, amount: 4210, transactionIds: [], levels: [{ approverUserIds: [admin] }], requestedAt: now };
    const parsed = reimbursementEvent.parse({ type: 'ReimbursementRequested', data: old });
    expect(parsed.data).toEqual(old);
    const review = { type: 'ReviewReimbursement' as const, reimbursementId: old.reimbursementId, companyId, reviewerUserId: admin, outcome: 'APPROVED' as const, note: null, now };
    expect(spec.given([parsed]).when(review).events()[0]!.data).toMatchObject({ status: 'APPROVED' });
  });
});
