import pg from 'pg';
import { normalizeEmail } from './accounts';

/** The members the API knows, by the email they sign in with (the account id here). */
export interface MemberDirectory {
  /** The member's name when some company has an active user signing in with this email. */
  find(email: string): Promise<{ name: string } | undefined>;
}

/**
 * The API's `users` read model, read as `spend_identity`: one person's name by their sign-in id
 * (row-level security shows only the rows whose auth_id the transaction names; migration 184).
 */
export class PostgresMemberDirectory implements MemberDirectory {
  private readonly pool: pg.Pool;

  constructor(connectionString: string) {
    this.pool = new pg.Pool({ connectionString, max: 2 });
    this.pool.on('error', () => undefined);
  }

  async find(email: string): Promise<{ name: string } | undefined> {
    const authId = normalizeEmail(email);
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN READ ONLY');
      await client.query(`SELECT set_config('app.auth_id', $1, true)`, [authId]);
      const { rows } = await client.query<{ first_name: string; last_name: string }>(
        'SELECT first_name, last_name FROM users WHERE auth_id = $1 AND NOT archived LIMIT 1',
        [authId],
      );
      await client.query('COMMIT');
      const row = rows[0];
      return row && { name: `${row.first_name} ${row.last_name}`.trim() };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
