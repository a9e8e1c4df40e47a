import { accountDecider, achPaymentInitiated, statementClosed, streams } from '@spend/domain';
import { loadState } from '@spend/eventstore';
import { runProcessManager, type ProcessManagerOptions } from '../process-manager';
import type { PaymentDueInput } from './activities';
import { paymentDueWorkflowId } from './workflows';
import { achPaymentWorkflowId } from './ach-workflow';
import type { AchPaymentInput } from './ach-activities';

/**
 * The account's process manager (checkpoint `payments-due`): starts one payment-due workflow per
 * statement closed with an amount due, skipped once that statement is paid or already reviewed (its
 * workflow may be gone past the namespace's retention); and one ACH payment workflow per payment
 * initiated, skipped once it settled or was returned.
 */
export const runPaymentDueProcessManager = (options: ProcessManagerOptions & { onHandled?: (key: string, started: boolean) => void; achPollMs?: number }): Promise<void> =>
  runProcessManager({
    ...options,
    startFor: (event) => {
      if (event.type === 'AchPaymentInitiated') {
        const { data } = achPaymentInitiated.parse({ type: event.type, data: event.data });
        const input: AchPaymentInput = { companyId: data.companyId, paymentId: data.paymentId, bankItemId: data.bankItemId, bankAccountId: data.bankAccountId, amountCents: data.amountCents, ...(options.achPollMs && { pollMs: options.achPollMs }) };
        return {
          workflowType: 'achPaymentWorkflow', workflowId: achPaymentWorkflowId(data.paymentId), args: [input], key: achPaymentWorkflowId(data.paymentId),
          skip: async () => (await loadState(options.store, streams.account(data.companyId), accountDecider)).achPayments.get(data.paymentId)?.status !== 'PENDING',
        };
      }
      if (event.type !== 'StatementClosed') return null;
      const { data } = statementClosed.parse({ type: event.type, data: event.data });
      if (data.amountDue === 0) return null;
      const input: PaymentDueInput = { companyId: data.companyId, periodStart: data.periodStart, dueDate: data.dueDate };
      return {
        workflowType: 'paymentDueWorkflow', workflowId: paymentDueWorkflowId(input), args: [input], key: paymentDueWorkflowId(input),
        skip: async () => {
          const { due } = await loadState(options.store, streams.account(data.companyId), accountDecider);
          return !due || due.periodStart !== data.periodStart || due.cents === 0 || due.missed;
        },
      };
    },
  });
