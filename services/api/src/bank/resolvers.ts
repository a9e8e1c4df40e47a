import { WorkflowFailedError } from '@temporalio/client';
import { sql } from 'kysely';
import { bankEvent, bankItemDecider, bankItemWorkflowIds, conflict, DomainError, isUuid, notFound, type BankAccount, type BankTransaction, streams } from '@spend/domain';
import { deterministicUuid, loadState } from '@spend/eventstore';
import type { Resolvers } from '../generated/resolvers-types';
import { awaitProjections, requirePermission, runCommand, type ApiContext, nowOf } from '../shared/context';
import { withTenant } from '../shared/tenant';
import { checkLinkRedirect } from './redirect';

const account = (a: BankAccount) => ({ id: a.accountId, name: a.name, mask: a.mask, balance: a.balanceCents ?? null });

/** The connection as its own stream tells it, if it is the caller company's. */
const loadItem = async (ctx: ApiContext, id: string) => {
  if (!isUuid(id)) throw notFound('Bank connection');
  const events = (await ctx.services.store.readStream(streams.bankItem(id)).catch(() => [])).map((e) => ({ ...bankEvent.parse({ type: e.type, data: e.data }), at: e.createdAt }));
  const linked = events.find((e) => e.type === 'BankItemLinked');
  if (!linked || linked.type !== 'BankItemLinked' || linked.data.companyId !== ctx.caller.companyId) throw notFound('Bank connection');
  const state = events.reduce((s, e) => bankItemDecider.evolve(s, e), bankItemDecider.initialState());
  const synced = events.filter((e) => e.type === 'BankTransactionsSynced');
  return {
    id, institutionName: linked.data.institutionName, archived: state.archived, linkedAt: linked.at, lastSyncedAt: synced[synced.length - 1]?.at ?? null,
    accounts: linked.data.accounts.map(account),
  };
};

const transaction = (t: BankTransaction) => ({ id: t.transactionId, accountId: t.accountId, amount: t.amountCents, merchantName: t.merchantName, date: t.date });

/** Runs a bank workflow on the worker and waits for it; a refusal inside it is the caller's error. */
const runBankWorkflow = async <T>(ctx: ApiContext, workflow: string, workflowId: string, args: unknown[]): Promise<T> => {
  try {
    return await ctx.services.temporal.workflow.execute<() => Promise<T>>(workflow, { taskQueue: ctx.services.config.TEMPORAL_TASK_QUEUE, workflowId, args: args as [] });
  } catch (error) {
    const cause = error instanceof WorkflowFailedError ? ((error.cause?.cause ?? error.cause) as { type?: string; message: string } | undefined) : undefined;
    const type = cause?.type;
    if (cause && (type === 'BAD_USER_INPUT' || type === 'NOT_FOUND' || type === 'CONFLICT')) throw new DomainError(type, cause.message);
    throw error;
  }
};

/** The worker appended to the connection's stream: read-your-writes waits for the bank read model to reach its end. */
const awaitWorkerWrites = async (ctx: ApiContext, itemId: string) => {
  const [last] = await ctx.services.store.readStream(streams.bankItem(itemId), { direction: 'backwards', maxCount: 1 });
  ctx.appended = last?.position ?? ctx.appended;
  await awaitProjections(ctx, ['bank']);
};

/** Archiving pauses the connection's sync schedule (a sync of an archived one does nothing anyway). */
const setArchived = async (ctx: ApiContext, id: string, archive: boolean) => {
  requirePermission(ctx, 'company.integrations.update');
  await loadItem(ctx, id);
  await runCommand(ctx, streams.bankItem(id), bankItemDecider, { type: archive ? 'ArchiveBankItem' : 'RestoreBankItem', itemId: id, companyId: ctx.caller.companyId, now: nowOf(ctx) });
  const schedule = ctx.services.temporal.schedule.getHandle(bankItemWorkflowIds.schedule(id));
  await (archive ? schedule.pause('archived') : schedule.unpause('restored')).catch(() => undefined);
  await awaitProjections(ctx, ['bank']);
  return loadItem(ctx, id);
};

export const bankResolvers: Resolvers = {
  Query: {
    plaidLinkToken: async (_, { redirectUri }, ctx) => {
      requirePermission(ctx, 'company.integrations.add');
      const completionRedirectUri = redirectUri ? checkLinkRedirect(redirectUri, ctx.services.config.WEB_ORIGIN) : null;
      return runBankWorkflow(ctx, 'bankLinkTokenWorkflow', `bank-link-token-${ctx.commandId}`, [{ companyId: ctx.caller.companyId, userId: ctx.caller.userId, completionRedirectUri }]);
    },
    plaidItems: async (_, { archived }, ctx) => {
      requirePermission(ctx, 'externalCards.read');
      const rows = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) => {
        let query = trx.selectFrom('bank_items').selectAll().orderBy('linked_at', 'desc');
        if (archived !== null && archived !== undefined) query = query.where('archived', '=', archived);
        return query.execute();
      });
      return rows.map((r) => ({
        id: r.item_id, institutionName: r.institution_name, archived: r.archived, linkedAt: r.linked_at, lastSyncedAt: r.last_synced_at,
        accounts: r.accounts.map(account),
      }));
    },
    externalTransactions: async (_, { accountId, take }, ctx) => {
      requirePermission(ctx, 'externalCards.read');
      const rows = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) => {
        // The day as the bank gave it, not a Date at some time zone's midnight.
        let query = trx.selectFrom('bank_transactions').selectAll().select(sql<string>`to_char(date, 'YYYY-MM-DD')`.as('day')).where('removed', '=', false).orderBy('date', 'desc').orderBy('transaction_id').limit(Math.min(Math.max(take ?? 50, 1), 200));
        if (accountId) query = query.where('account_id', '=', accountId);
        return query.execute();
      });
      return rows.map((r) => ({ id: r.transaction_id, accountId: r.account_id, amount: Number(r.amount_cents), merchantName: r.merchant_name, date: r.day }));
    },
  },
  Mutation: {
    exchangePlaidPublicToken: async (_, { publicToken }, ctx) => {
      requirePermission(ctx, 'company.integrations.add');
      // The same Idempotency-Key makes the same connection: a retry does not link twice.
      const itemId = deterministicUuid(ctx.commandId, 'bank-item');
      await runBankWorkflow(ctx, 'bankLinkWorkflow', `bank-link-${itemId}`, [{ itemId, companyId: ctx.caller.companyId, userId: ctx.caller.userId, publicToken }]);
      await awaitWorkerWrites(ctx, itemId);
      return loadItem(ctx, itemId);
    },
    archivePlaidItem: (_, { id }, ctx) => setArchived(ctx, id, true),
    restorePlaidItem: (_, { id }, ctx) => setArchived(ctx, id, false),
    syncPlaidTransactions: async (_, { itemId }, ctx) => {
      requirePermission(ctx, 'company.integrations.update');
      await loadItem(ctx, itemId);
      if ((await loadState(ctx.services.store, streams.bankItem(itemId), bankItemDecider)).archived) throw conflict('This bank connection is archived.');
      const result = await runBankWorkflow<{ added: BankTransaction[]; modified: BankTransaction[]; removed: string[] }>(
        ctx, 'bankSyncWorkflow', `${bankItemWorkflowIds.schedule(itemId)}-request-${ctx.commandId}`, [{ itemId, companyId: ctx.caller.companyId }],
      );
      await awaitWorkerWrites(ctx, itemId);
      return { added: result.added.map(transaction), modified: result.modified.map(transaction), removed: result.removed };
    },
  },
};
