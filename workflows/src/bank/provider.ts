import { parseAmountToCents, type BankProvider, type BankTransaction } from '@spend/domain';

type PlaidTransaction = { transaction_id: string; account_id: string; amount: number; merchant_name?: string | null; name: string; date: string };

/** Plaid's dollars (a JSON number, positive for money out) as integer cents, through the decimal text. */
const cents = (amount: number): number => {
  const magnitude = parseAmountToCents(Math.abs(amount).toFixed(2));
  if (magnitude === null) throw new Error(`Unreadable amount ${amount}`);
  return amount < 0 ? -magnitude : magnitude;
};

const transaction = (t: PlaidTransaction): BankTransaction => ({
  transactionId: t.transaction_id, accountId: t.account_id, amountCents: cents(t.amount), merchantName: t.merchant_name ?? t.name, date: t.date,
});

/** Integer cents as Plaid's decimal string of dollars ("12.34"), without floating point. */
const dollars = (c: number): string => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

type PlaidTransferEvent = { event_id: number; transfer_id: string; event_type: string; failure_reason: { ach_return_code: string | null; description: string } | null };

/** A Plaid-shaped provider over HTTP: the simulator's bank feed locally (BANK_PROVIDER_URL). */
export const createPlaidHttpProvider = (baseUrl: string): BankProvider => {
  const call = async <T>(path: string, body: Record<string, unknown>): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const payload = (await response.json()) as T & { error_code?: string; error_message?: string };
    if (!response.ok) throw new Error(`${payload.error_code ?? response.status}: ${payload.error_message ?? 'bank provider error'}`);
    return payload;
  };
  return {
    createLinkToken: async ({ userId, completionRedirectUri }) => {
      const r = await call<{ link_token: string; expiration: string; hosted_link_url: string }>('/link/token/create', {
        user: { client_user_id: userId }, products: ['transactions'], hosted_link: completionRedirectUri ? { completion_redirect_uri: completionRedirectUri } : {},
      });
      return { linkToken: r.link_token, expiration: r.expiration, hostedLinkUrl: r.hosted_link_url };
    },
    exchangePublicToken: async (publicToken) => {
      const r = await call<{ access_token: string; item_id: string }>('/item/public_token/exchange', { public_token: publicToken });
      return { accessToken: r.access_token, providerItemId: r.item_id };
    },
    getItem: async (accessToken) => {
      const r = await call<{ item: { institution_name: string }; accounts: { account_id: string; name: string; mask: string; balances?: { current: number | null } }[] }>('/accounts/get', { access_token: accessToken });
      const balance = (a: (typeof r.accounts)[number]) => (typeof a.balances?.current === 'number' ? cents(a.balances.current) : null);
      return { institutionName: r.item.institution_name, accounts: r.accounts.map((a) => ({ accountId: a.account_id, name: a.name, mask: a.mask, balanceCents: balance(a) })) };
    },
    syncTransactions: async (accessToken, cursor, count) => {
      const r = await call<{ added: PlaidTransaction[]; modified: PlaidTransaction[]; removed: { transaction_id: string }[]; next_cursor: string; has_more: boolean }>(
        '/transactions/sync', { access_token: accessToken, ...(cursor && { cursor }), count },
      );
      return { added: r.added.map(transaction), modified: r.modified.map(transaction), removed: r.removed.map((t) => t.transaction_id), nextCursor: r.next_cursor, hasMore: r.has_more };
    },
    createDebitTransfer: async (accessToken, input) => {
      const amount = dollars(input.amountCents);
      const target = { access_token: accessToken, account_id: input.accountId };
      const { authorization } = await call<{ authorization: { id: string; decision: string; decision_rationale: { code: string; description: string } | null } }>(
        '/transfer/authorization/create', { ...target, type: 'debit', network: 'ach', amount, idempotency_key: input.idempotencyKey },
      );
      if (authorization.decision !== 'approved') return { declined: authorization.decision_rationale ?? { code: 'DECLINED', description: 'The bank declined the transfer.' } };
      const { transfer } = await call<{ transfer: { id: string } }>('/transfer/create', { ...target, authorization_id: authorization.id, description: input.description, idempotency_key: input.idempotencyKey });
      return { transferId: transfer.id };
    },
    transferEvents: async (afterId, count) => {
      const r = await call<{ transfer_events: PlaidTransferEvent[]; has_more: boolean }>('/transfer/event/sync', { after_id: afterId, count });
      return {
        events: r.transfer_events.map((e) => ({ eventId: e.event_id, transferId: e.transfer_id, type: e.event_type, returnCode: e.failure_reason?.ach_return_code ?? null, description: e.failure_reason?.description ?? null })),
        hasMore: r.has_more,
      };
    },
  };
};
