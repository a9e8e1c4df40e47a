import { continueAsNew, proxyActivities, sleep, workflowInfo } from '@temporalio/workflow';
import type { TodoReminderActivities, TodoReminderInput } from './messages';

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
export async function todoRemindersWorkflow(args: TodoRemindersArgs): Promise<number> {
  const { remindTodo } = proxyActivities<TodoReminderActivities>({
    taskQueue: args.apiTaskQueue, startToCloseTimeout: '1 minute', retry: { initialInterval: '5 seconds', maximumAttempts: 10 },
  });
  for (let sent = 0; ; sent += 1) {
    await sleep(args.intervalMs);
    const { open } = await remindTodo({ companyId: args.companyId, userId: args.userId });
    if (open === 0) return sent;
    // A member who never finishes keeps the loop going for months: a fresh history now and then.
    if (workflowInfo().continueAsNewSuggested) await continueAsNew<typeof todoRemindersWorkflow>(args);
  }
}
