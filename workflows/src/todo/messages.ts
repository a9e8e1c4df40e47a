// What the to-do reminders workflow carries and asks of its activity (a client-side entry: no
// worker code). The activity is the API's (services/api/src/todo/remind.ts): it owns the to-do's read.

/** Whose to-do: one member of one company. */
export interface TodoReminderInput {
  companyId: string;
  userId: string;
}

export interface TodoReminderActivities {
  /** Reads the member's to-do; mails them a reminder when it holds anything. `open`: how many things wait (0: nothing sent). */
  remindTodo(input: TodoReminderInput): Promise<{ open: number }>;
}

/** One reminder loop per member: while it runs, starting it again starts nothing. */
export const todoRemindersWorkflowId = (companyId: string, userId: string): string => `todo-reminders-${companyId}-${userId}`;
