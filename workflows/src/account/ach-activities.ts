import { accountDecider, bankItemDecider, isoNow, streams, type AccountCommand, type BankProvider, type Clock } from '@spend/domain';
import { deterministicUuid, handleCommand, loadState, systemClock, type EventStore } from '@spend/eventstore';
import { DEV_BANK_TOKEN_KEY, openToken } from '../bank/sealed-token';

/** One ACH payment as the account recorded it (AchPaymentInitiated). */
export interface AchPaymentInput {
  companyId: string;
  paymentId: string;
  bankItemId: string;
  bankAccountId: string;
  amountCents: number;
  /** How long to wait between reads of the transfer's events. */
  pollMs?: number;
}

export type AchOutcome = 'SETTLED' | 'RETURNED';
const PAGE = 100;

/**
 * The ACH payment activities: the only code that moves money from a linked bank account. Each acts
 * on the account through the command handler with a command id per payment and outcome, and the
 * decider applies a settlement or a return once: a retried activity changes nothing twice.
 */
export const createAchActivities = (options: { store: EventStore; provider: BankProvider; tokenKey?: string; clock?: Clock }) => {
  const { store, provider, clock = systemClock } = options;
  const tokenKey = options.tokenKey ?? DEV_BANK_TOKEN_KEY;
  const act = (input: Pick<AchPaymentInput, 'companyId' | 'paymentId'>, step: string, command: AccountCommand) =>
    handleCommand(store, streams.account(input.companyId), accountDecider, command, {
      companyId: input.companyId, userId: null, correlationId: input.paymentId, commandId: deterministicUuid('ach-payment', input.paymentId, step),
    });
  const returned = async (input: AchPaymentInput, returnCode: string, returnReason: string | null): Promise<AchOutcome> => {
    await act(input, 'returned', { type: 'ReturnAchPayment', paymentId: input.paymentId, returnCode, returnReason, now: isoNow(clock) });
    return 'RETURNED';
  };
  return {
    /** Authorizes and creates the transfer (the payment id is its idempotency key); declined, the payment is returned with the bank's reason. */
    async startAchTransfer(input: AchPaymentInput): Promise<{ transferId: string } | { outcome: AchOutcome }> {
      const item = await loadState(store, streams.bankItem(input.bankItemId), bankItemDecider);
      // The connection was archived since (or is gone): no debit is made, and the admins hear why.
      if (!item.exists || item.archived) return { outcome: await returned(input, 'ITEM_ARCHIVED', 'The bank connection was archived before the payment was sent.') };
      const created = await provider.createDebitTransfer(openToken(tokenKey, item.accessToken), {
        accountId: input.bankAccountId, amountCents: input.amountCents, idempotencyKey: input.paymentId, description: 'Card payment',
      });
      if ('declined' in created) return { outcome: await returned(input, created.declined.code, created.declined.description) };
      return { transferId: created.transferId };
    },

    /**
     * Reads the transfer events after `afterId` and applies this transfer's outcome when the feed
     * has one: settled settles the payment, returned (or failed) returns it with its code. Posted
     * and pending change nothing: money is not the account's until it settles.
     */
    async followAchTransfer(input: AchPaymentInput & { transferId: string; afterId: number }): Promise<{ outcome: AchOutcome | null; afterId: number }> {
      let afterId = input.afterId;
      for (;;) {
        const page = await provider.transferEvents(afterId, PAGE);
        for (const event of page.events) {
          afterId = event.eventId;
          if (event.transferId !== input.transferId) continue;
          if (event.type === 'settled') {
            await act(input, 'settled', { type: 'SettleAchPayment', paymentId: input.paymentId, transferId: input.transferId, now: isoNow(clock) });
            return { outcome: 'SETTLED', afterId };
          }
          if (event.type === 'returned' || event.type === 'failed') return { outcome: await returned(input, event.returnCode ?? 'FAILED', event.description), afterId };
        }
        if (!page.hasMore) return { outcome: null, afterId };
      }
    },
  };
};

export type AchActivities = ReturnType<typeof createAchActivities>;
