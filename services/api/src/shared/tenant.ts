import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ReadModels } from '@spend/projections/api';

export type ReadTransaction = Transaction<ReadModels>;

/** The HTTP request a read runs for (set by `useCancelOnDisconnect`): its tag names the database sessions working for it. */
export const currentRequest = new AsyncLocalStorage<{ tag: string; signal: AbortSignal }>();

/**
 * The only way the API reads read models: inside a transaction whose row-level-security settings
 * name the company (and, to find the caller, the token subject). `set_config(…, true)` lasts for
 * the transaction only, so a pooled connection never carries one request's company into another.
 */
export const withTenant = <T>(
  db: Kysely<ReadModels>,
  scope: { companyId?: string; authId?: string; apiClientId?: string },
  read: (trx: ReadTransaction) => Promise<T>,
): Promise<T> => {
  const request = currentRequest.getStore();
  // A client that went away gets no further reads.
  request?.signal.throwIfAborted();
  return db.transaction().execute(async (trx) => {
    await sql`SELECT set_config('app.company_id', ${scope.companyId ?? ''}, true), set_config('app.auth_id', ${scope.authId ?? ''}, true),
      set_config('app.api_client_id', ${scope.apiClientId ?? ''}, true), set_config('application_name', ${request?.tag ?? ''}, true)`.execute(trx);
    return read(trx);
  });
};
