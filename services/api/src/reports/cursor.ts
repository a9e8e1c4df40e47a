import { randomUUID } from 'node:crypto';
import { sql, type Compilable } from 'kysely';
import type { ReadTransaction } from '../shared/tenant';

/**
 * The query's rows a batch at a time through a server-side cursor (DECLARE … FETCH), inside the
 * caller's tenant transaction: a report of any size holds one batch in memory, never all its rows.
 */
export async function* cursorBatches<Row>(trx: ReadTransaction, query: Compilable<Row>, batchSize = 2000): AsyncGenerator<Row[]> {
  const name = sql.id(`report_${randomUUID().replaceAll('-', '')}`);
  // The query is embedded as a subquery, its parameters bound ($1…), never spliced in as text.
  await sql`DECLARE ${name} NO SCROLL CURSOR FOR ${query}`.execute(trx);
  try {
    for (;;) {
      const { rows } = await sql<Row>`FETCH FORWARD ${sql.lit(batchSize)} FROM ${name}`.execute(trx);
      if (rows.length > 0) yield rows;
      if (rows.length < batchSize) return;
    }
  } finally {
    await sql`CLOSE ${name}`.execute(trx);
  }
}

