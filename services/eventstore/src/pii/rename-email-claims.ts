import type pg from 'pg';
import type { PiiConfig } from './config';
import { emailClaimStream } from './email-stream';

export interface RenameEmailClaimsCounts {
  /** Streams moved to their keyed-hash name. */
  renamed: number;
  /** Streams left as they were: their hashed name holds a claim already (the email was claimed again since). */
  clashes: number;
}

const LEGACY = 'email-%@%';

/**
 * Part of the one sanctioned rewrite of history (see sealExisting): email claims recorded before
 * sealing existed live in streams named after the plain email (`email-<email>`). The name keeps the
 * email after the person is forgotten, and today's lookups (by keyed hash) do not find the claim, so
 * the email could be claimed twice. Each such stream moves to its keyed-hash name with its events and
 * snapshot, one stream per transaction; migration 011 lets nothing else of an event change. Safe to
 * run again: a moved stream no longer matches.
 */
export const renameEmailClaims = async (pool: pg.Pool, config: PiiConfig): Promise<RenameEmailClaimsCounts> => {
  const { rows } = await pool.query<{ stream_name: string }>('SELECT stream_name FROM streams WHERE stream_name LIKE $1', [LEGACY]);
  const counts: RenameEmailClaimsCounts = { renamed: 0, clashes: 0 };
  for (const { stream_name: legacy } of rows) {
    const hashed = emailClaimStream(legacy.slice('email-'.length), config);
    const client = await pool.connect();
    try {
      await client.query("BEGIN; SET LOCAL spend.rewrite = 'email-claims'");
      // The new name first: events and the snapshot refer to a stream that exists.
      const made = await client.query('INSERT INTO streams (stream_name, revision) SELECT $2, revision FROM streams WHERE stream_name = $1 ON CONFLICT DO NOTHING', [legacy, hashed]);
      if (made.rowCount === 0) {
        await client.query('ROLLBACK');
        counts.clashes++;
        continue;
      }
      await client.query('UPDATE events SET stream_name = $2 WHERE stream_name = $1', [legacy, hashed]);
      await client.query('UPDATE snapshots SET stream_name = $2 WHERE stream_name = $1', [legacy, hashed]);
      await client.query('DELETE FROM streams WHERE stream_name = $1', [legacy]);
      await client.query('COMMIT');
      counts.renamed++;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
  return counts;
};
