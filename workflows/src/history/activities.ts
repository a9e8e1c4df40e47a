import { historyChainDecider, historyChainStream, isoNow, type Clock } from '@spend/domain';
import { anchorAt, anchorData, companyLastEvents, deterministicUuid, handleCommand, settledPosition, systemClock, type PostgresEventStore } from '@spend/eventstore';
import type { AnchorStore } from './anchor-store';

/**
 * The periodic anchors of the history (issue #26 item 2): each company whose history moved since its
 * last anchor gets an anchor at its last settled event — the digest of every one of its stream
 * heads as of that position (see anchorAt) — written to the locked store, then recorded in its
 * history (HistoryAnchored, which the activity feed shows). A company whose last event is its own
 * anchor's record has nothing new: anchoring it again would only anchor the anchor.
 */
export const createHistoryActivities = (options: { store: PostgresEventStore; anchors: AnchorStore; clock?: Clock }) => {
  const clock = options.clock ?? systemClock;
  return {
    /** Anchors every company with new events; answers how many it anchored. */
    async anchorHistories(): Promise<number> {
      const pool = options.store.pool;
      // Below it no event can still be appended: what is anchored stays the history as of it.
      const settled = await settledPosition(pool);
      if (settled === null) return 0;
      let anchored = 0;
      for (const last of await companyLastEvents(pool, settled)) {
        if (last.streamName === historyChainStream(last.companyId)) continue;
        const anchor = anchorData(await anchorAt(pool, last.companyId, last.position));
        const now = isoNow(clock);
        const { objectKey, retainUntil } = await options.anchors.put({ companyId: last.companyId, ...anchor, anchoredAt: now });
        // The command id is the anchor's: a retried activity records it once.
        await handleCommand(options.store, historyChainStream(last.companyId), historyChainDecider, { type: 'AnchorHistory', companyId: last.companyId, anchor, objectKey, retainUntil, now }, {
          companyId: last.companyId, userId: null, correlationId: deterministicUuid('history-anchor', last.companyId), commandId: deterministicUuid('history-anchor', `${last.companyId}:${anchor.position}`),
        });
        anchored++;
      }
      return anchored;
    },
  };
};

export type HistoryActivities = ReturnType<typeof createHistoryActivities>;
