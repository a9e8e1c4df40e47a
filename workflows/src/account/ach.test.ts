import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountDecider, streams, type BankProvider } from '@spend/domain';
import { loadState, type PostgresEventStore } from '@spend/eventstore';
import { startBankFeed } from '@spend/simulator';
import { createTemporalTestKit, createTestEventStore, type TemporalTestKit } from '../testing';
import { createPlaidHttpProvider } from '../bank/provider';
import { createAchActivities } from './ach-activities';
import { achPaymentWorkflow, achPaymentWorkflowId } from './ach-workflow';
import { achPaymentPending } from './test-account';

let temporal: TemporalTestKit;
let events: Awaited<ReturnType<typeof createTestEventStore>>;
let store: PostgresEventStore;
let feed: Awaited<ReturnType<typeof startBankFeed>>;
let provider: BankProvider;
const SLOW = { timeout: 120_000, interval: 100 };

beforeAll(async () => {
  temporal = await createTemporalTestKit(new URL('./ach-workflow.ts', import.meta.url).pathname);
  events = await createTestEventStore('wf_ach');
  store = events.store;
  feed = await startBankFeed();
  provider = createPlaidHttpProvider(feed.url);
});
afterAll(async () => {
  await feed?.close();
  await events?.close();
  await temporal?.close();
});

const suspendedAndPaying = () => achPaymentPending(store, provider, (linkToken) => feed.feed.sandboxPublicToken(linkToken));

type Step = Parameters<typeof feed.feed.transfers.simulate>[0];
/** Transfers an earlier test already moved: each test waits for its own. */
const seen = new Set<string>();

/** Runs the payment's workflow while the bank moves its transfer through `steps` (the sandbox's simulate). */
const runWhileBank = (input: Awaited<ReturnType<typeof suspendedAndPaying>>['input'], steps: (transferId: string) => Step[]) =>
  temporal.withWorker(createAchActivities({ store, provider }), async (taskQueue) => {
    const handle = await temporal.client.workflow.start(achPaymentWorkflow, { taskQueue, workflowId: achPaymentWorkflowId(input.paymentId), args: [input] });
    let transferId: string | undefined;
    await vi.waitFor(() => expect(transferId = feed.feed.transfers.sync(0, 500).transfer_events.find((e) => e.event_type === 'pending' && !seen.has(e.transfer_id))?.transfer_id).toBeDefined(), SLOW);
    seen.add(transferId!);
    for (const step of steps(transferId!)) feed.feed.transfers.simulate(step);
    return { outcome: await handle.result(), transferId: transferId! };
  });
const typesOf = async (companyId: string) => (await store.readStream(streams.account(companyId))).map((e) => e.type);

describe('ACH payment workflow', () => {
  it('sends the debit, follows its transfer until settled, and settles the payment once: the suspension lifts', async () => {
    const { companyId, input } = await suspendedAndPaying();
    const { outcome, transferId } = await runWhileBank(input, (id) => [{ transfer_id: id, event_type: 'posted' }, { transfer_id: id, event_type: 'settled' }]);
    expect(outcome).toBe('SETTLED');
    expect((await typesOf(companyId)).slice(-3)).toEqual(['AchPaymentInitiated', 'PaymentReceived', 'AccountReinstated']);
    const state = await loadState(store, streams.account(companyId), accountDecider);
    expect([state.status, state.balanceCents, state.achPayments.get(input.paymentId)!.status]).toEqual(['ACTIVE', 0, 'SETTLED']);
    // A retried activity reads the settlement again: nothing more is recorded.
    const before = (await typesOf(companyId)).length;
    expect((await createAchActivities({ store, provider }).followAchTransfer({ ...input, transferId, afterId: 0 })).outcome).toBe('SETTLED');
    expect(await typesOf(companyId)).toHaveLength(before);
  });

  it('a return (R01) leaves the debt and the suspension as they were', async () => {
    const { companyId, input } = await suspendedAndPaying();
    const { outcome } = await runWhileBank(input, (id) => [{ transfer_id: id, event_type: 'posted' }, { transfer_id: id, event_type: 'returned', failure_reason: { ach_return_code: 'R01' } }]);
    expect(outcome).toBe('RETURNED');
    expect((await typesOf(companyId)).slice(-2)).toEqual(['AchPaymentInitiated', 'AchPaymentReturned']);
    const state = await loadState(store, streams.account(companyId), accountDecider);
    expect([state.status, state.balanceCents, state.due!.cents]).toEqual(['SUSPENDED', 30_000, 30_000]);
  });
});
