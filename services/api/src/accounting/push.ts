import { ACCOUNTING_MESSAGES, conflict, DomainError, expenseFor, integrationRunDecider, isUuid, streams, type IntegrationRunCommand } from '@spend/domain';
import { deterministicUuid } from '@spend/eventstore';
import { nowOf, runCommand, type ApiContext } from '../shared/context';
import { tenant } from '../requests/load';
import { platformOf, readRun, requireCodatCompany } from './platform';

const MAX_BATCH = 500;
const WRONG_IDS = 'Choose transactions of your company.';

/**
 * createExpenseTransactions: one integration run pushing the given transactions now. Bad ids refuse
 * the whole call before anything is recorded; a platform outage ends the run FAILED with its reason.
 */
export const pushTransactions = async (ctx: ApiContext, transactionIds: readonly string[]) => {
  const ids = [...new Set(transactionIds)];
  if (ids.length === 0 || ids.length > MAX_BATCH || !ids.every(isUuid)) throw new DomainError('BAD_USER_INPUT', WRONG_IDS, { transactionIds: WRONG_IDS });
  const rows = await tenant(ctx, (trx) => trx.selectFrom('transactions').selectAll().where('id', 'in', ids).where('deleted_at', 'is', null).execute());
  // Another company's transaction is invisible here (row-level security): it answers like a wrong id.
  if (rows.length !== ids.length) throw new DomainError('BAD_USER_INPUT', WRONG_IDS, { transactionIds: WRONG_IDS });
  const { state, codatCompanyId } = await requireCodatCompany(ctx);
  if (!state.connections.some((c) => !c.archived)) throw conflict(ACCOUNTING_MESSAGES.noConnection);

  const companyId = ctx.caller.companyId;
  const runId = deterministicUuid(ctx.commandId, 'integration-run');
  const step = (command: IntegrationRunCommand) => runCommand(ctx, streams.integrationRun(runId), integrationRunDecider, command, { label: command.type });
  const base = { companyId, runId, now: nowOf(ctx) };
  await step({ type: 'StartIntegrationRun', ...base, kind: 'EXPENSES' });
  await step({ type: 'LoadIntegrationRun', ...base, transactionIds: ids });

  const failed: { transactionId: string; message: string }[] = [];
  const expenses = rows.flatMap((r) => {
    const built = expenseFor({
      id: r.id, amountCents: Number(r.amount_cents), currency: r.currency, date: new Date(r.initial_transaction_date).toISOString().slice(0, 10),
      merchantName: r.vendor ?? r.merchant_name, notes: r.notes ?? null, generalLedgerId: r.general_ledger_id ?? null, projectId: r.project_id ?? null, splits: r.splits ?? null,
    }, state);
    if ('failure' in built) failed.push({ transactionId: r.id, message: built.failure });
    return 'expense' in built ? [built.expense] : [];
  });
  try {
    const result = expenses.length ? await platformOf(ctx).pushExpenses(codatCompanyId, expenses) : { transactions: [] };
    for (const t of result.transactions) if (t.status === 'Failed') failed.push({ transactionId: t.transactionId, message: t.message ?? 'Refused by the accounting platform.' });
    const synced = result.transactions.filter((t) => t.status === 'Completed').map((t) => t.transactionId);
    await step({ type: 'CompleteIntegrationRun', ...base, now: nowOf(ctx), syncedTransactionIds: synced, failed });
  } catch (error) {
    await step({ type: 'FailIntegrationRun', ...base, now: nowOf(ctx), message: (error as Error).message });
  }
  return readRun(ctx, runId);
};
