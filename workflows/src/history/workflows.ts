import { proxyActivities } from '@temporalio/workflow';
import type { HistoryActivities } from './activities';

const { anchorHistories } = proxyActivities<HistoryActivities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '5 seconds', maximumAttempts: 10 },
});

/** Started by the `history-anchors` schedule: anchors every company whose history moved (answers how many). */
export async function historyAnchorWorkflow(): Promise<number> {
  return anchorHistories();
}
