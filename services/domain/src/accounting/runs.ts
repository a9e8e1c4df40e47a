/** An integration run's states: spec 4's STARTED, LOADED, COMPLETED, FAILED, and PARTIAL. */
export type RunStatus = 'STARTED' | 'LOADED' | FinishedRunStatus;
export type FinishedRunStatus = 'COMPLETED' | 'PARTIAL' | 'FAILED';

/**
 * A run that went through: COMPLETED only when every transaction it took up synced; PARTIAL when
 * some did and the platform refused others; FAILED when it refused every one.
 */
export const finishedRunStatus = ({ syncedTransactionIds, failed }: { syncedTransactionIds: readonly string[]; failed: readonly unknown[] }): FinishedRunStatus =>
  failed.length === 0 ? 'COMPLETED' : syncedTransactionIds.length === 0 ? 'FAILED' : 'PARTIAL';
