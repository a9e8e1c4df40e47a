import { createHmac, randomUUID } from 'node:crypto';
import { clearedAmount, nextPurchase, type CardState, type SimulatedPurchase } from '@spend/domain';
import { currentTraceparent, inSpan, SpanKind } from '@spend/runtime';

export interface NetworkOptions {
  /** The authorizer's base URL. */
  url: string;
  /** Shared with the authorizer; signs every body (HMAC-SHA256, hex, `x-spend-signature`). */
  secret: string;
  random?: () => number;
}

/** The authorizer's answer to an authorization. */
export interface AuthorizationAnswer {
  authorization_id: string;
  approved: boolean;
  decline_reason: string | null;
  message: string | null;
  transaction_id: string | null;
}

export interface Attempt {
  cardId: string;
  approved: boolean;
  reason: string | null;
  amountCents: number;
}

const TRACER = '@spend/simulator';

/**
 * A card network in miniature: sends signed authorizations to the authorizer as a processor's
 * webhook would, then clears approved ones (tips included) or now and then reverses them.
 */
export class SimulatedNetwork {
  private readonly random: () => number;

  constructor(private readonly options: NetworkOptions) {
    this.random = options.random ?? Math.random;
  }

  /** One signed message, in a client span whose context the authorizer continues (`traceparent`, when tracing is on). */
  private post<T = Record<string, unknown>>(path: string, message: Record<string, unknown>): Promise<T> {
    return inSpan(TRACER, `POST ${path}`, { kind: SpanKind.CLIENT, attributes: { 'http.request.method': 'POST', 'url.path': path } }, async (span) => {
      const body = JSON.stringify(message);
      const signature = createHmac('sha256', this.options.secret).update(body).digest('hex');
      const traceparent = currentTraceparent();
      const headers = { 'content-type': 'application/json', 'x-spend-signature': signature, ...(traceparent && { traceparent }) };
      const response = await fetch(`${this.options.url}${path}`, { method: 'POST', headers, body });
      span?.setAttribute('http.response.status_code', response.status);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as T;
    });
  }

  /** One signed authorization of a purchase on a card, as the processor sends it (the benchmarks use it too). */
  authorize(cardId: string, purchase: SimulatedPurchase = nextPurchase(this.random), id = `auth_${randomUUID()}`): Promise<AuthorizationAnswer> {
    return this.post<AuthorizationAnswer>('/v1/authorizations', {
      id, card_token: cardId, amount: purchase.amountCents, currency: 'USD', merchant_name: purchase.merchant.name, merchant_id: purchase.merchant.id,
      mcc: purchase.merchant.mcc, merchant_country: 'US', timestamp: new Date().toISOString(),
    });
  }

  /**
   * One purchase on one of the cards; approved purchases clear (or are reversed) right away. A
   * purchase is one trace: its authorization and follow-up, and the authorizer's work on each.
   */
  async purchase(cards: readonly CardState[]): Promise<Attempt | null> {
    if (cards.length === 0) return null;
    return inSpan(TRACER, 'card purchase', {}, () => this.purchaseOn(cards));
  }

  private async purchaseOn(cards: readonly CardState[]): Promise<Attempt> {
    const card = cards[Math.floor(this.random() * cards.length)]!;
    const purchase = nextPurchase(this.random);
    const id = `auth_${randomUUID()}`;
    const answer = await this.authorize(card.cardId, purchase, id);
    const approved = answer.approved === true;
    if (approved) {
      const base = { id: `msg_${randomUUID()}`, authorization_id: id, card_token: card.cardId, timestamp: new Date().toISOString() };
      if (this.random() < 0.05) await this.post('/v1/reversals', base);
      else if (this.random() < 0.7) await this.post('/v1/clearings', { ...base, amount: clearedAmount(purchase, this.random) });
    }
    return { cardId: card.cardId, approved, reason: answer.decline_reason ?? null, amountCents: purchase.amountCents };
  }
}
