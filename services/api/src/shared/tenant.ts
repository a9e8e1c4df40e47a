import { sql, type Kysely, type Transaction } from 'kysely';
import type { ReadModels } from '@spend/projections';

export type ReadTransaction = Transaction<ReadModels>;

/**
 * The only way the API reads read models: inside a transaction whose row-level-security settings
 * name the company (and, to find the caller, the token subject). `set_config(…, true)` lasts for
 * the transaction only, so a pooled connection never carries one request's company into another.
 */
export const withTenant = <T>(
  db: Kysely<ReadModels>,
  scope: { companyId?: string; authId?: string },
  read: (trx: ReadTransaction) => Promise<T>,
): Promise<T> =>
  db.transaction().execute(async (trx) => {
    await sql`SELECT set_config('app.company_id', ${scope.companyId ?? ''}, true), set_config('app.auth_id', ${scope.authId ?? ''}, true)`.execute(trx);
    return read(trx);
  });
