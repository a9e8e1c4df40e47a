import { sql } from 'kysely';
import type { Projection } from '../../types';

/**
 * Test projection: records every event it applies in `tally_applied` (no unique key), so a test
 * can see an event applied twice or skipped. `delayMs` slows each batch so a kill lands mid-stream.
 */
export const tallyProjection = (delayMs = 0, name = 'tally'): Projection => ({
  name,
  tables: [`${name}_applied` as never],
  eventTypes: ['Tallied'],
  apply: async (trx, events) => {
    const ids = events.map((e) => e.id);
    const companies = events.map((e) => e.metadata.companyId);
    // In the batch's order: the serial `seq` then tells the order events were applied in.
    await sql`INSERT INTO ${sql.table(`${name}_applied`)} (event_id, company_id) SELECT id, company FROM unnest(${ids}::uuid[], ${companies}::text[]) WITH ORDINALITY AS x(id, company, n) ORDER BY n`.execute(trx);
    if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
    return [{ companyId: events[0]!.metadata.companyId, what: 'tally', ids }];
  },
});

export const tallyTableSql = (name = 'tally'): string => `
  CREATE TABLE ${name}_applied (seq bigserial, event_id uuid NOT NULL, company_id text, applied_at timestamptz NOT NULL DEFAULT clock_timestamp());
  GRANT ALL ON ${name}_applied TO spend_projector;
  GRANT ALL ON SEQUENCE ${name}_applied_seq_seq TO spend_projector;`;
export const TALLY_TABLE_SQL = tallyTableSql();
