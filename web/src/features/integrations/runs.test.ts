import { describe, expect, it } from 'vitest';
import { retryableRuns, retryIds, runSummary, runTone } from './runs';

const run = (id: string, status: string, transactionIds: string[], synced: string[], failed: string[] = [], message: string | null = null) =>
  ({ id, status, transactionIds, syncedTransactionIds: synced, failures: failed.map((transactionId) => ({ transactionId, message: 'Refused.' })), message });

describe('the run log: summaries and what Retry pushes', () => {
  it('summarises a run with its spec 4 state and counts, or the reason it failed', () => {
    expect(runSummary(run('r1', 'PARTIAL', ['a', 'b'], ['a'], ['b']))).toBe('Sync PARTIAL: 1 synced, 1 failed.');
    expect(runSummary(run('r3', 'FAILED', ['a', 'b'], [], ['a', 'b']))).toBe('Sync FAILED: 0 synced, 2 failed.');
    expect(runSummary(run('r2', 'FAILED', ['a'], [], [], 'Accounting platform 503: Service unavailable.'))).toBe('Sync FAILED: Accounting platform 503: Service unavailable.');
    // What was not ready was never sent: counted apart from what the platform refused.
    const notReady = (ids: string[]) => ids.map((transactionId) => ({ transactionId }));
    expect(runSummary({ ...run('r4', 'PARTIAL', ['a', 'b'], ['a'], ['b']), notReady: notReady(['c', 'd']) })).toBe('Sync PARTIAL: 1 synced, 1 failed, 2 not ready.');
    expect(runSummary({ ...run('r5', 'FAILED', [], []), notReady: notReady(['c']) })).toBe('Sync FAILED: nothing was sent; 1 transaction not ready (code them or map their GL codes).');
    expect(['COMPLETED', 'PARTIAL', 'FAILED'].map((status) => runTone({ status }))).toEqual(['success', 'danger', 'danger']);
  });

  it("retries the transactions the platform refused, or a failed run's (none loaded: every ready one)", () => {
    expect(retryIds(run('r1', 'FAILED', ['a', 'b'], []))).toEqual(['a', 'b']);
    expect(retryIds(run('r2', 'FAILED', [], []))).toBeNull();
    expect(retryIds(run('r3', 'PARTIAL', ['a', 'b'], ['a'], ['b']))).toEqual(['b']);
    expect(retryIds(run('r4', 'FAILED', ['a', 'b'], [], ['a', 'b']))).toEqual(['a', 'b']);
  });

  it('offers Retry until a newer run has synced what a run left', () => {
    const failed = run('old', 'FAILED', ['a'], []);
    const partial = run('partial', 'PARTIAL', ['b', 'c'], ['b'], ['c']);
    expect([...retryableRuns([failed, partial, run('ok', 'COMPLETED', ['d'], ['d'])])]).toEqual(['old', 'partial']);
    expect([...retryableRuns([run('retry', 'COMPLETED', ['a'], ['a']), failed])]).toEqual([]);
    // A run that failed before loading anything is settled by any newer completed run.
    expect([...retryableRuns([run('next', 'COMPLETED', [], []), run('early', 'FAILED', [], [])])]).toEqual([]);
    expect([...retryableRuns([run('early', 'FAILED', [], [])])]).toEqual(['early']);
  });
});
