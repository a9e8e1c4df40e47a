import type { EventStore } from './types';

const tables = new WeakMap<EventStore, Map<string, Promise<void>>>();

/**
 * Commands of this process on the same streams take turns, so they do not lose revision races to
 * each other (other processes still can; the expected revision catches those). Streams are taken in
 * name order, so two commands sharing several streams cannot wait on each other.
 */
export const withStreamLocks = async <T>(store: EventStore, streamNames: readonly string[], work: () => Promise<T>): Promise<T> => {
  let table = tables.get(store);
  if (!table) tables.set(store, (table = new Map()));
  const releases: (() => void)[] = [];
  try {
    for (const name of [...new Set(streamNames)].sort()) {
      const previous = table.get(name) ?? Promise.resolve();
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const turn = previous.then(() => gate);
      table.set(name, turn);
      await previous;
      const held = table;
      releases.push(() => {
        release();
        if (held.get(name) === turn) held.delete(name);
      });
    }
    return await work();
  } finally {
    for (const release of releases) release();
  }
};
