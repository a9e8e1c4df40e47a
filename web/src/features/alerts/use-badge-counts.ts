import { useSubscription } from '@apollo/client';
import type { BadgeCountsSubscription } from '../../generated/graphql';
import { BADGE_COUNTS, type BadgeCounts } from './operations';

/** Badge counts pushed over graphql-ws: the first push on subscribe, then one per change. No polling. */
export const useBadgeCounts = (): BadgeCounts => {
  const { data } = useSubscription<BadgeCountsSubscription>(BADGE_COUNTS);
  return data?.badgeCountsChanged ?? { unreadAlerts: 0, incompleteTransactions: 0 };
};
