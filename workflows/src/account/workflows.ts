import { proxyActivities, sleep } from '@temporalio/workflow';
import type { AccountActivities, PaymentDueInput } from './activities';

const { reviewPaymentDue } = proxyActivities<AccountActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumAttempts: 20 },
});

/** Workflow id of one statement's payment-due review: its business id, so starting it twice is harmless. */
export const paymentDueWorkflowId = (input: Pick<PaymentDueInput, 'companyId' | 'periodStart'>): string => `payment-due-${input.companyId}-${input.periodStart}`;

/**
 * One statement's amount due: waits (a durable timer) until its due date has passed, then asks the
 * account to review it; unpaid, the account is suspended (PaymentMissed) and its admins are alerted.
 */
export async function paymentDueWorkflow(input: PaymentDueInput): Promise<'SUSPENDED' | 'PAID'> {
  const wait = Date.parse(input.dueDate) - Date.now();
  // Just past the due date: the decider refuses to call a payment missed on the day itself.
  if (wait >= 0) await sleep(wait + 1_000);
  return reviewPaymentDue(input);
}
