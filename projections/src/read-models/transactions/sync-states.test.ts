import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookkeepingDecider, fold, type BookkeepingCommand, type BookkeepingEvent, type DomainEvent } from '@spend/domain';
import { recorded, setUpReadModels, type ReadModelTestDatabase } from '../testing';
import { transactionsProjection } from './projection';

const at = '2026-11-02T10:00:00.000Z';
const [companyId, spenderId, glId] = [randomUUID(), randomUUID(), randomUUID()];

/** A manual transaction coded with a GL code: complete, so READY_TO_SYNC. */
const manual = (transactionId: string): BookkeepingEvent[] => bookkeepingDecider.decide({
  type: 'RecordManualTransaction', transactionId, companyId, now: at, source: 'MANUAL', paymentType: 'CASH', paymentMethodDetail: null, amount: '45.00', date: '2026-11-02',
  vendor: 'Bakery', description: null, budgetId: null, spenderId, createdByUserId: spenderId, coding: { generalLedgerId: glId }, isInvoiceNumberEnabled: false,
} as unknown as BookkeepingCommand, fold(bookkeepingDecider, []));
const run = (runId: string) => ({
  loaded: (transactionIds: string[]): DomainEvent => ({ type: 'IntegrationRunLoaded', data: { runId, companyId, transactionIds, at } }),
  completed: (syncedTransactionIds: string[], failed: string[]): DomainEvent => ({
    type: 'IntegrationRunCompleted', data: { runId, companyId, syncedTransactionIds, failed: failed.map((transactionId) => ({ transactionId, message: 'Refused.' })), at },
  }),
  failed: (): DomainEvent => ({ type: 'IntegrationRunFailed', data: { runId, companyId, message: 'Accounting platform 503', at } }),
  synced: (transactionId: string): DomainEvent => ({ type: 'TransactionSynced', data: { transactionId, companyId, runId, at } }),
});

let rm: ReadModelTestDatabase;
beforeAll(async () => {
  rm = await setUpReadModels('rm_transaction_sync_states');
});
afterAll(() => rm.close());

const step = (events: DomainEvent[]) => rm.apply(transactionsProjection, events.map((e) => recorded(e)));
const states = async (ids: string[]) => {
  const rows = await rm.projector.selectFrom('transactions').select(['id', 'sync_state']).where('id', 'in', ids).execute();
  return ids.map((id) => rows.find((r) => r.id === id)?.sync_state);
};

describe('transactions projection: sync states follow the runs (spec 4)', () => {
  it('IN_PROGRESS once a run takes a transaction up, SYNCED when the platform has it, FAILED when it refused it or the run failed; a later run takes a FAILED one again', async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const policy: DomainEvent = {
      type: 'BooksPolicySet',
      data: { companyId, receiptRequiredAboveCents: null, subscriptionReceiptsExempt: false, isProjectsEnabled: false, isInvoiceNumberEnabled: false, receiptLockDays: null, at },
    };
    await step([policy, ...manual(a), ...manual(b), ...manual(c)]);
    expect(await states([a, b, c])).toEqual(['READY_TO_SYNC', 'READY_TO_SYNC', 'READY_TO_SYNC']);

    // One batch as the worker records a run: loaded, one synced, one refused; c was not sent (not ready).
    const first = run(randomUUID());
    await step([first.loaded([a, b])]);
    expect(await states([a, b, c])).toEqual(['IN_PROGRESS', 'IN_PROGRESS', 'READY_TO_SYNC']);
    await step([first.synced(a), first.completed([a], [b])]);
    expect(await states([a, b, c])).toEqual(['SYNCED', 'FAILED', 'READY_TO_SYNC']);

    // A run the platform's outage ends: what it had in flight is FAILED (in the same batch as its start), a synced one stays SYNCED.
    const second = run(randomUUID());
    await step([second.loaded([a, b, c]), second.failed()]);
    expect(await states([a, b, c])).toEqual(['SYNCED', 'FAILED', 'FAILED']);

    const third = run(randomUUID());
    await step([third.loaded([b, c])]);
    await step([third.failed()]);
    expect(await states([b, c])).toEqual(['FAILED', 'FAILED']);
    const fourth = run(randomUUID());
    await step([fourth.loaded([b, c]), fourth.synced(b), fourth.synced(c), fourth.completed([b, c], [])]);
    expect(await states([a, b, c])).toEqual(['SYNCED', 'SYNCED', 'SYNCED']);
  });

  it('a correction recorded in the batch of its sync leaves the transaction SYNCED and locked (the adjustment is the accounting books\' row)', async () => {
    const id = randomUUID();
    const history = manual(id);
    await step(history);
    const runId = randomUUID();
    const book = (command: Record<string, unknown>) => {
      const events = bookkeepingDecider.decide({ transactionId: id, companyId, now: at, ...command } as BookkeepingCommand, fold(bookkeepingDecider, history));
      history.push(...events);
      return events;
    };
    const synced = book({ type: 'MarkTransactionSynced', runId, lines: [{ amountCents: 4_500, generalLedgerId: glId, projectId: null }] });
    const adjustmentId = randomUUID();
    const adjusted = book({ type: 'AdjustSyncedCoding', adjustmentId, generalLedgerId: randomUUID(), userId: spenderId, card: null });
    const entered = book({ type: 'MarkAdjustmentSynced', adjustmentId, runId: randomUUID() });
    expect(adjusted.map((e) => e.type)).toEqual(['TransactionAdjusted']);
    await step([run(runId).loaded([id]), ...synced, ...adjusted, ...entered]);
    const row = await rm.projector.selectFrom('transactions').select(['sync_state', 'is_locked', 'general_ledger_id']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ sync_state: 'SYNCED', is_locked: true, general_ledger_id: glId });
  });
});
