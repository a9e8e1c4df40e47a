import pg from 'pg';
import { loadPiiConfig, renameEmailClaims, sealExisting } from '@spend/eventstore';
import { loadProjectionsConfig } from '../config';

/**
 * `npm run pii:seal-existing`: the operator's one-time migration that seals the personal fields of
 * events recorded before sealing existed, and moves their email claims off streams named after the
 * email (the one sanctioned rewrite of history; see sealExisting and renameEmailClaims).
 * Runs as the owner role, with the services' PII_MASTER_KEY. Safe to run again or after an interruption.
 */
const { MIGRATION_DATABASE_URL } = loadProjectionsConfig();
const pool = new pg.Pool({ connectionString: MIGRATION_DATABASE_URL, max: 1 });
try {
  let batches = 0;
  const total = await sealExisting(pool, loadPiiConfig(), {
    onBatch: ({ scanned, sealed }) => console.log(`Batch ${++batches}: ${scanned} events looked at, ${sealed} sealed`),
  });
  console.log(`Sealed the personal fields of ${total.sealed} events (${total.scanned} looked at)`);
  const claims = await renameEmailClaims(pool, loadPiiConfig());
  console.log(`Moved ${claims.renamed} email claims to their hashed stream names; ${claims.clashes} left where the email was claimed again since (to settle by hand)`);
} finally {
  await pool.end();
}
