import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleLinkPage } from './bank-link-page';
import { BankTransfers, TransferError, type TransfersState } from './bank-transfers';
import { keepState, type Stateful } from './state-file';

/** A transaction as Plaid's API shapes it: `amount` in dollars, positive for money out. */
export interface FeedTransaction {
  transaction_id: string;
  account_id: string;
  amount: number;
  merchant_name: string;
  name: string;
  date: string;
}

type Change = { kind: 'added' | 'modified'; transaction: FeedTransaction } | { kind: 'removed'; transaction_id: string };

interface FeedAccount { account_id: string; name: string; mask: string; balances: { current: number; available: number | null; iso_currency_code: 'USD' } }

interface FeedItem {
  itemId: string;
  institutionName: string;
  accounts: FeedAccount[];
  /** Every change in order; a sync cursor is a position in it. */
  log: Change[];
}

/** The sandbox institutions Link offers; balances in dollars, as Plaid's /accounts/get gives them. */
export const INSTITUTIONS = [
  { id: 'ins_simulated', name: 'Simulated Bank', accounts: [{ name: 'Business Card', current: 1234.56 }, { name: 'Travel Card', current: 410 }] },
  { id: 'ins_109508', name: 'First Platypus Bank', accounts: [{ name: 'Plaid Checking', current: 110 }, { name: 'Plaid Credit Card', current: 410 }, { name: 'Plaid Saving', current: 210 }] },
] as const;
export type Institution = (typeof INSTITUTIONS)[number];

/** Plaid's sandbox credentials: anything else is refused at sign-in. */
export const SANDBOX_CREDENTIALS = { username: 'user_good', password: 'pass_good' } as const;
export const LINK_MESSAGES = {
  credentials: 'The username or password provided were not correct.',
  noAccount: 'Choose at least one account.',
  session: 'This Link session has expired or was already used. Start again from the app.',
} as const;

const LINK_TOKEN_TTL_MS = 4 * 3600_000;
const PUBLIC_TOKEN_TTL_MS = 30 * 60_000;
const MERCHANTS = ['Blue Bottle Coffee', 'Delta Air Lines', 'Staples', 'Uber', 'Amazon Web Services', 'Hilton'];
export class PlaidError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

interface LinkSession { expiresAt: number; redirectUri: string | null; done: boolean }
/** A public token as Link minted it: for one link token, one institution and the accounts the user chose. */
interface MintedToken { linkToken: string; institution: Institution; accountIndexes: number[]; expiresAt: number }
export interface BankFeedState {
  linkTokens: Map<string, LinkSession>;
  signIns: Map<string, { linkToken: string; institution: Institution }>;
  publicTokens: Map<string, MintedToken>;
  items: Map<string, FeedItem>;
  transfers: TransfersState;
}

/**
 * The simulator's bank feed: the local bank-link provider, answering a subset of Plaid's API
 * (link token, the hosted Link page's steps, public token exchange, accounts, transactions sync, ACH
 * transfers) plus sandbox calls that make new, changed and removed transactions appear and move a
 * transfer on. State lives in memory; the feed's process keeps it in a file across restarts
 * (startBankFeed's `stateFile`), as Plaid keeps its items.
 */
export class BankFeed implements Stateful<BankFeedState> {
  /** Where this feed is served; the hosted Link page's address is made from it. */
  baseUrl = 'http://127.0.0.1:4400';
  private readonly linkTokens = new Map<string, LinkSession>();
  /** A signed-in Link session (after good credentials), waiting for its accounts to be chosen. */
  private readonly signIns = new Map<string, { linkToken: string; institution: Institution }>();
  private readonly publicTokens = new Map<string, MintedToken>();
  private readonly items = new Map<string, FeedItem>();
  /** ACH debits from the items' accounts (Plaid's Transfer API). */
  readonly transfers = new BankTransfers((accessToken) => this.item(accessToken).accounts.map((a) => a.account_id));

  state(): BankFeedState {
    return { linkTokens: this.linkTokens, signIns: this.signIns, publicTokens: this.publicTokens, items: this.items, transfers: this.transfers.state() };
  }

  restore(state: BankFeedState): void {
    for (const key of ['linkTokens', 'signIns', 'publicTokens', 'items'] as const) {
      this[key].clear();
      for (const [id, value] of state[key]) (this[key] as Map<string, unknown>).set(id, value);
    }
    this.transfers.restore(state.transfers);
  }

  createLinkToken(options: { completionRedirectUri?: string | null } = {}): { link_token: string; expiration: string; hosted_link_url: string } {
    const token = `link-local-${randomUUID()}`;
    const expiresAt = Date.now() + LINK_TOKEN_TTL_MS;
    this.linkTokens.set(token, { expiresAt, redirectUri: options.completionRedirectUri ?? null, done: false });
    return { link_token: token, expiration: new Date(expiresAt).toISOString(), hosted_link_url: `${this.baseUrl}/link?token=${encodeURIComponent(token)}` };
  }

  /** The open Link session of this token (not expired, not completed), or an error. */
  linkSession(linkToken: string): LinkSession {
    const session = this.linkTokens.get(linkToken);
    if (!session || session.done || session.expiresAt < Date.now()) throw new PlaidError('INVALID_LINK_TOKEN', LINK_MESSAGES.session);
    return session;
  }

  /** Link's sign-in step: the sandbox credentials at one of the institutions; answers the signed-in session's id. */
  signIn(linkToken: string, institutionId: string, username: string, password: string): { signInId: string; institution: Institution } {
    this.linkSession(linkToken);
    const institution = INSTITUTIONS.find((i) => i.id === institutionId);
    if (!institution) throw new PlaidError('INVALID_INSTITUTION', 'Choose a bank.');
    if (username !== SANDBOX_CREDENTIALS.username || password !== SANDBOX_CREDENTIALS.password) throw new PlaidError('INVALID_CREDENTIALS', LINK_MESSAGES.credentials);
    const signInId = randomUUID();
    this.signIns.set(signInId, { linkToken, institution });
    return { signInId, institution };
  }

  signedIn(signInId: string): { linkToken: string; institution: Institution } {
    const signIn = this.signIns.get(signInId);
    if (!signIn) throw new PlaidError('INVALID_LINK_TOKEN', LINK_MESSAGES.session);
    this.linkSession(signIn.linkToken);
    return signIn;
  }

  /** Link's last step: the chosen accounts; mints the public token (once per link token) and says where to hand it. */
  completeLink(signInId: string, accountIndexes: number[]): { publicToken: string; redirectUri: string | null } {
    const { linkToken, institution } = this.signedIn(signInId);
    const chosen = [...new Set(accountIndexes)].filter((i) => Number.isInteger(i) && i >= 0 && i < institution.accounts.length).sort();
    if (chosen.length === 0) throw new PlaidError('NO_ACCOUNTS', LINK_MESSAGES.noAccount);
    const session = this.linkSession(linkToken);
    session.done = true;
    this.signIns.delete(signInId);
    const publicToken = `public-sandbox-${randomUUID()}`;
    this.publicTokens.set(publicToken, { linkToken, institution, accountIndexes: chosen, expiresAt: Date.now() + PUBLIC_TOKEN_TTL_MS });
    return { publicToken, redirectUri: session.redirectUri };
  }

  /** What a person does on the hosted page with the sandbox credentials and every account: for tests that are not about Link. */
  sandboxPublicToken(linkToken: string, institutionId: string = INSTITUTIONS[0].id): string {
    const { signInId, institution } = this.signIn(linkToken, institutionId, SANDBOX_CREDENTIALS.username, SANDBOX_CREDENTIALS.password);
    return this.completeLink(signInId, institution.accounts.map((_, i) => i)).publicToken;
  }

  /** Only a public token Link minted here, unexpired, and only once (Plaid's /item/public_token/exchange). */
  exchange(publicToken: string): { access_token: string; item_id: string } {
    const minted = this.publicTokens.get(publicToken);
    this.publicTokens.delete(publicToken);
    if (!minted || minted.expiresAt < Date.now()) throw new PlaidError('INVALID_PUBLIC_TOKEN', 'The public token is not valid.');
    const itemId = `item-${randomUUID()}`;
    const accessToken = `access-local-${randomBytes(16).toString('hex')}`;
    const accounts = minted.accountIndexes.map((index, i): FeedAccount => {
      const account = minted.institution.accounts[index]!;
      return { account_id: `${itemId}-acc-${i}`, name: account.name, mask: String(4100 + this.items.size * 10 + index).slice(-4), balances: { current: account.current, available: null, iso_currency_code: 'USD' } };
    });
    const item: FeedItem = { itemId, institutionName: minted.institution.name, accounts, log: [] };
    this.items.set(accessToken, item);
    // A month of purchases to start with.
    for (let i = 0; i < 12; i++) this.add(accessToken, [{ amount: (1250 + i * 731) / 100, description: MERCHANTS[i % MERCHANTS.length]!, date: new Date(Date.now() - (30 - i * 2) * 86_400_000).toISOString().slice(0, 10), account: i % accounts.length }]);
    return { access_token: accessToken, item_id: itemId };
  }

  private item(accessToken: string): FeedItem {
    const item = this.items.get(accessToken);
    if (!item) throw new PlaidError('INVALID_ACCESS_TOKEN', 'The access token is not valid.');
    return item;
  }

  accounts(accessToken: string) {
    const item = this.item(accessToken);
    return { item: { item_id: item.itemId, institution_name: item.institutionName }, accounts: item.accounts };
  }

  sync(accessToken: string, cursor: string | null, count = 100) {
    const item = this.item(accessToken);
    const from = cursor ? Number(cursor) : 0;
    if (!Number.isInteger(from) || from < 0 || from > item.log.length) throw new PlaidError('INVALID_CURSOR', 'The cursor is not valid.');
    const page = item.log.slice(from, from + Math.max(1, Math.min(count, 500)));
    const next = from + page.length;
    return {
      added: page.flatMap((c) => (c.kind === 'added' ? [c.transaction] : [])),
      modified: page.flatMap((c) => (c.kind === 'modified' ? [c.transaction] : [])),
      removed: page.flatMap((c) => (c.kind === 'removed' ? [{ transaction_id: c.transaction_id }] : [])),
      next_cursor: String(next),
      has_more: next < item.log.length,
    };
  }

  /** Sandbox: new purchases on the item's accounts (account index, dollars). */
  add(accessToken: string, transactions: { amount: number; description: string; date: string; account?: number }[]): FeedTransaction[] {
    const item = this.item(accessToken);
    const made = transactions.map((t) => ({
      transaction_id: `txn-${randomUUID()}`, account_id: item.accounts[t.account ?? 0]!.account_id, amount: t.amount, merchant_name: t.description, name: t.description, date: t.date,
    }));
    item.log.push(...made.map((transaction) => ({ kind: 'added' as const, transaction })));
    return made;
  }

  /** Sandbox: a posted amount that differs from the pending one. */
  modify(accessToken: string, transactionId: string, amount: number): void {
    const item = this.item(accessToken);
    const last = [...item.log].reverse().find((c) => c.kind !== 'removed' && c.transaction.transaction_id === transactionId);
    if (!last || last.kind === 'removed') throw new PlaidError('TRANSACTION_NOT_FOUND', 'No such transaction.');
    item.log.push({ kind: 'modified', transaction: { ...last.transaction, amount } });
  }

  remove(accessToken: string, transactionId: string): void {
    this.item(accessToken).log.push({ kind: 'removed', transaction_id: transactionId });
  }
}

const read = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};
const json = (text: string): Record<string, unknown> => (text ? (JSON.parse(text) as Record<string, unknown>) : {});

/** The bank feed over HTTP: Plaid's API paths (POST, JSON) and the hosted Link page (/link). */
/** `stateFile`: where the feed keeps its items, tokens and transfers across restarts (none: in memory only). */
export const startBankFeed = async (options: { port?: number; host?: string; feed?: BankFeed; publicUrl?: string; stateFile?: string } = {}): Promise<{ url: string; feed: BankFeed; server: Server; close: () => Promise<void> }> => {
  const feed = options.feed ?? new BankFeed();
  const save = options.stateFile ? keepState(options.stateFile, feed) : () => undefined;
  const routes: Record<string, (b: Record<string, unknown>) => unknown> = {
    '/link/token/create': (b) => feed.createLinkToken({ completionRedirectUri: (b.hosted_link as { completion_redirect_uri?: string } | undefined)?.completion_redirect_uri ?? null }),
    '/item/public_token/exchange': (b) => feed.exchange(String(b.public_token)),
    '/accounts/get': (b) => feed.accounts(String(b.access_token)),
    '/transactions/sync': (b) => feed.sync(String(b.access_token), (b.cursor as string | undefined) || null, Number(b.count ?? 100)),
    '/sandbox/transactions/create': (b) => ({ added: feed.add(String(b.access_token), b.transactions as never) }),
    '/transfer/authorization/create': (b) => feed.transfers.authorize(b as never),
    '/transfer/create': (b) => feed.transfers.create(b as never),
    '/transfer/get': (b) => feed.transfers.get(String(b.transfer_id)),
    '/transfer/event/sync': (b) => feed.transfers.sync(Number(b.after_id ?? 0), Number(b.count ?? 25)),
    '/sandbox/transfer/simulate': (b) => feed.transfers.simulate(b as never),
  };
  const server = createServer((req, res) => {
    void (async () => {
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      try {
        const url = new URL(req.url ?? '/', 'http://feed.local');
        const text = await read(req);
        if (url.pathname.startsWith('/link') && !routes[url.pathname] && handleLinkPage(feed, req.method ?? 'GET', url, new URLSearchParams(text), res)) return save();
        const route = req.method === 'POST' ? routes[url.pathname] : undefined;
        if (!route) return send(404, { error_code: 'NOT_FOUND', error_message: 'No such endpoint.' });
        const answer = route(json(text));
        // Kept before it is answered: what the caller was told survives a restart.
        save();
        send(200, answer);
      } catch (error) {
        send(400, { error_code: error instanceof PlaidError || error instanceof TransferError ? error.code : 'INVALID_REQUEST', error_message: (error as Error).message });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Where browsers reach the hosted Link page (behind a proxy or in a container it is not this address).
  feed.baseUrl = options.publicUrl ?? url;
  return {
    url,
    feed,
    server,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
};
