import { DECLINE_MESSAGES, type LedgerMessage } from '@spend/domain';
import { deterministicUuid, type EventStore } from '@spend/eventstore';
import type { CompanyTurns } from './company-turns';
import { AuthorizationIdTaken, LedgerBook } from './ledger-book';
import type { AuthorizationAnswer, AuthorizationRequestBody, FollowUpAnswer, FollowUpRequestBody } from './messages';

export type FollowUpKind = 'clear' | 'reverse' | 'refund';

/**
 * Turns processor messages into ledger messages and the ledger's state into answers. A message
 * retried while its first copy is still being decided here joins that decision: under a failover
 * the processor times out and resends, and every resend queued as a decision of its own made the
 * backlog grow faster than it was worked off (the chaos run's PostgreSQL kill).
 */
export class Authorizer {
  readonly book: LedgerBook;
  private readonly deciding = new Map<string, Promise<AuthorizationAnswer | FollowUpAnswer>>();

  /** `tolerancePercent`: held above the amount for merchant categories whose final amount may grow; `turns`: replicas take turns per company. */
  constructor(store: EventStore, options: { tolerancePercent?: number; turns?: CompanyTurns } = {}) {
    this.book = new LedgerBook(store, options.tolerancePercent, options.turns);
  }

  /** `at` is when the purchase happened; the HTTP layer has checked it is close to now (replays). */
  authorize(body: AuthorizationRequestBody): Promise<AuthorizationAnswer> {
    // The same id for another card or amount is another purchase (refused once decided), not a retry.
    return this.once(`authorize ${body.id} ${body.card_token} ${body.amount}`, () => this.decide(body));
  }

  followUp(kind: FollowUpKind, body: FollowUpRequestBody): Promise<FollowUpAnswer> {
    return this.once(`${kind} ${body.id} ${body.authorization_id} ${body.card_token} ${body.amount ?? ''}`, () => this.follow(kind, body));
  }

  /** The decision already under way for `key`, or `work`'s, shared until it settles. */
  private once<T extends AuthorizationAnswer | FollowUpAnswer>(key: string, work: () => Promise<T>): Promise<T> {
    const pending = this.deciding.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const started = work().finally(() => this.deciding.delete(key));
    this.deciding.set(key, started);
    return started;
  }

  private async decide(body: AuthorizationRequestBody): Promise<AuthorizationAnswer> {
    const arrival = this.book.arrive();
    const card = await this.book.card(body.card_token, arrival);
    const transactionId = deterministicUuid('transaction', body.id);
    // An unknown card names no company and no ledger: it is answered, not recorded.
    if (!card || card.deleted) return { authorization_id: body.id, approved: false, decline_reason: 'CARD_NOT_FOUND', message: DECLINE_MESSAGES.CARD_NOT_FOUND, transaction_id: null };
    const message: LedgerMessage = {
      kind: 'authorize',
      at: new Date(body.timestamp).toISOString(),
      card,
      request: {
        authorizationId: body.id, transactionId, cardId: body.card_token, amountCents: body.amount, currency: body.currency,
        merchantName: body.merchant_name, merchantId: body.merchant_id, mcc: body.mcc, country: body.merchant_country,
      },
    };
    const { state } = await this.book.submit(card.budgetId ?? card.cardId, card.companyId!, message, arrival);
    const auth = state.auths.get(body.id)!;
    // A retry repeats the purchase; the same id for another card or amount is another purchase.
    if (auth.cardId !== body.card_token || auth.authorizedCents !== body.amount) throw new AuthorizationIdTaken(body.id);
    return { authorization_id: body.id, approved: auth.approved, decline_reason: auth.reason, message: auth.message, transaction_id: auth.transactionId };
  }

  private async follow(kind: FollowUpKind, body: FollowUpRequestBody): Promise<FollowUpAnswer> {
    const card = await this.book.card(body.card_token);
    if (!card) return { id: body.id, accepted: false, status: null };
    const at = new Date(body.timestamp).toISOString();
    const authorizationId = body.authorization_id;
    const messageId = body.id;
    const message: LedgerMessage =
      kind === 'reverse' ? { kind, messageId, authorizationId, at } : { kind, messageId, authorizationId, at, amountCents: body.amount ?? 0 };
    const { state, event } = await this.book.submit(card.budgetId ?? card.cardId, card.companyId!, message);
    // A retried message was recorded the first time: answered the same, recorded once.
    const accepted = event !== null || state.followUps.has(messageId);
    return { id: messageId, accepted, status: state.auths.get(authorizationId)?.status ?? null };
  }
}
