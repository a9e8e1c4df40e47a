import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { snapshotFileName, tenantSnapshotDecider, type RequestTenantSnapshot } from './decider';
import type { TenantSnapshotEvent } from './events';

const spec = deciderSpec(tenantSnapshotDecider);
const companyId = randomUUID();
const snapshotId = randomUUID();
const userId = randomUUID();
const now = '2026-03-01T10:00:00.000Z';
const request = (overrides: Partial<RequestTenantSnapshot> = {}): RequestTenantSnapshot => ({
  type: 'RequestTenantSnapshot', snapshotId, companyId, requestedCompanyIds: [], name: ' Q1 audit ', startsAt: '2026-01-01T00:00:00Z', endsAt: '2026-03-31T23:59:59Z', requestedByUserId: userId, now, ...overrides,
});
const requested = spec.given([]).when(request()).events();

describe('tenant snapshot decider', () => {
  it('records a request with its file name, the range in UTC and the trimmed name', () => {
    expect(requested).toEqual([{
      type: 'TenantSnapshotRequested',
      data: { snapshotId, companyId, name: 'Q1 audit', startsAt: '2026-01-01T00:00:00.000Z', endsAt: '2026-03-31T23:59:59.000Z', fileName: snapshotFileName(snapshotId), requestedByUserId: userId, at: now },
    }]);
  });

  it('refuses a range that ends before it starts, a bad date, no name, and another company', () => {
    const reversed = spec.given([]).when(request({ startsAt: '2026-02-01T00:00:00Z', endsAt: '2026-01-01T00:00:00Z' })).refusal();
    expect(reversed).toMatchObject({ code: 'BAD_USER_INPUT', message: 'The snapshot range ends before it starts.', fields: { endsAt: 'The snapshot range ends before it starts.' } });
    expect(spec.given([]).when(request({ startsAt: 'yesterday' })).refusal().fields).toEqual({ startsAt: 'Enter a valid date and time.' });
    expect(spec.given([]).when(request({ name: '  ' })).refusal().fields).toEqual({ name: 'This field is required.' });
    const other = spec.given([]).when(request({ requestedCompanyIds: [companyId, randomUUID()] })).refusal();
    expect(other.fields).toEqual({ companyId: 'A snapshot covers only the company you are working in.' });
    expect(spec.given([]).when(request({ requestedCompanyIds: [companyId] })).events()).toHaveLength(1);
  });

  it('is idempotent: a repeated request and a repeated completion record nothing', () => {
    expect(spec.given(requested).when(request()).events()).toEqual([]);
    const complete = { type: 'CompleteTenantSnapshot' as const, snapshotId, eventCount: 12, bytes: 345, now };
    const completed = spec.given(requested).when(complete).events();
    expect(completed).toEqual([{ type: 'TenantSnapshotCompleted', data: { snapshotId, companyId, name: 'Q1 audit', fileName: snapshotFileName(snapshotId), requestedByUserId: userId, eventCount: 12, bytes: 345, at: now } }]);
    expect(spec.given([...requested, ...completed] as TenantSnapshotEvent[]).when(complete).events()).toEqual([]);
    expect(spec.given([]).when(complete).refusal().code).toBe('NOT_FOUND');
  });
});
