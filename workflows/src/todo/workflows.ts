import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import { continueAsNew, proxyActivities, sleep, startChild, workflowInfo } from '@temporalio/workflow';
import { todoRemindersWorkflowId, type TodoReminderActivities, type TodoReminderInput, type TodoSweepInput } from './messages';

export interface TodoRemindersArgs extends TodoReminderInput {
  /** The API's task queue, where the to-do is read and the mail written. */
  apiTaskQueue: string;
  /** Between reminders (TODO_REMINDER_INTERVAL_MS). */
  intervalMs: number;
}

/**
 * Reminds a member of their to-do by mail every `intervalMs` (issue #27 item 6) until it is empty:
 * each round reads the to-do first, so the round that finds it empty sends nothing and ends the
 * loop. A new thing for them afterwards starts a new loop (the process manager). Returns how many
 * reminders this run sent.
 */
const activities = (apiTaskQueue: string) => proxyActivities<TodoReminderActivities>({
  taskQueue: apiTaskQueue, startToCloseTimeout: '1 minute', retry: { initialInterval: '5 seconds', maximumAttempts: 10 },
});

export async function todoRemindersWorkflow(args: TodoRemindersArgs): Promise<number> {
  const { remindTodo } = activities(args.apiTaskQueue);
  for (let sent = 0; ; sent += 1) {
    await sleep(args.intervalMs);
    // Only the first round waits for the read models to have the change that started the loop.
    const { open } = await remindTodo({ companyId: args.companyId, userId: args.userId, after: sent === 0 ? args.after : undefined });
    if (open === 0) return sent;
    // A member who never finishes keeps the loop going for months: a fresh history now and then.
    if (workflowInfo().continueAsNewSuggested) await continueAsNew<typeof todoRemindersWorkflow>(args);
  }
}

export type TodoSweepArgs = TodoSweepInput & Omit<TodoRemindersArgs, 'userId'>;

/**
 * Starts the reminder loop of each member a change may have given something to do, when the change
 * does not name them (a removed receipt, an unlocked transaction, a stricter books policy): the
 * API's activity finds them, and each loop reads the to-do itself, so a member with nothing new
 * gets no mail. A member whose loop runs keeps it (one loop per member). Returns how many it started.
 */
export async function todoSweepWorkflow(args: TodoSweepArgs): Promise<number> {
  const { membersToRemind } = activities(args.apiTaskQueue);
  const userIds = await membersToRemind({ companyId: args.companyId, transactionId: args.transactionId });
  const { apiTaskQueue, intervalMs, companyId, after } = args;
  const started = await Promise.all(userIds.map(async (userId) => {
    try {
      await startChild(todoRemindersWorkflow, {
        workflowId: todoRemindersWorkflowId(companyId, userId), args: [{ companyId, userId, apiTaskQueue, intervalMs, after }],
        // The loop outlives the sweep; a new one once the member's last has ended, as the process manager starts it.
        parentClosePolicy: 'ABANDON', workflowIdReusePolicy: 'ALLOW_DUPLICATE',
      });
      return 1;
    } catch (error) {
      if (error instanceof WorkflowExecutionAlreadyStartedError) return 0;
      throw error;
    }
  }));
  return started.reduce<number>((a, b) => a + b, 0);
}
