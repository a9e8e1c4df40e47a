import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { exportDecider, tokenUseDecider, type RecordExport, type RecordTokenUse } from './decider';
import { apiClientTokenUsed, dataExported } from './events';

const spec = deciderSpec(exportDecider);
const command = (overrides: Partial<RecordExport> = {}): RecordExport => ({
  type: 'RecordExport', exportId: randomUUID(), companyId: randomUUID(), userId: randomUUID(), exportKind: 'TRANSACTIONS_CSV', reference: randomUUID(), now: '2026-11-29T10:00:00.000Z', ...overrides,
});

describe('recording an export', () => {
  it('records who took what out, once per export', () => {
    const c = command();
    const events = spec.given([]).when(c).events();
    expect(events).toEqual([{ type: 'DataExported', data: { exportId: c.exportId, companyId: c.companyId, userId: c.userId, exportKind: 'TRANSACTIONS_CSV', reference: c.reference, at: c.now } }]);
    expect(dataExported.safeParse(events[0]).success).toBe(true);
    // The same export again (a retried request): nothing new.
    expect(spec.given(events).when(c).events()).toEqual([]);
  });

  it('knows only the exports there are', () => {
    expect(dataExported.safeParse({ type: 'DataExported', data: { ...command(), exportKind: 'EVERYTHING' } }).success).toBe(false);
  });
});

describe("recording an API client's token use", () => {
  const tokens = deciderSpec(tokenUseDecider);
  const use = (overrides: Partial<RecordTokenUse> = {}): RecordTokenUse => ({
    type: 'RecordTokenUse', tokenUseId: randomUUID(), clientId: randomUUID(), companyId: randomUUID(), clientName: 'Books sync', tokenId: 'Xq3-jti',
    issuedAt: '2026-11-29T09:59:00.000Z', expiresAt: '2026-11-29T10:59:00.000Z', operation: 'query Transactions', now: '2026-11-29T10:00:00.000Z', ...overrides,
  });

  it('records which client, when, which token and what for, on its first use only', () => {
    const c = use();
    const events = tokens.given([]).when(c).events();
    expect(events).toEqual([{
      type: 'ApiClientTokenUsed',
      data: { tokenUseId: c.tokenUseId, clientId: c.clientId, companyId: c.companyId, clientName: 'Books sync', tokenId: 'Xq3-jti', issuedAt: c.issuedAt, expiresAt: c.expiresAt, operation: 'query Transactions', at: c.now },
    }]);
    expect(apiClientTokenUsed.safeParse(events[0]).success).toBe(true);
    // The same token again, for something else: nothing new.
    expect(tokens.given(events).when(use({ ...c, operation: 'mutation createOneCardV2', now: '2026-11-29T10:05:00.000Z' })).events()).toEqual([]);
  });
});
