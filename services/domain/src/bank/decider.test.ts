import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { bankItemDecider, type ApplyBankSyncPage, type LinkBankItem } from './decider';
import type { BankEvent, BankTransaction } from './events';

const spec = deciderSpec(bankItemDecider);
const [itemId, companyId, userId] = [randomUUID(), randomUUID(), randomUUID()];
const now = '2026-03-01T10:00:00.000Z';
const link: LinkBankItem = {
  type: 'LinkBankItem', itemId, companyId, providerItemId: 'item-1', accessToken: 'access-1', institutionName: 'First Bank', accounts: [{ accountId: 'acc-1', name: 'Card', mask: '1234' }], linkedByUserId: userId, now,
};
const linked: BankEvent[] = spec.given([]).when(link).events();
const txn = (id: string, amountCents = 1250): BankTransaction => ({ transactionId: id, accountId: 'acc-1', amountCents, merchantName: 'Cafe', date: '2026-02-28' });
const page = (overrides: Partial<ApplyBankSyncPage>): ApplyBankSyncPage => ({ type: 'ApplyBankSyncPage', itemId, companyId, fromCursor: null, cursor: 'c1', added: [], modified: [], removed: [], now, ...overrides });
const synced = (events: BankEvent[]) => events[0] as Extract<BankEvent, { type: 'BankTransactionsSynced' }>;

describe('bank item decider', () => {
  it('links once; a repeated link records nothing', () => {
    expect(linked).toHaveLength(1);
    expect(spec.given(linked).when(link).events()).toEqual([]);
  });

  it('applies a page read from the current cursor and advances it', () => {
    const first = spec.given(linked).when(page({ added: [txn('t1'), txn('t2')] })).events();
    expect(synced(first).data).toMatchObject({ fromCursor: null, cursor: 'c1', added: [txn('t1'), txn('t2')] });
    const next = spec.given([...linked, ...first]).when(page({ fromCursor: 'c1', cursor: 'c2', modified: [txn('t1', 999)], removed: ['t2'] })).events();
    expect(synced(next).data).toMatchObject({ added: [], modified: [txn('t1', 999)], removed: ['t2'] });
  });

  it('never imports a transaction twice: a stale page applies nothing, a known added one is dropped', () => {
    const first = spec.given(linked).when(page({ added: [txn('t1')] })).events();
    const history = [...linked, ...first];
    // The same page again (an interrupted sync resuming, or two syncs at once).
    expect(spec.given(history).when(page({ added: [txn('t1')] })).events()).toEqual([]);
    // The provider repeating a transaction on the next page.
    const repeat = spec.given(history).when(page({ fromCursor: 'c1', cursor: 'c2', added: [txn('t1'), txn('t3')], removed: ['unknown'] })).events();
    expect(synced(repeat).data).toMatchObject({ added: [txn('t3')], removed: [] });
    // A modification of a transaction never seen is an addition.
    expect(synced(spec.given(history).when(page({ fromCursor: 'c1', cursor: 'c2', modified: [txn('t9')] })).events()).data).toMatchObject({ added: [txn('t9')], modified: [] });
    // An empty page that leaves the cursor where it was records nothing.
    expect(spec.given(history).when(page({ fromCursor: 'c1', cursor: 'c1' })).events()).toEqual([]);
  });

  it('archives and restores; refuses the wrong state, another company and syncing an archived item', () => {
    const archived = spec.given(linked).when({ type: 'ArchiveBankItem', itemId, companyId, now }).events();
    expect(archived[0]!.type).toBe('BankItemArchived');
    expect(spec.given([...linked, ...archived]).when({ type: 'ArchiveBankItem', itemId, companyId, now }).refusal().code).toBe('CONFLICT');
    expect(spec.given([...linked, ...archived]).when(page({})).refusal().message).toBe('This bank connection is archived.');
    expect(spec.given([...linked, ...archived]).when({ type: 'RestoreBankItem', itemId, companyId, now }).events()[0]!.type).toBe('BankItemRestored');
    expect(spec.given(linked).when({ type: 'RestoreBankItem', itemId, companyId, now }).refusal().code).toBe('CONFLICT');
    expect(spec.given(linked).when({ type: 'ArchiveBankItem', itemId, companyId: randomUUID(), now }).refusal().code).toBe('NOT_FOUND');
  });
});
