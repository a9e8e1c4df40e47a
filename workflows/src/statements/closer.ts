import { accountDecider, isoNow, streams, type Clock } from '@spend/domain';
import { deterministicUuid, handleCommandBatch, type EventStore } from '@spend/eventstore';
import type { StatementCloseInput } from './messages';

interface Waiting {
  input: StatementCloseInput;
  resolve: (closed: number) => void;
  reject: (error: unknown) => void;
}

/**
 * Closes statements in batches: at a cycle's end every company's schedule fires at once, and the
 * close activities the worker runs at the same moment share one read and one append
 * (`handleCommandBatch`) instead of two round trips each. Each close is still its own command (id:
 * company and period) with its own outcome, so a retried activity appends nothing twice. Batches
 * stay small (`maxBatch`) so several are in flight at once: one batch's read overlaps another's append.
 */
export const createStatementCloser = (store: EventStore, clock: Clock, maxBatch = 32) => {
  const queue: Waiting[] = [];
  let flushing = false;

  const flush = async (): Promise<void> => {
    flushing = false;
    const batch = queue.splice(0, maxBatch);
    if (queue.length > 0) schedule();
    const now = isoNow(clock);
    const commands = batch.map(({ input }) => ({
      streamName: streams.account(input.companyId),
      command: { type: 'CloseStatement' as const, periodStart: input.periodStart, now },
      context: { companyId: input.companyId, userId: null, correlationId: input.companyId, commandId: deterministicUuid('statement-close', input.companyId, input.periodStart) },
    }));
    const outcomes = await handleCommandBatch(store, accountDecider, commands).catch((error: unknown) => batch.map(() => ({ error })));
    batch.forEach((waiting, i) => {
      const outcome = outcomes[i]!;
      if ('error' in outcome) waiting.reject(outcome.error);
      else waiting.resolve(outcome.result.appended ? outcome.result.events.length : 0);
    });
  };

  const schedule = (): void => {
    if (flushing) return;
    flushing = true;
    // The activities started in this turn of the event loop join the batch.
    setImmediate(() => void flush());
  };

  /** Closes the company's period (and any open one before it); how many statements it closed (0 on a repeat). */
  return (input: StatementCloseInput): Promise<number> =>
    new Promise<number>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      schedule();
    });
};
