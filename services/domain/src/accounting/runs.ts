/** An integration run's states: spec 4's STARTED, LOADED, COMPLETED, FAILED, and PARTIAL. */
export type RunStatus = 'STARTED' | 'LOADED' | FinishedRunStatus;
export type FinishedRunStatus = 'COMPLETED' | 'PARTIAL' | 'FAILED';

/**
 * Why a transaction cannot go to the accounting platform yet: it (or a split of it) has no GL code,
 * or its GL code posts to no platform account. Such a transaction is not sent: the run counts it
 * apart from what the platform refused, with what to fix.
 */
export type NotReadyReason = 'NOT_CODED' | 'UNMAPPED';
export interface NotReadyTransaction {
  transactionId: string;
  reason: NotReadyReason;
  message: string;
  /** The unmapped GL code (UNMAPPED), so the screen can point at its row of the mapping. */
  generalLedgerId: string | null;
}

/**
 * A run that went through, decided over what it actually sent (synced or refused by the platform):
 * COMPLETED only when every transaction it took up synced; PARTIAL when some synced and others were
 * refused or not ready; FAILED when none synced although some were there to sync (all refused, or
 * all not ready: a run that sent nothing did not do its job, and FAILED makes the admin look). A run
 * that found nothing at all to sync is COMPLETED: there was nothing to do.
 */
export const finishedRunStatus = ({ syncedTransactionIds, failed, notReady = [] }: {
  syncedTransactionIds: readonly string[]; failed: readonly unknown[]; notReady?: readonly unknown[] | undefined;
}): FinishedRunStatus => {
  const left = failed.length + notReady.length;
  if (left === 0) return 'COMPLETED';
  return syncedTransactionIds.length === 0 ? 'FAILED' : 'PARTIAL';
};
