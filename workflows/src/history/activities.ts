import { historyChainDecider, historyChainStream, isoNow, type Clock } from '@spend/domain';
import { companyChainHeads, deterministicUuid, handleCommand, systemClock, type PostgresEventStore } from '@spend/eventstore';
import type { AnchorStore } from './anchor-store';

/**
 * The periodic anchors of the hash chain (issue #26 item 2): each company whose history moved since
 * its last anchor gets its head (position + hash) written to the locked store, then recorded in its
 * history (HistoryAnchored, which the activity feed shows). A company whose last event is its own
 * anchor's record has nothing new: anchoring it again would only anchor the anchor.
 */
export const createHistoryActivities = (options: { store: PostgresEventStore; anchors: AnchorStore; clock?: Clock }) => {
  const clock = options.clock ?? systemClock;
  return {
    /** Anchors every company with new events; answers how many it anchored. */
    async anchorHistories(): Promise<number> {
      let anchored = 0;
      for (const head of await companyChainHeads(options.store.pool)) {
        if (head.streamName === historyChainStream(head.companyId)) continue;
        const anchor = { position: head.position.toString(), hash: head.hash };
        const now = isoNow(clock);
        const { objectKey, retainUntil } = await options.anchors.put({ companyId: head.companyId, ...anchor, anchoredAt: now });
        // The command id is the anchor's: a retried activity records it once.
        await handleCommand(options.store, historyChainStream(head.companyId), historyChainDecider, { type: 'AnchorHistory', companyId: head.companyId, anchor, objectKey, retainUntil, now }, {
          companyId: head.companyId, userId: null, correlationId: deterministicUuid('history-anchor', head.companyId), commandId: deterministicUuid('history-anchor', `${head.companyId}:${anchor.position}`),
        });
        anchored++;
      }
      return anchored;
    },
  };
};

export type HistoryActivities = ReturnType<typeof createHistoryActivities>;
