import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { inEventsSpan, sleep, superviseUnits, unitKey, type EventStore, type Position, type RecordedEvent, type Unit } from '@spend/eventstore';
import { ProcessManagerCheckpointMovedError, type ProcessManagerCheckpoints } from './process-manager-checkpoints';

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
  /**
   * REJECT_DUPLICATE (the default): one workflow per business id, ever. ALLOW_DUPLICATE: one at a
   * time, a new one once the last has closed (a member's reminder loop).
   */
  reuse?: 'REJECT_DUPLICATE' | 'ALLOW_DUPLICATE';
}

/** Where a manager keeps its position across restarts. */
export interface ProcessManagerCheckpoint {
  store: ProcessManagerCheckpoints;
  /** One per manager: `approvals`, `snapshots`. */
  name: string;
  /** Events that start nothing are saved past at most this often (a start is saved at once). */
  everyMs?: number;
  /**
   * The manager's events split by company into this many partitions (PROCESS_MANAGER_PARTITIONS),
   * shared by every worker running it, one owner per partition. Default 1.
   */
  partitions?: number;
  /** How often a worker balances its share of the partitions (and notices a worker gone). */
  balanceMs?: number;
  logger?: { info(details: object, message: string): void; warn(details: object, message: string): void; error(details: object, message: string): void };
}

export interface ProcessManagerOptions {
  store: EventStore; client: Client; taskQueue: string; signal: AbortSignal; retryMs?: number;
  /** Where to start when no checkpoint is stored (exclusive; default: the beginning). */
  from?: Position;
  /** Without one the position lives in memory: a restart catches up from `from`, repeating refused starts. */
  checkpoint?: ProcessManagerCheckpoint;
}

type ManagerOptions = ProcessManagerOptions & {
  startFor: (event: RecordedEvent) => WorkflowStart | null;
  /** Told after each start: `started` false when it was skipped or its workflow already existed. */
  onHandled?: (key: string, started: boolean) => void;
};

/**
 * A process manager: follows `$all` and starts the workflow `startFor` names for each event. A
 * start that fails (Temporal unreachable) is retried from the same event, so nothing asked for is
 * lost; a lost database connection resubscribes from the last handled event. With a checkpoint the
 * events are split by company into partitions shared by every worker running the manager (one
 * owner per partition, see superviseUnits; kill -9 hands a worker's partitions over), and each
 * partition resumes where it stopped: its position is saved (compare-and-set) only once the
 * event's workflow was started (or found already there, or not wanted), so nothing is skipped.
 */
export const runProcessManager = async (options: ManagerOptions): Promise<void> => {
  const { checkpoint } = options;
  if (!checkpoint) return follow(options, options.signal, null);
  const configured = checkpoint.partitions ?? 1;
  const label = `process manager ${checkpoint.name}`;
  let started = false;
  let warned = false;
  /** The partitions there are now; a worker starting sets its configured count (see partitionCount). */
  const units = async (): Promise<Unit[]> => {
    const { partitions, changedFrom } = await checkpoint.store.partitionCount(checkpoint.name, configured, !started);
    started = true;
    if (changedFrom !== undefined) checkpoint.logger?.warn({ manager: checkpoint.name, from: changedFrom, to: partitions }, `${label} partition count changed; every partition resumes from the earliest old position`);
    if (partitions !== configured && !warned) {
      warned = true;
      checkpoint.logger?.warn({ manager: checkpoint.name, recorded: partitions, configured }, `${label} follows the partition count a newer worker set`);
    }
    return Array.from({ length: partitions }, (_, partition) => ({ name: checkpoint.name, partition, partitions }));
  };
  await superviseUnits({
    pool: checkpoint.store.pool, group: 'process-managers', scope: checkpoint.name, units, label, logger: checkpoint.logger,
    run: (unit, signal) => follow(options, signal, unit), signal: options.signal, intervalMs: checkpoint.balanceMs ?? 1000,
  });
};

/** Follows one partition (or, without a checkpoint, all of `$all` from `from`) until `signal` aborts. */
const follow = async (options: ManagerOptions, signal: AbortSignal, unit: Unit | null): Promise<void> => {
  const { checkpoint } = options;
  const pause = () => sleep(options.retryMs ?? 1000, signal);
  const filter = unit && unit.partitions > 1 ? { partition: unit.partition, partitions: unit.partitions } : undefined;
  const log = { manager: unit ? unitKey(unit) : 'in memory' };

  /** The stored position (retried while the database is unreachable); a count change is thrown. */
  const load = async (): Promise<Position | null> => {
    while (checkpoint && unit && !signal.aborted) {
      try {
        return await checkpoint.store.load(unit.name, unit.partition, unit.partitions);
      } catch (error) {
        if (error instanceof ProcessManagerCheckpointMovedError) throw error;
        await pause();
      }
    }
    return null;
  };

  /**
   * Stopping does not wait for a start still retrying against an unreachable server (the client's
   * own retries take some 20 s); the event is not counted as handled, so a restart starts it again.
   */
  const untilStopped = <T>(call: Promise<T>): Promise<T> => new Promise<T>((resolve, reject) => {
    const stopped = () => reject(new Error('Process manager stopped'));
    if (signal.aborted) stopped();
    signal.addEventListener('abort', stopped, { once: true });
    call.then(resolve, reject).finally(() => signal.removeEventListener('abort', stopped));
  });

  /** Starts the event's workflow, retrying until it is there; false when stopped first. */
  const handle = async (start: WorkflowStart): Promise<boolean> => {
    while (!signal.aborted) {
      try {
        if (await start.skip?.()) {
          options.onHandled?.(start.key, false);
          return true;
        }
        await untilStopped(options.client.workflow.start(start.workflowType, { taskQueue: options.taskQueue, workflowId: start.workflowId, workflowIdReusePolicy: start.reuse ?? 'REJECT_DUPLICATE', args: start.args }));
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

  while (!signal.aborted) {
    let saved: Position | null;
    try {
      saved = await load();
    } catch {
      checkpoint?.logger?.info(log, 'process manager partition count changed; giving the partition back');
      return;
    }
    let position = saved ?? options.from;
    // What is stored (the compare-and-set's `from`), and the position it stands for (`from` when none is).
    let [savedPosition, savedAt] = [position, Date.now()];
    const save = async () => {
      if (!checkpoint || !unit || !position || position === savedPosition) return;
      await checkpoint.store.save(unit, saved, position);
      [saved, savedPosition, savedAt] = [position, position, Date.now()];
    };
    let moved = false;
    while (!signal.aborted && !moved) {
      const subscription = options.store.subscribeToAll({ fromPosition: position, filter });
      const unsubscribe = () => void subscription.unsubscribe();
      signal.addEventListener('abort', unsubscribe, { once: true });
      try {
        for await (const event of subscription) {
          const start = options.startFor(event);
          // In the trace of the request that appended the event (its metadata), so the workflow joins it.
          if (start && !(await inEventsSpan('@spend/workflows', `process-manager ${start.workflowType}`, [event], {}, () => handle(start)))) break;
          position = event.position;
          if (start || Date.now() - savedAt >= (checkpoint?.everyMs ?? 1000)) await save();
        }
      } catch (error) {
        // Another worker moved this partition's position: what it handled is not ours to save.
        if (error instanceof ProcessManagerCheckpointMovedError) {
          moved = true;
          checkpoint?.logger?.warn(log, 'process manager checkpoint moved by another worker (compare-and-set refused); reading it again');
        } else if (!signal.aborted) await pause();
      } finally {
        signal.removeEventListener('abort', unsubscribe);
        await subscription.unsubscribe();
      }
    }
    // Stopping: keep what was handled since the last save (a failure here only repeats refused starts).
    if (!moved) await save().catch(() => undefined);
  }
};
