import { createHash } from 'node:crypto';
import type { Decider, DomainEvent } from '@spend/domain';
import { StreamNotFoundError, WrongExpectedVersionError, type AppendResult, type EventStore, type RecordedEvent } from './types';

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

const MAX_ATTEMPTS = 5;

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

const readOrEmpty = async (store: EventStore, streamName: string): Promise<RecordedEvent[]> => {
  try {
    return await store.readStream(streamName);
  } catch (error) {
    if (error instanceof StreamNotFoundError) return [];
    throw error;
  }
};

/** An aggregate's current state, folded from its stream (the initial state when there is none). */
export const loadState = async <State, Event extends DomainEvent>(
  store: EventStore,
  streamName: string,
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
): Promise<State> => (await readOrEmpty(store, streamName)).reduce((s, e) => decider.evolve(s, e as unknown as Event), decider.initialState());

/**
 * The one way a command is handled: load the stream, fold it, decide, append with the expected
 * revision; on a revision conflict, reload and decide again (bounded).
 */
export const handleCommand = async <State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamName: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
): Promise<CommandResult<State, Event>> => {
  for (let attempt = 1; ; attempt++) {
    const history = await readOrEmpty(store, streamName);
    const state = history.reduce((s, e) => decider.evolve(s, e as unknown as Event), decider.initialState());
    const already = history.filter((e) => e.metadata.causationId === context.commandId);
    if (already.length > 0) return { state, events: already as unknown as Event[], appended: null };

    const decided = decider.decide(command, state);
    if (decided.length === 0) return { state, events: [], appended: null };
    const toAppend = decided.map((event, index) => ({
      id: deterministicUuid(context.commandId, index),
      type: event.type,
      data: event.data,
      metadata: {
        companyId: context.companyId,
        userId: context.userId,
        correlationId: context.correlationId,
        causationId: context.commandId,
        schemaVersion: 1,
      },
    }));
    const expectedRevision = history.length === 0 ? 'no_stream' : BigInt(history.length - 1);
    try {
      const appended = await store.append(streamName, toAppend, { expectedRevision });
      return { state: decided.reduce(decider.evolve, state), events: decided, appended };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
  }
};
