import { randomUUID } from 'node:crypto';

/** Plaid Transfer's event types this feed emits, in the order an ACH debit moves through them. */
export type TransferEventType = 'pending' | 'posted' | 'settled' | 'returned' | 'failed';

/** A transfer event as Plaid's /transfer/event/sync gives it: the amount is a decimal string of dollars. */
export interface TransferEvent {
  event_id: number;
  timestamp: string;
  event_type: TransferEventType;
  account_id: string;
  transfer_id: string;
  transfer_type: 'debit' | 'credit';
  transfer_amount: string;
  failure_reason: { ach_return_code: string | null; description: string } | null;
}

interface Transfer {
  id: string;
  authorization_id: string;
  account_id: string;
  type: 'debit' | 'credit';
  amount: string;
  description: string;
  status: TransferEventType;
  created: string;
  failure_reason: TransferEvent['failure_reason'];
}

interface Authorization { id: string; accountId: string; type: 'debit' | 'credit'; amount: string; used: string | null }

export class TransferError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

/** The moves Plaid's sandbox allows (/sandbox/transfer/simulate): an ACH return comes after the debit was posted, even once settled. */
const NEXT: Record<TransferEventType, TransferEventType[]> = { pending: ['posted', 'failed'], posted: ['settled', 'returned'], settled: ['returned'], returned: [], failed: [] };

/**
 * The bank feed's ACH transfers, shaped like Plaid's Transfer API: an authorization, then a transfer
 * (one per idempotency key), whose progress is read from one event log (/transfer/event/sync,
 * after_id). Like Plaid's sandbox, nothing moves by itself: /sandbox/transfer/simulate posts,
 * settles, fails or returns a transfer (e.g. R01 insufficient funds).
 */
export interface TransfersState {
  authorizations: Map<string, Authorization>;
  transfers: Map<string, Transfer>;
  byIdempotencyKey: Map<string, string>;
  events: TransferEvent[];
}

export class BankTransfers {
  private readonly authorizations = new Map<string, Authorization>();
  private readonly transfers = new Map<string, Transfer>();
  private readonly byIdempotencyKey = new Map<string, string>();
  private readonly events: TransferEvent[] = [];

  /** `accountsOf`: the account ids of an access token's item (an unknown token throws). */
  constructor(private readonly accountsOf: (accessToken: string) => string[]) {}

  state(): TransfersState {
    return { authorizations: this.authorizations, transfers: this.transfers, byIdempotencyKey: this.byIdempotencyKey, events: this.events };
  }

  restore(state: TransfersState): void {
    for (const key of ['authorizations', 'transfers', 'byIdempotencyKey'] as const) {
      this[key].clear();
      for (const [id, value] of state[key]) (this[key] as Map<string, unknown>).set(id, value);
    }
    this.events.splice(0, this.events.length, ...state.events);
  }

  private account(accessToken: string, accountId: string): void {
    if (!this.accountsOf(accessToken).includes(accountId)) throw new TransferError('INVALID_ACCOUNT_ID', 'The account_id is not an account of this item.');
  }

  /** /transfer/authorization/create: approved unless the amount is not a positive decimal of dollars (the sandbox approves every good one). */
  authorize(b: { access_token: string; account_id: string; type: 'debit' | 'credit'; network?: string; amount: string; idempotency_key?: string }) {
    this.account(b.access_token, b.account_id);
    if (!/^\d+\.\d{2}$/.test(String(b.amount)) || Number(b.amount) <= 0) throw new TransferError('INVALID_FIELD', 'amount must be a positive decimal string with two digits, e.g. "10.00".');
    const id = `auth-${randomUUID()}`;
    this.authorizations.set(id, { id, accountId: b.account_id, type: b.type, amount: b.amount, used: null });
    return { authorization: { id, created: new Date().toISOString(), decision: 'approved' as const, decision_rationale: null, proposed_transfer: { account_id: b.account_id, type: b.type, network: b.network ?? 'ach', amount: b.amount } } };
  }

  /** /transfer/create: the authorized transfer, pending; the same idempotency key answers the same transfer. */
  create(b: { access_token: string; account_id: string; authorization_id: string; description?: string; idempotency_key?: string }) {
    const again = b.idempotency_key ? this.byIdempotencyKey.get(b.idempotency_key) : undefined;
    if (again) return { transfer: this.transfers.get(again)! };
    this.account(b.access_token, b.account_id);
    const auth = this.authorizations.get(b.authorization_id);
    if (!auth || auth.accountId !== b.account_id) throw new TransferError('INVALID_AUTHORIZATION', 'The authorization_id is not valid for this account.');
    if (auth.used) throw new TransferError('TRANSFER_AUTHORIZATION_ALREADY_USED', 'This authorization was already used for a transfer.');
    const transfer: Transfer = {
      id: `transfer-${randomUUID()}`, authorization_id: auth.id, account_id: auth.accountId, type: auth.type, amount: auth.amount, description: (b.description ?? '').slice(0, 15),
      status: 'pending', created: new Date().toISOString(), failure_reason: null,
    };
    auth.used = transfer.id;
    this.transfers.set(transfer.id, transfer);
    if (b.idempotency_key) this.byIdempotencyKey.set(b.idempotency_key, transfer.id);
    this.record(transfer);
    return { transfer };
  }

  get(transferId: string) {
    const transfer = this.transfers.get(transferId);
    if (!transfer) throw new TransferError('TRANSFER_NOT_FOUND', 'No such transfer.');
    return { transfer };
  }

  /** /transfer/event/sync: every event after `after_id`, oldest first, up to `count`. */
  sync(afterId = 0, count = 25) {
    const page = this.events.filter((e) => e.event_id > afterId).slice(0, Math.max(1, Math.min(count, 500)));
    return { transfer_events: page, has_more: this.events.some((e) => e.event_id > (page.at(-1)?.event_id ?? afterId)) };
  }

  /** /sandbox/transfer/simulate: the next step of a transfer; a return carries its ACH code (R01 unless told). */
  simulate(b: { transfer_id: string; event_type: TransferEventType; failure_reason?: { ach_return_code?: string | null; description?: string } | null }) {
    const { transfer } = this.get(b.transfer_id);
    if (!NEXT[transfer.status].includes(b.event_type)) throw new TransferError('INVALID_FIELD', `A ${transfer.status} transfer cannot be ${b.event_type}.`);
    transfer.status = b.event_type;
    if (b.event_type === 'returned' || b.event_type === 'failed') {
      const code = b.event_type === 'returned' ? (b.failure_reason?.ach_return_code ?? 'R01') : null;
      transfer.failure_reason = { ach_return_code: code, description: b.failure_reason?.description ?? (code === 'R01' ? 'Insufficient funds' : 'The transfer failed.') };
    }
    this.record(transfer);
    return {};
  }

  private record(t: Transfer): void {
    this.events.push({
      event_id: this.events.length + 1, timestamp: new Date().toISOString(), event_type: t.status, account_id: t.account_id, transfer_id: t.id, transfer_type: t.type,
      transfer_amount: t.amount, failure_reason: t.failure_reason,
    });
  }
}
