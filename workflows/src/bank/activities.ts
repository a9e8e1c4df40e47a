import { ApplicationFailure } from '@temporalio/activity';
import { ScheduleAlreadyRunning, type Client } from '@temporalio/client';
import { bankItemDecider, bankItemWorkflowIds, isoNow, type BankProvider, type BankTransaction, type Clock, streams } from '@spend/domain';
import { deterministicUuid, handleCommand, loadState, systemClock, type EventStore } from '@spend/eventstore';
import { DEV_BANK_TOKEN_KEY, openToken, sealToken } from './sealed-token';

export interface BankItemRef {
  itemId: string;
  companyId: string;
}
export interface BankSyncResult {
  added: BankTransaction[];
  modified: BankTransaction[];
  removed: string[];
}

const PAGE = 100;
const MAX_PAGES = 1000;

/**
 * The bank-link activities: the only code that talks to the provider. Each acts through the command
 * handler; a sync applies one page at a time with the cursor it was read from, so an interrupted
 * sync resumes from the last applied page and never imports a transaction twice.
 */
export const createBankActivities = (options: { store: EventStore; provider: BankProvider; client?: Client; taskQueue?: string; syncIntervalMs?: number; pageSize?: number; tokenKey?: string; clock?: Clock }) => {
  const { store, provider, clock = systemClock } = options;
  const now = () => isoNow(clock);
  const tokenKey = options.tokenKey ?? DEV_BANK_TOKEN_KEY;
  return {
    createBankLinkToken: (input: { companyId: string; userId: string; completionRedirectUri?: string | null }) => provider.createLinkToken(input),

    async linkBankItem(input: BankItemRef & { userId: string; publicToken: string }): Promise<{ institutionName: string }> {
      const stream = streams.bankItem(input.itemId);
      const existing = await loadState(store, stream, bankItemDecider);
      // A retried activity whose first try linked the item (the public token is spent by then).
      if (existing.exists) return { institutionName: '' };
      const { accessToken, providerItemId } = await provider.exchangePublicToken(input.publicToken).catch((error: Error) => {
        throw ApplicationFailure.nonRetryable(`The bank connection could not be made: ${error.message}`, 'BAD_USER_INPUT');
      });
      const { institutionName, accounts } = await provider.getItem(accessToken);
      await handleCommand(store, stream, bankItemDecider, {
        type: 'LinkBankItem', itemId: input.itemId, companyId: input.companyId, providerItemId, accessToken: sealToken(tokenKey, accessToken), institutionName, accounts, linkedByUserId: input.userId, now: now(),
      }, { companyId: input.companyId, userId: input.userId, correlationId: input.itemId, commandId: deterministicUuid('bank-link', input.itemId) });
      return { institutionName };
    },

    /** The Temporal schedule that syncs this connection every BANK_SYNC_INTERVAL_MS (created once). */
    async ensureBankSyncSchedule(ref: BankItemRef): Promise<void> {
      if (!options.client || !options.taskQueue) throw new Error('The bank activities need a Temporal client to schedule syncs.');
      await options.client.schedule.create({
        scheduleId: bankItemWorkflowIds.schedule(ref.itemId),
        spec: { intervals: [{ every: options.syncIntervalMs ?? 3_600_000 }] },
        action: { type: 'startWorkflow', workflowType: 'bankSyncWorkflow', args: [ref], taskQueue: options.taskQueue, workflowId: bankItemWorkflowIds.schedule(ref.itemId) },
        policies: { overlap: 'SKIP' },
      }).catch((error: unknown) => {
        if (!(error instanceof ScheduleAlreadyRunning)) throw error;
      });
    },

    async syncBankItem(ref: BankItemRef): Promise<BankSyncResult> {
      const stream = streams.bankItem(ref.itemId);
      const result: BankSyncResult = { added: [], modified: [], removed: [] };
      for (let pages = 0; pages < MAX_PAGES; pages++) {
        const state = await loadState(store, stream, bankItemDecider);
        if (!state.exists || state.companyId !== ref.companyId) throw ApplicationFailure.nonRetryable('Bank connection not found.', 'NOT_FOUND');
        if (state.archived) break;
        const page = await provider.syncTransactions(openToken(tokenKey, state.accessToken), state.cursor, options.pageSize ?? PAGE);
        // The command id names the page by the cursors it spans: applying it again is a no-op.
        const applied = await handleCommand(store, stream, bankItemDecider, {
          type: 'ApplyBankSyncPage', itemId: ref.itemId, companyId: ref.companyId, fromCursor: state.cursor, cursor: page.nextCursor,
          added: page.added, modified: page.modified, removed: page.removed, now: now(),
        }, { companyId: ref.companyId, userId: null, correlationId: ref.itemId, commandId: deterministicUuid('bank-sync', ref.itemId, state.cursor ?? '', page.nextCursor) });
        for (const event of applied.events) {
          if (event.type !== 'BankTransactionsSynced') continue;
          result.added.push(...event.data.added);
          result.modified.push(...event.data.modified);
          result.removed.push(...event.data.removed);
        }
        if (!page.hasMore) break;
      }
      return result;
    },
  };
};

export type BankActivities = ReturnType<typeof createBankActivities>;
