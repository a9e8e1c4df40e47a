import { createHash } from 'node:crypto';
import type { Decider, DomainEvent } from '@spend/domain';
import { FoldCache, type Folded } from './fold-cache';
import { withStreamLocks } from './stream-locks';
import { EventIdsTakenError, StreamNotFoundError, WrongExpectedVersionError, comparePositions, type AppendResult, type EventStore, type RecordedEvent, type StreamFromSnapshot } from './types';

export interface CommandContext {
  companyId: string;
  userId: string | null;
  correlationId: string;
  /** Identifies this command; becomes each event's causationId and seeds its id, so a retry is a no-op. */
  commandId: string;
}

export interface CommandResult<State, Event> {
  state: State;
  /** The events this command caused (now, or on an earlier attempt with the same commandId). */
  events: Event[];
  /** null when the command had already been handled (a retry) or decided no events. */
  appended: AppendResult | null;
}

/** How one stream of a command is folded; with `cache`, only events after the cached fold are read. */
export interface StreamSpec<State, Event extends DomainEvent = DomainEvent> {
  name: string;
  fold: Pick<Decider<State, never, Event>, 'initialState' | 'evolve' | 'snapshot'>;
  cache?: FoldCache;
  /** The company this stream's events belong to, when not the command's (a person's users in several companies). */
  companyId?: string;
}

type States<S> = { [K in keyof S]: S[K] };
/** A stream per state; an optional state's stream may be left out (its state is then undefined). */
export type StreamSpecs<S> = { [K in keyof S]: StreamSpec<NonNullable<S[K]>, never> };
export type Decided<S, Event> = Partial<Record<keyof S, Event[]>>;

export interface MultiCommandResult<S, Event> {
  states: States<S>;
  events: Decided<S, Event>;
  /** The furthest position appended (read-your-writes waits for it); null as in CommandResult. */
  appended: AppendResult | null;
}

/** A stream a decision creates (appended with expected revision `no_stream`), such as a claim on a unique key. */
export interface NewStream {
  streamName: string;
  events: readonly DomainEvent[];
}

export interface HandleOptions<S = Record<string, unknown>, Event = DomainEvent> {
  /** Revision conflicts with other processes are retried this many times in all. */
  maxAttempts?: number;
  /**
   * Streams to create along with what `decide` returned, in the same atomic append. A conflict on
   * one of them is rethrown, not retried: once created, no reload makes it absent again, so the
   * caller decides what the taken key means.
   */
  creates?: (decided: Decided<S, Event>) => readonly NewStream[];
}

const DEFAULT_ATTEMPTS = 10;

/**
 * A uuid (v5 layout) determined by its parts, so a retried command makes the same ids: event ids
 * from the command id and index; aggregate ids from an idempotency key.
 */
export const deterministicUuid = (...parts: readonly (string | number)[]): string => {
  const hash = createHash('sha1').update(parts.join(':')).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

const readFrom = async (store: EventStore, streamName: string, fromRevision: bigint): Promise<RecordedEvent[]> => {
  try {
    return await store.readStream(streamName, { fromRevision });
  } catch (error) {
    if (error instanceof StreamNotFoundError) return [];
    throw error;
  }
};

/** Where a fold starts given what `readStreamsFromSnapshots` found of its stream (nothing: a new stream). */
export const foldStart = <State>(fold: StreamSpec<State, never>['fold'], found: StreamFromSnapshot | undefined): { start: Required<Folded<State>>; read: RecordedEvent[] } => {
  const snapshot = found?.snapshot;
  const start = snapshot ? { state: fold.snapshot!.restore(snapshot.state), revision: snapshot.revision, snapshotAt: snapshot.revision } : { state: fold.initialState(), revision: -1n, snapshotAt: -1n };
  return { start, read: found?.events ?? [] };
};

/** Where a fold starts without a cached one: the stream's latest snapshot (when its decider keeps them) and the events after it. */
const readFromSnapshot = async <State>(store: EventStore, spec: StreamSpec<State, never>): Promise<{ start: Folded<State>; read: RecordedEvent[] }> => {
  const codec = spec.fold.snapshot;
  if (!codec) return { start: { state: spec.fold.initialState(), revision: -1n, snapshotAt: -1n }, read: await readFrom(store, spec.name, 0n) };
  return foldStart(spec.fold, (await store.readStreamsFromSnapshots([spec.name], codec.version)).get(spec.name));
};

/** A stream's fold brought up to date: from its cached fold when it has one, else from its snapshot or the start. */
const load = async <State>(store: EventStore, spec: StreamSpec<State, never>, retry = false): Promise<{ folded: Folded<State>; read: RecordedEvent[] }> => {
  const cached = spec.cache?.get<State>(spec.name);
  if (cached && !retry && spec.cache!.trusts(spec.name)) return { folded: cached, read: [] };
  const { start, read } = cached ? { start: cached, read: await readFrom(store, spec.name, cached.revision + 1n) } : await readFromSnapshot(store, spec);
  const state = read.reduce((s, e) => spec.fold.evolve(s, e as never), start.state);
  const folded = { state, revision: read.at(-1)?.revision ?? start.revision, snapshotAt: start.snapshotAt ?? -1n };
  spec.cache?.set(spec.name, folded);
  return { folded, read };
};

/**
 * Saves a snapshot of a stream's new state when the append left it `every` events past the last
 * one. Not part of the append's transaction: a snapshot is a shortcut for later loads, so one that
 * fails to save costs only a longer fold next time.
 */
export const snapshotIfDue = async <State>(store: EventStore, spec: StreamSpec<State, never>, folded: Required<Folded<State>>): Promise<bigint> => {
  const codec = spec.fold.snapshot;
  if (!codec || folded.revision - folded.snapshotAt < BigInt(codec.every)) return folded.snapshotAt;
  const saved = await store.saveSnapshot(spec.name, { version: codec.version, revision: folded.revision, state: codec.save(folded.state) }).then(() => true, () => false);
  return saved ? folded.revision : folded.snapshotAt;
};

/** An aggregate's current state, folded from its stream (the initial state when there is none). */
export const loadState = async <State, Event extends DomainEvent>(
  store: EventStore,
  streamName: string,
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  cache?: FoldCache,
): Promise<State> => (await load(store, { name: streamName, fold: decider as unknown as StreamSpec<State, never>['fold'], cache })).folded.state;

const pause = (attempt: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.random() * 2 ** Math.min(attempt, 6)));

/**
 * The one way a command is handled: load its streams (one aggregate, or several a rule spans),
 * fold them, decide, and append everything it decided in ONE atomic append with every stream's
 * expected revision; on a revision conflict, reload and decide again (bounded). Commands of this
 * process on the same streams take turns. A command whose id already caused events in an uncached
 * stream (after its snapshot, for deciders that keep them) is answered with those events and appends nothing.
 * One whose earlier events this fold did not read (cached, before a snapshot, or in streams it no longer
 * spans) decides again; should that decision differ, its event ids (made from the command id) are found
 * taken, and it is answered as handled, with no events, appending nothing.
 */
export const handleCommands = async <S extends object, Event extends DomainEvent>(
  store: EventStore,
  streams: StreamSpecs<S>,
  decide: (states: States<S>) => Decided<S, Event>,
  context: CommandContext,
  options: HandleOptions<S, Event> = {},
): Promise<MultiCommandResult<S, Event>> => {
  const keys = (Object.keys(streams) as (keyof S & string)[]).filter((k) => streams[k] !== undefined);
  const maxAttempts = options.maxAttempts ?? DEFAULT_ATTEMPTS;
  return withStreamLocks(store, keys.map((k) => streams[k].name), async () => {
    for (let attempt = 1; ; attempt++) {
      const loaded = await Promise.all(keys.map((k) => load(store, streams[k] as StreamSpec<unknown, never>, attempt > 1)));
      const states = Object.fromEntries(keys.map((k, i) => [k, loaded[i]!.folded.state])) as States<S>;
      const already = keys.map((_, i) => loaded[i]!.read.filter((e) => e.metadata.causationId === context.commandId));
      if (already.some((events) => events.length > 0)) {
        return { states, events: Object.fromEntries(keys.map((k, i) => [k, already[i] as unknown as Event[]])) as Decided<S, Event>, appended: null };
      }

      const decided = decide(states);
      const parts = keys.map((k, i) => ({ key: k, spec: streams[k] as StreamSpec<unknown, never>, folded: loaded[i]!.folded, events: decided[k] ?? [] })).filter((p) => p.events.length > 0);
      const created = (options.creates?.(decided) ?? []).filter((c) => c.events.length > 0);
      if (parts.length === 0 && created.length === 0) return { states, events: {}, appended: null };
      let index = 0;
      const toData = (companyId: string) => (event: DomainEvent) => ({
        id: deterministicUuid(context.commandId, index++),
        type: event.type,
        data: event.data,
        metadata: { companyId, userId: context.userId, correlationId: context.correlationId, causationId: context.commandId, schemaVersion: 1 },
      });
      const appends = [
        ...parts.map((p) => ({
          streamName: p.spec.name, expectedRevision: p.folded.revision < 0n ? ('no_stream' as const) : p.folded.revision, events: p.events.map(toData(p.spec.companyId ?? context.companyId)),
        })),
        ...created.map((c) => ({ streamName: c.streamName, expectedRevision: 'no_stream' as const, events: c.events.map(toData(context.companyId)) })),
      ];
      // Sorted by stream name: transactions that lock the same stream rows in one order cannot deadlock.
      const order = appends.map((_, i) => i).sort((a, b) => (appends[a]!.streamName < appends[b]!.streamName ? -1 : appends[a]!.streamName > appends[b]!.streamName ? 1 : 0));
      try {
        const sorted = await store.appendToStreams(order.map((i) => appends[i]!));
        const results: AppendResult[] = [];
        order.forEach((i, at) => (results[i] = sorted[at]!));
        const after = { ...states };
        await Promise.all(parts.map(async (p, i) => {
          const state = p.events.reduce((s, e) => p.spec.fold.evolve(s, e as never), p.folded.state);
          (after as Record<string, unknown>)[p.key] = state;
          const revision = results[i]!.nextExpectedRevision;
          const snapshotAt = await snapshotIfDue(store, p.spec, { state, revision, snapshotAt: p.folded.snapshotAt ?? -1n });
          p.spec.cache?.set(p.spec.name, { state, revision, snapshotAt });
        }));
        const furthest = results.reduce((a, b) => (comparePositions(b.position, a.position) > 0 ? b : a));
        return { states: after, events: decided, appended: furthest };
      } catch (error) {
        if (error instanceof EventIdsTakenError) return { states, events: {}, appended: null };
        if (!(error instanceof WrongExpectedVersionError) || attempt >= maxAttempts) throw error;
        if (created.some((c) => c.streamName === error.streamName)) throw error;
        // Another process moved a stream on: read its new events and decide again.
        await pause(attempt);
      }
    }
  });
};

/** A command on one aggregate: `handleCommands` with a single stream. */
export const handleCommand = async <State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamName: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
  options: HandleOptions & { cache?: FoldCache } = {},
): Promise<CommandResult<State, Event>> => {
  const result = await handleCommands<{ aggregate: State }, Event>(
    store,
    { aggregate: { name: streamName, fold: decider as unknown as StreamSpec<NonNullable<State>, never>['fold'], cache: options.cache } },
    ({ aggregate }) => ({ aggregate: decider.decide(command, aggregate) }),
    context,
    options,
  );
  return { state: result.states.aggregate, events: result.events.aggregate ?? [], appended: result.appended };
};

export { FoldCache, type Folded };
