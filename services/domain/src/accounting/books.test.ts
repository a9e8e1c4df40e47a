import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { accountingBooksDecider, describeMismatch, type ReconciliationPeriod } from './books';

const spec = deciderSpec(accountingBooksDecider);
const [companyId, runId, checkId] = [randomUUID(), randomUUID(), randomUUID()];
const now = '2026-11-24T10:00:00.000Z';
const entry = (amountCents: number, issueDate = '2026-11-02') => ({ entryId: randomUUID(), transactionId: randomUUID(), issueDate, amountCents });

describe('what we consider synced, and its reconciliation', () => {
  it('records each platform record once, in the month of its issue date', () => {
    const [a, b] = [entry(1_000), entry(-250, '2026-10-31')];
    const recorded = spec.given([]).when({ type: 'RecordAccountingEntries', companyId, runId, entries: [a, b], now }).events();
    expect((recorded[0]!.data as { entries: { period: string; amountCents: number }[] }).entries.map((e) => [e.period, e.amountCents])).toEqual([['2026-11', 1_000], ['2026-10', -250]]);
    expect(spec.given(recorded).when({ type: 'RecordAccountingEntries', companyId, runId, entries: [a], now }).events()).toEqual([]);
  });

  it('matches equal totals and reports each month that differs, with the difference', () => {
    const recorded = spec.given([]).when({ type: 'RecordAccountingEntries', companyId, runId, entries: [entry(1_000), entry(4_210)], now }).events();
    const ok = spec.given(recorded).when({ type: 'ReconcileAccounting', companyId, checkId, runId, theirs: { '2026-11': { count: 2, amountCents: 5_210 } }, now }).events();
    expect(ok[0]!.data).toMatchObject({ matched: true, periods: [{ period: '2026-11', ours: { count: 2, amountCents: 5_210 }, theirs: { count: 2, amountCents: 5_210 } }] });
    const lost = spec.given(recorded).when({ type: 'ReconcileAccounting', companyId, checkId: randomUUID(), runId: null, theirs: { '2026-11': { count: 1, amountCents: 1_000 } }, now }).events();
    const check = lost[0]!.data as { matched: boolean; periods: ReconciliationPeriod[] };
    expect(check.matched).toBe(false);
    expect(describeMismatch(check.periods)).toBe('2026-11: we synced 2 for $52.10, the platform has 1 for $10.00 (a difference of -1 and -$42.10)');
    // Equal totals in a different count (one record lost, another entered twice) is no match.
    const recounted = spec.given(recorded).when({ type: 'ReconcileAccounting', companyId, checkId: randomUUID(), runId, theirs: { '2026-11': { count: 3, amountCents: 5_210 } }, now }).events();
    expect(recounted[0]!.data).toMatchObject({ matched: false });
    expect(describeMismatch((recounted[0]!.data as { periods: ReconciliationPeriod[] }).periods)).toBe('2026-11: we synced 2 for $52.10, the platform has 3 for $52.10 (a difference of 1 and $0.00)');
    // The same check twice records it once.
    expect(spec.given([...recorded, ...ok]).when({ type: 'ReconcileAccounting', companyId, checkId, runId, theirs: {}, now }).events()).toEqual([]);
  });

  it('claims no match when there is nothing to compare: nothing synced and nothing on the platform records no check', () => {
    expect(spec.given([]).when({ type: 'ReconcileAccounting', companyId, checkId: randomUUID(), runId, theirs: {}, now }).events()).toEqual([]);
    // Something on the platform we never synced is a difference, not nothing.
    const stray = spec.given([]).when({ type: 'ReconcileAccounting', companyId, checkId: randomUUID(), runId: null, theirs: { '2026-10': { count: 1, amountCents: 990 } }, now }).events();
    expect(stray[0]!.data).toMatchObject({ matched: false, periods: [{ period: '2026-10', ours: { count: 0, amountCents: 0 }, theirs: { count: 1, amountCents: 990 } }] });
  });
});
