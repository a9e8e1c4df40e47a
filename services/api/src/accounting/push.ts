import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import { ACCOUNTING_MESSAGES, COMPANY_SOURCE_MESSAGES, conflict, DomainError, isCompanySource, isUuid, requireAccountMappings, streams } from '@spend/domain';
import { deterministicUuid } from '@spend/eventstore';
import { accountingSyncWorkflowId, reportTaskQueue } from '@spend/workflows/messages';
import { awaitProjections, type ApiContext } from '../shared/context';
import { tenant } from '../requests/load';
import { readRun, requireCodatCompany } from './platform';

const MAX_BATCH = 1000;
const WRONG_IDS = 'Choose transactions of your company.';
export const SYNC_RUNNING = 'An accounting sync of this company is already running. Try again when it ends.';

/**
 * One integration run on the worker (workflow `accounting-sync-<companyId>`, so a company's manual
 * runs never overlap), pushing these transactions or, with none given, the READY_TO_SYNC ones;
 * answers the run's log once it is over.
 */
const runSync = async (ctx: ApiContext, transactionIds: string[] | null) => {
  const { state } = await requireCodatCompany(ctx);
  if (!state.connections.some((c) => !c.archived)) throw conflict(ACCOUNTING_MESSAGES.noConnection);
  requireAccountMappings(state);
  const runId = deterministicUuid(ctx.commandId, 'integration-run');
  const { config } = ctx.services;
  try {
    await ctx.services.temporal.workflow.execute('accountingSyncWorkflow', {
      taskQueue: config.TEMPORAL_TASK_QUEUE, workflowId: accountingSyncWorkflowId(ctx.caller.companyId),
      args: [{
        companyId: ctx.caller.companyId, runId, ...(transactionIds && { transactionIds }), apiTaskQueue: reportTaskQueue(config.TEMPORAL_TASK_QUEUE),
        retry: { initialIntervalMs: config.ACCOUNTING_SYNC_RETRY_MS, maximumAttempts: config.ACCOUNTING_SYNC_ATTEMPTS }, attemptTimeoutMs: config.ACCOUNTING_SYNC_ATTEMPT_TIMEOUT_MS,
      }],
    });
  } catch (error) {
    if (error instanceof WorkflowExecutionAlreadyStartedError) throw conflict(SYNC_RUNNING);
    throw error;
  }
  // The run's events were appended by the worker: wait until the read models show them.
  const [last] = await ctx.services.store.readStream(streams.integrationRun(runId), { direction: 'backwards', maxCount: 1 });
  ctx.appended = last?.position ?? ctx.appended;
  await awaitProjections(ctx, ['transactions']);
  return readRun(ctx, runId);
};

/** createExpenseTransactions: these transactions, now. Bad ids refuse the whole call before anything is recorded. */
export const pushTransactions = async (ctx: ApiContext, transactionIds: readonly string[]) => {
  const ids = [...new Set(transactionIds)];
  if (ids.length === 0 || ids.length > MAX_BATCH || !ids.every(isUuid)) throw new DomainError('BAD_USER_INPUT', WRONG_IDS, { transactionIds: WRONG_IDS });
  const found = await tenant(ctx, (trx) => trx.selectFrom('transactions').select(['id', 'source']).where('id', 'in', ids).where('deleted_at', 'is', null).execute());
  // Another company's transaction is invisible here (row-level security): it answers like a wrong id.
  if (found.length !== ids.length) throw new DomainError('BAD_USER_INPUT', WRONG_IDS, { transactionIds: WRONG_IDS });
  // The bank feed and card payments are not expenses: the platform gets none of them.
  const external = found.find((r) => isCompanySource(r.source));
  if (external && isCompanySource(external.source)) throw new DomainError('BAD_USER_INPUT', COMPANY_SOURCE_MESSAGES[external.source], { transactionIds: COMPANY_SOURCE_MESSAGES[external.source] });
  return runSync(ctx, ids);
};

/** syncAccounting: every transaction of the company that is READY_TO_SYNC (spec 4). */
export const syncReadyTransactions = (ctx: ApiContext) => runSync(ctx, null);
