import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVEALS_ALERT_PER_HOUR } from '@spend/domain';
import type { RecordedEvent } from '@spend/eventstore';
import { recorded, setUpReadModels, type ReadModelTestDatabase } from '../testing';
import { notificationsProjection } from './projection';

const companyId = randomUUID();
const owner = randomUUID();
const admin = randomUUID();
const now = '2026-03-01T10:00:00.000Z';
let rm: ReadModelTestDatabase;

const by = (userId: string, event: RecordedEvent): RecordedEvent => ({ ...event, metadata: { ...event.metadata, userId } });

const created = (budgetId: string) =>
  recorded({
    type: 'BudgetCreated',
    data: {
      budgetId, companyId, parentBudgetId: null, name: 'Marketing', color: '#123456', number: null, ownerUserId: owner, funding: 100_000,
      softLimit: 'None', overageValue: 0, currency: 'USD', startAt: now, endAt: now, spenderUserIds: [], createdAt: now,
    },
  });
const funded = (budgetId: string, funding: number) => recorded({ type: 'BudgetUpdated', data: { budgetId, companyId, changes: { funding }, updatedAt: now } });
const read = (notificationIds: string[]) => recorded({ type: 'NotificationsRead', data: { userId: owner, companyId, notificationIds, at: now } });

const inbox = () => rm.projector.selectFrom('notifications').select(['id', 'type', 'title', 'message', 'read']).where('user_id', '=', owner).orderBy('created_at').orderBy('title').execute();

beforeAll(async () => {
  rm = await setUpReadModels('notifications');
});
afterAll(async () => {
  await rm.close();
});

describe('notifications projection', () => {
  it('tells a budget owner about changes others make, not about their own', async () => {
    const budgetId = randomUUID();
    await rm.apply(notificationsProjection, [by(admin, created(budgetId))]);
    const changes = await rm.apply(notificationsProjection, [by(admin, funded(budgetId, 250_000)), by(owner, funded(budgetId, 260_000))]);
    const rows = (await inbox()).filter((n) => n.message.includes('Marketing')).sort((a, b) => a.title.localeCompare(b.title));
    expect(rows.map((n) => [n.type, n.title, n.message])).toEqual([
      ['alert', 'Budget funding changed', 'Marketing is now funded with $2,500.00.'],
      ['info', 'New budget', 'You are the owner of the new budget Marketing.'],
    ]);
    expect(changes).toEqual([{ companyId, what: 'notifications', ids: [expect.any(String)] }]);
  });

  it('marks notifications read, also when creation and reading replay in one batch', async () => {
    const budgetId = randomUUID();
    const creation = by(admin, funded(budgetId, 1));
    const events = [by(admin, created(budgetId)), creation];
    await rm.apply(notificationsProjection, events);
    const alert = (await inbox()).find((n) => n.type === 'alert' && n.message.includes('$0.01'))!;
    await rm.apply(notificationsProjection, [read([alert.id])]);
    expect((await inbox()).find((n) => n.id === alert.id)!.read).toBe(true);

    // A rebuild replays creation and reading together: the row must still end up read.
    await rm.projector.deleteFrom('notifications').execute();
    await rm.projector.deleteFrom('notification_budget_owners').execute();
    await rm.apply(notificationsProjection, [...events, read([alert.id])]);
    expect((await inbox()).find((n) => n.id === alert.id)!.read).toBe(true);
  });
});

describe('over-clearing alerts', () => {
  const cleared = (budgetId: string, amountCents: number, overClearedCents?: number) =>
    recorded({
      type: 'AuthorizationCleared',
      data: {
        ledgerId: budgetId, authorizationId: randomUUID(), transactionId: randomUUID(), companyId, at: now, messageId: randomUUID(), cardId: randomUUID(), budgetId,
        authorizedCents: 2_000, amountCents, ...(overClearedCents && { overClearedCents }),
      },
    });

  it("alerts the budget's owner when the network forced a clearing above its authorization and tolerance, and only then", async () => {
    const budgetId = randomUUID();
    await rm.apply(notificationsProjection, [by(admin, created(budgetId))]);
    const changes = await rm.apply(notificationsProjection, [cleared(budgetId, 2_300), cleared(budgetId, 2_500, 100)]);
    const alerts = (await inbox()).filter((n) => n.title === 'Over-clearing');
    expect(alerts.map((n) => n.message)).toEqual([
      'A purchase on Marketing cleared at $25.00, $1.00 above its authorization of $20.00 and the tolerance. The card network forced it through; review it with the cardholder.',
    ]);
    expect(changes).toEqual([{ companyId, what: 'notifications', ids: [alerts[0]!.id] }]);
  });

  it('alerts the delegate of an away approver on the days of the delegation, once, and no longer once it is cancelled', async () => {
    const [approver, delegate, requestor] = [randomUUID(), randomUUID(), randomUUID()];
    const today = new Date().toISOString().slice(0, 10);
    const delegationId = randomUUID();
    const delegated = recorded({ type: 'ApprovalsDelegated', data: { delegationId, companyId, userId: approver, delegateUserId: delegate, startsOn: today, endsOn: today, at: now } });
    const requested = (title: string, approvers: string[]) => by(requestor, recorded({
      type: 'ReimbursementRequested',
      data: { reimbursementId: randomUUID(), companyId, requestorUserId: requestor, title, note: null, amount: 8_000, transactionIds: [], levels: [{ approverUserIds: approvers }], requestedAt: now },
    }));
    const messagesOf = (userId: string) => rm.projector.selectFrom('notifications').select('message').where('user_id', '=', userId).orderBy('message').execute().then((rows) => rows.map((r) => r.message));
    // The delegation and the request in one batch: the request sees the delegation recorded before it.
    await rm.apply(notificationsProjection, [delegated, requested('Team lunch', [approver]), requested('Taxi', [approver, delegate])]);
    expect(await messagesOf(approver)).toEqual(['Taxi: A reimbursement of $80.00 waits for your review.', 'Team lunch: A reimbursement of $80.00 waits for your review.']);
    // The delegate approves the taxi in their own right: told once, without the note.
    expect(await messagesOf(delegate)).toEqual([
      'Taxi: A reimbursement of $80.00 waits for your review.',
      'Team lunch: A reimbursement of $80.00 waits for your review. You approve in place of an approver who is away.',
    ]);
    await rm.apply(notificationsProjection, [recorded({ type: 'ApprovalDelegationCancelled', data: { delegationId, companyId, userId: approver, delegateUserId: delegate, at: now } }), requested('Hotel', [approver])]);
    expect((await messagesOf(delegate)).some((m) => m.startsWith('Hotel'))).toBe(false);
    expect((await messagesOf(approver)).some((m) => m.startsWith('Hotel'))).toBe(true);
  });
});

describe('card-number reveals', () => {
  it("alerts the company's admins once when a member reveals more than the hourly limit of card numbers, not for the same spread over hours", async () => {
    const company = randomUUID();
    const [admin, member, slow] = [randomUUID(), randomUUID(), randomUUID()];
    const user = (id: string, roles: string[], first: string) => ({ id, company_id: company, person_id: randomUUID(), auth_id: id, email: `${id}@acme.test`, first_name: first, last_name: 'Lee', title: null, emboss_name: null, roles, archived: false, created_at: new Date() });
    await rm.projector.insertInto('users').values([user(admin, ['OrgAdmin'], 'Ada'), user(member, ['Spender'], 'Mo'), user(slow, ['Spender'], 'Sal')]).execute();
    const reveal = (byUserId: string, minutes: number) =>
      recorded({ type: 'CardSecretsRevealed', data: { cardId: randomUUID(), companyId: company, byUserId, at: new Date(Date.parse(now) + minutes * 60_000).toISOString() } }, { companyId: company });
    const alerts = () => rm.projector.selectFrom('notifications').select(['user_id', 'title', 'message']).where('company_id', '=', company).execute();
    // Ten within the hour: the limit, no alert.
    await rm.apply(notificationsProjection, Array.from({ length: REVEALS_ALERT_PER_HOUR }, (_, i) => reveal(member, i * 5)));
    expect(await alerts()).toEqual([]);
    // The eleventh within the hour alerts the admin (not the member); a twelfth does not again.
    await rm.apply(notificationsProjection, [reveal(member, 50), reveal(member, 55)]);
    expect(await alerts()).toEqual([{ user_id: admin, title: 'Card numbers revealed', message: `Mo Lee revealed ${REVEALS_ALERT_PER_HOUR + 1} card numbers within an hour (more than ${REVEALS_ALERT_PER_HOUR}). If that was not expected, suspend their access and review the activity feed.` }]);
    // As many spread over hours: nothing.
    await rm.apply(notificationsProjection, Array.from({ length: REVEALS_ALERT_PER_HOUR + 3 }, (_, i) => reveal(slow, i * 20)));
    expect(await alerts()).toHaveLength(1);
  });
});

describe('notification data (spec 3 notificationData)', () => {
  const dataOf = (userId: string) =>
    rm.projector.selectFrom('notifications')
      .select(['title', 'status', 'user_id', 'user_role', 'defined_action', 'amount', 'data_date', 'notifier_user_id', 'card_id', 'budget_id', 'budget_increase_id', 'transaction_id', 'reimbursement_id', 'request_id'])
      .where('user_id', '=', userId).orderBy('title').execute();
  const none = { card_id: null, budget_id: null, budget_increase_id: null, transaction_id: null, reimbursement_id: null };

  it("keeps a request's amount, date, requestor and ids for its approver, and the reviewer's outcome for the requestor", async () => {
    const [approver, requestor, requestId, budgetId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const requested = by(requestor, recorded({
      type: 'BudgetIncreaseRequested',
      data: { requestId, companyId, budgetId, requestorUserId: requestor, amount: 25_050, reason: 'Trade fair', levels: [{ approverUserIds: [approver] }], requestedAt: now },
    }));
    const reviewedAt = '2026-03-02T08:30:00.000Z';
    const reviewed = by(approver, recorded({
      type: 'BudgetIncreaseReviewed',
      data: { requestId, companyId, level: 0, reviewerUserId: approver, outcome: 'REJECTED', note: null, status: 'REJECTED', requestorUserId: requestor, nextApproverUserIds: [], reviewedAt },
    }));
    await rm.apply(notificationsProjection, [requested, reviewed]);
    expect(await dataOf(approver)).toEqual([{
      title: 'Budget increase request', status: 'PENDING', user_id: approver, user_role: 'APPROVER', defined_action: 'APPROVE_REQUEST', amount: '25050', data_date: new Date(now),
      notifier_user_id: requestor, ...none, budget_id: budgetId, budget_increase_id: requestId, request_id: requestId,
    }]);
    expect(await dataOf(requestor)).toEqual([{
      title: 'Budget increase rejected', status: 'REJECTED', user_id: requestor, user_role: 'REQUESTOR', defined_action: 'REQUEST_UPDATED', amount: null, data_date: new Date(reviewedAt),
      notifier_user_id: approver, ...none, budget_increase_id: requestId, request_id: requestId,
    }]);
  });

  it("keeps an out-of-policy purchase's amount, date, transaction and budget for the budget's owner, with nobody as its notifier", async () => {
    const [budgetId, transactionId] = [randomUUID(), randomUUID()];
    await rm.apply(notificationsProjection, [by(admin, created(budgetId))]);
    const judged = recorded({
      type: 'PolicyOutcomeRecorded',
      data: {
        transactionId, companyId, budgetId, merchant: 'Sky Bar', amountCents: 18_000, outcome: 'OUT_OF_POLICY',
        findings: [{ rule: 'BLOCKED_CATEGORY', outcome: 'OUT_OF_POLICY', message: 'Bars are blocked' }], at: '2026-03-03T21:00:00.000Z',
      },
    });
    await rm.apply(notificationsProjection, [judged]);
    const rows = (await dataOf(owner)).filter((n) => n.transaction_id === transactionId);
    expect(rows).toEqual([{
      title: 'Out of policy', status: null, user_id: owner, user_role: 'BUDGET_OWNER', defined_action: 'REVIEW_POLICY', amount: '18000', data_date: new Date('2026-03-03T21:00:00.000Z'),
      notifier_user_id: null, ...none, budget_id: budgetId, transaction_id: transactionId, request_id: null,
    }]);
  });

  it('keeps a receipt request\'s amount, date, transaction and the admin who asked, for the spender', async () => {
    const [spender, transactionId] = [randomUUID(), randomUUID()];
    const asked = by(admin, recorded({
      type: 'ReceiptRequested',
      data: { transactionId, companyId, spenderId: spender, requestedByUserId: admin, merchant: 'Paper Co', amountCents: 4_210, at: '2026-03-04T12:00:00.000Z' },
    }));
    await rm.apply(notificationsProjection, [asked]);
    expect(await dataOf(spender)).toEqual([{
      title: 'Receipt requested', status: null, user_id: spender, user_role: 'SPENDER', defined_action: 'UPLOAD_RECEIPT', amount: '4210', data_date: new Date('2026-03-04T12:00:00.000Z'),
      notifier_user_id: admin, ...none, transaction_id: transactionId, request_id: null,
    }]);
  });
});
