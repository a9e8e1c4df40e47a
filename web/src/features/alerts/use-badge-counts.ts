import type { BadgeCountsSubscription } from '../../generated/graphql';
import { useLive } from '../../ui/use-live';
import { BADGE_COUNTS, type BadgeCounts } from './operations';

/**
 * Badge counts pushed over graphql-ws: the first push on subscribe, then one per change. No polling;
 * an interrupted subscription starts again, and its first push is the current counts.
 */
export const useBadgeCounts = (): BadgeCounts => {
  const data = useLive<BadgeCountsSubscription>(BADGE_COUNTS, { stale: () => false });
  return data?.badgeCountsChanged ?? { unreadAlerts: 0, incompleteTransactions: 0, todo: 0 };
};
