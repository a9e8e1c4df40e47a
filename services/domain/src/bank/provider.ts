import type { BankAccount, BankTransaction } from './events';

/** One page of a transactions sync (Plaid's /transactions/sync). */
export interface BankSyncPage {
  added: BankTransaction[];
  modified: BankTransaction[];
  removed: string[];
  nextCursor: string;
  hasMore: boolean;
}

/** A transfer event (Plaid's /transfer/event/sync): `returnCode` is the ACH return code of a return (R01…). */
export interface TransferEvent {
  eventId: number;
  transferId: string;
  type: 'pending' | 'posted' | 'settled' | 'funds_available' | 'returned' | 'failed' | 'cancelled' | (string & {});
  returnCode: string | null;
  description: string | null;
}

/**
 * A bank-link provider, Plaid-shaped. The workflows talk to one (the simulator's bank feed locally,
 * Plaid in production); nothing else does.
 */
export interface BankProvider {
  /** A Link session; with a completion redirect, Link's hosted page sends the person back there with the public token. */
  createLinkToken(input: { companyId: string; userId: string; completionRedirectUri?: string | null }): Promise<{ linkToken: string; expiration: string; hostedLinkUrl: string }>;
  exchangePublicToken(publicToken: string): Promise<{ accessToken: string; providerItemId: string }>;
  getItem(accessToken: string): Promise<{ institutionName: string; accounts: BankAccount[] }>;
  syncTransactions(accessToken: string, cursor: string | null, count: number): Promise<BankSyncPage>;
  /**
   * An ACH debit from an account of the item (Plaid's /transfer/authorization/create, then
   * /transfer/create): the same idempotency key makes one transfer. A declined authorization moves
   * no money and says why.
   */
  createDebitTransfer(accessToken: string, input: { accountId: string; amountCents: number; idempotencyKey: string; description: string }): Promise<{ transferId: string } | { declined: { code: string; description: string } }>;
  /** Every transfer's events after `afterId`, oldest first (Plaid's /transfer/event/sync). */
  transferEvents(afterId: number, count: number): Promise<{ events: TransferEvent[]; hasMore: boolean }>;
}
