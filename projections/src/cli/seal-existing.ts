import pg from 'pg';
import { loadPiiConfig, sealExisting } from '@spend/eventstore';
import { loadProjectionsConfig } from '../config';

/**
 * `npm run pii:seal-existing`: the operator's one-time migration that seals the personal fields of
 * events recorded before sealing existed (the one sanctioned rewrite of history; see sealExisting).
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
} finally {
  await pool.end();
}
