import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '../requests/rules';
import { deciderSpec } from '../testing';
import { reimbursementDecider, type RequestReimbursement, type ReviewReimbursement } from './decider';

const companyId = randomUUID();
const [admin, cfo, requestor] = [randomUUID(), randomUUID(), randomUUID()];
const now = '2026-03-01T10:00:00.000Z';
const spec = deciderSpec(reimbursementDecider);

const request = (overrides: Partial<RequestReimbursement> = {}): RequestReimbursement => ({
  type: 'RequestReimbursement', reimbursementId: randomUUID(), companyId, requestorUserId: requestor, title: ' Taxi ', note: '', amount: '42.10',
  transactionIds: [], levels: [{ approverUserIds: [admin] }, { approverUserIds: [cfo] }], now, ...overrides,
});

describe('reimbursement decider', () => {
  it('records a request, goes through its levels and is paid once', () => {
    const command = request();
    const history = spec.given([]).when(command).events();
    expect(history[0]!.data).toMatchObject({ title: 'Taxi', note: null, amount: 4210 });
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
});
