import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { budgetIncreaseDecider, type RequestBudgetIncrease, type ReviewBudgetIncrease } from './decider';
import { REQUEST_MESSAGES } from './rules';

const companyId = randomUUID();
const owner = randomUUID();
const admin = randomUUID();
const now = '2026-03-01T10:00:00.000Z';
const spec = deciderSpec(budgetIncreaseDecider);

const request = (overrides: Partial<RequestBudgetIncrease> = {}): RequestBudgetIncrease => ({
  type: 'RequestBudgetIncrease', requestId: randomUUID(), companyId, budgetId: randomUUID(), requestorUserId: randomUUID(),
  amount: '250.50', reason: 'Conference travel', levels: [{ approverUserIds: [owner] }, { approverUserIds: [admin] }], adminUserIds: [admin], now, ...overrides,
});

const submitted = (overrides: Partial<RequestBudgetIncrease> = {}) => {
  const command = request(overrides);
  const history = spec.given([]).when(command).events();
  const review = (reviewerUserId: string, outcome: ReviewBudgetIncrease['outcome'] = 'APPROVED'): ReviewBudgetIncrease => ({
    type: 'ReviewBudgetIncrease', requestId: command.requestId, companyId, reviewerUserId, outcome, note: null, now,
  });
  return { command, history, review };
};

describe('budget increase request decider', () => {
  it('records a request with its amount in cents and its approval levels', () => {
    const { command, history } = submitted();
    expect(history).toEqual([{ type: 'BudgetIncreaseRequested', data: expect.objectContaining({ requestId: command.requestId, amount: 25_050, reason: 'Conference travel' }) }]);
    expect(spec.given(history).when(command).events()).toEqual([]);
  });

  it('refuses fractions of a cent, zero and an empty reason', () => {
    for (const amount of ['1.005', '0', '-5', 'abc']) expect(spec.given([]).when(request({ amount })).refusal().fields).toEqual({ amount: REQUEST_MESSAGES.amount });
    expect(spec.given([]).when(request({ reason: '  ' })).refusal().fields).toEqual({ reason: REQUEST_MESSAGES.reason });
  });

  it('goes through each level in order, then can be completed once', () => {
    const { history, review, command } = submitted();
    const first = spec.given(history).when(review(owner)).events();
    expect(first[0]!.data).toMatchObject({ level: 0, status: 'PENDING', requestorUserId: command.requestorUserId, nextApproverUserIds: [admin] });
    expect(spec.given([...history, ...first]).when(review(owner)).refusal().code).toBe('FORBIDDEN');
    const second = spec.given([...history, ...first]).when(review(admin)).events();
    expect(second[0]!.data).toMatchObject({ level: 1, status: 'APPROVED', nextApproverUserIds: [] });
    const done = [...history, ...first, ...second];
    const complete = { type: 'CompleteBudgetIncrease' as const, requestId: command.requestId, companyId, now };
    const completed = spec.given(done).when(complete).events();
    expect(completed).toEqual([{ type: 'BudgetIncreaseCompleted', data: { requestId: command.requestId, companyId, budgetId: command.budgetId, requestorUserId: command.requestorUserId, amount: 25_050, completedAt: now } }]);
    expect(spec.given([...done, ...completed]).when(complete).events()).toEqual([]);
  });

  it('an approved request whose funding was refused ends DECLINED once; nothing else can fail', () => {
    const { history, review, command } = submitted({ levels: [{ approverUserIds: [owner] }] });
    const fail = { type: 'FailBudgetIncrease' as const, requestId: command.requestId, companyId, reason: 'Budget not found.', now };
    expect(spec.given(history).when(fail).refusal().code).toBe('CONFLICT');
    const approved = [...history, ...spec.given(history).when(review(owner)).events()];
    const failed = spec.given(approved).when(fail).events();
    expect(failed).toEqual([{ type: 'BudgetIncreaseFailed', data: { requestId: command.requestId, companyId, budgetId: command.budgetId, requestorUserId: command.requestorUserId, amount: 25_050, reason: 'Budget not found.', failedAt: now } }]);
    expect(spec.given([...approved, ...failed]).when(fail).events()).toEqual([]);
    expect(spec.given([...approved, ...failed]).when({ type: 'CompleteBudgetIncrease', requestId: command.requestId, companyId, now }).refusal().code).toBe('CONFLICT');
  });

  it('refuses the wrong approver, a decided request and another company', () => {
    const { history, review } = submitted();
    expect(spec.given(history).when(review(admin)).refusal().code).toBe('FORBIDDEN');
    const rejected = spec.given(history).when(review(owner, 'REJECTED')).events();
    expect(rejected[0]!.data).toMatchObject({ status: 'REJECTED' });
    const again = spec.given([...history, ...rejected]).when(review(owner)).refusal();
    expect(again).toMatchObject({ code: 'CONFLICT', message: 'This request was already rejected.' });
    expect(spec.given(history).when({ ...review(owner), companyId: randomUUID() }).refusal().code).toBe('NOT_FOUND');
  });

  it('reminds the waiting level only while it waits', () => {
    const { history, review, command } = submitted();
    const remind = (level: number) => ({ type: 'RemindBudgetIncrease' as const, requestId: command.requestId, companyId, level, now });
    expect(spec.given(history).when(remind(0)).events()).toEqual([{ type: 'BudgetIncreaseReminded', data: { requestId: command.requestId, companyId, level: 0, approverUserIds: [owner], remindedAt: now } }]);
    const first = spec.given(history).when(review(owner)).events();
    expect(spec.given([...history, ...first]).when(remind(0)).events()).toEqual([]);
    expect(spec.given([...history, ...first]).when(remind(1)).events()[0]!.data).toMatchObject({ level: 1, approverUserIds: [admin] });
  });
});
