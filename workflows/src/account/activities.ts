import { accountDecider, isoNow, streams, type Clock } from '@spend/domain';
import { deterministicUuid, handleCommand, systemClock, type EventStore } from '@spend/eventstore';

/** One statement's amount due (StatementClosed), reviewed once its due date has passed. */
export interface PaymentDueInput {
  companyId: string;
  periodStart: string;
  dueDate: string;
}

/** The payment-due workflow's activity: ReviewPaymentDue through the command handler (the decider says whether it was missed). */
export const createAccountActivities = (store: EventStore, clock: Clock = systemClock) => ({
  async reviewPaymentDue(input: PaymentDueInput): Promise<'SUSPENDED' | 'PAID'> {
    // A command id per statement: a retried activity appends nothing twice.
    const { events } = await handleCommand(store, streams.account(input.companyId), accountDecider, { type: 'ReviewPaymentDue', now: isoNow(clock) }, {
      companyId: input.companyId, userId: null, correlationId: deterministicUuid('payment-due', input.companyId, input.periodStart), commandId: deterministicUuid('payment-due', input.companyId, input.periodStart),
    });
    return events.some((e) => e.type === 'PaymentMissed') ? 'SUSPENDED' : 'PAID';
  },
});

export type AccountActivities = ReturnType<typeof createAccountActivities>;
