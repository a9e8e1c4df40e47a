import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

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

interface FeedItem {
  itemId: string;
  accounts: { account_id: string; name: string; mask: string }[];
  /** Every change in order; a sync cursor is a position in it. */
  log: Change[];
}

const MERCHANTS = ['Blue Bottle Coffee', 'Delta Air Lines', 'Staples', 'Uber', 'Amazon Web Services', 'Hilton'];
class PlaidError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

/**
 * The simulator's bank feed: the local bank-link provider, answering a subset of Plaid's API
 * (link token, public token exchange, accounts, transactions sync) plus sandbox calls that make
 * new, changed and removed transactions appear. State lives in memory.
 */
export class BankFeed {
  private readonly linkTokens = new Set<string>();
  private readonly items = new Map<string, FeedItem>();

  createLinkToken(): { link_token: string; expiration: string } {
    const token = `link-local-${randomUUID()}`;
    this.linkTokens.add(token);
    return { link_token: token, expiration: new Date(Date.now() + 4 * 3600_000).toISOString() };
  }

  /** Locally, Link's public token is `public-local-<link token>` (what the web's Link step makes). */
  exchange(publicToken: string): { access_token: string; item_id: string } {
    const linkToken = publicToken.replace(/^public-local-/, '');
    if (!publicToken.startsWith('public-local-') || !this.linkTokens.delete(linkToken)) throw new PlaidError('INVALID_PUBLIC_TOKEN', 'The public token is not valid.');
    const itemId = `item-${randomUUID()}`;
    const accessToken = `access-local-${randomBytes(16).toString('hex')}`;
    const accounts = ['Business Card', 'Travel Card'].map((name, i) => ({ account_id: `${itemId}-acc-${i}`, name, mask: String(4100 + this.items.size * 10 + i).slice(-4) }));
    const item: FeedItem = { itemId, accounts, log: [] };
    this.items.set(accessToken, item);
    // A month of purchases to start with.
    for (let i = 0; i < 12; i++) this.add(accessToken, [{ amount: (1250 + i * 731) / 100, description: MERCHANTS[i % MERCHANTS.length]!, date: new Date(Date.now() - (30 - i * 2) * 86_400_000).toISOString().slice(0, 10), account: i % 2 }]);
    return { access_token: accessToken, item_id: itemId };
  }

  private item(accessToken: string): FeedItem {
    const item = this.items.get(accessToken);
    if (!item) throw new PlaidError('INVALID_ACCESS_TOKEN', 'The access token is not valid.');
    return item;
  }

  accounts(accessToken: string) {
    const item = this.item(accessToken);
    return { item: { item_id: item.itemId, institution_name: 'Simulated Bank' }, accounts: item.accounts };
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

const body = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
};

/** The bank feed over HTTP, on Plaid's paths (POST, JSON). */
export const startBankFeed = async (options: { port?: number; host?: string; feed?: BankFeed } = {}): Promise<{ url: string; feed: BankFeed; server: Server; close: () => Promise<void> }> => {
  const feed = options.feed ?? new BankFeed();
  const routes: Record<string, (b: Record<string, unknown>) => unknown> = {
    '/link/token/create': () => feed.createLinkToken(),
    '/item/public_token/exchange': (b) => feed.exchange(String(b.public_token)),
    '/accounts/get': (b) => feed.accounts(String(b.access_token)),
    '/transactions/sync': (b) => feed.sync(String(b.access_token), (b.cursor as string | undefined) || null, Number(b.count ?? 100)),
    '/sandbox/transactions/create': (b) => ({ added: feed.add(String(b.access_token), b.transactions as never) }),
  };
  const server = createServer((req, res) => {
    void (async () => {
      const route = req.method === 'POST' ? routes[req.url ?? ''] : undefined;
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (!route) return send(404, { error_code: 'NOT_FOUND', error_message: 'No such endpoint.' });
      try {
        send(200, route(await body(req)));
      } catch (error) {
        send(400, { error_code: error instanceof PlaidError ? error.code : 'INVALID_REQUEST', error_message: (error as Error).message });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    feed,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
