import { accountDecider, statementClosed, streams } from '@spend/domain';
import { loadState } from '@spend/eventstore';
import { runProcessManager, type ProcessManagerOptions } from '../process-manager';
import type { PaymentDueInput } from './activities';
import { paymentDueWorkflowId } from './workflows';

/**
 * Starts one payment-due workflow per statement closed with an amount due. Skipped once that
 * statement is paid or already reviewed: its workflow may be gone past the namespace's retention.
 */
export const runPaymentDueProcessManager = (options: ProcessManagerOptions & { onHandled?: (key: string, started: boolean) => void }): Promise<void> =>
  runProcessManager({
    ...options,
    startFor: (event) => {
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
