import { authorizationApproved, manualTransactionRecorded, policyOutcomeRecorded, receiptMatchSuggested, receiptRequested } from '@spend/domain';
import type { RecordedEvent } from '@spend/eventstore';
import { runProcessManager, type ProcessManagerOptions } from '../process-manager';
import { reportTaskQueue } from '../reports/messages';
import { todoRemindersWorkflowId, type TodoReminderInput } from './messages';

/**
 * The member an event may give something to do: a transaction of theirs (it may lack a receipt or a
 * code), a receipt they are asked to confirm, an admin asking them for a receipt, or the expense
 * policy flagging a transaction of theirs (an answer is due; `spenderId` is on flagged outcomes only).
 */
const memberOf = (event: RecordedEvent): TodoReminderInput | null => {
  const typed = { type: event.type, data: event.data };
  switch (event.type) {
    case 'AuthorizationApproved': {
      const { data } = authorizationApproved.parse(typed);
      return data.spenderId ? { companyId: data.companyId, userId: data.spenderId } : null;
    }
    case 'ManualTransactionRecorded': {
      const { data } = manualTransactionRecorded.parse(typed);
      return { companyId: data.companyId, userId: data.spenderId };
    }
    case 'ReceiptMatchSuggested': {
      const { data } = receiptMatchSuggested.parse(typed);
      return { companyId: data.companyId, userId: data.userId };
    }
    case 'ReceiptRequested': {
      const { data } = receiptRequested.parse(typed);
      return { companyId: data.companyId, userId: data.spenderId };
    }
    case 'PolicyOutcomeRecorded': {
      const { data } = policyOutcomeRecorded.parse(typed);
      return data.spenderId && data.outcome !== 'IN_POLICY' ? { companyId: data.companyId, userId: data.spenderId } : null;
    }
    default:
      return null;
  }
};

/**
 * Starts a member's to-do reminders (workflow `todo-reminders-<companyId>-<userId>`) when something
 * may have landed on their to-do. One loop per member: while one runs, the start is refused and
 * nothing changes; once a loop ended (their to-do was empty), the next thing starts a new one. The
 * loop itself decides, from the to-do, whether there is anything to remind of.
 */
export const runTodoReminderProcessManager = (options: ProcessManagerOptions & { intervalMs: number }): Promise<void> =>
  runProcessManager({
    ...options,
    startFor: (event) => {
      const member = memberOf(event);
      if (!member) return null;
      return {
        workflowType: 'todoRemindersWorkflow', workflowId: todoRemindersWorkflowId(member.companyId, member.userId), key: `${member.companyId}:${member.userId}`,
        args: [{ ...member, apiTaskQueue: reportTaskQueue(options.taskQueue), intervalMs: options.intervalMs }],
        // Only one loop at a time, but a new one after an ended one (its id is the member's).
        reuse: 'ALLOW_DUPLICATE',
      };
    },
  });
