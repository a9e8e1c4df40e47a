import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** What a simulator keeps across restarts: its state as plain data, and a way to take it back. */
export interface Stateful<State> {
  state(): State;
  restore(state: State): void;
}

// Maps (the simulators' records by id) are written as { $map: entries } and read back as Maps.
const replacer = (_key: string, value: unknown): unknown => (value instanceof Map ? { $map: [...value.entries()] } : value);
const reviver = (_key: string, value: unknown): unknown =>
  value && typeof value === 'object' && Array.isArray((value as { $map?: unknown }).$map) && Object.keys(value).length === 1 ? new Map((value as { $map: [unknown, unknown][] }).$map) : value;

/**
 * Keeps a simulator's state in `file`, as the real provider keeps its records: restores what the file
 * holds now, and answers a `save` that writes the state whole after each change (to a temporary file
 * renamed over it, so a process killed mid-write leaves the last whole state).
 */
export const keepState = <State>(file: string, target: Stateful<State>): (() => void) => {
  if (existsSync(file)) target.restore(JSON.parse(readFileSync(file, 'utf8'), reviver) as State);
  mkdirSync(dirname(file), { recursive: true });
  return () => {
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, JSON.stringify(target.state(), replacer));
    renameSync(partial, file);
  };
};
