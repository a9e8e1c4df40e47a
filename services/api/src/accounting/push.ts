import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import { ACCOUNTING_MESSAGES, conflict, DomainError, expenseFor, isUuid, streams, type ExpenseTransaction } from '@spend/domain';
import { deterministicUuid } from '@spend/eventstore';
import { accountingSyncWorkflowId, reportTaskQueue } from '@spend/workflows/messages';
import type { Selectable } from 'kysely';
import type { TransactionsTable } from '@spend/projections/api';
import { awaitProjections, type ApiContext } from '../shared/context';
import { tenant } from '../requests/load';
import { readRun, requireCodatCompany } from './platform';

const MAX_BATCH = 1000;
const WRONG_IDS = 'Choose transactions of your company.';
export const SYNC_RUNNING = 'An accounting sync of this company is already running. Try again when it ends.';

/**
 * One integration run on the worker (workflow `accounting-sync-<companyId>`, so a company's runs never
 * overlap) pushing these transactions; answers the run's log once it is over.
 */
const runSync = async (ctx: ApiContext, rows: readonly Selectable<TransactionsTable>[]) => {
  const { state, codatCompanyId } = await requireCodatCompany(ctx);
  if (!state.connections.some((c) => !c.archived)) throw conflict(ACCOUNTING_MESSAGES.noConnection);
  const expenses: ExpenseTransaction[] = [];
  const receipts = rows.flatMap((r) => r.receipts.map((f) => ({ transactionId: r.id, fileId: f.fileId, fileName: f.fileName, contentType: f.contentType })));
  const skipped: { transactionId: string; message: string }[] = [];
  for (const r of rows) {
    const built = expenseFor({
      id: r.id, amountCents: Number(r.amount_cents), currency: r.currency, date: new Date(r.initial_transaction_date).toISOString().slice(0, 10),
      merchantName: r.vendor ?? r.merchant_name, notes: r.notes ?? null, generalLedgerId: r.general_ledger_id ?? null, projectId: r.project_id ?? null, splits: r.splits ?? null,
    }, state);
    if ('failure' in built) skipped.push({ transactionId: r.id, message: built.failure });
    else expenses.push(built.expense);
  }
  const runId = deterministicUuid(ctx.commandId, 'integration-run');
  const { config } = ctx.services;
  try {
    await ctx.services.temporal.workflow.execute('accountingSyncWorkflow', {
      taskQueue: config.TEMPORAL_TASK_QUEUE, workflowId: accountingSyncWorkflowId(ctx.caller.companyId),
      args: [{ companyId: ctx.caller.companyId, runId, codatCompanyId, expenses, skipped, receipts, apiTaskQueue: reportTaskQueue(config.TEMPORAL_TASK_QUEUE), retry: { initialIntervalMs: config.ACCOUNTING_SYNC_RETRY_MS, maximumAttempts: config.ACCOUNTING_SYNC_ATTEMPTS }, attemptTimeoutMs: config.ACCOUNTING_SYNC_ATTEMPT_TIMEOUT_MS }],
    });
  } catch (error) {
    if (error instanceof WorkflowExecutionAlreadyStartedError) throw conflict(SYNC_RUNNING);
    throw error;
  }
  // The run's events were appended by the worker: wait until the read model shows them.
  const [last] = await ctx.services.store.readStream(streams.integrationRun(runId), { direction: 'backwards', maxCount: 1 });
  ctx.appended = last?.position ?? ctx.appended;
  await awaitProjections(ctx, ['transactions']);
  return readRun(ctx, runId);
};

/** createExpenseTransactions: these transactions, now. Bad ids refuse the whole call before anything is recorded. */
export const pushTransactions = async (ctx: ApiContext, transactionIds: readonly string[]) => {
  const ids = [...new Set(transactionIds)];
  if (ids.length === 0 || ids.length > MAX_BATCH || !ids.every(isUuid)) throw new DomainError('BAD_USER_INPUT', WRONG_IDS, { transactionIds: WRONG_IDS });
  const rows = await tenant(ctx, (trx) => trx.selectFrom('transactions').selectAll().where('id', 'in', ids).where('deleted_at', 'is', null).execute());
  // Another company's transaction is invisible here (row-level security): it answers like a wrong id.
  if (rows.length !== ids.length) throw new DomainError('BAD_USER_INPUT', WRONG_IDS, { transactionIds: WRONG_IDS });
  return runSync(ctx, rows);
};

/** syncAccounting: every transaction of the company that is READY_TO_SYNC (spec 4), oldest first. */
export const syncReadyTransactions = async (ctx: ApiContext) => {
  const rows = await tenant(ctx, (trx) => trx.selectFrom('transactions').selectAll().where('sync_state', '=', 'READY_TO_SYNC').where('deleted_at', 'is', null)
    .orderBy('initial_transaction_date').orderBy('id').limit(MAX_BATCH).execute());
  return runSync(ctx, rows);
};
