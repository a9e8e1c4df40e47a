import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { clearedAmount, nextPurchase } from '@spend/domain';
import { SIGNATURE_HEADER, signBody } from '@spend/authorizer';

/** What became of one authorization: answered (after however many attempts) or still being retried. */
export interface Authorization {
  id: string;
  cardId: string;
  /** ms (performance.now) when the open loop scheduled it: latency counts from here, as wrk2 does. */
  scheduledAt: number;
  answeredAt: number | null;
  approved: boolean | null;
  attempts: number;
}

/** A processor message the authorizer must record once: a clearing, reversal or refund. */
interface FollowUp {
  path: '/v1/clearings' | '/v1/reversals' | '/v1/refunds';
  id: string;
  authorizationId: string;
  acknowledged: boolean;
}

const ATTEMPT_MS = 3000;
/**
 * The processor's connections to HAProxy: bounded and kept alive. fetch's pool opens a connection
 * per request while all are busy and scans every one of them on each new request: once answers
 * slowed, thousands of connections made the driver spend its core on that scan (the second stall).
 */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/**
 * One POST: its status and body text (node:http, through the bounded agent). Its time counts from
 * when it has a connection: counted from the call, a request waiting for one of the agent's sockets
 * behind a slow cluster timed out unsent and was sent again, and the driver flooded the cluster it
 * was measuring (the PostgreSQL fault of a run right after the cluster's start: 34,814 attempts).
 */
const post = (url: string, headers: Record<string, string>, body: string): Promise<{ status: number; text: string }> =>
  new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', reject);
    });
    let timer: NodeJS.Timeout | undefined;
    req.once('socket', () => (timer = setTimeout(() => req.destroy(new Error(`no answer within ${ATTEMPT_MS} ms`)), ATTEMPT_MS)));
    req.once('close', () => clearTimeout(timer));
    req.on('error', reject);
    req.end(body);
  });

/**
 * The card network's side of the chaos run: signed authorizations offered at a fixed rate (open
 * loop) through HAProxy to the authorizer replicas, approved ones cleared (and some of those
 * refunded) or reversed. A message that fails or goes unanswered is sent again, byte for byte, until
 * it is answered: the processor's retry, which the authorizer must answer with the first decision.
 */
export class AuthorizationLoad {
  readonly authorizations: Authorization[] = [];
  readonly followUps: FollowUp[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** Requests that failed before an answer (each retried): what the faults cost, for the log. */
  failedAttempts = 0;

  constructor(private readonly url: string, private readonly secret: string, private readonly cardIds: readonly string[]) {}

  /** Starts offering `rate` authorizations a second until `stop`. */
  start(rate: number): void {
    const interval = 1000 / rate;
    const started = performance.now();
    let i = 0;
    const tick = (): void => {
      if (this.stopped) return;
      // Only what was due when the tick began: on a starved machine, starting each request takes
      // longer than the interval, and a loop that re-read the clock would never yield to the event
      // loop (nothing sent, nothing answered: the stall of the first drive). The rest waits a tick.
      const due = Math.floor((performance.now() - started) / interval);
      for (; i <= due; i++) this.track(this.authorize(this.cardIds[i % this.cardIds.length]!, started + i * interval));
      this.timer = setTimeout(tick, Math.max(0, started + i * interval - performance.now()));
    };
    tick();
  }

  /** Stops offering new authorizations and waits until every one sent (and its follow-ups) is answered. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** Of the authorizations scheduled in [from, to) (performance.now ms): how many, and the share answered within `withinMs`. */
  answeredWithin(withinMs: number, from = 0, to = Infinity): { count: number; share: number } {
    const scheduled = this.authorizations.filter((a) => a.scheduledAt >= from && a.scheduledAt < to);
    const inTime = scheduled.filter((a) => a.answeredAt !== null && a.answeredAt - a.scheduledAt <= withinMs).length;
    return { count: scheduled.length, share: scheduled.length === 0 ? 1 : inTime / scheduled.length };
  }

  /** One line for the log: how many were offered, answered and are still being retried. */
  progress(): string {
    const answered = this.authorizations.filter((a) => a.answeredAt !== null).length;
    return `${this.authorizations.length} authorizations offered, ${answered} answered, ${this.inFlight.size} in flight, ${this.failedAttempts} failed attempts`;
  }

  /** Latencies (ms) of the answered authorizations scheduled in [from, to), sorted. */
  latencies(from = 0, to = Infinity): number[] {
    return this.authorizations
      .filter((a) => a.answeredAt !== null && a.scheduledAt >= from && a.scheduledAt < to)
      .map((a) => a.answeredAt! - a.scheduledAt)
      .sort((a, b) => a - b);
  }

  private track(work: Promise<unknown>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  /** Sends one signed message until it is answered with 200; answers its JSON. */
  private async send<T>(path: string, message: Record<string, unknown>, counted?: { attempts: number }): Promise<T> {
    const body = JSON.stringify(message);
    const headers = { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(body, this.secret) };
    let failures = 0;
    for (;;) {
      if (counted) counted.attempts++;
      try {
        const response = await post(`${this.url}${path}`, headers, body);
        if (response.status === 200) return JSON.parse(response.text) as T;
        // 4xx is the message's own fault: retrying would not change it, and the run must say so.
        if (response.status < 500) throw new Error(`${path} answered ${response.status}: ${response.text}`);
      } catch (error) {
        if (error instanceof Error && /answered 4\d\d/.test(error.message)) throw error;
      }
      this.failedAttempts++;
      // During a failover HAProxy refuses at once: a pause keeps the retries from spinning a core,
      // growing to a second so that a slow cluster is not also flooded by its own retries.
      await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 100 * 2 ** (failures++))));
    }
  }

  private async authorize(cardId: string, scheduledAt: number): Promise<void> {
    const purchase = nextPurchase(Math.random);
    const record: Authorization = { id: `auth_${randomUUID()}`, cardId, scheduledAt, answeredAt: null, approved: null, attempts: 0 };
    this.authorizations.push(record);
    const answer = await this.send<{ approved: boolean }>('/v1/authorizations', {
      id: record.id, card_token: cardId, amount: purchase.amountCents, currency: 'USD', merchant_name: purchase.merchant.name,
      merchant_id: purchase.merchant.id, mcc: purchase.merchant.mcc, merchant_country: 'US', timestamp: new Date().toISOString(),
    }, record);
    record.answeredAt = performance.now();
    record.approved = answer.approved;
    if (!answer.approved) return;
    // As the simulator's network: 5% reversed, most cleared (tips included), one clearing in ten refunded in part.
    const roll = Math.random();
    if (roll < 0.05) return this.followUp('/v1/reversals', record, undefined);
    if (roll > 0.75) return;
    const cleared = clearedAmount(purchase, Math.random);
    await this.followUp('/v1/clearings', record, cleared);
    if (Math.random() < 0.1) await this.followUp('/v1/refunds', record, Math.max(1, Math.floor(cleared / 2)));
  }

  private async followUp(path: FollowUp['path'], authorization: Authorization, amount: number | undefined): Promise<void> {
    const message: FollowUp = { path, id: `msg_${randomUUID()}`, authorizationId: authorization.id, acknowledged: false };
    this.followUps.push(message);
    await this.send(path, {
      id: message.id, authorization_id: authorization.id, card_token: authorization.cardId, ...(amount !== undefined && { amount }), timestamp: new Date().toISOString(),
    });
    message.acknowledged = true;
  }
}
