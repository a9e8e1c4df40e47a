import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type Kysely, type Transaction } from 'kysely';
import pg from 'pg';
import type { ReadModels } from '@spend/projections/api';

export type ReadTransaction = Transaction<ReadModels>;

/** The HTTP request a read runs for (set by `useCancelOnDisconnect`): its tag names the database sessions working for it. */
export const currentRequest = new AsyncLocalStorage<{ tag: string; signal: AbortSignal }>();

/**
 * The only way the API reads read models: inside a transaction whose row-level-security settings
 * name the company (and, to find the caller, the token subject). `set_config(…, true)` lasts for
 * the transaction only, so a pooled connection never carries one request's company into another.
 *
 * The settings travel with the BEGIN, in one simple query of two statements (parameters would need
 * the extended protocol, one statement each): every read is three round trips, not four. Their
 * values are quoted by pg's own escapeLiteral.
 */
export const withTenant = <T>(
  db: Kysely<ReadModels>,
  scope: { companyId?: string; authId?: string; apiClientId?: string },
  read: (trx: ReadTransaction) => Promise<T>,
): Promise<T> => {
  const request = currentRequest.getStore();
  // A client that went away gets no further reads.
  request?.signal.throwIfAborted();
  const begin = `BEGIN; SELECT set_config('app.company_id', ${pg.escapeLiteral(scope.companyId ?? '')}, true), set_config('app.auth_id', ${pg.escapeLiteral(scope.authId ?? '')}, true),
    set_config('app.api_client_id', ${pg.escapeLiteral(scope.apiClientId ?? '')}, true), set_config('application_name', ${pg.escapeLiteral(request?.tag ?? '')}, true)`;
  return db.connection().execute(async (connection) => {
    try {
      await sql.raw(begin).execute(connection);
      // The connection is inside its transaction from here on, as Kysely's own Transaction would be
      // (which always sends a BEGIN of its own); nothing in a read opens another.
      const result = await read(connection as unknown as ReadTransaction);
      await sql.raw('COMMIT').execute(connection);
      return result;
    } catch (error) {
      await sql.raw('ROLLBACK').execute(connection).catch(() => undefined);
      throw error;
    }
  });
};
