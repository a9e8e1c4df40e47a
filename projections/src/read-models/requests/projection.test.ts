import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  budgetIncreaseDecider, fold, reimbursementDecider, type BudgetIncreaseCommand, type BudgetIncreaseEvent, type ReimbursementCommand, type ReimbursementEvent,
} from '@spend/domain';
import { recorded, setUpReadModels, type ReadModelTestDatabase } from '../testing';
import { notificationsProjection } from '../notifications/projection';
import { requestsProjection } from './projection';

let rm: ReadModelTestDatabase;
beforeAll(async () => {
  rm = await setUpReadModels('rm_requests');
});
afterAll(() => rm.close());

const now = '2026-03-01T10:00:00.000Z';
const later = '2026-03-02T10:00:00.000Z';

/** Decides each budget-increase command on the history so far, as the handler would; answers its events as recorded. */
const decidedInTurn = () => {
  const history: BudgetIncreaseEvent[] = [];
  return (command: BudgetIncreaseCommand) => {
    const events = budgetIncreaseDecider.decide(command, fold(budgetIncreaseDecider, history));
    history.push(...events);
    return events.map((e) => recorded(e));
  };
};

describe('requests projection and request notifications', () => {
  it('keeps a budget increase with its budget, status, reviewer and note as reviews arrive, until completed', async () => {
    const [companyId, budgetId, requestId, requestor, owner, admin] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const run = decidedInTurn();
    const asked = run({ type: 'RequestBudgetIncrease', requestId, companyId, budgetId, requestorUserId: requestor, amount: '250.50', reason: 'Trade fair', levels: [{ approverUserIds: [owner] }, { approverUserIds: [admin] }], adminUserIds: [admin], now });
    const reviewed = [
      ...run({ type: 'ReviewBudgetIncrease', requestId, companyId, reviewerUserId: owner, outcome: 'APPROVED', note: null, now }),
      ...run({ type: 'ReviewBudgetIncrease', requestId, companyId, reviewerUserId: admin, outcome: 'APPROVED', note: 'Fine', now: later }),
    ];
    expect(await rm.apply(requestsProjection, asked)).toEqual([{ companyId, what: 'requests', ids: [requestId] }]);
    const row = () => rm.projector.selectFrom('approval_requests').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ kind: 'BUDGET_INCREASE', budget_id: budgetId, reason: 'Trade fair', amount: '25050', status: 'PENDING', approver_user_ids: [owner], reviewer_user_id: null });
    await rm.apply(requestsProjection, reviewed);
    expect(await row()).toMatchObject({ status: 'APPROVED', level: 1, approver_user_ids: [], reviewer_user_id: admin, review_note: 'Fine', updated_at: new Date(later) });
    // A replayed history (a rebuild) changes nothing; completion is the last word.
    await rm.apply(requestsProjection, [...asked, ...reviewed, ...run({ type: 'CompleteBudgetIncrease', requestId, companyId, now: later })]);
    expect(await row()).toMatchObject({ status: 'COMPLETED', reviewer_user_id: admin, requested_at: new Date(now) });
  });

  it('adds a delegate who reviewed for an away approver to those taking part, once', async () => {
    const [companyId, budgetId, requestId, requestor, owner, delegate] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const levels = [{ approverUserIds: [owner] }];
    const asked = recorded({ type: 'BudgetIncreaseRequested', data: { requestId, companyId, budgetId, requestorUserId: requestor, amount: 1_000, reason: 'Away', levels, requestedAt: now } });
    const reviewed = recorded({ type: 'BudgetIncreaseReviewed', data: {
      requestId, companyId, level: 0, reviewerUserId: delegate, onBehalfOfUserId: owner, outcome: 'APPROVED', note: null, status: 'APPROVED', requestorUserId: requestor, nextApproverUserIds: [], reviewedAt: later,
    } });
    await rm.apply(requestsProjection, [asked, reviewed]);
    // A replay (a rebuild) adds them no second time.
    await rm.apply(requestsProjection, [asked, reviewed]);
    const row = await rm.projector.selectFrom('approval_requests').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'APPROVED', reviewer_user_id: delegate, participant_user_ids: [requestor, owner, delegate] });
  });

  it('shows the level and approvers the domain routed to after an approval, the admins it fell to taking part (separation of duties)', async () => {
    const [companyId, budgetId, requestId, requestor, owner, cfo, admin] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const run = decidedInTurn();
    // The owner approves the first level; the second names the owner alone, so it falls to the admins.
    const events = [
      ...run({ type: 'RequestBudgetIncrease', requestId, companyId, budgetId, requestorUserId: requestor, amount: '10', reason: 'Fair', levels: [{ approverUserIds: [owner, cfo] }, { approverUserIds: [owner] }], adminUserIds: [owner, admin, requestor], now }),
      ...run({ type: 'ReviewBudgetIncrease', requestId, companyId, reviewerUserId: owner, outcome: 'APPROVED', note: null, now: later }),
    ];
    await rm.apply(requestsProjection, events);
    const row = await rm.projector.selectFrom('approval_requests').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'PENDING', level: 1, level_count: 2, approver_user_ids: [admin], participant_user_ids: [requestor, owner, cfo, admin] });
  });

  it('declines an approved increase the budget refused to apply, and tells the requestor why', async () => {
    const [companyId, budgetId, requestId, requestor, owner] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const run = decidedInTurn();
    const events = [
      ...run({ type: 'RequestBudgetIncrease', requestId, companyId, budgetId, requestorUserId: requestor, amount: '10', reason: 'Fair', levels: [{ approverUserIds: [owner] }], adminUserIds: [], now }),
      ...run({ type: 'ReviewBudgetIncrease', requestId, companyId, reviewerUserId: owner, outcome: 'APPROVED', note: null, now }),
      ...run({ type: 'FailBudgetIncrease', requestId, companyId, reason: 'Budget not found.', now: later }),
    ];
    await rm.apply(requestsProjection, events);
    expect(await rm.projector.selectFrom('approval_requests').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow()).toMatchObject({ status: 'DECLINED', review_note: 'Budget not found.', updated_at: new Date(later) });
    await rm.apply(notificationsProjection, events);
    const told = await rm.projector.selectFrom('notifications').select(['title', 'message']).where('user_id', '=', requestor).where('request_id', '=', requestId).execute();
    expect(told).toContainEqual({ title: 'Budget increase declined', message: 'Your budget increase request was approved but could not be applied: Budget not found.' });
  });

  it('follows a reimbursement through its levels, with its transactions\' status, and alerts each person at each step', async () => {
    const [companyId, reimbursementId, requestor, admin, cfo, transactionId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const budgetId = randomUUID();
    const receipt = { fileId: randomUUID(), fileName: 'taxi.pdf', contentType: 'application/pdf', sizeBytes: 1_024, sha256: 'b'.repeat(64) };
    const history: ReimbursementEvent[] = [];
    const run = (command: ReimbursementCommand) => {
      const events = reimbursementDecider.decide(command, fold(reimbursementDecider, history));
      history.push(...events);
      return events.map((e) => recorded(e));
    };
    const batch = [
      ...run({ type: 'RequestReimbursement', reimbursementId, companyId, requestorUserId: requestor, title: 'Taxi', note: 'Airport', amount: '42.10', transactionIds: [transactionId],
        expenseDate: '2026-02-27', merchant: 'Yellow Cab', budgetId, generalLedgerId: null, receipts: [receipt], levels: [{ approverUserIds: [admin] }, { approverUserIds: [cfo] }], adminUserIds: [admin], now }),
      ...run({ type: 'ReviewReimbursement', reimbursementId, companyId, reviewerUserId: admin, outcome: 'APPROVED', note: null, now }),
    ];
    for (const projection of [requestsProjection, notificationsProjection]) await rm.apply(projection, batch);
    const row = () => rm.projector.selectFrom('approval_requests').selectAll().where('id', '=', reimbursementId).executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ kind: 'REIMBURSEMENT', title: 'Taxi', reason: 'Airport', amount: '4210', status: 'PENDING', level: 1, level_count: 2, approver_user_ids: [cfo], participant_user_ids: [requestor, admin, cfo], reviewer_user_id: admin,
      budget_id: budgetId, merchant: 'Yellow Cab', general_ledger_id: null, receipts: [receipt] });
    const { day } = await rm.projector.selectFrom('approval_requests').select((eb) => eb.cast<string>('expense_date', 'text').as('day')).where('id', '=', reimbursementId).executeTakeFirstOrThrow();
    expect(day).toBe('2026-02-27');
    const status = () => rm.projector.selectFrom('reimbursement_transactions').select('status').where('transaction_id', '=', transactionId).executeTakeFirstOrThrow();
    expect(await status()).toEqual({ status: 'PENDING' });

    const decided = run({ type: 'ReviewReimbursement', reimbursementId, companyId, reviewerUserId: cfo, outcome: 'DECLINED', note: 'No receipt', now });
    // Replaying the whole history (a rebuild) makes the same rows.
    for (const projection of [requestsProjection, notificationsProjection]) await rm.apply(projection, [...batch, ...decided]);
    expect(await row()).toMatchObject({ status: 'DECLINED', approver_user_ids: [], review_note: 'No receipt', responded_on: new Date(now) });
    expect(await status()).toEqual({ status: 'DECLINED' });

    const notices = await rm.projector.selectFrom('notifications').select(['user_id', 'title', 'type']).where('request_id', '=', reimbursementId).orderBy('title').execute();
    expect(notices).toEqual(expect.arrayContaining([
      { user_id: admin, title: 'Reimbursement request', type: 'alert' },
      { user_id: cfo, title: 'Reimbursement request', type: 'alert' },
      { user_id: requestor, title: 'Reimbursement approved at one level', type: 'info' },
      { user_id: requestor, title: 'Reimbursement declined', type: 'alert' },
    ]));
    expect(notices).toHaveLength(4);
  });
});
