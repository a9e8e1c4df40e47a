import type pg from 'pg';
import { databasePool, inSpan, SpanKind, tracingEnabled } from '@spend/runtime';
import { PgNotifier } from './notifier';
import { alreadyAppended } from './already-appended';
import { appendWithKeys } from './append';
import { readFollowedPage, readPage, readRawPage } from './reads';
import { COLUMNS, toRecorded, type EventRow } from './rows';
import { withTraceparent } from '../tracing';
import { PiiCodec } from '../pii/codec';
import { loadPiiConfig, type PiiConfig } from '../pii/config';
import {
  START, StreamNotFoundError, WrongExpectedVersionError, comparePositions, type AppendResult, type EventData,
  type EventFilter, type EventStore, type ExpectedRevision, type Page, type PageSubscription, type Position, type RawPage, type ReadAllOptions,
  type ReadStreamOptions, type RecordedEvent, type Snapshot, type StreamAppend, type StreamFromSnapshot, type SubscribeToAllOptions, type Subscription,
} from '../types';

export const EVENTS_CHANNEL = 'spend_events';

export interface PostgresEventStoreOptions {
  connectionString: string;
  poolSize?: number;
  /** Events per read while a subscription catches up. */
  subscriptionBatchSize?: number;
  /**
   * The longest a subscription waits between reads while events hide behind an older running
   * transaction (default 100 ms; its back-off starts at a twentieth of it); also its interval while
   * the notices' connection is down.
   */
  pollIntervalMs?: number;
  /**
   * How long a caught-up subscription waits for an append's notice before it reads anyway: the
   * fallback for a notice lost with its sender (a process dying between its commit and its NOTIFY).
   * `pollIntervalMs` while the notices' connection is down.
   */
  idlePollMs?: number;
  /** Test hook: runs inside each append transaction just before COMMIT (used to hold commits open). */
  beforeCommit?: () => Promise<void>;
  /** The keys personal data is sealed with (default: from the environment). */
  pii?: PiiConfig;
}

const UNIQUE_VIOLATION = '23505';

export class PostgresEventStore implements EventStore {
  readonly pool: pg.Pool;
  /** Seals personal fields on append and opens them on every read (crypto-shredding). */
  readonly pii: PiiCodec;
  private readonly notifier: PgNotifier;
  private readonly subscriptions = new Set<AbortController>();
  private notifyQueued = false;
  private readonly reading = new Map<string, Promise<{ hidden: boolean; page: Page }>>();

  constructor(private readonly options: PostgresEventStoreOptions) {
    // A dropped connection is not fatal: the pool replaces it (databasePool).
    this.pool = databasePool({
      connectionString: options.connectionString,
      max: options.poolSize ?? 10,
      // A session idle inside a transaction holds xmin back and stalls every subscriber.
      idle_in_transaction_session_timeout: 30_000,
    });
    this.notifier = new PgNotifier(options.connectionString, EVENTS_CHANNEL);
    this.pii = new PiiCodec(this.pool, options.pii ?? loadPiiConfig());
  }

  async append(
    streamName: string,
    events: readonly EventData[],
    { expectedRevision = 'any' }: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    const [result] = await this.appendToStreams([{ streamName, events, expectedRevision }]);
    return result!;
  }

  appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    if (!tracingEnabled()) return this.appendTraced(appends);
    const attributes = { 'db.system': 'postgresql', 'spend.streams': appends.length, 'spend.events': appends.reduce((n, a) => n + a.events.length, 0) };
    return inSpan('@spend/eventstore', 'eventstore.append', { kind: SpanKind.CLIENT, attributes }, () => this.appendTraced(withTraceparent(appends)));
  }

  private async appendTraced(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    try {
      const results = await this.appendOnce(appends);
      if (appends.some((a) => a.events.length > 0)) this.wakeSubscribers();
      return results;
    } catch (error) {
      // A retry of an append that already happened fails its revision check or hits the unique
      // event id: then it answers as the first append did.
      const pgError = error as { code?: string; constraint?: string };
      const duplicate = pgError.code === UNIQUE_VIOLATION && pgError.constraint === 'events_event_id_key';
      if (duplicate || error instanceof WrongExpectedVersionError) {
        const recorded = await alreadyAppended(this.pool, appends);
        if (recorded) return recorded;
      }
      throw error;
    }
  }

  /**
   * NOTIFY after commit, not inside the append: a NOTIFY in a transaction serializes every commit
   * of the database on one lock. Coalesced, so a burst of appends sends one. Should this process
   * die between commit and NOTIFY, subscribers still find the events by polling.
   */
  private wakeSubscribers(): void {
    if (this.notifyQueued) return;
    this.notifyQueued = true;
    setImmediate(() => {
      this.notifyQueued = false;
      this.pool.query(`SELECT pg_notify('${EVENTS_CHANNEL}', '')`).catch(() => undefined);
    });
  }

  private appendOnce(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    return appendWithKeys(this.pool, this.pii, appends, this.options.beforeCommit);
  }

  async readStream(streamName: string, { direction = 'forwards', fromRevision, maxCount }: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const forwards = direction === 'forwards';
    const from = fromRevision ?? (forwards ? 0n : BigInt(Number.MAX_SAFE_INTEGER));
    // One round trip: the stream's row says whether it exists, its events (if any) come beside it.
    const { rows } = await this.pool.query<EventRow | { event_id: null }>(
      `SELECT e.* FROM streams s LEFT JOIN LATERAL (
         SELECT ${COLUMNS} FROM events
         WHERE stream_name = s.stream_name AND stream_revision ${forwards ? '>=' : '<='} $2::bigint
         ORDER BY stream_revision ${forwards ? 'ASC' : 'DESC'} LIMIT $3
       ) e ON true
       WHERE s.stream_name = $1`,
      [streamName, from.toString(), maxCount ?? null],
    );
    if (rows.length === 0) throw new StreamNotFoundError(streamName);
    if (rows[0]!.event_id === null) return [];
    return this.pii.open((rows as EventRow[]).map(toRecorded));
  }

  async readStreamsFromSnapshots(streamNames: readonly string[], version: string): Promise<Map<string, StreamFromSnapshot>> {
    // One round trip for all: each stream's snapshot (on its first row only) and the events after it.
    const { rows } = await this.pool.query<(EventRow | { event_id: null }) & { stream: string; snapshot_revision: string | null; snapshot_state: unknown }>(
      `SELECT s.stream_name AS stream, sn.revision AS snapshot_revision,
              CASE WHEN e.stream_revision IS NULL OR e.stream_revision = coalesce(sn.revision, -1) + 1 THEN sn.state END AS snapshot_state, e.*
       FROM streams s
       LEFT JOIN snapshots sn ON sn.stream_name = s.stream_name AND sn.version = $2
       LEFT JOIN LATERAL (
         SELECT ${COLUMNS} FROM events
         WHERE stream_name = s.stream_name AND stream_revision > coalesce(sn.revision, -1)
         ORDER BY stream_revision ASC
       ) e ON true
       WHERE s.stream_name = ANY($1::text[])
       ORDER BY s.stream_name, e.stream_revision`,
      [streamNames, version],
    );
    const read = new Map<string, StreamFromSnapshot>();
    for (const row of rows) {
      let stream = read.get(row.stream);
      if (!stream) {
        const snapshot = row.snapshot_revision === null ? null : { version, revision: BigInt(row.snapshot_revision), state: row.snapshot_state };
        read.set(row.stream, (stream = { snapshot, events: [] }));
      }
      if (row.event_id !== null) stream.events.push(toRecorded(row as EventRow));
    }
    const opened = await this.pii.open([...read.values()].flatMap((stream) => stream.events));
    let at = 0;
    for (const stream of read.values()) stream.events = opened.slice(at, (at += stream.events.length));
    return read;
  }

  async saveSnapshot(streamName: string, { version, revision, state }: Snapshot): Promise<void> {
    await this.pool.query(
      `INSERT INTO snapshots (stream_name, version, revision, state) VALUES ($1, $2, $3, $4)
       ON CONFLICT (stream_name) DO UPDATE SET version = EXCLUDED.version, revision = EXCLUDED.revision, state = EXCLUDED.state, saved_at = clock_timestamp()
       WHERE snapshots.version <> EXCLUDED.version OR snapshots.revision < EXCLUDED.revision`,
      [streamName, version, revision.toString(), JSON.stringify(state)],
    );
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    return (await this.readPage(options)).events;
  }

  async readPage({ fromPosition = START, maxCount, filter }: ReadAllOptions = {}): Promise<Page> {
    const page = await readPage(this.pool, fromPosition, maxCount ?? null, filter);
    return { ...page, events: await this.pii.open(page.events) };
  }

  async readRawPage({ fromPosition = START, maxCount, filter }: ReadAllOptions = {}): Promise<RawPage> {
    const page = await readRawPage(this.pool, fromPosition, maxCount ?? null, filter);
    return { ...page, events: await this.pii.openRaw(page.events) };
  }

  subscribeToAll(options: SubscribeToAllOptions = {}): Subscription {
    const pages = this.subscribeToPages(options);
    return {
      [Symbol.asyncIterator]: async function* () {
        for await (const page of pages) yield* page.events;
      },
      unsubscribe: () => pages.unsubscribe(),
    };
  }

  subscribeToPages({ fromPosition = START, filter, maxCount }: SubscribeToAllOptions = {}): PageSubscription {
    const controller = new AbortController();
    this.subscriptions.add(controller);
    const iterator = this.follow(fromPosition, filter, maxCount ?? this.options.subscriptionBatchSize ?? 1000, controller);
    return {
      [Symbol.asyncIterator]: () => iterator,
      unsubscribe: async () => {
        controller.abort();
      },
    };
  }

  /**
   * Reads on until a page is not full, then waits for an append's notice. Each read first asks
   * whether events hide behind an older running transaction (committed, but past every read's
   * horizon until it ends, which sends no notice): only then does it read again soon, backing off
   * towards `pollIntervalMs`. (A second, as it was, is what read-your-writes waited out under load,
   * not the transaction. Waking at each read model's commit as well was worse: on a busy
   * stack those notices come all the time, and every one re-read every partition.) Asked before the
   * read, the answer misses no event: one that commits after it commits after `generation` was
   * taken, and its notice wakes the wait at once. So one
   * read per notice, and `idlePollMs` only as the fallback for a notice lost with its sender. (Every
   * projection partition follows `$all`: re-reading on a schedule after each notice was most of the
   * database's work on an idle stack.)
   */
  private async *follow(fromPosition: Position, filter: EventFilter | undefined, batchSize: number, controller: AbortController): AsyncGenerator<Page> {
    const pollMs = this.options.pollIntervalMs ?? 100;
    const idlePollMs = this.options.idlePollMs ?? 5000;
    let position = fromPosition;
    const firstWait = pollMs / 20;
    let idleWait = firstWait;
    try {
      while (!controller.signal.aborted) {
        const generation = this.notifier.generation;
        const result = await this.sharedRead(generation, position, filter, batchSize).catch((error: unknown) => {
          if (controller.signal.aborted) return null;
          throw error;
        });
        if (!result || controller.signal.aborted) return;
        const { hidden, page } = result;
        if (comparePositions(page.to, position) > 0) {
          yield page;
          position = page.to;
        }
        if (controller.signal.aborted) return;
        if (page.events.length >= batchSize) {
          idleWait = firstWait;
        } else if (hidden) {
          await this.notifier.wait(generation, idleWait, controller.signal);
          idleWait = Math.min(idleWait * 2, pollMs);
        } else {
          await this.notifier.wait(generation, this.notifier.listening ? idlePollMs : pollMs, controller.signal);
          idleWait = firstWait;
        }
      }
    } finally {
      this.subscriptions.delete(controller);
    }
  }

  /**
   * A subscription's read, shared with every other subscription of this store that reads the same
   * page at the same notice generation: a projection runner's partitions all follow `$all` from the
   * same position, so one append woke one read per projection (two dozen identical queries). Joining
   * a read begun at the same generation is as safe as reading alone: a notice after it began moves
   * the generation, so the joiner's wait returns at once and it reads again.
   */
  private sharedRead(generation: number, position: Position, filter: EventFilter | undefined, maxCount: number): Promise<{ hidden: boolean; page: Page }> {
    const key = JSON.stringify([generation, position.commit.toString(), position.prepare.toString(), filter ?? null, maxCount]);
    let read = this.reading.get(key);
    if (!read) {
      read = (async () => {
        const { hidden, page } = await readFollowedPage(this.pool, position, maxCount, filter);
        return { hidden, page: { ...page, events: await this.pii.open(page.events) } };
      })();
      this.reading.set(key, read);
      const done = () => void this.reading.delete(key);
      read.then(done, done);
    }
    return read;
  }

  async close(): Promise<void> {
    for (const controller of this.subscriptions) controller.abort();
    await this.notifier.close();
    await this.pool.end();
  }
}
