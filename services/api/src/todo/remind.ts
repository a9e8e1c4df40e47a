import type { Kysely } from 'kysely';
import type { MailSender } from '@spend/runtime/mail';
import { formatMoney } from '@spend/domain';
import type { CheckpointWaiter, ReadModels } from '@spend/projections/api';
import type { TodoReminderInput, TodoSweepInput } from '@spend/workflows/messages';
import { withTenant } from '../shared/tenant';
import { readTodo, type TodoEntry } from './todo';

export interface TodoReminderServices {
  db: Kysely<ReadModels>;
  /** The relay, or the development outbox folder (shared/mail.ts). */
  mail: MailSender;
  /** WEB_ORIGIN: the mail links to the to-do there. */
  webOrigin: string;
  /** Read your writes for a loop's first round (its input's `after`). */
  waiter: Pick<CheckpointWaiter, 'waitFor'>;
}

/** The read models the to-do is read from (readTodo): its transactions, offered receipts and custom fields. */
const TODO_PROJECTIONS = ['transactions', 'receipts-inbox', 'coding'];

/** One line of the mail per thing to do: which one, and what it lacks. */
const line = (entry: TodoEntry): string => {
  if (entry.kind === 'MATCH') return `- Receipt ${entry.receipt.file_name}: ${entry.missing.map((m) => m.message).join(' ')}`;
  // The findings are phrases of their own ("... over the $75.00 meal limit"), the other kinds sentences.
  const what = entry.kind === 'POLICY' ? `Explain why: ${entry.missing.map((m) => m.message).join('; ')}.` : entry.missing.map((m) => m.message).join(' ');
  const t = entry.transaction;
  return `- ${t.merchant_name}, ${formatMoney(Number(t.amount_cents))} on ${new Date(t.initial_transaction_date).toISOString().slice(0, 10)}: ${what}`;
};

/**
 * The reminders workflow's activity (issue #27 item 6): reads the member's to-do from the read
 * models and, when anything waits, mails them the list with a link to it. An empty to-do mails
 * nothing (the workflow then ends); a member no longer in the company has nothing to do.
 * `mailId`: the same for every attempt of one round (reports/worker.ts), so a mail sent twice (an
 * attempt that sent it and then failed or timed out, and its retry) carries one Message-ID, by which
 * the relay or the member's mail client drops the duplicate. A relay that refuses the mail or is down
 * fails the activity, and Temporal retries it: a lost reminder is not swallowed.
 */
export const remindTodo = async (services: TodoReminderServices, input: TodoReminderInput, mailId?: string): Promise<{ open: number }> => {
  // Not reached yet: the activity fails and Temporal retries it, rather than the loop ending on a stale empty to-do.
  if (input.after && !(await services.waiter.waitFor(TODO_PROJECTIONS, { commit: BigInt(input.after.commit), prepare: BigInt(input.after.prepare) }, 30_000))) {
    throw new Error(`The to-do's read models have not reached ${input.after.commit}/${input.after.prepare} yet`);
  }
  const { member, todo } = await withTenant(services.db, { companyId: input.companyId }, async (trx) => ({
    member: await trx.selectFrom('users').select(['email', 'first_name']).where('id', '=', input.userId).where('company_id', '=', input.companyId)
      .where('archived', '=', false).executeTakeFirst(),
    todo: await readTodo(trx, input.companyId, input.userId),
  }));
  if (!member || todo.count === 0) return { open: 0 };
  const link = `${services.webOrigin}/my-wallet/to-do`;
  const things = todo.count === 1 ? '1 thing waits' : `${todo.count} things wait`;
  await services.mail.send({
    kind: 'todo', id: mailId, to: member.email, subject: `Spend: ${things} on you`, link,
    text: `Hello ${member.first_name},\n\n${things} on you in Spend:\n${todo.entries.map(line).join('\n')}\n\nFinish them here: ${link}\n`,
  });
  return { open: todo.count };
};

/**
 * The sweep's activity: whom a change that names no member may have given something to do. A
 * transaction's spender (kept on its row from the start); for a company's rules, every member with
 * a live transaction (their loops read their to-dos themselves, once
 * the read models have the change, and an empty one mails nothing).
 */
export const membersToRemind = (db: Kysely<ReadModels>, input: TodoSweepInput): Promise<string[]> =>
  withTenant(db, { companyId: input.companyId }, async (trx) => {
    let spenders = trx.selectFrom('transactions').select('spender_id').distinct().where('company_id', '=', input.companyId)
      .where('spender_id', 'is not', null).where('deleted_at', 'is', null).where('status', '<>', 'Declined');
    // Not narrowed by what the rows say now: the read models may not have the change yet.
    if (input.transactionId) spenders = spenders.where('id', '=', input.transactionId);
    return (await spenders.execute()).map((row) => row.spender_id!);
  });
