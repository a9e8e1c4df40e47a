import { integrationRunEvent, isSyncedState, type IntegrationRunEvent } from '@spend/domain';
import type { Row } from './rows';

export const RUN_EVENT_TYPES = ['IntegrationRunLoaded', 'IntegrationRunCompleted', 'IntegrationRunFailed'] as const;
export const parseRunEvent = (raw: { type: string; data: unknown }): IntegrationRunEvent => integrationRunEvent.parse(raw);

/** One transaction's step in a run: taken up to send, or left unsynced by the run's end. */
export interface SyncStep { transactionId: string; runId: string; to: 'IN_PROGRESS' | 'FAILED' }

/**
 * What a run's event does to its transactions' sync states (spec 4: FAILED, IN_PROGRESS, SYNCED):
 * loaded, each one it sends is IN_PROGRESS; completed, each the platform refused is FAILED (what
 * synced became SYNCED by its own TransactionSynced, recorded before); failed outright, each of its
 * own still in flight (`inFlight`: the rows whose last run it is) is FAILED. A not-ready transaction
 * was never sent and keeps its state. Adjustment ids in a run match no row and change nothing.
 */
export const syncSteps = (event: IntegrationRunEvent, inFlight: (runId: string) => string[]): SyncStep[] => {
  const { runId } = event.data;
  switch (event.type) {
    case 'IntegrationRunLoaded':
      return event.data.transactionIds.map((transactionId) => ({ transactionId, runId, to: 'IN_PROGRESS' }));
    case 'IntegrationRunCompleted':
      return event.data.failed.map(({ transactionId }) => ({ transactionId, runId, to: 'FAILED' }));
    case 'IntegrationRunFailed':
      return inFlight(runId).map((transactionId) => ({ transactionId, runId, to: 'FAILED' }));
    case 'IntegrationRunStarted':
      return [];
  }
};

/** A row after a sync step: SYNCED is final (a later run's refusal of a re-push changes nothing); a FAILED is one of this run's. */
export const evolveSyncRow = (row: Row | null | undefined, step: SyncStep): Row | null | undefined => {
  if (!row || isSyncedState(row.sync_state)) return row;
  if (step.to === 'IN_PROGRESS') return { ...row, sync_state: 'IN_PROGRESS', sync_run_id: step.runId };
  return { ...row, sync_state: 'FAILED', sync_run_id: step.runId };
};
