import { Kysely, PostgresDialect } from 'kysely';
import type { NatsConnection } from 'nats';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { EventStore, Position, RecordedEvent, Subscription } from '@spend/eventstore';
import type { ReadModels } from '../read-models/tables';
import type { Projection, ReadModelChange } from '../types';
import { inBatches } from './batches';
import { CheckpointMovedError, ensureCheckpoint, moveCheckpoint } from './checkpoints';
import { sleep } from './sleep';

export interface ProjectionRunnerOptions {
  store: EventStore;
  /** Pool of a role that may write every company's rows (spend_projector). */
  pool: pg.Pool;
  projections: readonly Projection[];
  nats?: NatsConnection;
  batchSize?: number;
  logger?: Logger;
  /** How often a runner that does not own a projection checks whether its owner went away. */
  standbyRetryMs?: number;
}

/** Subject the API listens on for live updates. */
export const changeSubject = (change: Pick<ReadModelChange, 'companyId' | 'what'>): string =>
  `company.${change.companyId}.changed.${change.what}`;

/** A batch cut after each event of `types`: a reactor's events each get a transaction. */
const endingAtEach = (batch: readonly RecordedEvent[], types: ReadonlySet<string>): RecordedEvent[][] => {
  const parts: RecordedEvent[][] = [[]];
  for (const event of batch) {
    parts[parts.length - 1]!.push(event);
    if (types.has(event.type)) parts.push([]);
  }
  return parts.filter((part) => part.length > 0);
};

const lockKey = (name: string): string => `projection:${name}`;

/**
 * Runs each projection from its checkpoint: batches of events are applied and the checkpoint moved
 * in one transaction. One runner owns a projection at a time (advisory lock), so several copies can
 * run; the others stand by.
 */
export class ProjectionRunner {
  readonly db: Kysely<ReadModels>;
  private readonly stopping = new AbortController();
  private readonly loops: Promise<void>[] = [];
  private readonly subscriptions = new Set<Subscription>();

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.db = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool: options.pool }) });
  }

  start(): void {
    for (const projection of this.options.projections) this.loops.push(this.own(projection));
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await Promise.all([...this.subscriptions].map((s) => s.unsubscribe()));
    await Promise.all(this.loops);
  }

  /** Holds the projection's advisory lock on a session of its own, and runs it while holding it. */
  private async own(projection: Projection): Promise<void> {
    const signal = this.stopping.signal;
    while (!signal.aborted) {
      const client = await this.options.pool.connect().catch((error: unknown) => {
        this.options.logger?.error({ err: error, projection: projection.name }, 'projection runner cannot connect');
        return null;
      });
      if (!client) {
        await sleep(1000, signal);
        continue;
      }
      try {
        const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [lockKey(projection.name)]);
        if (!rows[0]?.locked) {
          client.release();
          await sleep(this.options.standbyRetryMs ?? 2000, signal);
          continue;
        }
        while (!signal.aborted) {
          try {
            await this.run(projection);
          } catch (error) {
            if (signal.aborted) break;
            this.options.logger?.warn({ err: error, projection: projection.name }, 'projection restarting from its checkpoint');
            if (!(error instanceof CheckpointMovedError)) await sleep(1000, signal);
          }
        }
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey(projection.name)]).catch(() => undefined);
        client.release();
      } catch (error) {
        client.release(error instanceof Error ? error : undefined);
        await sleep(1000, signal);
      }
    }
  }

  private async run(projection: Projection): Promise<void> {
    const types = new Set(projection.eventTypes);
    let checkpoint = await ensureCheckpoint(this.db, projection.name);
    const subscription = this.options.store.subscribeToAll({ fromPosition: checkpoint });
    this.subscriptions.add(subscription);
    try {
      for await (const batch of inBatches(subscription, this.options.batchSize ?? 1000)) {
        for (const part of projection.sendsCommands ? endingAtEach(batch, types) : [batch]) {
          checkpoint = await this.applyBatch(projection, part.filter((e) => types.has(e.type)), checkpoint, part[part.length - 1]!.position);
        }
        if (this.stopping.signal.aborted) return;
      }
    } finally {
      this.subscriptions.delete(subscription);
      await subscription.unsubscribe();
    }
  }

  private async applyBatch(projection: Projection, events: RecordedEvent[], from: Position, to: Position): Promise<Position> {
    const changes = await this.db.transaction().execute(async (trx) => {
      const changed = events.length > 0 ? await projection.apply(trx, events) : [];
      await moveCheckpoint(trx, projection.name, from, to);
      return changed;
    });
    this.publish(changes);
    return to;
  }

  private publish(changes: ReadModelChange[]): void {
    const { nats } = this.options;
    if (!nats || changes.length === 0) return;
    const bySubject = new Map<string, Set<string>>();
    for (const change of changes) {
      const subject = changeSubject(change);
      const ids = bySubject.get(subject) ?? new Set<string>();
      for (const id of change.ids) ids.add(id);
      bySubject.set(subject, ids);
    }
    // The batch is committed: a notice that cannot go out is lost (core NATS is at most once, and a
    // client that reconnects refetches), never a reason to redo the batch.
    try {
      for (const [subject, ids] of bySubject) nats.publish(subject, JSON.stringify({ ids: [...ids] }));
    } catch (error) {
      this.options.logger?.warn({ err: error }, 'change notices not published');
    }
  }
}
