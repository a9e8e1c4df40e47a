import { randomUUID } from 'node:crypto';
import { accountDecider, streams } from '@spend/domain';
import { handleCommand, type EventStore } from '@spend/eventstore';

/** A company's account with one purchase posted on 10 January 2026 and monthly terms set after: January is ended and open. */
export const openJanuary = async (store: EventStore, companyId: string): Promise<string> => {
  await store.append(streams.account(companyId), [{
    id: randomUUID(), type: 'CardActivityPosted',
    data: { companyId, entries: [{ transactionId: randomUUID(), kind: 'DEBIT', cents: 12_345, at: '2026-01-10T10:00:00.000Z' }], at: '2026-01-10T10:00:00.000Z' },
    metadata: { companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
  }]);
  await handleCommand(store, streams.account(companyId), accountDecider, {
    type: 'SetAccountTerms', companyId, name: 'Card account', creditLimitCents: 1_000_000, cycle: 'MONTHLY', rebateBasisPoints: 100, paymentDueDays: 25, lateFeeCents: 0, now: new Date().toISOString(),
  }, { companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
  return '2026-01-01T00:00:00.000Z';
};
