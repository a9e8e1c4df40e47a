import type pg from 'pg';

/**
 * Who shares which units: the projection runners, or the Temporal workers' process managers. Each
 * group has its own advisory lock classes (the first key of the two-key form) for its live members
 * and for the units they own, so one group's members never count in the other's fair share.
 */
export const OWNERSHIP_GROUPS = {
  projections: { members: 7301, units: 7302 },
  'process-managers': { members: 7303, units: 7304 },
} as const;
export type OwnershipGroup = keyof typeof OWNERSHIP_GROUPS;

/** A projection's or process manager's partition: what one member of the group runs at a time. */
export interface Unit {
  name: string;
  partition: number;
  partitions: number;
}

export const unitKey = (unit: Unit): string => `${unit.name}:${unit.partition}/${unit.partitions}`;

/**
 * Which units this runner owns. Every lock is held by one session of the runner's own, so a runner
 * that dies (even kill -9) lets go of all of them at once when its connection closes. Each runner
 * takes at most its fair share (units ÷ live runners, rounded up) and gives back what is above it
 * when others join; the runners alive are the sessions holding the scope's shared lock, read from `pg_locks`.
 */
export class Ownership {
  private session: pg.PoolClient | null = null;
  private readonly owned = new Map<string, Unit>();

  private readonly classes: (typeof OWNERSHIP_GROUPS)[OwnershipGroup];

  constructor(
    private readonly pool: pg.Pool,
    private readonly runnerId: string,
    /** A helper (a rebuild) takes whatever is free and is not counted among the runners sharing the work. */
    private readonly helper = false,
    group: OwnershipGroup = 'projections',
    /** Who shares these units (counted for the fair share): every member of a scope holds its shared lock. */
    private readonly scope: string = group,
  ) {
    this.classes = OWNERSHIP_GROUPS[group];
  }

  /**
   * One round over the units there are now: takes free ones up to the fair share, and names those to
   * give back (above the share, or no longer among the units): stop them, then `release`.
   */
  async balance(units: readonly Unit[]): Promise<{ take: Unit[]; give: Unit[] }> {
    const session = await this.connect();
    const { rows: [live] } = await session.query<{ n: number }>(
      `SELECT count(DISTINCT pid)::int AS n FROM pg_locks
       WHERE locktype = 'advisory' AND granted AND classid = $1 AND objid = hashtext($2)::oid AND objsubid = 2
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [this.classes.members, this.scope],
    );
    const share = this.helper ? units.length : Math.ceil(units.length / Math.max(1, live?.n ?? 1));
    const current = new Set(units.map(unitKey));
    const kept = units.filter((u) => this.owned.has(unitKey(u)));
    const give = [...[...this.owned.values()].filter((u) => !current.has(unitKey(u))), ...kept.slice(share)];
    let owns = Math.min(kept.length, share);
    const take: Unit[] = [];
    // From a different place for each runner, so that runners starting together spread out.
    const offset = Math.abs(hash(this.runnerId)) % Math.max(1, units.length);
    for (const unit of [...units.slice(offset), ...units.slice(0, offset)]) {
      if (owns >= share) break;
      if (this.owned.has(unitKey(unit))) continue;
      const { rows: [got] } = await session.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked', [this.classes.units, unitKey(unit)]);
      if (!got?.locked) continue;
      this.owned.set(unitKey(unit), unit);
      owns++;
      take.push(unit);
    }
    return { take, give };
  }

  async release(unit: Unit): Promise<void> {
    if (!this.owned.delete(unitKey(unit))) return;
    await this.session?.query('SELECT pg_advisory_unlock($1, hashtext($2))', [this.classes.units, unitKey(unit)]);
  }

  /** Lets go of everything (the session closes); after a lost connection, the units are gone already. */
  async close(error?: Error): Promise<void> {
    const session = this.session;
    this.session = null;
    this.owned.clear();
    session?.release(error ?? true);
  }

  private async connect(): Promise<pg.PoolClient> {
    if (this.session) return this.session;
    const session = await this.pool.connect();
    // A lost session lost its locks: the runner must stop what it runs (see superviseUnits).
    session.on('error', () => undefined);
    try {
      if (!this.helper) await session.query('SELECT pg_advisory_lock_shared($1, hashtext($2))', [this.classes.members, this.scope]);
    } catch (error) {
      // Not yet ours to close: without this the client stayed checked out for good (a session killed
      // just after it connected), and the pool's end waited on it forever.
      session.release(error instanceof Error ? error : true);
      throw error;
    }
    this.session = session;
    return session;
  }
}

const hash = (text: string): number => {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h;
};
