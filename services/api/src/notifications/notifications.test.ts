import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { recordMember } from '../members/test-members';
import { ApiHarness, type SeededCompany } from '../testing/harness';

let api: ApiHarness;
let acme: SeededCompany;
let ownerToken: string;
let ownerUserId: string;
let budgetId: string;

beforeAll(async () => {
  api = await ApiHarness.start('api_notifications');
  acme = await api.seedCompany('Acme');
  // BudgetOwner is not a role the create-member form gives: the member is recorded as one directly.
  const owner = await recordMember(api, acme.companyId, 'otis@acme.test', 'BudgetOwner', { firstName: 'Otis', lastName: 'Owens', title: 'Lead' });
  ownerToken = owner.token;
  ownerUserId = owner.userId;
  const budget = await api.gql<{ createOneBudget: { id: string } }>(
    `mutation ($owner: ID!) { createOneBudget(data: { name: "Marketing", funding: "1000", owner: { connect: { id: $owner } } }) { id } }`,
    { owner: owner.userId },
    { token: acme.token },
  );
  budgetId = budget.data!.createOneBudget.id;
});
afterAll(async () => {
  await api.close();
});

const counts = async (token: string) => (await api.gql<{ badgeCounts: { unreadAlerts: number; incompleteTransactions: number } }>(`{ badgeCounts { unreadAlerts incompleteTransactions } }`, {}, { token })).data!.badgeCounts;

describe('notifications and badge counts', () => {
  it('tells the owner about a budget another user funds, pushes the badge count live, and lowers it when read', async () => {
    expect(await counts(ownerToken)).toEqual({ unreadAlerts: 0, incompleteTransactions: 0 });
    const client = createClient({ url: api.url.replace('http', 'ws'), webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${ownerToken}` } });
    const pushed: number[] = [];
    const reached = (n: number) => expect.poll(() => pushed, { timeout: 120_000 }).toContain(n);
    client.subscribe<{ badgeCountsChanged: { unreadAlerts: number } }>({ query: 'subscription { badgeCountsChanged { unreadAlerts } }' }, { next: (v) => pushed.push(v.data!.badgeCountsChanged.unreadAlerts), error: () => undefined, complete: () => undefined });
    try {
      await reached(0);
      await api.gql(`mutation ($id: ID!) { updateOneBudget(where: { id: $id }, data: { funding: "2500" }) { id } }`, { id: budgetId }, { token: acme.token });
      await reached(1);
      const inbox = await api.gql<{ notifications: { count: number; items: { id: string; title: string; message: string; read: boolean }[] } }>(
        `{ notifications(where: { read: false, type: "alert" }) { count items { id title message read } } }`,
        {},
        { token: ownerToken },
      );
      expect(inbox.data!.notifications.items).toEqual([{ id: expect.any(String), title: 'Budget funding changed', message: 'Marketing is now funded with $2,500.00.', read: false }]);
      const id = inbox.data!.notifications.items[0]!.id;

      // Nobody else can mark it, and reading cannot be undone.
      const intruder = await api.gql(`mutation ($id: ID!) { updateManyNotification(where: { ids: [$id] }, data: { read: true }) { count } }`, { id }, { token: acme.token });
      expect(intruder.errors![0]).toMatchObject({ message: 'Unknown notification.', extensions: { code: 'BAD_USER_INPUT' } });
      const unread = await api.gql(`mutation ($id: ID!) { updateManyNotification(where: { ids: [$id] }, data: { read: false }) { count } }`, { id }, { token: ownerToken });
      expect(unread.errors![0]!.message).toBe('A notification cannot be marked unread.');

      const marked = await api.gql<{ updateManyNotification: { count: number } }>(`mutation ($id: ID!) { updateManyNotification(where: { ids: [$id] }, data: { read: true }) { count } }`, { id }, { token: ownerToken });
      expect(marked.data!.updateManyNotification.count).toBe(1);
      expect(await counts(ownerToken)).toEqual({ unreadAlerts: 0, incompleteTransactions: 0 });
      await expect.poll(() => pushed.at(-1), { timeout: 120_000 }).toBe(0);
      // The admin's own change produced nothing for the admin.
      expect(await counts(acme.token)).toEqual({ unreadAlerts: 0, incompleteTransactions: 0 });
    } finally {
      await client.dispose();
    }
  });
});

describe('notification data (spec 3)', () => {
  const FIELDS = `count items { title status userId userRole notificationData { amount date definedAction notifier { id person { first_name last_name } } cardId budgetId budgetIncreaseId transactionId reimbursementId } }`;
  type Inbox = { notifications: { count: number; items: { title: string; userId: string; notificationData: { amount: number | null } | null }[] } };

  it("gives the owner the funding's amount, date, the admin who changed it and the budget; nobody else reads it", async () => {
    await api.gql(`mutation ($id: ID!) { updateOneBudget(where: { id: $id }, data: { funding: "3000.25" }) { id } }`, { id: budgetId }, { token: acme.token });
    const mine = async () => (await api.gql<Inbox>(`{ notifications(where: { read: false }) { ${FIELDS} } }`, {}, { token: ownerToken })).data!.notifications;
    await expect.poll(async () => (await mine()).items.filter((n) => n.notificationData?.amount === 300_025).length, { timeout: 120_000 }).toBe(1);
    const [funded] = (await mine()).items.filter((n) => n.notificationData?.amount === 300_025);
    expect(funded).toEqual({
      title: 'Budget funding changed', status: null, userId: ownerUserId, userRole: 'BUDGET_OWNER',
      notificationData: {
        amount: 300_025, date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), definedAction: 'REVIEW_BUDGET', notifier: { id: acme.adminUserId, person: { first_name: 'Ada', last_name: 'Acme' } },
        cardId: null, budgetId, budgetIncreaseId: null, transactionId: null, reimbursementId: null,
      },
    });
    // The admin who changed it, and another company's admin, see none of the owner's notifications.
    const admins = await api.gql<Inbox>(`{ notifications { ${FIELDS} } }`, {}, { token: acme.token });
    expect(admins.data!.notifications.items.filter((n) => n.notificationData?.amount === 300_025)).toEqual([]);
    const globex = await api.seedCompany('Globex');
    expect((await api.gql<Inbox>(`{ notifications { ${FIELDS} } }`, {}, { token: globex.token })).data!.notifications).toEqual({ count: 0, items: [] });
  });
});

describe('a live subscription when NATS drops', () => {
  it('ends with a retryable error, not a quiet completion, so the client subscribes again and refetches', async () => {
    const client = createClient({ url: api.url.replace('http', 'ws'), webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${ownerToken}` } });
    const pushed: number[] = [];
    let completed = false;
    const failed = new Promise<readonly { message: string; extensions?: Record<string, unknown> }[]>((resolve) => {
      client.subscribe<{ badgeCountsChanged: { unreadAlerts: number } }>(
        { query: 'subscription { badgeCountsChanged { unreadAlerts } }' },
        { next: (v) => pushed.push(v.data!.badgeCountsChanged.unreadAlerts), error: (errors) => resolve(errors as never), complete: () => (completed = true) },
      );
    });
    try {
      await expect.poll(() => pushed.length).toBe(1);
      await api.nats.reconnect(); // the API's connection drops and comes back: pushes in between are lost
      expect(await failed).toEqual([expect.objectContaining({ message: 'Live updates were interrupted. Subscribe again to continue.', extensions: { code: 'UNAVAILABLE', retryable: true } })]);
      expect(completed).toBe(false);
    } finally {
      await client.dispose();
    }
  });
});
