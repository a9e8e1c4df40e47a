/**
 * The event-store interface. Semantics follow EventStoreDB (streams, expected revision, `$all`
 * position, catch-up subscriptions) so an `@eventstore/db-client` adapter can pass the same
 * contract tests (`contract/event-store.contract.ts`).
 */

/** `any`: no check; `no_stream`: the stream must not exist; `stream_exists`: it must; a bigint: its current revision. */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;

/**
 * A place in `$all`, ordered by (commit, prepare). Like EventStoreDB's commit/prepare pair:
 * here `commit` is the appending transaction's id and `prepare` the event's global sequence number.
 */
export interface Position {
  commit: bigint;
  prepare: bigint;
}

export const START: Position = { commit: 0n, prepare: 0n };

export const comparePositions = (a: Position, b: Position): number =>
  a.commit === b.commit ? Number(a.prepare - b.prepare) : a.commit < b.commit ? -1 : 1;

export interface EventMetadata {
  companyId: string;
  userId: string | null;
  correlationId: string;
  causationId: string | null;
  /** Version of the event's data schema, for upcasters. */
  schemaVersion: number;
  /** W3C trace context of the request that appended it (when tracing is on); never anything else. */
  traceparent?: string;
}

/** An event to append. The id is chosen by the caller so that retries are idempotent. */
export interface EventData<Type extends string = string, Data = unknown> {
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> extends EventData<Type, Data> {
  streamName: string;
  /** 0-based revision of the event in its stream. */
  revision: bigint;
  position: Position;
  createdAt: Date;
}

export interface AppendResult {
  /** Revision of the last event in the stream after the append. */
  nextExpectedRevision: bigint;
  /** Position of the last appended event in `$all`. */
  position: Position;
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive. Default: the first revision forwards, the last backwards. */
  fromRevision?: bigint;
  maxCount?: number;
}

/**
 * Whose events a read takes: one company's, or one hash partition of the companies (partitioned
 * projections). Events of the platform, or of no company, belong to every partition.
 */
export type EventFilter = { companyId: string } | { partition: number; partitions: number };

export interface ReadAllOptions {
  /** Exclusive: events after this position. Default: from the start. */
  fromPosition?: Position;
  /** At most this many events are read (a filtered read may return fewer). */
  maxCount?: number;
  filter?: EventFilter;
}

/** A filtered read: its events, and how far `$all` was read (matching or not) to find them. */
export interface Page {
  events: RecordedEvent[];
  /** A reader's checkpoint may move here: no event it wants lies between the read's start and this. */
  to: Position;
}

/**
 * An event as the text PostgreSQL sent, for a reader that copies events out (a tenant snapshot) and
 * would only parse each field to serialize it again: data and metadata as the stored JSON text, the
 * revision and position as decimal text (the page's `to` is the last position as a Position).
 */
export interface RawRecordedEvent extends Omit<RecordedEvent, 'data' | 'metadata' | 'revision' | 'position'> {
  dataJson: string;
  metadataJson: string;
  revisionText: string;
  /** `<commit>:<prepare>`. */
  positionText: string;
}

export interface RawPage {
  events: RawRecordedEvent[];
  to: Position;
}

export interface PageSubscription extends AsyncIterable<Page> {
  unsubscribe(): Promise<void>;
}

export interface Subscription extends AsyncIterable<RecordedEvent> {
  unsubscribe(): Promise<void>;
}

export interface SubscribeToAllOptions {
  /** Exclusive: deliver events after this position. Default: from the start. */
  fromPosition?: Position;
  filter?: EventFilter;
  /** Events per read. Default: the store's subscription batch size. */
  maxCount?: number;
}

/** A stream's fold at a revision, saved so loads need only the events after it. */
export interface Snapshot {
  /** The fold's version: a snapshot of another version is ignored (the fold changed since). */
  version: string;
  revision: bigint;
  state: unknown;
}

export interface StreamFromSnapshot {
  snapshot: Snapshot | null;
  events: RecordedEvent[];
}

/** One stream's part of a multi-stream append. */
export interface StreamAppend {
  streamName: string;
  events: readonly EventData[];
  expectedRevision?: ExpectedRevision;
}

export interface EventStore {
  /** All events of one call commit atomically or not at all. Re-appending the same event ids is a no-op. */
  append(streamName: string, events: readonly EventData[], options?: { expectedRevision?: ExpectedRevision }): Promise<AppendResult>;
  /**
   * Several streams at once, each with its own expected revision: everything commits or nothing does
   * (KurrentDB's multi-stream append). A conflict names the first stream that failed its check;
   * streams are checked in the order given. Re-appending the same event ids is a no-op.
   */
  appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]>;
  /** Throws StreamNotFoundError when the stream has no events. */
  readStream(streamName: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /**
   * Each stream's latest snapshot of `version` (null when none) and its events after that
   * snapshot's revision (all of them without one), in one read; a stream with no events is left out.
   */
  readStreamsFromSnapshots(streamNames: readonly string[], version: string): Promise<Map<string, StreamFromSnapshot>>;
  /** Keeps the snapshot unless the stream already has a later one of the same version. */
  saveSnapshot(streamName: string, snapshot: Snapshot): Promise<void>;
  /** Events in `$all` order, only those whose position can no longer be preceded by a later commit. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** `readAll` with how far it read: a filtered reader learns it may move on past others' events. */
  readPage(options?: ReadAllOptions): Promise<Page>;
  /** `readPage` with each event's data and metadata left as JSON text. */
  readRawPage(options?: ReadAllOptions): Promise<RawPage>;
  /** Catches up from the position, then follows live. Never skips or reorders an event. */
  subscribeToAll(options?: SubscribeToAllOptions): Subscription;
  /** `subscribeToAll` a page at a time; a page may hold no event but still move `to` on. */
  subscribeToPages(options?: SubscribeToAllOptions): PageSubscription;
  close(): Promise<void>;
}

export class WrongExpectedVersionError extends Error {
  constructor(
    readonly streamName: string,
    readonly expectedRevision: ExpectedRevision,
    /** The stream's revision when the append was refused, or `no_stream`. */
    readonly actualRevision: bigint | 'no_stream',
  ) {
    super(`Stream ${streamName}: expected revision ${String(expectedRevision)}, actual ${String(actualRevision)}`);
    this.name = 'WrongExpectedVersionError';
  }
}

/**
 * Some of an append's event ids are recorded already, but not as this append: the command whose id
 * made them was handled before and decided differently then (its streams have moved on since).
 */
export class EventIdsTakenError extends Error {
  constructor(readonly streamNames: readonly string[]) {
    super(`Streams ${streamNames.join(', ')}: some of these event ids were already appended, not all of them`);
    this.name = 'EventIdsTakenError';
  }
}

export class StreamNotFoundError extends Error {
  constructor(readonly streamName: string) {
    super(`Stream ${streamName} not found`);
    this.name = 'StreamNotFoundError';
  }
}
