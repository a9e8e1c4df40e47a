import type { BankAccount, BankTransaction } from './events';

/** One page of a transactions sync (Plaid's /transactions/sync). */
export interface BankSyncPage {
  added: BankTransaction[];
  modified: BankTransaction[];
  removed: string[];
  nextCursor: string;
  hasMore: boolean;
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
}
