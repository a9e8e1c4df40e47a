import { continueAsNew, proxyActivities, sleep } from '@temporalio/workflow';
import type { AchActivities, AchOutcome, AchPaymentInput } from './ach-activities';

const { startAchTransfer, followAchTransfer } = proxyActivities<AchActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumAttempts: 20 },
});

/** Workflow id of one ACH payment: its business id, so the process manager starting it twice is harmless. */
export const achPaymentWorkflowId = (paymentId: string): string => `ach-payment-${paymentId}`;

/** Reads of the feed before the history is handed to a fresh run (a payment may take days to settle). */
const POLLS_PER_RUN = 500;

/**
 * One ACH payment: sends the debit, then follows its transfer's events (a durable timer between
 * reads) until the bank settles or returns it, and tells the account so.
 */
export async function achPaymentWorkflow(input: AchPaymentInput & { transferId?: string; afterId?: number }): Promise<AchOutcome> {
  let transferId = input.transferId;
  if (!transferId) {
    const started = await startAchTransfer(input);
    if ('outcome' in started) return started.outcome;
    transferId = started.transferId;
  }
  let afterId = input.afterId ?? 0;
  for (let poll = 0; poll < POLLS_PER_RUN; poll++) {
    const followed = await followAchTransfer({ ...input, transferId, afterId });
    if (followed.outcome) return followed.outcome;
    afterId = followed.afterId;
    await sleep(input.pollMs ?? 60_000);
  }
  return await continueAsNew<typeof achPaymentWorkflow>({ ...input, transferId, afterId });
}
