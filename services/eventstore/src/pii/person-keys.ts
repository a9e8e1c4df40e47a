import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { decrypt, encrypt } from './cipher';

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

/**
 * The `person_keys` table: each person's data key, wrapped with the master key. Keys are never
 * logged and never leave this process unwrapped. Keys to seal with are cached (a process that
 * forgets someone drops theirs); keys to open with are read each time, so a key destroyed by
 * another process stops opening at once.
 */
export class PersonKeys {
  private readonly sealing = new Map<string, Buffer>();

  constructor(private readonly pool: Queryable, private readonly master: Buffer) {}

  /** Keys being made now: a person's events appended at once make their key once, not once each. */
  private readonly making = new Map<string, Promise<Buffer>>();

  /** A key per subject, made for those without one; a forgotten subject cannot be sealed for again. */
  async forSealing(ids: readonly string[]): Promise<Map<string, Buffer>> {
    const unknown = [...new Set(ids)].filter((id) => !this.sealing.has(id));
    const missing = unknown.filter((id) => !this.making.has(id));
    if (missing.length > 0) {
      const made = this.make(missing);
      const done = () => { for (const id of missing) this.making.delete(id); };
      made.then(done, done);
      for (const id of missing) this.making.set(id, made.then((keys) => keys.get(id)!));
    }
    await Promise.all(unknown.map((id) => this.making.get(id)));
    return new Map(ids.map((id) => [id, this.sealing.get(id)!]));
  }

  private async make(missing: readonly string[]): Promise<Map<string, Buffer>> {
    // One round trip: the keys made now, and those made before (the outer SELECT cannot see the new rows).
    const { rows } = await this.pool.query<{ subject_id: string; data_key: Buffer | null }>(
      `WITH made AS (
         INSERT INTO person_keys (subject_id, data_key) SELECT * FROM unnest($1::text[], $2::bytea[]) ON CONFLICT (subject_id) DO NOTHING RETURNING subject_id, data_key)
       SELECT subject_id, data_key FROM made
       UNION ALL SELECT subject_id, data_key FROM person_keys WHERE subject_id = ANY($1::text[]) AND subject_id NOT IN (SELECT subject_id FROM made)`,
      [missing, missing.map(() => encrypt(this.master, randomBytes(32)))],
    );
    const found = new Map(rows.map((r) => [r.subject_id, r.data_key && decrypt(this.master, r.data_key)]));
    // A key another process made while this statement ran is committed now, but was not in its snapshot.
    const racing = missing.filter((id) => !found.has(id));
    if (racing.length > 0) for (const [id, key] of await this.forOpening(racing)) found.set(id, key);
    const keys = new Map<string, Buffer>();
    for (const id of missing) {
      const key = found.get(id);
      if (!key) throw new Error(`Person ${id} has been forgotten: their personal data cannot be recorded again`);
      this.sealing.set(id, key);
      keys.set(id, key);
    }
    return keys;
  }

  /** Each subject's key, or null once destroyed (or never made). */
  async forOpening(ids: readonly string[]): Promise<Map<string, Buffer | null>> {
    const { rows } = await this.pool.query<{ subject_id: string; data_key: Buffer | null }>('SELECT subject_id, data_key FROM person_keys WHERE subject_id = ANY($1::text[])', [[...new Set(ids)]]);
    const found = new Map(rows.map((r) => [r.subject_id, r.data_key && decrypt(this.master, r.data_key)]));
    return new Map(ids.map((id) => [id, found.get(id) ?? null]));
  }

  /** Destroys the subjects' keys, in the caller's transaction (the forgetting event's append). */
  async destroy(client: Queryable, ids: readonly string[]): Promise<void> {
    for (const id of ids) this.sealing.delete(id);
    await client.query(
      `INSERT INTO person_keys (subject_id, data_key, destroyed_at) SELECT unnest($1::text[]), NULL, clock_timestamp()
       ON CONFLICT (subject_id) DO UPDATE SET data_key = NULL, destroyed_at = coalesce(person_keys.destroyed_at, EXCLUDED.destroyed_at)`,
      [[...new Set(ids)]],
    );
  }
}
