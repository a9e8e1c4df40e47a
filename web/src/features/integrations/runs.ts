/** A run as the run log lists it. */
interface Run { id: string; status: string; transactionIds: readonly string[]; syncedTransactionIds: readonly string[]; failures: readonly { transactionId: string }[]; message?: string | null }

/** A run's outcome in a toast: its spec 4 state, counts, and the platform's reason when it failed. */
export const runSummary = (run: { status: string; syncedTransactionIds: readonly string[]; failures: readonly unknown[]; message?: string | null }): string =>
  run.status === 'FAILED'
    ? `Sync FAILED: ${run.message ?? 'the accounting platform did not take the transactions.'}`
    : `Sync ${run.status}: ${run.syncedTransactionIds.length} synced, ${run.failures.length} failed.`;

/** What a retry pushes again: a failed run's transactions (none loaded: every ready one), else the ones the platform refused. */
export const retryIds = (run: Run): readonly string[] | null => (run.status === 'FAILED' ? (run.transactionIds.length ? run.transactionIds : null) : run.failures.map((f) => f.transactionId));

/** Runs worth retrying: failed, or with refused transactions, unless a newer run has synced what they left (runs newest first). */
export const retryableRuns = (runs: readonly Run[]): Set<string> => {
  const laterSynced = new Set<string>();
  let newerCompleted = false;
  const retryable = new Set<string>();
  for (const run of runs) {
    const ids = retryIds(run);
    const open = run.status === 'FAILED' || (run.status === 'COMPLETED' && run.failures.length > 0);
    if (open && (ids === null ? !newerCompleted : ids.some((id) => !laterSynced.has(id)))) retryable.add(run.id);
    for (const id of run.syncedTransactionIds) laterSynced.add(id);
    if (run.status === 'COMPLETED') newerCompleted = true;
  }
  return retryable;
};
