import type { Kysely } from 'kysely';
import { PgNotifier, type Position } from '@spend/eventstore';
import type { ReadModels } from '../read-models/tables';
import { CHECKPOINTS_CHANNEL, hasReached, readCheckpoints } from './checkpoints';

/**
 * Read your writes: lets a mutation wait (bounded) until the projections it depends on have applied
 * the position its command appended. Woken by the runner's NOTIFY; rechecks at least every 250 ms.
 */
export class CheckpointWaiter {
  private readonly notifier: PgNotifier;
  private readonly closing = new AbortController();

  constructor(
    private readonly db: Kysely<ReadModels>,
    connectionString: string,
  ) {
    this.notifier = new PgNotifier(connectionString, CHECKPOINTS_CHANNEL);
  }

  /** True once every named projection has reached `position`; false when `timeoutMs` ran out. */
  async waitFor(projections: readonly string[], position: Position, timeoutMs = 5000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const generation = this.notifier.generation;
      const checkpoints = await readCheckpoints(this.db, projections);
      if (projections.every((name) => hasReached(checkpoints.get(name), position))) return true;
      const left = deadline - Date.now();
      if (left <= 0 || this.closing.signal.aborted) return false;
      await this.notifier.wait(generation, Math.min(left, 250), this.closing.signal);
    }
  }

  async close(): Promise<void> {
    this.closing.abort();
    await this.notifier.close();
  }
}
