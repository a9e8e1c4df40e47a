import type { Decider, DomainEvent } from '@spend/domain';
import { deterministicUuid, foldStart, handleCommand, snapshotIfDue, type CommandContext, type CommandResult, type StreamSpec } from './command-handler';
import { withStreamLocks } from './stream-locks';
import { WrongExpectedVersionError, type EventStore, type StreamAppend } from './types';

export interface BatchedCommand<Command> {
  streamName: string;
  command: Command;
  context: CommandContext;
}

export type BatchOutcome<State, Event> = { result: CommandResult<State, Event> } | { error: unknown };

/**
 * Commands of one decider on as many different streams, handled together: one read of all the
 * streams (from their snapshots) and one atomic append of everything decided, so two round trips
 * for the batch instead of two per command. Each command is decided on its own and a refused one is
 * only its own outcome. Should another process move one of the streams on meanwhile, the append is
 * refused as a whole and each command then goes through `handleCommand` alone (which retries).
 * A decider without snapshots has every stream read whole (so a retried command is still known by
 * its id). With a stream named twice, every command goes alone from the start.
 */
export const handleCommandBatch = async <State, Command, Event extends DomainEvent>(
  store: EventStore,
  decider: Decider<State, Command, Event>,
  commands: readonly BatchedCommand<Command>[],
): Promise<BatchOutcome<State, Event>[]> => {
  const alone = () =>
    Promise.all(commands.map((c) => handleCommand(store, c.streamName, decider, c.command, c.context).then((result) => ({ result }), (error: unknown) => ({ error }))));
  const codec = decider.snapshot;
  const names = commands.map((c) => c.streamName);
  if (new Set(names).size !== names.length) return alone();
  const fold = decider as unknown as StreamSpec<State, never>['fold'];

  const together = await withStreamLocks(store, names, async (): Promise<BatchOutcome<State, Event>[] | null> => {
    // No snapshot is ever saved under the empty version: a decider without them reads its streams whole.
    const found = await store.readStreamsFromSnapshots(names, codec?.version ?? '');
    const decided = commands.map((c) => {
      const { start, read } = foldStart(fold, found.get(c.streamName));
      const state = read.reduce((s, e) => decider.evolve(s, e as never), start.state);
      const folded = { state, revision: read.at(-1)?.revision ?? start.revision, snapshotAt: start.snapshotAt };
      const already = read.filter((e) => e.metadata.causationId === c.context.commandId) as unknown as Event[];
      if (already.length > 0) return { c, folded, events: already, append: false };
      try {
        const events = decider.decide(c.command, state);
        return { c, folded, events, append: events.length > 0 };
      } catch (error) {
        return { c, folded, error };
      }
    });
    const appending = decided.filter((d) => d.append).sort((a, b) => (a.c.streamName < b.c.streamName ? -1 : 1));
    const appends: StreamAppend[] = appending.map(({ c, folded, events }) => ({
      streamName: c.streamName,
      expectedRevision: folded.revision < 0n ? 'no_stream' : folded.revision,
      events: events!.map((e, i) => ({
        id: deterministicUuid(c.context.commandId, i), type: e.type, data: e.data,
        metadata: { companyId: c.context.companyId, userId: c.context.userId, correlationId: c.context.correlationId, causationId: c.context.commandId, schemaVersion: 1 },
      })),
    }));
    let results;
    try {
      results = appends.length > 0 ? await store.appendToStreams(appends) : [];
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) return null;
      throw error;
    }
    const after = new Map(appending.map((d, i) => [d.c.streamName, { appended: results[i]!, state: d.events!.reduce(decider.evolve, d.folded.state) }] as const));
    await Promise.all(appending.map((d) => {
      const { appended, state } = after.get(d.c.streamName)!;
      return snapshotIfDue(store, { name: d.c.streamName, fold }, { state, revision: appended.nextExpectedRevision, snapshotAt: d.folded.snapshotAt });
    }));
    return decided.map((d): BatchOutcome<State, Event> => {
      if ('error' in d) return { error: d.error };
      const done = after.get(d.c.streamName);
      return { result: { state: done?.state ?? d.folded.state, events: d.events, appended: done?.appended ?? null } };
    });
  });
  return together ?? alone();
};
