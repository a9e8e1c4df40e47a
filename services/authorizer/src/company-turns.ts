import type pg from 'pg';
import { databasePool, type RuntimeLogger } from '@spend/runtime';

/** Ends a turn (never throws). `waited`: another replica held it first, so this one's folds may be behind. */
export interface Turn {
  waited: boolean;
  end(): Promise<void>;
}

/** Takes a company's turn to decide; resolves once it is this replica's (or once waiting is pointless). */
export type CompanyTurns = (companyId: string) => Promise<Turn>;

/** One replica alone (tests, a single process): every turn is free at once. */
export const alwaysOurTurn: CompanyTurns = () => Promise.resolve({ waited: false, end: () => Promise.resolve() });

/** The longest a batch waits for another replica's turn before deciding anyway. */
const WAIT_MS = 1_000;

/**
 * Authorizer replicas take turns per company, with a PostgreSQL advisory lock held for a batch's
 * decision and append. Without turns, two replicas behind a load balancer both decided a busy
 * company's batches against folds the other had just made stale: each append lost the revision race,
 * re-read and tried again, and at 30 authorizations/s on the cluster the answers took 10 s where one
 * replica alone answered in 0.2 s. The turn is only for speed: the expected revisions still decide
 * who wins, so a turn not had in time (a replica cut off while holding one, a failover) is decided
 * without it, never waited on for good.
 *
 * The turns have a pool of their own (a waiting turn holds its connection; the appends need theirs),
 * whose sessions wait at most `waitMs` for a lock.
 */
export const advisoryTurns = (connectionString: string, size: number, { logger, waitMs = WAIT_MS }: { logger?: Pick<RuntimeLogger, 'warn'>; waitMs?: number } = {}): { turns: CompanyTurns; close: () => Promise<void> } => {
  const pool = databasePool({ connectionString, max: size, options: `-c lock_timeout=${waitMs}` }, logger, 'company turns');
  const lock = (client: pg.PoolClient, how: string, companyId: string) =>
    client.query<{ ok: boolean }>(`SELECT ${how}(hashtext('spend.authorizer'), hashtext($1)) AS ok`, [companyId]);
  const turns: CompanyTurns = async (companyId) => {
    let client: pg.PoolClient | undefined;
    try {
      client = await pool.connect();
      const free = (await lock(client, 'pg_try_advisory_lock', companyId)).rows[0]!.ok;
      if (!free) await lock(client, 'pg_advisory_lock', companyId);
      const held = client;
      return {
        waited: !free,
        end: async () => {
          try {
            await lock(held, 'pg_advisory_unlock', companyId);
            held.release();
          } catch (error) {
            held.release(error as Error);
          }
        },
      };
    } catch (error) {
      // Not had in time, or the database is away: decided without it (the append's revisions still guard).
      client?.release(error as Error);
      return { waited: true, end: () => Promise.resolve() };
    }
  };
  return { turns, close: () => pool.end() };
};
