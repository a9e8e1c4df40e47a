/** An event as a decider produces it: no id, no metadata (the command handler adds both). */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/**
 * How an aggregate's state is saved as a snapshot and read back, for aggregates whose streams grow
 * long (loads then fold only the events after the latest snapshot). Bump `version` whenever `evolve`
 * or the state's shape changes: snapshots of another version are ignored. Only for deciders whose
 * commands are idempotent by their state (a payment id, a period already closed): a retried command
 * whose events a snapshot already holds is no longer recognised by its command id.
 */
export interface SnapshotCodec<State> {
  version: string;
  /** A snapshot is saved once a command leaves the stream this many events past the last one. */
  every: number;
  save: (state: State) => unknown;
  restore: (saved: unknown) => State;
}

/**
 * Emmett-style decider: pure functions, no I/O, time passed in through the command.
 * `decide` returns the events a command causes or throws a DomainError.
 */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
  snapshot?: SnapshotCodec<State>;
}

export const fold = <State, Event extends DomainEvent>(
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State => events.reduce(decider.evolve, decider.initialState());
