import pg from 'pg';
import { normalizeEmail } from './accounts';
import { readScoped } from './scoped-read';

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
    const [row] = await readScoped<{ first_name: string; last_name: string }>(
      this.pool, 'app.auth_id', authId, 'SELECT first_name, last_name FROM users WHERE auth_id = $1 AND NOT archived LIMIT 1', [authId],
    );
    return row && { name: `${row.first_name} ${row.last_name}`.trim() };
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
