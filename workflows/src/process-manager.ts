import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import type { EventStore, Position, RecordedEvent } from '@spend/eventstore';

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

/**
 * A process manager: follows `$all` from `from` and starts the workflow `startFor` names for each
 * event. A start that fails (Temporal unreachable) is retried from the same event, so nothing asked
 * for is lost; a lost database connection resubscribes from the last handled event. The position
 * lives in memory: after a restart it catches up from the beginning, which only repeats refused starts.
 */
export const runProcessManager = async (options: {
  store: EventStore; client: Client; taskQueue: string; signal: AbortSignal; retryMs?: number; from?: Position;
  startFor: (event: RecordedEvent) => WorkflowStart | null;
  /** Told after each start: `started` false when it was skipped or its workflow already existed. */
  onHandled?: (key: string, started: boolean) => void;
}): Promise<void> => {
  const pause = () => new Promise((resolve) => setTimeout(resolve, options.retryMs ?? 1000));
  let position = options.from;
  while (!options.signal.aborted) {
    const subscription = options.store.subscribeToAll({ fromPosition: position });
    const unsubscribe = () => void subscription.unsubscribe();
    options.signal.addEventListener('abort', unsubscribe, { once: true });
    try {
      for await (const event of subscription) {
        const start = options.startFor(event);
        while (start && !options.signal.aborted) {
          try {
            if (await start.skip?.()) {
              options.onHandled?.(start.key, false);
              break;
            }
            await options.client.workflow.start(start.workflowType, { taskQueue: options.taskQueue, workflowId: start.workflowId, workflowIdReusePolicy: 'REJECT_DUPLICATE', args: start.args });
            options.onHandled?.(start.key, true);
            break;
          } catch (error) {
            if (error instanceof WorkflowExecutionAlreadyStartedError) {
              options.onHandled?.(start.key, false);
              break;
            }
            await pause();
          }
        }
        if (options.signal.aborted) return;
        position = event.position;
      }
    } catch {
      if (!options.signal.aborted) await pause();
    } finally {
      options.signal.removeEventListener('abort', unsubscribe);
    }
  }
};
