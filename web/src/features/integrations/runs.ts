/** A run as the run log lists it. */
interface Run { id: string; status: string; transactionIds: readonly string[]; syncedTransactionIds: readonly string[]; failures: readonly { transactionId: string }[]; message?: string | null }

const transactions = (n: number) => `${n} transaction${n === 1 ? '' : 's'}`;

/**
 * A run's outcome in a toast: its state, counts (what the platform refused apart from what was not
 * ready to send), and the platform's reason when the whole run failed.
 */
export const runSummary = (run: { status: string; syncedTransactionIds: readonly string[]; failures: readonly unknown[]; notReady?: readonly unknown[]; message?: string | null }): string => {
  const notReady = run.notReady?.length ?? 0;
  if (run.status === 'FAILED' && run.message) return `Sync FAILED: ${run.message}`;
  if (run.status === 'FAILED' && run.failures.length === 0 && notReady > 0) return `Sync FAILED: nothing was sent; ${transactions(notReady)} not ready (code them or map their GL codes).`;
  if (run.status === 'FAILED' && run.failures.length === 0) return 'Sync FAILED: the accounting platform did not take the transactions.';
  return `Sync ${run.status}: ${run.syncedTransactionIds.length} synced, ${run.failures.length} failed${notReady ? `, ${notReady} not ready` : ''}.`;
};

/** A run's toast is a success only when the platform took every transaction (COMPLETED); PARTIAL and FAILED ask for action. */
export const runTone = (run: { status: string }): 'success' | 'danger' => (run.status === 'COMPLETED' ? 'success' : 'danger');

/** What a retry pushes again: the ones the platform refused, else a failed run's transactions (none loaded: every ready one). */
export const retryIds = (run: Run): readonly string[] | null =>
  run.failures.length > 0 ? run.failures.map((f) => f.transactionId) : run.status === 'FAILED' ? (run.transactionIds.length ? run.transactionIds : null) : [];

/** Runs worth retrying: failed, or with refused transactions, unless a newer run has synced what they left (runs newest first). */
export const retryableRuns = (runs: readonly Run[]): Set<string> => {
  const laterSynced = new Set<string>();
  // A newer run that went through (whatever the platform refused) settles one that failed before loading anything.
  let newerWentThrough = false;
  const retryable = new Set<string>();
  for (const run of runs) {
    const ids = retryIds(run);
    const open = run.status === 'FAILED' || run.failures.length > 0;
    if (open && (ids === null ? !newerWentThrough : ids.some((id) => !laterSynced.has(id)))) retryable.add(run.id);
    for (const id of run.syncedTransactionIds) laterSynced.add(id);
    if (run.status === 'COMPLETED' || run.status === 'PARTIAL' || (run.status === 'FAILED' && run.failures.length > 0)) newerWentThrough = true;
  }
  return retryable;
};
