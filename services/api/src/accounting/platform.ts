import { accountingDecider, conflict, DomainError, notFound, PlatformRejection, streams, type AccountingProvider, type AccountingState, type NotReadyTransaction, type RunStatus } from '@spend/domain';
import { loadState } from '@spend/eventstore';
import { createCodatClient } from '@spend/workflows/accounting';
import { awaitProjections, type ApiContext } from '../shared/context';
import { tenant } from '../requests/load';

export const PLATFORM_DOWN = 'The accounting platform is not answering. Try again in a moment.';

/** The accounting platform the configuration names (the simulator locally, Codat in production). */
export const platformOf = (ctx: ApiContext): AccountingProvider =>
  createCodatClient({ baseUrl: ctx.services.config.CODAT_BASE_URL, apiKey: ctx.services.config.CODAT_API_KEY, timeoutMs: ctx.services.config.CODAT_TIMEOUT_MS });

/** A platform call whose failure the caller can understand: a refusal says what, an outage says try again. */
export const onPlatform = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PlatformRejection) throw new DomainError('BAD_USER_INPUT', `The accounting platform refused: ${error.message}`);
    throw conflict(PLATFORM_DOWN);
  }
};

/** The caller's company's integration as its write model tells it. */
export const loadAccounting = (ctx: ApiContext): Promise<AccountingState> => loadState(ctx.services.store, streams.accounting(ctx.caller.companyId), accountingDecider);

/** The platform company of the caller's company; refused until one is created. */
export const requireCodatCompany = async (ctx: ApiContext): Promise<{ state: AccountingState; codatCompanyId: string }> => {
  const state = await loadAccounting(ctx);
  if (!state.codatCompanyId) throw conflict('Create the company on the accounting platform first.');
  return { state, codatCompanyId: state.codatCompanyId };
};

export const readCodatCompany = async (ctx: ApiContext) => {
  const row = await tenant(ctx, (trx) => trx.selectFrom('accounting_integrations').selectAll().executeTakeFirst());
  if (!row) return null;
  return {
    id: row.codat_company_id, name: row.codat_company_name, createdAt: row.created_at,
    configuration: row.bank_account_id && row.supplier_id ? { bankAccountId: row.bank_account_id, supplierId: row.supplier_id, customerId: row.customer_id } : null,
  };
};

export const readConnections = async (ctx: ApiContext, archived?: boolean | null, connectionId?: string) => {
  const [rows, latest] = await tenant(ctx, (trx) => {
    let query = trx.selectFrom('accounting_connections').selectAll().orderBy('created_at');
    if (archived !== null && archived !== undefined) query = query.where('archived', '=', archived);
    if (connectionId) query = query.where('connection_id', '=', connectionId);
    return Promise.all([query.execute(), trx.selectFrom('integration_run_logs').select('status').orderBy('started_at', 'desc').limit(1).executeTakeFirst()]);
  });
  return rows.map((r) => ({ id: r.connection_id, platformKey: r.platform_key, platformName: r.platform_name, archived: r.archived, createdAt: r.created_at, syncStatus: latest?.status ?? null }));
};

export const run = (r: { run_id: string; kind: string; status: RunStatus; transaction_ids: string[]; synced_transaction_ids: string[]; failures: { transactionId: string; message: string }[]; not_ready: NotReadyTransaction[]; message: string | null; started_at: Date; updated_at: Date }) => ({
  id: r.run_id, kind: r.kind, status: r.status, transactionIds: r.transaction_ids, syncedTransactionIds: r.synced_transaction_ids, failures: r.failures, notReady: r.not_ready, message: r.message, startedAt: r.started_at, updatedAt: r.updated_at,
});

export const readRun = async (ctx: ApiContext, runId: string) => {
  await awaitProjections(ctx, ['accounting']);
  const row = await tenant(ctx, (trx) => trx.selectFrom('integration_run_logs').selectAll().where('run_id', '=', runId).executeTakeFirst());
  if (!row) throw notFound('Integration run');
  return run(row);
};
