import { sql } from 'kysely';
import type { Projection } from '../../types';

/**
 * Test projection: records every event it applies in `tally_applied` (no unique key), so a test
 * can see an event applied twice or skipped. `delayMs` slows each batch so a kill lands mid-stream.
 */
export const tallyProjection = (delayMs = 0): Projection => ({
  name: 'tally',
  tables: ['tally_applied' as never],
  eventTypes: ['Tallied'],
  apply: async (trx, events) => {
    const ids = events.map((e) => e.id);
    await sql`INSERT INTO tally_applied (event_id) SELECT unnest(${ids}::uuid[])`.execute(trx);
    if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
    return [{ companyId: events[0]!.metadata.companyId, what: 'tally', ids }];
  },
});

export const TALLY_TABLE_SQL = `
  CREATE TABLE tally_applied (event_id uuid NOT NULL, applied_at timestamptz NOT NULL DEFAULT clock_timestamp());
  GRANT ALL ON tally_applied TO spend_projector;`;
