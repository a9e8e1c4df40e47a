import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bankItemWorkflowIds, type BankEvent, type BankProvider, streams } from '@spend/domain';
import type { PostgresEventStore } from '@spend/eventstore';
import { startBankFeed } from '@spend/simulator';
import { createTemporalTestKit, createTestEventStore, type TemporalTestKit } from '../testing';
import { createBankActivities } from './activities';
import { createPlaidHttpProvider } from './provider';
import { bankLinkWorkflow, bankSyncWorkflow } from './workflows';

let temporal: TemporalTestKit;
let events: Awaited<ReturnType<typeof createTestEventStore>>;
let store: PostgresEventStore;
let feed: Awaited<ReturnType<typeof startBankFeed>>;
let provider: BankProvider;

beforeAll(async () => {
  temporal = await createTemporalTestKit(new URL('./workflows.ts', import.meta.url).pathname);
  events = await createTestEventStore('wf_bank');
  store = events.store;
  feed = await startBankFeed();
  provider = createPlaidHttpProvider(feed.url);
});
afterAll(async () => {
  await feed?.close();
  await events?.close();
  await temporal?.close();
});

/** A connection linked through the activities, as the link workflow does; the feed starts it with 12 transactions. */
const link = async () => {
  const [itemId, companyId, userId] = [randomUUID(), randomUUID(), randomUUID()];
  const { linkToken } = await provider.createLinkToken({ companyId, userId });
  let accessToken = '';
  // The provider's token, seen on its way in: the event holds it sealed.
  const watching: BankProvider = {
    ...provider,
    exchangePublicToken: async (t) => {
      const exchanged = await provider.exchangePublicToken(t);
      accessToken = exchanged.accessToken;
      return exchanged;
    },
  };
  await createBankActivities({ store, provider: watching }).linkBankItem({ itemId, companyId, userId, publicToken: feed.feed.sandboxPublicToken(linkToken) });
  const events = await store.readStream(streams.bankItem(itemId));
  expect(accessToken).toMatch(/^access-local-/);
  expect(JSON.stringify(events[0]!.data)).not.toContain(accessToken);
  return { itemId, companyId, accessToken };
};

const syncedEvents = async (itemId: string) =>
  (await store.readStream(streams.bankItem(itemId))).map((e) => ({ type: e.type, data: e.data }) as BankEvent).filter((e): e is Extract<BankEvent, { type: 'BankTransactionsSynced' }> => e.type === 'BankTransactionsSynced');
const importedIds = async (itemId: string) => (await syncedEvents(itemId)).flatMap((e) => e.data.added.map((t) => t.transactionId));

/** The provider, except that its `failOn`-th page is fetched and then the connection drops. */
const interrupted = (failOn: number): BankProvider => {
  let calls = 0;
  return {
    ...provider,
    syncTransactions: async (...args) => {
      const page = await provider.syncTransactions(...args);
      if (++calls === failOn) throw new Error('connection reset mid-page');
      return page;
    },
  };
};

describe('bank syncs', () => {
  it('resumes a sync interrupted mid-page without importing anything twice', async () => {
    const { itemId, companyId, accessToken } = await link();
    feed.feed.add(accessToken, Array.from({ length: 13 }, (_, i) => ({ amount: 10 + i, description: `Shop ${i}`, date: '2026-03-02' })));
    // Page 1 applied, page 2 read and lost with the connection.
    await expect(createBankActivities({ store, provider: interrupted(2), pageSize: 10 }).syncBankItem({ itemId, companyId })).rejects.toThrow('connection reset mid-page');
    expect(await importedIds(itemId)).toHaveLength(10);
    const resumed = await createBankActivities({ store, provider, pageSize: 10 }).syncBankItem({ itemId, companyId });
    expect(resumed.added).toHaveLength(15);
    const ids = await importedIds(itemId);
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
    // Amounts arrive as integer cents.
    expect((await syncedEvents(itemId))[0]!.data.added[0]!.amountCents).toBe(1250);

    // A re-sync imports nothing new; changes at the bank come through as modified and removed.
    expect(await createBankActivities({ store, provider }).syncBankItem({ itemId, companyId })).toEqual({ added: [], modified: [], removed: [] });
    feed.feed.modify(accessToken, ids[0]!, 99.99);
    feed.feed.remove(accessToken, ids[1]!);
    const changes = await createBankActivities({ store, provider }).syncBankItem({ itemId, companyId });
    expect(changes.added).toEqual([]);
    expect(changes.modified.map((t) => [t.transactionId, t.amountCents])).toEqual([[ids[0], 9999]]);
    expect(changes.removed).toEqual([ids[1]]);
  });

  it('on Temporal: a sync whose activity fails mid-page is retried and applies every transaction once', async () => {
    const { itemId, companyId } = await link();
    const result = await temporal.withWorker(createBankActivities({ store, provider: interrupted(2), pageSize: 5 }), (taskQueue) =>
      temporal.client.workflow.execute(bankSyncWorkflow, { taskQueue, workflowId: `bank-sync-test-${itemId}`, args: [{ itemId, companyId }] }),
    );
    // The retried activity reports what it applied itself; the store holds all 12, once each.
    expect(result.added.length).toBeGreaterThan(0);
    const ids = await importedIds(itemId);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });

  it("linking schedules the connection's syncs, and the schedule syncs it", async () => {
    const [itemId, companyId, userId] = [randomUUID(), randomUUID(), randomUUID()];
    const { linkToken } = await provider.createLinkToken({ companyId, userId });
    const taskQueue = `test-${randomUUID()}`;
    const activities = createBankActivities({ store, provider, client: temporal.client, taskQueue, syncIntervalMs: 3_600_000 });
    const schedule = temporal.client.schedule.getHandle(bankItemWorkflowIds.schedule(itemId));
    const args = [{ itemId, companyId, userId, publicToken: feed.feed.sandboxPublicToken(linkToken) }] as const;
    try {
      await temporal.withWorker(activities, async () => {
        await temporal.client.workflow.execute(bankLinkWorkflow, { taskQueue, workflowId: `bank-link-${itemId}`, args: [...args] });
        expect((await schedule.describe()).spec.intervals?.[0]?.every).toBe(3_600_000);
        await schedule.trigger();
        await vi.waitFor(async () => expect(await importedIds(itemId)).toHaveLength(12), { timeout: 120_000, interval: 200 });
        // A retried link (its public token already spent) neither links nor schedules twice.
        await temporal.client.workflow.execute(bankLinkWorkflow, { taskQueue, workflowId: `bank-link-${itemId}-again`, args: [...args] });
        expect((await store.readStream(streams.bankItem(itemId))).filter((e) => e.type === 'BankItemLinked')).toHaveLength(1);
      }, taskQueue);
    } finally {
      await schedule.delete().catch(() => undefined);
    }
  });
});
