import type pg from 'pg';
import { historyChainDecider, historyChainStream, isoNow, type Clock } from '@spend/domain';
import { systemClock } from '../clock';
import { deterministicUuid, handleCommand } from '../command-handler';
import type { EventStore } from '../types';
import type { ChainPoint } from './verify-chain';

/** A chain whose hashes a sanctioned rewrite changed: its head before and after (the same position). */
export interface Rechained {
  /** null: the platform chain of events of no company. */
  companyId: string | null;
  oldAnchor: ChainPoint;
  newAnchor: ChainPoint;
  rewritten: number;
}

/**
 * Recomputes every chain (migration 012's `rechain`), each in a transaction of its own saying so
 * (only the owner role may), and answers those whose hashes changed. For after the one sanctioned
 * rewrite of history (`pii:seal-existing`); a chain nothing changed in is left as it is.
 */
export const rechainAll = async (owner: pg.Pool): Promise<Rechained[]> => {
  const { rows: chains } = await owner.query<{ chain: string }>('SELECT chain FROM chain_heads ORDER BY chain');
  const changed: Rechained[] = [];
  for (const { chain } of chains) {
    const client = await owner.connect();
    try {
      await client.query("BEGIN; SET LOCAL spend.rewrite = 'rechain'");
      const { rows: [r] } = await client.query<{ old_hash: Buffer; new_hash: Buffer; last_position: string | null; rewritten: string }>('SELECT * FROM rechain($1)', [chain]);
      await client.query('COMMIT');
      if (r && r.last_position !== null && Number(r.rewritten) > 0) {
        const position = BigInt(r.last_position);
        changed.push({ companyId: chain === '' ? null : chain, oldAnchor: { position, hash: r.old_hash.toString('hex') }, newAnchor: { position, hash: r.new_hash.toString('hex') }, rewritten: Number(r.rewritten) });
      }
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
  return changed;
};

/**
 * Records each company's re-chain in its history (HistoryRechained: the old and new heads), through
 * the command handler; the command id is the re-chain's, so a second run records nothing twice.
 * The platform chain has no company history to record it in: the caller reports it.
 */
export const recordRechains = async (store: EventStore, rechained: readonly Rechained[], clock: Clock = systemClock): Promise<void> => {
  for (const r of rechained) {
    if (r.companyId === null) continue;
    const point = (p: ChainPoint) => ({ position: p.position.toString(), hash: p.hash });
    await handleCommand(store, historyChainStream(r.companyId), historyChainDecider,
      { type: 'RecordRechain', companyId: r.companyId, oldAnchor: point(r.oldAnchor), newAnchor: point(r.newAnchor), rewritten: r.rewritten, now: isoNow(clock) },
      { companyId: r.companyId, userId: null, correlationId: deterministicUuid('rechain', r.companyId), commandId: deterministicUuid('rechain', r.companyId, r.newAnchor.hash) });
  }
};
