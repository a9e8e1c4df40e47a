import pg from 'pg';
import { loadPiiConfig, PostgresEventStore, rechainAll, recordRechains, renameEmailClaims, sealExisting } from '@spend/eventstore';
import { loadProjectionsConfig } from '../config';

/**
 * `npm run pii:seal-existing`: the operator's one-time migration that seals the personal fields of
 * events recorded before sealing existed, and moves their email claims off streams named after the
 * email (the one sanctioned rewrite of history; see sealExisting and renameEmailClaims). Both change
 * stored events, so the streams' hash chains are then recomputed and each company's re-chain is
 * recorded in its history with its anchors before and after (rechainAll, recordRechains; issue #26).
 * Runs as the owner role, with the services' PII_MASTER_KEY. Safe to run again or after an interruption.
 */
const { MIGRATION_DATABASE_URL } = loadProjectionsConfig();
const pool = new pg.Pool({ connectionString: MIGRATION_DATABASE_URL, max: 1 });
const store = new PostgresEventStore({ connectionString: MIGRATION_DATABASE_URL, poolSize: 1 });
try {
  let batches = 0;
  const total = await sealExisting(pool, loadPiiConfig(), {
    onBatch: ({ scanned, sealed }) => console.log(`Batch ${++batches}: ${scanned} events looked at, ${sealed} sealed`),
  });
  console.log(`Sealed the personal fields of ${total.sealed} events (${total.scanned} looked at)`);
  const claims = await renameEmailClaims(pool, loadPiiConfig());
  console.log(`Moved ${claims.renamed} email claims to their hashed stream names; ${claims.clashes} left where the email was claimed again since (to settle by hand)`);
  const rechained = await rechainAll(pool);
  for (const r of rechained) {
    console.log(`Re-chained ${r.companyId === null ? 'the events of no company' : `company ${r.companyId}`}: ${r.rewritten} hashes rewritten; its digest at position ${r.newAnchor.position} (${r.newAnchor.streams} streams) was ${r.oldAnchor.digest}, now ${r.newAnchor.digest}`);
  }
  await recordRechains(store, rechained);
  console.log(`Recorded ${rechained.filter((r) => r.companyId !== null).length} re-chains in their companies' histories`);
} finally {
  await store.close();
  await pool.end();
}
