// What the to-do reminders workflow carries and asks of its activity (a client-side entry: no
// worker code). The activity is the API's (services/api/src/todo/remind.ts): it owns the to-do's read.

/** A place in the event store's `$all` as a workflow carries it (bigints do not pass through JSON). */
export interface StoredPosition {
  commit: string;
  prepare: string;
}

/**
 * Whose to-do: one member of one company. `after`: the event that started the loop; the first read
 * waits until the to-do's read models have it, or a loop started by a change could read the to-do
 * from before it, find it empty and end without a reminder.
 */
export interface TodoReminderInput {
  companyId: string;
  userId: string;
  after?: StoredPosition;
}

/**
 * A change that may add to to-dos without naming whose: one transaction's (`transactionId`), or the
 * company's rules (null: a books policy, a required custom field).
 */
export interface TodoSweepInput {
  companyId: string;
  transactionId: string | null;
  /** The change's event: the loops the sweep starts read the to-do once the read models have it. */
  after?: StoredPosition;
}

export interface TodoReminderActivities {
  /** Reads the member's to-do; mails them a reminder when it holds anything. `open`: how many things wait (0: nothing sent). */
  remindTodo(input: TodoReminderInput): Promise<{ open: number }>;
  /** The members a sweep's change may have given something to do: the transaction's spender, or every member with a transaction that can be. */
  membersToRemind(input: TodoSweepInput): Promise<string[]>;
}

/** One reminder loop per member: while it runs, starting it again starts nothing. */
export const todoRemindersWorkflowId = (companyId: string, userId: string): string => `todo-reminders-${companyId}-${userId}`;

/** One sweep per event: a repeat of the event starts nothing. */
export const todoSweepWorkflowId = (eventId: string): string => `todo-sweep-${eventId}`;
