import type pg from 'pg';
import type { ChainPoint } from './verify-chain';

/** A company's chain head: its last event's position and hash, and that event's stream. */
export interface CompanyChainHead extends ChainPoint {
  companyId: string;
  streamName: string;
}

/**
 * Every company's chain head, from its last event (events_chain_order), in company order. The
 * platform chain is not a company's and is left out. Committed events only: a head row and its last
 * event commit together.
 */
export const companyChainHeads = async (pool: pg.Pool): Promise<CompanyChainHead[]> => {
  const { rows } = await pool.query<{ chain: string; global_position: string; stream_name: string; hash: Buffer }>(
    `SELECT h.chain, e.global_position, e.stream_name, e.hash FROM chain_heads h
     CROSS JOIN LATERAL (SELECT global_position, stream_name, hash FROM events WHERE company_id = h.chain ORDER BY global_position DESC LIMIT 1) e
     WHERE h.chain <> '' ORDER BY h.chain`,
  );
  return rows.map((r) => ({ companyId: r.chain, position: BigInt(r.global_position), hash: r.hash.toString('hex'), streamName: r.stream_name }));
};
