import { sql, type Kysely } from 'kysely';
import { Gauge, type ReadinessCheck, type Registry } from '@spend/runtime';
import type { ReadModels } from '../read-models/tables';

/**
 * How many events of `$all` each partition of each projection has still to pass: the newest global
 * position less its checkpoint's. Approximate while transactions commit out of order, exact when quiet.
 */
export const partitionLag = async (db: Kysely<ReadModels>, names: readonly string[]): Promise<{ name: string; partition: number; lag: number }[]> => {
  const { rows } = await sql<{ name: string; partition: number; lag: string }>`
    SELECT c.name, c.partition, GREATEST(COALESCE((SELECT max(global_position) FROM events), 0) - c.prepare_position, 0)::text AS lag
    FROM projection_checkpoints c WHERE c.name = ANY(${[...names]})`.execute(db);
  return rows.map((r) => ({ name: r.name, partition: r.partition, lag: Number(r.lag) }));
};

/** Each projection's lag: its slowest partition's (infinite for one never started). */
export const projectionLag = async (db: Kysely<ReadModels>, names: readonly string[]): Promise<Map<string, number>> => {
  const lag = new Map(names.map((name) => [name, Number.POSITIVE_INFINITY]));
  const seen = new Set<string>();
  for (const row of await partitionLag(db, names)) {
    lag.set(row.name, seen.has(row.name) ? Math.max(lag.get(row.name)!, row.lag) : row.lag);
    seen.add(row.name);
  }
  return lag;
};

/** Ready while every projection is within `maxLag` events of the head (one never started is not). */
export const lagCheck = (db: Kysely<ReadModels>, names: readonly string[], maxLag: number): ReadinessCheck => async () => {
  const behind = [...(await projectionLag(db, names))].filter(([, lag]) => lag > maxLag);
  if (behind.length > 0) throw new Error(`behind by more than ${maxLag} events: ${behind.map(([name, lag]) => `${name} (${lag})`).join(', ')}`);
};

/** `spend_projection_lag_events{projection,partition}`, read from the database at each scrape. */
export const registerLagGauge = (registry: Registry, db: Kysely<ReadModels>, names: readonly string[]): void => {
  const gauge: Gauge<'projection' | 'partition'> = new Gauge({
    name: 'spend_projection_lag_events',
    help: 'Events of $all a projection partition has still to pass',
    labelNames: ['projection', 'partition'],
    registers: [registry],
    collect: async () => {
      gauge.reset();
      for (const row of await partitionLag(db, names)) gauge.set({ projection: row.name, partition: String(row.partition) }, row.lag);
    },
  });
};
