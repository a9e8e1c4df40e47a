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
