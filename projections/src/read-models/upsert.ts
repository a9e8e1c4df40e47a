import { sql, type Insertable, type Transaction } from 'kysely';
import type { ReadModels } from './tables';
import type { ReadModelChange } from '../types';

/** PostgreSQL takes at most 65,535 parameters per statement. */
const MAX_PARAMETERS = 60_000;

/**
 * Writes each changed row once, as multi-row `INSERT … ON CONFLICT (key) DO UPDATE`, so a batch of
 * events costs a few statements however many events touched the rows.
 */
export const upsertRows = async <T extends keyof ReadModels & string>(
  trx: Transaction<ReadModels>,
  table: T,
  key: readonly string[],
  rows: readonly Insertable<ReadModels[T]>[],
): Promise<void> => {
  if (rows.length === 0) return;
  // A statement may not upsert the same key twice: the last version of a row wins.
  const byKey = new Map<string, Insertable<ReadModels[T]>>();
  for (const row of rows) byKey.set(key.map((k) => String((row as Record<string, unknown>)[k])).join('/'), row);
  if (byKey.size < rows.length) rows = [...byKey.values()];
  const columns = Object.keys(rows[0]!);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    await trx
      .insertInto(table)
      .values(chunk as never)
      .onConflict((oc) =>
        oc.columns(key as never).doUpdateSet(Object.fromEntries(columns.filter((c) => !key.includes(c)).map((c) => [c, sql.ref(`excluded.${c}`)])) as never),
      )
      .execute();
  }
};

/** One change entry per company for the (distinct) ids a batch touched. */
export const changesByCompany = (what: string, rows: Iterable<{ id: string; company_id: string }>): ReadModelChange[] => {
  const byCompany = new Map<string, Set<string>>();
  for (const row of rows) {
    let ids = byCompany.get(row.company_id);
    if (!ids) byCompany.set(row.company_id, (ids = new Set()));
    ids.add(row.id);
  }
  return [...byCompany].map(([companyId, ids]) => ({ companyId, what, ids: [...ids] }));
};
