import type pg from 'pg';
import { historyChainDecider, historyChainStream, isoNow, type AnchorData, type Clock } from '@spend/domain';
import { systemClock } from '../clock';
import { deterministicUuid, handleCommand } from '../command-handler';
import type { EventStore } from '../types';
import { inRewrite } from '../postgres/rewrite';
import { anchorAt, companyCondition, type Anchor } from './anchors';
import { chainsOf } from './verify-chain';

/** A company whose stream chains a sanctioned rewrite changed: its anchor at its last event before and after. */
export interface Rechained {
  /** null: the events of no company. */
  companyId: string | null;
  oldAnchor: Anchor;
  newAnchor: Anchor;
  /** Hashes rewritten. */
  rewritten: number;
}

/**
 * Recomputes the chain of every stream (migration 012's `rechain_streams`), a company's streams in a
 * transaction of their own saying so (only the owner role may) with their rows locked, and answers
 * the companies whose hashes changed with their anchors at their last event before and after. For
 * after the one sanctioned rewrite of history (`pii:seal-existing`); a stream nothing changed in is
 * left as it is.
 */
export const rechainAll = async (owner: pg.Pool): Promise<Rechained[]> => {
  const changed: Rechained[] = [];
  for (const companyId of await chainsOf(owner)) {
    const rechained = await inRewrite(owner, 'rechain', async (client): Promise<Rechained | null> => {
      const { rows: [own] } = await client.query<{ streams: string[]; position: string | null }>(
        `SELECT array_agg(DISTINCT stream_name) AS streams, max(global_position)::text AS position FROM events WHERE ${companyCondition(companyId)}`, [companyId ?? ''],
      );
      if (!own?.position) return null;
      await client.query('SELECT 1 FROM streams WHERE stream_name = ANY ($1) ORDER BY stream_name FOR UPDATE', [own.streams]);
      const position = BigInt(own.position);
      const oldAnchor = await anchorAt(client, companyId, position);
      const { rows } = await client.query<{ rewritten: string }>('SELECT rewritten FROM rechain_streams($1)', [own.streams]);
      const rewritten = rows.reduce((sum, r) => sum + Number(r.rewritten), 0);
      return rewritten > 0 ? { companyId, oldAnchor, newAnchor: await anchorAt(client, companyId, position), rewritten } : null;
    });
    if (rechained) changed.push(rechained);
  }
  return changed;
};

/** An anchor as the company's history records it. */
export const anchorData = (a: Anchor): AnchorData => ({ position: a.position.toString(), digest: a.digest, streams: a.streams });

/**
 * Records each company's re-chain in its history (HistoryRechained: the anchors before and after),
 * through the command handler; the command id is the re-chain's, so a second run records nothing
 * twice. Events of no company have no company history to record it in: the caller reports them.
 */
export const recordRechains = async (store: EventStore, rechained: readonly Rechained[], clock: Clock = systemClock): Promise<void> => {
  for (const r of rechained) {
    if (r.companyId === null) continue;
    await handleCommand(store, historyChainStream(r.companyId), historyChainDecider,
      { type: 'RecordRechain', companyId: r.companyId, oldAnchor: anchorData(r.oldAnchor), newAnchor: anchorData(r.newAnchor), rewritten: r.rewritten, now: isoNow(clock) },
      { companyId: r.companyId, userId: null, correlationId: deterministicUuid('rechain', r.companyId), commandId: deterministicUuid('rechain', r.companyId, r.newAnchor.digest) });
  }
};
