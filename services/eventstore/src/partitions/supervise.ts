import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { Ownership, unitKey, type OwnershipGroup, type Unit } from './ownership';
import { sleep } from './sleep';

interface Logger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface SuperviseOptions {
  /** Pool for the session that holds this member's locks. */
  pool: pg.Pool;
  group: OwnershipGroup;
  /** Who shares the units, when not the whole group (one process manager's workers). */
  scope?: string;
  /** What the group shares now (read anew each round: a count may change). */
  units: () => Promise<Unit[]>;
  /** Runs an owned unit until its signal aborts; it must stop promptly when told. */
  run: (unit: Unit, signal: AbortSignal) => Promise<void>;
  signal: AbortSignal;
  /** How often this member balances its share (and notices a member gone). */
  intervalMs: number;
  helper?: boolean;
  logger?: Logger;
  /** Names the group in log lines: `projection`, `process manager`. */
  label: string;
}

/**
 * One member of a group sharing units (partitions) with any number of others: every `intervalMs` it
 * balances its fair share (see Ownership), stops and releases what it gives back, and runs what it
 * takes. A lost lock session lost every lock with it: everything stops, and the next round starts over.
 */
export const superviseUnits = async (options: SuperviseOptions): Promise<void> => {
  const { signal, logger, label } = options;
  const ownership = new Ownership(options.pool, randomUUID(), options.helper, options.group, options.scope);
  const running = new Map<string, { stop: AbortController; done: Promise<void> }>();
  const stopUnit = async (key: string) => {
    const run = running.get(key);
    running.delete(key);
    run?.stop.abort();
    await run?.done;
  };
  const stopAll = () => Promise.all([...running.keys()].map(stopUnit));
  while (!signal.aborted) {
    try {
      const { take, give } = await ownership.balance(await options.units());
      for (const unit of give) {
        await stopUnit(unitKey(unit));
        await ownership.release(unit);
      }
      for (const unit of take) {
        const stop = new AbortController();
        running.set(unitKey(unit), { stop, done: options.run(unit, stop.signal) });
      }
      if (take.length + give.length > 0) logger?.info({ took: take.map(unitKey), gave: give.map(unitKey), owns: [...running.keys()] }, `${label} partitions balanced`);
    } catch (error) {
      logger?.error({ err: error, owned: [...running.keys()] }, `${label} partitions lost with their lock session; stopping them and claiming again`);
      await stopAll();
      await ownership.close(error instanceof Error ? error : undefined);
    }
    await sleep(options.intervalMs, signal);
  }
  await stopAll();
  await ownership.close();
};
