import { randomUUID } from 'node:crypto';
import { sql, type Compilable } from 'kysely';
import type { ReadTransaction } from '../shared/tenant';

/**
 * The query's rows a batch at a time through a server-side cursor (DECLARE … FETCH), inside the
 * caller's tenant transaction: a report of any size holds a batch or two in memory, never all its rows.
 */
export async function* cursorBatches<Row>(trx: ReadTransaction, query: Compilable<Row>, batchSize = 2000): AsyncGenerator<Row[]> {
  const name = sql.id(`report_${randomUUID().replaceAll('-', '')}`);
  // The query is embedded as a subquery, its parameters bound ($1…), never spliced in as text.
  await sql`DECLARE ${name} NO SCROLL CURSOR FOR ${query}`.execute(trx);
  const fetch = () => sql<Row>`FETCH FORWARD ${sql.lit(batchSize)} FROM ${name}`.execute(trx).then((r) => r.rows);
  let next = fetch();
  try {
    for (;;) {
      const rows = await next;
      const more = rows.length === batchSize;
      // The next batch is asked for before this one is handed on: the database reads it while the caller writes this one.
      if (more) next = fetch();
      if (rows.length > 0) yield rows;
      if (!more) return;
    }
  } finally {
    // A caller that stopped early leaves a batch in flight; it is settled before the cursor is closed.
    await next.catch(() => undefined);
    await sql`CLOSE ${name}`.execute(trx);
  }
}

