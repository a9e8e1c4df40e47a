import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardDecider, isLuhnValid, ledgerDecider, streams } from '@spend/domain';
import { handleCommand, loadState } from '@spend/eventstore';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { CREATE, type Card } from './testing';


let api: ApiHarness;
let acme: SeededCompany;
let globex: SeededCompany;
let spender: { userId: string; token: string };
let analyst: { userId: string; token: string };
let budgetId: string;

beforeAll(async () => {
  api = await ApiHarness.start('api_cards');
  acme = await api.seedCompany('Acme');
  globex = await api.seedCompany('Globex');
  spender = await api.addMember(acme, ['Spender']);
  analyst = await api.addMember(acme, ['Analyst']);
  const budget = await api.gql<{ createOneBudget: { id: string } }>(
    `mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }`,
    { data: { name: 'Software', funding: '5000', owner: { connect: { id: acme.adminUserId } } } },
    { token: acme.token },
  );
  budgetId = budget.data!.createOneBudget.id;
});
afterAll(async () => {
  await api.close();
});

const digital = (overrides: Record<string, unknown> = {}) => ({ type: 'Digital', spender: { connect: { id: spender.userId } }, transactionControl: { spendLimit: 50_000 }, ...overrides });
const create = async (data: Record<string, unknown>, token = acme.token) => api.gql<{ createOneCardV2: Card }>(CREATE, { data }, { token });
const created = async (data: Record<string, unknown> = digital()): Promise<Card> => {
  const answer = await create(data);
  expect(answer.errors).toBeUndefined();
  return answer.data!.createOneCardV2;
};

describe('cards through the API', () => {
  it('creates each kind of card', async () => {
    const card = await created();
    expect(card).toMatchObject({ card_type: 'Digital', status: 'ACTIVE', activated: true, balance: { spent: 0, limit: 50_000, available: 50_000 } });
    expect(card.last4Digits).toMatch(/^\d{4}$/);
    expect(await created(digital({ type: 'Physical', shippingAddressId: 'PERSONAL' }))).toMatchObject({ card_type: 'Physical', activated: false, shippingAddress: 'PERSONAL' });
    expect(await created({ type: 'Subscription', budgets: { connect: [{ id: budgetId }] }, transactionControl: { spendLimit: 1_000 } })).toMatchObject({
      card_type: 'Subscription', spender_id: null, shouldLinkBudget: true,
    });
    expect(await created(digital({ type: null, isRechargeable: true, format: 'Digital' }))).toMatchObject({ card_type: 'Rechargeable', isRechargeable: true });
  });

  it('refuses bad input with the spec messages and records nothing', async () => {
    const before = await api.eventCount();
    const cases: [Record<string, unknown>, string][] = [
      [digital({ type: null }), 'This field is required.'],
      [digital({ spender: null }), 'Please select the user who this card is assigned to.'],
      [digital({ spender: { connect: { id: globex.adminUserId } } }), 'Please select the user who this card is assigned to.'],
      [digital({ isRechargeable: true }), 'You should select one of the card format options.'],
      [digital({ type: 'Physical' }), 'You should select one of the shipping address options.'],
      [digital({ transactionControl: { spendLimit: 9007199254740992 } }), 'Amount is too large.'],
      [digital({ transactionControl: { spendLimit: 0 } }), 'Value should be greater than 0.'],
      [digital({ transactionControl: {} }), 'This field is required.'],
      [digital({ shouldLinkBudget: true }), 'This field is required when you selected to categorize card transactions with a budget.'],
      [{ type: 'Subscription', transactionControl: { spendLimit: 100 } }, 'This field is required.'],
      [digital({ transactionControl: { spendLimit: 100, frequency: { period: 'DAILY' } } }), 'You should select amount.'],
      [digital({ transactionControl: { spendLimit: 100, mcc: { mode: 'PERMITTED', mccCodeList: [] } } }), 'You should select at least one MCC code.'],
      [digital({ dateRange: { endDate: '2099-01-01' } }), 'You should select start date.'],
      [digital({ dateRange: { startDate: new Date().toISOString().slice(0, 10) } }), 'You should select end date.'],
      [digital({ dateRange: { startDate: '2026-02-30', endDate: '2026-03-01' } }), 'Invalid input.'],
      [digital({ dateRange: { startDate: new Date().toISOString().slice(0, 10), endDate: '2026-13-01' } }), 'Invalid input.'],
      [digital({ transactionControl: { spendLimit: 100, frequency: { count: 3 } } }), 'You should select period.'],
      [digital({ transactionControl: { spendLimit: 100, frequency: { count: 101, period: 'DAILY' } } }), 'The amount must be a whole number from 1 to 100.'],
      [digital({ transactionControl: { spendLimit: 100, mcc: { mccCodeList: ['5812'] } } }), 'You should select one of the options.'],
    ];
    for (const [data, message] of cases) {
      const answer = await create(data);
      expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await api.eventCount()).toBe(before);
  });

  it('lets only admins create, and each role see the cards it should', async () => {
    expect((await create(digital(), spender.token)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await create(digital(), analyst.token)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const card = await created();
    const list = `query ($q: String) { cardsV2(where: { q: $q }) { count items { id } } }`;
    expect((await api.gql<{ cardsV2: { items: { id: string }[] } }>(list, {}, { token: analyst.token })).data!.cardsV2.items.map((c) => c.id)).toContain(card.id);
    const external = `{ cardsV2(where: { external: true }) { count } }`;
    expect((await api.gql(external, {}, { token: spender.token })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await api.gql(external, {}, { token: analyst.token })).data).toEqual({ cardsV2: { count: 0 } });
    const wallet = await api.gql<{ userCards: { id: string }[] }>(`{ userCards { id } }`, {}, { token: spender.token });
    expect(wallet.data!.userCards.map((c) => c.id)).toContain(card.id);
    const byDigits = await api.gql<{ cardsV2: { items: { id: string }[] } }>(list, { q: card.last4Digits }, { token: acme.token });
    expect(byDigits.data!.cardsV2.items.map((c) => c.id)).toContain(card.id);
    const other = await api.gql<{ card: null; cardsV2: { count: number } }>(`query ($id: ID!) { card(where: { id: $id }) { id } cardsV2 { count } }`, { id: card.id }, { token: globex.token });
    expect(other.data).toEqual({ card: null, cardsV2: { count: 0 } });
    const block = await api.gql(`mutation ($id: ID!) { updatePaymtInstStatus(where: { id: $id }, data: { status: SUSPENDED }) { id } }`, { id: card.id }, { token: globex.token });
    expect(block.errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });

  it('lets the holder block but not unblock; an admin unblocks; activation by the holder', async () => {
    const card = await created(digital({ type: 'Physical', shippingAddressId: 'BUSINESS' }));
    const status = (s: string, token: string) => api.gql<{ updatePaymtInstStatus: Card }>(`mutation ($id: ID!, $s: CardStatus!) { updatePaymtInstStatus(where: { id: $id }, data: { status: $s }) { status } }`, { id: card.id, s }, { token });
    expect((await status('SUSPENDED', spender.token)).data!.updatePaymtInstStatus.status).toBe('SUSPENDED');
    expect((await status('ACTIVE', spender.token)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await status('ACTIVE', analyst.token)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await status('ACTIVE', acme.token)).data!.updatePaymtInstStatus.status).toBe('ACTIVE');
    const inactive = `query { cardFormats cardsV2(activatedWhere: false, where: { cardholder_status: Assigned }) { items { id } } }`;
    const before = await api.gql<{ cardFormats: string[]; cardsV2: { items: { id: string }[] } }>(inactive, {}, { token: acme.token });
    expect(before.data!.cardFormats).toEqual(['Digital', 'Physical', 'Subscription', 'Rechargeable']);
    expect(before.data!.cardsV2.items.map((c) => c.id)).toContain(card.id);
    const activated = await api.gql<{ activateOneCardV2: Card }>(`mutation ($id: ID!) { activateOneCardV2(where: { id: $id }) { activated } }`, { id: card.id }, { token: spender.token });
    expect(activated.data!.activateOneCardV2.activated).toBe(true);
    const after = await api.gql<{ cardsV2: { items: { id: string }[] } }>(inactive, {}, { token: acme.token });
    expect(after.data!.cardsV2.items.map((c) => c.id)).not.toContain(card.id);
  });

  it('reveals secrets to the holder only, records each reveal without them, and keeps them out of events and read models', async () => {
    const card = await created();
    const query = `query ($id: ID!) { cardSecrets(where: { id: $id }) { pan cvv2 expirationMM expirationYY } }`;
    const secrets = (await api.gql<{ cardSecrets: { pan: string; cvv2: string; expirationMM: string; expirationYY: string } }>(query, { id: card.id }, { token: spender.token })).data!.cardSecrets;
    expect(secrets.pan).toMatch(/^489537\d{10}$/);
    expect(isLuhnValid(secrets.pan)).toBe(true);
    expect(secrets.pan.slice(-4)).toBe(card.last4Digits);
    expect(secrets.cvv2).toMatch(/^\d{3}$/);
    expect(Number(secrets.expirationMM)).toBeGreaterThanOrEqual(1);
    const again = (await api.gql<{ cardSecrets: { cvv2: string } }>(query, { id: card.id }, { token: acme.token })).data!.cardSecrets;
    expect(again.cvv2).toBe(secrets.cvv2);
    expect((await api.gql(query, { id: card.id }, { token: analyst.token })).errors![0]!.extensions!.code).toBe('FORBIDDEN');

    const client = new pg.Client({ connectionString: api.db.url });
    await client.connect();
    try {
      const reveals = await client.query(`SELECT data FROM events WHERE event_type = 'CardSecretsRevealed' AND data->>'cardId' = $1`, [card.id]);
      expect(reveals.rowCount).toBe(2);
      for (const [table, column] of [['events', 'data::text'], ['cards', 'cards::text'], ['card_vault', 'card_vault::text']]) {
        const { rows } = await client.query(`SELECT count(*) AS n FROM ${table} WHERE ${column} LIKE $1 OR ${column} LIKE $2`, [`%${secrets.pan}%`, `%"${secrets.cvv2}"%`]);
        expect([table, Number(rows[0].n)]).toEqual([table, 0]);
      }
    } finally {
      await client.end();
    }
  });

  it('sets spend controls, moving a start of today by 5 minutes', async () => {
    const card = await created();
    const today = new Date().toISOString().slice(0, 10);
    const mutation = `mutation ($data: TransactionControlUpsertInput!) { createOneTransactionControl(data: $data) { spendLimit mode mccCodeList frequencyCount frequencyPeriod startDate endDate isActive } }`;
    const answer = await api.gql<{ createOneTransactionControl: Record<string, unknown> }>(mutation, {
      data: { cardId: card.id, spendLimit: 70_000, dateRange: { startDate: today, endDate: today }, frequency: { count: 3, period: 'WEEKLY' }, mcc: { mode: 'RESTRICTED', mccCodeList: ['7995'] } },
    }, { token: acme.token });
    const control = answer.data!.createOneTransactionControl;
    expect(control).toMatchObject({ spendLimit: 70_000, mode: 'RESTRICTED', mccCodeList: ['7995'], frequencyCount: 3, frequencyPeriod: 'WEEKLY', isActive: true });
    expect(Date.parse(control.endDate as string) - Date.parse(control.startDate as string)).toBe(300_000);
    const late = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    const refused = await api.gql(mutation.replace('createOne', 'updateOne').replace('createOneTransactionControl', 'updateOneTransactionControl'), { data: { cardId: card.id, dateRange: { startDate: late, endDate: late } } }, { token: acme.token });
    expect(refused.errors![0]!.message).toBe('The start date must be between today and 365 days from today.');
    expect((await api.gql(mutation, { data: { cardId: card.id } }, { token: spender.token })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });

  it('tops a rechargeable card up and down', async () => {
    const card = await created(digital({ type: null, isRechargeable: true, format: 'Digital', transactionControl: { spendLimit: 10_000 } }));
    const add = (spend: string) => api.gql<{ addCardFunds: Card }>(`mutation ($id: ID!, $spend: String!) { addCardFunds(card: { id: $id }, spend: $spend) { balance { limit available } } }`, { id: card.id, spend }, { token: acme.token });
    expect((await add('25.50')).data!.addCardFunds.balance).toEqual({ limit: 12_550, available: 12_550 });
    // The refusal for funds says what the card has, the most that can be taken, and what would allow it (issue #25 item 5).
    const before = await api.eventCount();
    const tooMuch = await add('-125.50');
    expect(tooMuch.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT', fields: { amount: 'The new available amount must be greater than 0. This card has $125.50 available, so the most you can take from it is $125.49; take less from it.' },
    });
    expect(await api.eventCount()).toBe(before);
    expect((await add('1.005')).errors![0]!.message).toBe('Amount should have no more than 2 decimal places.');
    expect((await add('-25.50')).data!.addCardFunds.balance.limit).toBe(10_000);
  });

  it('reissues a number and deletes a card', async () => {
    const card = await created();
    const secrets = `query ($id: ID!) { cardSecrets(where: { id: $id }) { pan } }`;
    const before = (await api.gql<{ cardSecrets: { pan: string } }>(secrets, { id: card.id }, { token: acme.token })).data!.cardSecrets.pan;
    const reissue = (flags = 'showReplaceCard') =>
      api.gql<{ reissueOneCard: Card }>(`mutation ($id: ID!) { reissueOneCard(where: { id: $id }) { last4Digits status } }`, { id: card.id }, { token: acme.token, headers: { 'idempotency-key': `reissue-${card.id}`, 'x-dev-flags': flags } });
    // Switched on by the showReplaceCard flag (spec 6).
    expect((await reissue('')).errors![0]).toMatchObject({ message: 'Replacing cards is not enabled (showReplaceCard).', extensions: { code: 'FORBIDDEN' } });
    const reissued = await reissue();
    const after = (await api.gql<{ cardSecrets: { pan: string } }>(secrets, { id: card.id }, { token: acme.token })).data!.cardSecrets.pan;
    expect(after).not.toBe(before);
    expect(reissued.data!.reissueOneCard.last4Digits).toBe(after.slice(-4));
    // A retried reissue keeps the number the first one gave.
    expect((await reissue()).data!.reissueOneCard.last4Digits).toBe(after.slice(-4));
    expect((await api.gql<{ cardSecrets: { pan: string } }>(secrets, { id: card.id }, { token: acme.token })).data!.cardSecrets.pan).toBe(after);
    expect((await api.gql(`mutation ($id: ID!) { deleteOneCardV2(where: { id: $id }) }`, { id: card.id }, { token: spender.token })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await api.gql(`mutation ($id: ID!) { deleteOneCardV2(where: { id: $id }) }`, { id: card.id }, { token: acme.token })).data).toEqual({ deleteOneCardV2: card.id });
    expect((await api.gql(`query ($id: ID!) { card(where: { id: $id }) { id } }`, { id: card.id }, { token: acme.token })).data).toEqual({ card: null });
  });

  it('serves the ISO 18245 MCC list', async () => {
    const all = await api.gql<{ mccCodes: { mccCode: string }[] }>(`{ mccCodes { mccCode } }`, {}, { token: spender.token });
    expect(all.data!.mccCodes.length).toBe(981);
    const food = await api.gql<{ mccCodes: { mccCode: string; combinedDescription: string }[] }>(`{ mccCodes(q: "fast food") { mccCode combinedDescription } }`, {}, { token: spender.token });
    expect(food.data!.mccCodes).toEqual([{ mccCode: '5814', combinedDescription: expect.stringMatching(/Fast Food/i) }]);
  });

  it('lists the purchases of a card with decline reasons in plain words, and the MCC codes declined', async () => {
    const card = await created(digital({ transactionControl: { spendLimit: 50_000, mcc: { mode: 'RESTRICTED', mccCodeList: ['7995'] } } }));
    const state = await loadState(api.store, streams.card(card.id), cardDecider);
    const purchase = (authorizationId: string, mcc: string) => ({
      kind: 'authorize' as const, at: new Date().toISOString(), card: state,
      request: { authorizationId, transactionId: randomUUID(), cardId: card.id, amountCents: 2_500, currency: 'USD', merchantName: mcc === '7995' ? 'Lucky Star Casino' : 'Staples', merchantId: null, mcc, country: 'US' },
    });
    // The authorizer's ledger command, run through the one command handler.
    await handleCommand(api.store, streams.ledger(card.id), ledgerDecider, { type: 'Process', ledgerId: card.id, budget: null, messages: [purchase('a1', '5111'), purchase('a2', '7995')] }, {
      companyId: acme.companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID(),
    });
    type Tx = { description: string; status: string; isDeclined: boolean; declinedReason: string | null; amount: number };
    const list = async () => (await api.gql<{ cardTransactions: Tx[] }>(`query ($id: ID!) { cardTransactions(cardId: $id) { description status isDeclined declinedReason amount } }`, { id: card.id }, { token: spender.token })).data!.cardTransactions;
    await expect.poll(async () => (await list()).length).toBe(2);
    expect(await list()).toEqual(expect.arrayContaining([
      { description: 'Staples', status: 'Pending', isDeclined: false, declinedReason: null, amount: 2_500 },
      { description: 'Lucky Star Casino', status: 'Declined', isDeclined: true, declinedReason: 'This card is not allowed to buy from this kind of merchant.', amount: 2_500 },
    ]));
    const denied = await api.gql<{ deniedMccCodes: { mccCode: string; declines: number; combinedDescription: string }[] }>(`{ deniedMccCodes { mccCode declines combinedDescription } }`, {}, { token: acme.token });
    expect(denied.data!.deniedMccCodes).toEqual([{ mccCode: '7995', declines: 1, combinedDescription: expect.stringMatching(/Betting|Gambling|Casino/i) }]);
    expect((await api.gql(`{ deniedMccCodes { mccCode } }`, {}, { token: spender.token })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const balance = await api.gql<{ card: { balance: { spent: number; available: number } } }>(`query ($id: ID!) { card(where: { id: $id }) { balance { spent available } } }`, { id: card.id }, { token: acme.token });
    expect(balance.data!.card.balance).toEqual({ spent: 2_500, available: 47_500 });
  });

  it('lets the owner of the card\'s budget block and unblock it, not another spender; admins set any status', async () => {
    const owner = await api.addMember(acme, ['BudgetOwner']);
    const owned = await api.gql<{ createOneBudget: { id: string } }>(`mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }`,
      { data: { name: 'Owned', funding: '100', owner: { connect: { id: owner.userId } } } }, { token: acme.token });
    const card = await created(digital({ shouldLinkBudget: true, budgets: { connect: [{ id: owned.data!.createOneBudget.id }] } }));
    const stranger = await api.addMember(acme, ['Spender']);
    const status = (s: string, token: string) => api.gql<{ updatePaymtInstStatus: Card }>(`mutation ($id: ID!, $s: CardStatus!) { updatePaymtInstStatus(where: { id: $id }, data: { status: $s }) { status } }`, { id: card.id, s }, { token });
    expect((await status('SUSPENDED', stranger.token)).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    expect((await status('SUSPENDED', owner.token)).data!.updatePaymtInstStatus.status).toBe('SUSPENDED');
    expect((await status('ACTIVE', owner.token)).data!.updatePaymtInstStatus.status).toBe('ACTIVE');
    expect((await status('RETURNED_UNDELIVERABLE', acme.token)).data!.updatePaymtInstStatus.status).toBe('RETURNED_UNDELIVERABLE');
    expect((await status('LOST_STOLEN', spender.token)).data!.updatePaymtInstStatus.status).toBe('LOST_STOLEN');
    expect((await status('ACTIVE', acme.token)).errors![0]).toMatchObject({ message: 'A lost or stolen card cannot be used again. Reissue it instead.', extensions: { code: 'CONFLICT' } });
    const activate = await api.gql(`mutation ($id: ID!) { activateOneCardV2(where: { id: $id }) { activated } }`, { id: card.id }, { token: stranger.token });
    expect(activate.errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });

  it('changes a limit with updateOnePaymentInstrument, and tops a rechargeable card up or down with it', async () => {
    const update = (id: string, data: Record<string, unknown>) =>
      api.gql<{ updateOnePaymentInstrument: Card }>(`mutation ($id: ID!, $data: PaymentInstrumentUpdateInput!) { updateOnePaymentInstrument(where: { id: $id }, data: $data) { balance { limit available } } }`, { id, data }, { token: acme.token });
    const card = await created();
    expect((await update(card.id, { spendLimit: 80_000 })).data!.updateOnePaymentInstrument.balance).toEqual({ limit: 80_000, available: 80_000 });
    expect((await update(card.id, { spendLimit: 9007199254740992 })).errors![0]!.message).toBe('Amount is too large.');
    expect((await update(card.id, { amount: '10' })).errors![0]!.extensions!.code).toBe('CONFLICT');
    const rechargeable = await created(digital({ type: null, isRechargeable: true, format: 'Digital', transactionControl: { spendLimit: 5_000 } }));
    expect((await update(rechargeable.id, { amount: '12.34' })).data!.updateOnePaymentInstrument.balance).toEqual({ limit: 6_234, available: 6_234 });
    expect((await update(rechargeable.id, { amount: '-2.34' })).data!.updateOnePaymentInstrument.balance.limit).toBe(6_000);
    expect((await update(rechargeable.id, { amount: 'ten' })).errors![0]!.message).toBe('Invalid input.');
    expect((await update(rechargeable.id, { amount: '' })).errors![0]!.message).toBe('This field is required.');
    expect((await update(rechargeable.id, { spendLimit: 1 })).errors![0]!.message).toBe('A rechargeable card is edited by adding or subtracting an amount.');
  });

  it('refuses an end date more than 365 days after the start, and a start more than 365 days ahead', async () => {
    const card = await created();
    const set = (dateRange: Record<string, string>) =>
      api.gql(`mutation ($data: TransactionControlUpsertInput!) { updateOneTransactionControl(data: $data) { startDate } }`, { data: { cardId: card.id, dateRange } }, { token: acme.token });
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    expect((await set({ startDate: day(10), endDate: day(376) })).errors![0]!.message).toBe('The end date must be between the start date and 365 days after it.');
    expect((await set({ startDate: day(10), endDate: day(9) })).errors![0]!.message).toBe('The end date must be between the start date and 365 days after it.');
    expect((await set({ startDate: day(366), endDate: day(367) })).errors![0]!.message).toBe('The start date must be between today and 365 days from today.');
    expect((await set({ startDate: day(10), endDate: day(375) })).errors).toBeUndefined();
  });
});
