import { sql, type Kysely } from 'kysely';
import { Gauge, type ReadinessCheck, type Registry } from '@spend/eventstore/runtime';
import type { ReadModels } from '../read-models/tables';

/**
 * How many events of `$all` each projection has still to pass: the newest global position less its
 * checkpoint's. Approximate while transactions commit out of order, exact when quiet.
 */
export const projectionLag = async (db: Kysely<ReadModels>, names: readonly string[]): Promise<Map<string, number>> => {
  const { rows } = await sql<{ name: string; lag: string }>`
    SELECT c.name, GREATEST(COALESCE((SELECT max(global_position) FROM events), 0) - c.prepare_position, 0)::text AS lag
    FROM projection_checkpoints c WHERE c.name = ANY(${[...names]})`.execute(db);
  const lag = new Map(names.map((name) => [name, Number.POSITIVE_INFINITY]));
  for (const row of rows) lag.set(row.name, Number(row.lag));
  return lag;
};

/** Ready while every projection is within `maxLag` events of the head (one never started is not). */
export const lagCheck = (db: Kysely<ReadModels>, names: readonly string[], maxLag: number): ReadinessCheck => async () => {
  const behind = [...(await projectionLag(db, names))].filter(([, lag]) => lag > maxLag);
  if (behind.length > 0) throw new Error(`behind by more than ${maxLag} events: ${behind.map(([name, lag]) => `${name} (${lag})`).join(', ')}`);
};

/** `spend_projection_lag_events{projection}`, read from the database at each scrape. */
export const registerLagGauge = (registry: Registry, db: Kysely<ReadModels>, names: readonly string[]): void => {
  const gauge: Gauge<'projection'> = new Gauge({
    name: 'spend_projection_lag_events',
    help: 'Events of $all a projection has still to pass',
    labelNames: ['projection'],
    registers: [registry],
    collect: async () => {
      for (const [name, lag] of await projectionLag(db, names)) gauge.set({ projection: name }, Number.isFinite(lag) ? lag : -1);
    },
  });
};
