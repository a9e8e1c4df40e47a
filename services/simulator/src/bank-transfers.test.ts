import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBankFeed } from './bank-feed';

let feed: Awaited<ReturnType<typeof startBankFeed>>;
beforeAll(async () => {
  feed = await startBankFeed();
});
afterAll(() => feed.close());

/** The answers' fields these tests read (Plaid's names). */
interface Answer {
  authorization: { id: string; decision: string };
  transfer: { id: string; status: string };
  transfer_events: { event_id: number; event_type: string; transfer_id: string }[];
  has_more: boolean;
  error_code?: string;
}
const plaid = async (path: string, body: Record<string, unknown>) => {
  const response = await fetch(`${feed.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Answer };
};

/** A linked item (every account of the first sandbox institution): its access token and first account. */
const linked = async () => {
  const { body } = await plaid('/link/token/create', { user: { client_user_id: 'u1' }, products: ['transfer'] });
  const { access_token } = feed.feed.exchange(feed.feed.sandboxPublicToken((body as unknown as { link_token: string }).link_token));
  const { accounts } = feed.feed.accounts(access_token);
  return { access_token, account_id: accounts[0]!.account_id };
};
const debit = async (item: { access_token: string; account_id: string }, amount: string, idempotency_key: string) => {
  const auth = await plaid('/transfer/authorization/create', { ...item, type: 'debit', network: 'ach', amount, idempotency_key, user: { legal_name: 'Acme Inc.' } });
  expect(auth.body.authorization).toMatchObject({ decision: 'approved', decision_rationale: null });
  return plaid('/transfer/create', { ...item, authorization_id: auth.body.authorization.id, description: 'Card payment', idempotency_key });
};

describe('ACH transfers (Plaid Transfer-shaped)', () => {
  it('creates a pending debit once per idempotency key; the sandbox posts and settles it; event sync pages after an id', async () => {
    const item = await linked();
    // Events of other tests' transfers come first: this one's start after them.
    const after = (await plaid('/transfer/event/sync', { after_id: 0, count: 500 })).body.transfer_events.at(-1)?.event_id ?? 0;
    const created = await debit(item, '125.50', 'pay-1');
    expect(created.body.transfer).toMatchObject({ status: 'pending', amount: '125.50', type: 'debit', account_id: item.account_id });
    const id = created.body.transfer.id;
    expect((await debit(item, '125.50', 'pay-1')).body.transfer.id).toBe(id);
    expect((await plaid('/sandbox/transfer/simulate', { transfer_id: id, event_type: 'settled' })).body.error_code).toBe('INVALID_FIELD');
    for (const event_type of ['posted', 'settled']) expect((await plaid('/sandbox/transfer/simulate', { transfer_id: id, event_type })).status).toBe(200);
    const synced = await plaid('/transfer/event/sync', { after_id: after, count: 25 });
    expect(synced.body.transfer_events.map((e) => [e.event_type, e.transfer_id])).toEqual([['pending', id], ['posted', id], ['settled', id]]);
    expect(synced.body.transfer_events[0]).toMatchObject({ transfer_type: 'debit', transfer_amount: '125.50', failure_reason: null });
    expect(synced.body.has_more).toBe(false);
    expect((await plaid('/transfer/event/sync', { after_id: synced.body.transfer_events[1]!.event_id, count: 1 })).body).toMatchObject({ has_more: false, transfer_events: [{ event_type: 'settled' }] });
    expect((await plaid('/transfer/get', { transfer_id: id })).body.transfer.status).toBe('settled');
  });

  it('returns a posted debit with its ACH return code (R01 insufficient funds); refuses an account not of the item and a bad amount', async () => {
    const item = await linked();
    const id = (await debit(item, '40.00', 'pay-2')).body.transfer.id;
    await plaid('/sandbox/transfer/simulate', { transfer_id: id, event_type: 'posted' });
    expect((await plaid('/sandbox/transfer/simulate', { transfer_id: id, event_type: 'returned', failure_reason: { ach_return_code: 'R01' } })).status).toBe(200);
    expect((await plaid('/transfer/get', { transfer_id: id })).body.transfer).toMatchObject({ status: 'returned', failure_reason: { ach_return_code: 'R01', description: 'Insufficient funds' } });

    const other = await linked();
    expect((await plaid('/transfer/authorization/create', { access_token: item.access_token, account_id: other.account_id, type: 'debit', amount: '1.00' })).body.error_code).toBe('INVALID_ACCOUNT_ID');
    expect((await plaid('/transfer/authorization/create', { ...item, type: 'debit', amount: '1' })).body.error_code).toBe('INVALID_FIELD');
  });
});
