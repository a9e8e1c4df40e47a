import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { decrypt, encrypt } from './cipher';

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

/** A person's data key, and its bytes wrapped with the master key (as `person_keys` holds them, and as the append checks them). */
export interface PersonKey {
  subjectId: string;
  wrapped: Buffer;
  key: Buffer;
}

/** Keys held in memory: 10,000 people are about 1 MB. */
const HELD = 10_000;

export const forgottenError = (subjectId: string): Error =>
  new Error(`Person ${subjectId} has been forgotten: their personal data cannot be recorded again`);

/**
 * The `person_keys` table: each person's data key, wrapped with the master key. Keys are never
 * logged and never leave this process unwrapped.
 *
 * Sealing takes no round trip: a person this process holds no key for gets a new one here, and the
 * append that uses it inserts it in its own statement (`append_to_streams`), which also checks that
 * every key it is given is the person's key in the table. When not (someone else made the person's
 * key first, or forgot them), the append is refused with nothing recorded; the store then `learn`s
 * the table's key and seals again. So a key is in the table exactly when an append using it
 * committed, and a destroyed key can never be sealed with again, whichever process forgot the person.
 *
 * Opening reads the keys each time, so a key destroyed by another process stops opening at once; a
 * key already held is not unwrapped again. The least recently used keys are dropped beyond `held`.
 */
export class PersonKeys {
  private readonly held = new Map<string, PersonKey>();

  constructor(private readonly pool: Queryable, private readonly master: Buffer, private readonly capacity = HELD) {}

  /** The key to seal each subject's fields with (one per subject, sorted: the order the append takes their rows in). */
  forSealing(ids: readonly string[]): PersonKey[] {
    return [...new Set(ids)].sort().map((subjectId) => this.use(subjectId) ?? this.hold(this.made(subjectId)));
  }

  /** After an append was refused for this subject's key: the table's key; a forgotten subject cannot be sealed for. */
  async learn(subjectId: string): Promise<void> {
    this.held.delete(subjectId);
    if (!(await this.forOpening([subjectId])).get(subjectId)) throw forgottenError(subjectId);
  }

  /** Each subject's key, or null once destroyed (or never made). */
  async forOpening(ids: readonly string[]): Promise<Map<string, Buffer | null>> {
    return this.read(this.pool, ids);
  }

  /**
   * Each subject's key in the caller's transaction, made for those without one (committed with that
   * transaction); null for the forgotten. For rewrites outside appends (`sealExisting`).
   */
  async forRewrite(client: pg.PoolClient, ids: readonly string[]): Promise<Map<string, Buffer | null>> {
    const made = [...new Set(ids)].sort().map((id) => this.made(id));
    await client.query('INSERT INTO person_keys (subject_id, data_key) SELECT * FROM unnest($1::text[], $2::bytea[]) ON CONFLICT (subject_id) DO NOTHING', [
      made.map((k) => k.subjectId), made.map((k) => k.wrapped),
    ]);
    return this.read(client, ids);
  }

  /** The subjects an append forgets: their keys are destroyed by it (`append_to_streams`), and no longer held. */
  forget(ids: readonly string[]): void {
    for (const id of ids) this.held.delete(id);
  }

  private async read(client: Queryable, ids: readonly string[]): Promise<Map<string, Buffer | null>> {
    const { rows } = await client.query<{ subject_id: string; data_key: Buffer | null }>('SELECT subject_id, data_key FROM person_keys WHERE subject_id = ANY($1::text[])', [[...new Set(ids)]]);
    const found = new Map<string, Buffer>();
    for (const { subject_id: subjectId, data_key: wrapped } of rows) {
      const held = this.use(subjectId);
      if (!wrapped) this.held.delete(subjectId);
      else found.set(subjectId, held?.wrapped.equals(wrapped) ? held.key : this.hold({ subjectId, wrapped, key: decrypt(this.master, wrapped) }).key);
    }
    return new Map(ids.map((id) => [id, found.get(id) ?? null]));
  }

  private made(subjectId: string): PersonKey {
    const key = randomBytes(32);
    return { subjectId, wrapped: encrypt(this.master, key), key };
  }

  private use(subjectId: string): PersonKey | undefined {
    const held = this.held.get(subjectId);
    if (held) {
      this.held.delete(subjectId);
      this.held.set(subjectId, held);
    }
    return held;
  }

  private hold(key: PersonKey): PersonKey {
    this.held.delete(key.subjectId);
    this.held.set(key.subjectId, key);
    if (this.held.size > this.capacity) this.held.delete(this.held.keys().next().value!);
    return key;
  }
}
