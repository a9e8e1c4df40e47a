import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { inEventsSpan, type EventStore, type Position, type RecordedEvent } from '@spend/eventstore';
import type { ProcessManagerCheckpoints } from './process-manager-checkpoints';

/** The workflow an event starts. */
export interface WorkflowStart {
  workflowType: string;
  /** The business id: starting it twice is refused by Temporal (REJECT_DUPLICATE), so repeats are harmless. */
  workflowId: string;
  args: unknown[];
  /** True when the workflow is no longer wanted (say, the request was decided meanwhile). */
  skip?: () => Promise<boolean>;
  /** Handed back to `onHandled`. */
  key: string;
}

/** Where a manager keeps its position across restarts. */
export interface ProcessManagerCheckpoint {
  store: ProcessManagerCheckpoints;
  /** One per manager: `approvals`, `snapshots`. */
  name: string;
  /** Events that start nothing are saved past at most this often (a start is saved at once). */
  everyMs?: number;
}

export interface ProcessManagerOptions {
  store: EventStore; client: Client; taskQueue: string; signal: AbortSignal; retryMs?: number;
  /** Where to start when no checkpoint is stored (exclusive; default: the beginning). */
  from?: Position;
  /** Without one the position lives in memory: a restart catches up from `from`, repeating refused starts. */
  checkpoint?: ProcessManagerCheckpoint;
}

/**
 * A process manager: follows `$all` and starts the workflow `startFor` names for each event. A
 * start that fails (Temporal unreachable) is retried from the same event, so nothing asked for is
 * lost; a lost database connection resubscribes from the last handled event. With a checkpoint it
 * resumes after a restart where it stopped: the position is saved only once the event's workflow
 * was started (or found already there, or not wanted), so a restart never skips a start.
 */
export const runProcessManager = async (options: ProcessManagerOptions & {
  startFor: (event: RecordedEvent) => WorkflowStart | null;
  /** Told after each start: `started` false when it was skipped or its workflow already existed. */
  onHandled?: (key: string, started: boolean) => void;
}): Promise<void> => {
  const pause = () => new Promise((resolve) => setTimeout(resolve, options.retryMs ?? 1000));
  const { checkpoint } = options;
  /** The stored position (retried while the database is unreachable), else `from`. */
  const load = async (): Promise<Position | undefined> => {
    while (checkpoint && !options.signal.aborted) {
      try {
        return (await checkpoint.store.load(checkpoint.name)) ?? options.from;
      } catch {
        await pause();
      }
    }
    return options.from;
  };
  let position = await load();
  let saved = position;
  let savedAt = Date.now();
  const save = async () => {
    if (!checkpoint || !position || position === saved) return;
    await checkpoint.store.save(checkpoint.name, position);
    [saved, savedAt] = [position, Date.now()];
  };

  /**
   * Stopping does not wait for a start still retrying against an unreachable server (the client's
   * own retries take some 20 s); the event is not counted as handled, so a restart starts it again.
   */
  const untilStopped = <T>(call: Promise<T>): Promise<T> => new Promise<T>((resolve, reject) => {
    const stopped = () => reject(new Error('Process manager stopped'));
    if (options.signal.aborted) stopped();
    options.signal.addEventListener('abort', stopped, { once: true });
    call.then(resolve, reject).finally(() => options.signal.removeEventListener('abort', stopped));
  });

  /** Starts the event's workflow, retrying until it is there; false when stopped first. */
  const handle = async (start: WorkflowStart): Promise<boolean> => {
    while (!options.signal.aborted) {
      try {
        if (await start.skip?.()) {
          options.onHandled?.(start.key, false);
          return true;
        }
        await untilStopped(options.client.workflow.start(start.workflowType, { taskQueue: options.taskQueue, workflowId: start.workflowId, workflowIdReusePolicy: 'REJECT_DUPLICATE', args: start.args }));
        options.onHandled?.(start.key, true);
        return true;
      } catch (error) {
        if (error instanceof WorkflowExecutionAlreadyStartedError) {
          options.onHandled?.(start.key, false);
          return true;
        }
        await pause();
      }
    }
    return false;
  };

  while (!options.signal.aborted) {
    const subscription = options.store.subscribeToAll({ fromPosition: position });
    const unsubscribe = () => void subscription.unsubscribe();
    options.signal.addEventListener('abort', unsubscribe, { once: true });
    try {
      for await (const event of subscription) {
        const start = options.startFor(event);
        // In the trace of the request that appended the event (its metadata), so the workflow joins it.
        if (start && !(await inEventsSpan('@spend/workflows', `process-manager ${start.workflowType}`, [event], {}, () => handle(start)))) break;
        position = event.position;
        if (start || Date.now() - savedAt >= (checkpoint?.everyMs ?? 1000)) await save();
      }
    } catch {
      if (!options.signal.aborted) await pause();
    } finally {
      options.signal.removeEventListener('abort', unsubscribe);
    }
  }
  // Stopping: keep what was handled since the last save (a failure here only repeats refused starts).
  await save().catch(() => undefined);
};
