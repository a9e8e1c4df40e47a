import {
  authorizationApproved, bookkeepingEvent, booksPolicySet, customFieldEvent, manualTransactionRecorded, policyOutcomeRecorded, receiptMatchSuggested, receiptRequested,
} from '@spend/domain';
import type { RecordedEvent } from '@spend/eventstore';
import { runProcessManager, type ProcessManagerOptions, type WorkflowStart } from '../process-manager';
import { reportTaskQueue } from '../reports/messages';
import { todoRemindersWorkflowId, todoSweepWorkflowId, type TodoReminderInput, type TodoSweepInput } from './messages';

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
 * A change that may add to to-dos without naming whose (a sweep finds them): a receipt removed, a
 * transaction unlocked (its unanswered policy findings show again), split, or coded by a person so
 * that something may be missing again (a code cleared, a field or the amount changed); or the
 * company's rules made stricter (a books policy, a required custom field).
 */
const sweepOf = (event: RecordedEvent): TodoSweepInput | null => {
  const typed = { type: event.type, data: event.data };
  switch (event.type) {
    case 'BooksPolicySet':
      return { companyId: booksPolicySet.parse(typed).data.companyId, transactionId: null };
    case 'CustomFieldCreated':
    case 'CustomFieldUpdated': {
      const field = customFieldEvent.parse(typed);
      return field.type !== 'CustomFieldDeleted' && field.data.isRequired && field.data.isActive ? { companyId: field.data.companyId, transactionId: null } : null;
    }
    case 'ReceiptRemoved':
    case 'TransactionUnlocked':
    case 'TransactionSplit':
    case 'TransactionCoded': {
      const books = bookkeepingEvent.parse(typed);
      if (books.type === 'TransactionCoded') {
        const d = books.data;
        // A rule's or the history's coding only fills things in.
        const mayLack = d.generalLedgerId === null || d.projectId === null || d.customFieldValues !== undefined || d.amountCents !== undefined;
        if (d.automatic || !mayLack) return null;
      }
      return { companyId: books.data.companyId, transactionId: books.data.transactionId };
    }
    default:
      return null;
  }
};

/**
 * Starts a member's to-do reminders (workflow `todo-reminders-<companyId>-<userId>`) when something
 * may have landed on their to-do. One loop per member: while one runs, the start is refused and
 * nothing changes; once a loop ended (their to-do was empty), the next thing starts a new one. The
 * loop itself decides, from the to-do, whether there is anything to remind of. An event that does
 * not name the member starts a sweep (`todo-sweep-<eventId>`), which starts the loops of those it may concern.
 */
export const runTodoReminderProcessManager = (options: ProcessManagerOptions & { intervalMs: number }): Promise<void> =>
  runProcessManager({
    ...options,
    startFor: (event): WorkflowStart | null => {
      const after = { commit: String(event.position.commit), prepare: String(event.position.prepare) };
      const loop = { apiTaskQueue: reportTaskQueue(options.taskQueue), intervalMs: options.intervalMs, after };
      const member = memberOf(event);
      if (member) {
        return {
          workflowType: 'todoRemindersWorkflow', workflowId: todoRemindersWorkflowId(member.companyId, member.userId), key: `${member.companyId}:${member.userId}`,
          args: [{ ...member, ...loop }],
          // Only one loop at a time, but a new one after an ended one (its id is the member's).
          reuse: 'ALLOW_DUPLICATE',
        };
      }
      const sweep = sweepOf(event);
      return sweep && { workflowType: 'todoSweepWorkflow', workflowId: todoSweepWorkflowId(event.id), key: `${sweep.companyId}:${event.id}`, args: [{ ...sweep, ...loop }] };
    },
  });
