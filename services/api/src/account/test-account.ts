// Test fixture: card activity as the authorizer appends it with its ledger events (decideCardActivity).
import { randomUUID } from 'node:crypto';
import { streams, type CardActivityEntry } from '@spend/domain';
import type { PostgresEventStore } from '@spend/eventstore';

export const postCardActivity = async (store: PostgresEventStore, companyId: string, entries: Omit<CardActivityEntry, 'transactionId'>[], at = new Date().toISOString()) => {
  const data = { companyId, entries: entries.map((e) => ({ transactionId: randomUUID(), ...e })), at };
  return store.append(streams.account(companyId), [{
    id: randomUUID(), type: 'CardActivityPosted', data, metadata: { companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
  }]);
};
