import type { Kysely } from 'kysely';
import type { NatsConnection } from '@nats-io/transport-node';
import type pg from 'pg';
import type { Logger } from 'pino';
import { inEventsSpan, sleep, superviseUnits, unitKey, type EventStore, type PageSubscription, type Position, type RecordedEvent, type Unit } from '@spend/eventstore';
import { inSpan, natsTraceHeaders, SpanKind } from '@spend/runtime';
import type { ReadModels } from '../read-models/tables';
import type { Projection, ReadModelChange } from '../types';
import { readModelWriter } from './marked-db';
import { CheckpointMovedError, moveCheckpoint, notifyCheckpoints, partitionCounts, PartitionCountChangedError, readCheckpoint, checkpointSkipper } from './checkpoints';

export interface ProjectionRunnerOptions {
  store: EventStore;
  /** Pool of a role that may write every company's rows (spend_projector). */
  pool: pg.Pool;
  projections: readonly Projection[];
  nats?: NatsConnection;
  /** Events per read of `$all`. */
  batchSize?: number;
  /**
   * Events per transaction for a reactor (default REACTOR_BATCH): a crash repeats the commands of at
   * most this many events. 1 gives each event a transaction of its own (the benchmark's baseline).
   */
  reactorBatch?: number;
  /**
   * Each projection's work is split by company into this many partitions (PROJECTION_PARTITIONS);
   * every runner must be given the same count.
   */
  partitions?: number;
  logger?: Logger;
  /** How often a runner balances its share of the partitions (and notices a runner gone). */
  standbyRetryMs?: number;
  /** A helper (a rebuild) runs whatever is free of its projections, outside the runners' fair shares. */
  helper?: boolean;
}

/** The platform's events (a rebuild's marker) belong to every partition, as events of no company do. */
export const PLATFORM_COMPANY_ID = '00000000-0000-0000-0000-000000000000';
const sharedByAllPartitions = (event: RecordedEvent): boolean => !event.metadata.companyId || event.metadata.companyId === PLATFORM_COMPANY_ID;

/**
 * A reactor's events per transaction. Each transaction commits with a flush (its commands are not
 * repeated after a crash that lost it), which one event per transaction paid for every event: the
 * reactors then fell behind the authorizations (issue #28, bench projections.reactors).
 */
export const REACTOR_BATCH = 50;
const runsOf = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** Subject the API listens on for live updates. */
export const changeSubject = (change: Pick<ReadModelChange, 'companyId' | 'what'>): string =>
  `company.${change.companyId}.changed.${change.what}`;

/**
 * Runs each projection's partitions from their checkpoints: a page of events is applied and the
 * checkpoint moved in one transaction (compare-and-set, so a runner that lost its partition cannot
 * apply anything twice). Any number of runners share the partitions (see Ownership); a company's
 * events stay in one partition, so they are applied in order.
 */
export class ProjectionRunner {
  readonly db: Kysely<ReadModels>;
  private readonly stopping = new AbortController();
  private readonly loops: Promise<void>[] = [];
  private readonly subscriptions = new Set<PageSubscription>();
  private readonly byName: Map<string, Projection>;
  private readonly warned = new Set<string>();
  /** Projections whose checkpoints moved since the last notice (sent once per turn of the event loop). */
  private readonly moved = new Set<string>();
  private readonly unwatchPool: () => void;
  private readonly skip: ReturnType<typeof checkpointSkipper>;

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.db = readModelWriter(options.pool);
    this.byName = new Map(options.projections.map((p) => [p.name, p]));
    this.skip = checkpointSkipper(this.db);
    // A session lost between two queries of a batch (or idle in the pool) is an error event, not a
    // rejected query: logged here, the batch fails on its next query and restarts from its checkpoint.
    const lost = (error: Error) => options.logger?.warn({ err: error }, 'projection runner database session lost');
    const clients = new Set<pg.PoolClient>();
    const watch = (client: pg.PoolClient) => clients.add(client.on('error', lost));
    const forget = (client: pg.PoolClient) => clients.delete(client);
    options.pool.on('error', lost).on('connect', watch).on('remove', forget);
    // The pool may outlive the runner (a rebuild's runner shares its caller's pool).
    this.unwatchPool = () => {
      options.pool.off('error', lost).off('connect', watch).off('remove', forget);
      for (const client of clients) client.off('error', lost);
    };
  }

  /**
   * The units to share out: each projection's partitions, with the count its checkpoints were written
   * with (every runner agrees on it, whatever it was configured with); the configured count for a
   * projection never run. A rebuild sets the count anew.
   */
  private async units(): Promise<Unit[]> {
    const configured = this.options.partitions ?? 1;
    const recorded = await partitionCounts(this.db, [...this.byName.keys()], configured);
    return [...this.byName.keys()].flatMap((name) => {
      const partitions = recorded.get(name) ?? configured;
      if (partitions !== configured && !this.warned.has(name)) {
        this.warned.add(name);
        this.options.logger?.warn({ projection: name, recorded: partitions, configured }, 'projection keeps the partition count it was built with; rebuild it to use the configured count');
      }
      return Array.from({ length: partitions }, (_, partition) => ({ name, partition, partitions }));
    });
  }

  start(): void {
    this.loops.push(this.supervise());
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await Promise.all([...this.subscriptions].map((s) => s.unsubscribe()));
    await Promise.all(this.loops);
    this.unwatchPool();
  }

  /** Balances this runner's share of the partitions every `standbyRetryMs`, and runs what it owns. */
  private supervise(): Promise<void> {
    return superviseUnits({
      // Runners share the work with runners of the same projections only (a runner of others would
      // count in the fair share without ever taking these partitions).
      pool: this.options.pool, group: 'projections', scope: `projections:${[...this.byName.keys()].sort().join(',')}`, helper: this.options.helper, label: 'projection',
      units: () => this.units(), run: (unit, signal) => this.own(unit, signal),
      signal: this.stopping.signal, intervalMs: this.options.standbyRetryMs ?? 1000, logger: this.options.logger,
    });
  }

  /** Runs one owned partition until told to stop, starting again from its checkpoint after a failure. */
  private async own(unit: Unit, signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      try {
        await this.run(unit, signal);
      } catch (error) {
        if (signal.aborted) break;
        // A count change (a rebuild with another count): the next balance gives this unit back.
        if (error instanceof PartitionCountChangedError) this.options.logger?.info({ projection: unitKey(unit), recorded: error.recorded }, 'projection partition count changed');
        else this.options.logger?.warn({ err: error, projection: unitKey(unit) }, 'projection restarting from its checkpoint');
        if (!(error instanceof CheckpointMovedError)) await sleep(1000, signal);
      }
    }
  }

  private async run(unit: Unit, signal: AbortSignal): Promise<void> {
    const projection = this.byName.get(unit.name)!;
    const types = new Set(projection.eventTypes);
    let checkpoint = await readCheckpoint(this.db, unit);
    const filter = unit.partitions > 1 ? { partition: unit.partition, partitions: unit.partitions } : undefined;
    const subscription = this.options.store.subscribeToPages({ fromPosition: checkpoint, filter, maxCount: this.options.batchSize });
    this.subscriptions.add(subscription);
    const unsubscribe = () => void subscription.unsubscribe();
    signal.addEventListener('abort', unsubscribe, { once: true });
    // Stopped while the checkpoint was read: that abort has fired already, and this subscription would
    // wait for new events forever (a stop that never ended, on a loaded machine).
    if (signal.aborted || this.stopping.signal.aborted) unsubscribe();
    try {
      for await (const page of subscription) {
        // Events of no company (or the platform's) reach every partition so that each one passes them
        // (a rebuild's marker); only partition 0 applies them, so no row is written from two partitions.
        const wanted = page.events.filter((e) => types.has(e.type) && (unit.partition === 0 || !sharedByAllPartitions(e)));
        // A reactor's events go in short runs, each a transaction of its own: a crash repeats the
        // commands of one run at most (each command's id comes from its event, so one already carried
        // out is not carried out again).
        const parts = projection.sendsCommands ? runsOf(wanted, this.options.reactorBatch ?? REACTOR_BATCH) : [wanted];
        if (parts.length === 0) parts.push([]);
        for (const [i, part] of parts.entries()) {
          const to = i === parts.length - 1 ? page.to : part[part.length - 1]!.position;
          checkpoint = await this.tracedBatch(projection, unit, part, checkpoint, to);
        }
        if (signal.aborted || this.stopping.signal.aborted) return;
      }
    } finally {
      signal.removeEventListener('abort', unsubscribe);
      this.subscriptions.delete(subscription);
      await subscription.unsubscribe();
    }
  }

  /** One span per batch (tracing on): in the trace of its first traced event, linked to the others'. */
  private tracedBatch(projection: Projection, unit: Unit, events: RecordedEvent[], from: Position, to: Position): Promise<Position> {
    const attributes = { 'spend.projection': unit.name, 'spend.partition': unit.partition, 'spend.events': events.length };
    return inEventsSpan('@spend/projections', `projection.batch ${unit.name}`, events, { attributes }, () => this.applyBatch(projection, unit, events, from, to));
  }

  private async applyBatch(projection: Projection, unit: Unit, events: RecordedEvent[], from: Position, to: Position): Promise<Position> {
    if (events.length === 0) {
      await this.skip(unit, from, to);
      this.notifyMoved(unit.name);
      return to;
    }
    const changes = await this.db.transaction().execute(async (trx) => {
      // A read model and its checkpoint commit together, so a crash that loses the last commits loses
      // both and the partition applies them again: no need to wait for the WAL flush. A reactor's
      // commands are repeated then, so its checkpoint waits.
      const changed = await projection.apply(trx, events);
      await moveCheckpoint(trx, unit, from, to, { flush: !!projection.sendsCommands });
      return changed;
    });
    this.notifyMoved(unit.name);
    this.publish(changes);
    return to;
  }

  /**
   * After the commit: should the notice be lost (the process dying first, the session failing),
   * waiters still see the checkpoint at their next read (they re-read at least every 250 ms).
   */
  private notifyMoved(name: string): void {
    if (this.moved.size === 0) {
      setImmediate(() => {
        const names = [...this.moved];
        this.moved.clear();
        notifyCheckpoints(this.db, names).catch((error: unknown) => this.options.logger?.warn({ err: error }, 'checkpoint notice not sent'));
      });
    }
    this.moved.add(name);
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
    // client that reconnects refetches), never a reason to redo the batch. Sent at once (no await):
    // the trace context rides in the headers, so the subscriptions it wakes join the batch's trace.
    void inSpan('@spend/projections', 'nats.publish', { kind: SpanKind.PRODUCER, attributes: { 'messaging.system': 'nats', 'spend.subjects': bySubject.size } }, async () => {
      const headers = natsTraceHeaders();
      for (const [subject, ids] of bySubject) nats.publish(subject, JSON.stringify({ ids: [...ids] }), { headers });
    }).catch((error: unknown) => this.options.logger?.warn({ err: error }, 'change notices not published'));
  }
}
