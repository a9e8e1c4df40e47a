import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { exportDecider, type RecordExport } from './decider';
import { dataExported } from './events';

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
