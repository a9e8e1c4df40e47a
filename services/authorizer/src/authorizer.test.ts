import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLINE_MESSAGES, budgetDecider, cardDecider, fold, ledgerDecider, type CardCommand, type LedgerEvent, type SpendControlsInput } from '@spend/domain';
import { PostgresEventStore, handleCommand } from '@spend/eventstore';
import { createTestDatabase, type TestDatabase } from '@spend/eventstore/testing';
import { Authorizer } from './authorizer';
import { createAuthorizerServer } from './server';
import { SIGNATURE_HEADER, signBody } from './signature';

const SECRET = 'test-secret-of-the-processor';
const companyId = randomUUID();
const ownerId = randomUUID();
const now = () => new Date().toISOString();

let db: TestDatabase;
let store: PostgresEventStore;
let otherStore: PostgresEventStore;
const servers: Server[] = [];
const urls: string[] = [];

const listen = async (s: PostgresEventStore): Promise<string> => {
  const server = createAuthorizerServer({ authorizer: new Authorizer(s), secret: SECRET, maxSkewMs: 60_000, logger: pino({ level: process.env.TEST_LOG ?? 'silent' }) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  db = await createTestDatabase('authorizer');
  store = new PostgresEventStore({ connectionString: db.urlAs('spend_api'), poolSize: 4 });
  otherStore = new PostgresEventStore({ connectionString: db.urlAs('spend_api'), poolSize: 4 });
  urls.push(await listen(store), await listen(otherStore));
});

afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  await store.close();
  await otherStore.close();
  await db.drop();
});

const cmd = () => ({ companyId, userId: ownerId, correlationId: randomUUID(), commandId: randomUUID() });

const newBudget = async (funding: number, soft: { softLimit: 'Amount' | 'Percentage'; overageValue: number } | null = null): Promise<string> => {
  const budgetId = randomUUID();
  await handleCommand(store, `budget-${budgetId}`, budgetDecider, {
    type: 'CreateBudget', budgetId, companyId, parent: null, name: `Budget ${budgetId.slice(0, 4)}`, color: '#abc', randomColorIndex: 0, number: null,
    owner: { userId: ownerId, companyId, archived: false }, funding, softLimit: soft?.softLimit ?? 'None', overageValue: soft?.overageValue ?? null, spenderUserIds: [], now: now(),
  }, cmd());
  return budgetId;
};

const newCard = async (options: { budgetId?: string; limitCents?: number; controls?: SpendControlsInput; cardType?: 'Digital' | 'Physical' | 'Rechargeable' } = {}): Promise<string> => {
  const cardId = randomUUID();
  await handleCommand(store, `card-${cardId}`, cardDecider, {
    type: 'CreateCard', cardId, companyId, creatorUserId: ownerId, cardType: options.cardType ?? 'Digital', format: options.cardType === 'Rechargeable' ? 'Digital' : null, spender: { userId: ownerId, companyId, archived: false },
    shippingAddress: options.cardType === 'Physical' ? 'BUSINESS' : null, limitCents: options.limitCents ?? 10_000_000, shouldLinkBudget: Boolean(options.budgetId),
    budget: options.budgetId ? { budgetId: options.budgetId, companyId, active: true } : null, controls: options.controls ?? null, last4: '1234', now: now(),
  }, cmd());
  return cardId;
};

const onCard = (cardId: string, command: Omit<Extract<CardCommand, { type: 'ChangeCardStatus' }>, 'cardId' | 'companyId' | 'now'>) =>
  handleCommand(store, `card-${cardId}`, cardDecider, { ...command, cardId, companyId, now: now() }, cmd());

const post = async (path: string, body: unknown, options: { url?: string; sign?: boolean; raw?: string } = {}) => {
  const text = options.raw ?? JSON.stringify(body);
  const response = await fetch(`${options.url ?? urls[0]}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(options.sign !== false && { [SIGNATURE_HEADER]: signBody(text, SECRET) }) },
    body: text,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const purchase = (cardId: string, amount: number, overrides: Record<string, unknown> = {}) => ({
  id: `auth_${randomUUID()}`, card_token: cardId, amount, currency: 'USD', merchant_name: 'Blue Bottle Coffee', merchant_id: 'bb-1', mcc: '5814',
  merchant_country: 'US', timestamp: now(), ...overrides,
});

const ledger = async (ledgerId: string): Promise<LedgerEvent[]> =>
  (await store.readStream(`ledger-${ledgerId}`).catch(() => [])).map((e) => ({ type: e.type, data: e.data }) as LedgerEvent);

const eventCount = async (): Promise<number> => {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM events');
  await client.end();
  return Number(rows[0]!.n);
};

describe('never overspend', () => {
  it('approves exactly the purchases a budget can fund out of 200 concurrent ones, across two authorizers', async () => {
    const budgetId = await newBudget(37 * 1_000 + 999);
    const cards = await Promise.all(Array.from({ length: 10 }, () => newCard({ budgetId })));
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => post('/v1/authorizations', purchase(cards[i % 10]!, 1_000), { url: urls[i % 2] })));
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(answers.filter((a) => a.body.approved).length).toBe(37);
    expect(new Set(answers.filter((a) => !a.body.approved).map((a) => a.body.decline_reason))).toEqual(new Set(['BUDGET_FUNDS']));
    const events = await ledger(budgetId);
    expect(events.length).toBe(200);
    // Replaying the recorded decisions in order: the spend never passes the funding.
    let spent = 0;
    for (const e of events) if (e.type === 'AuthorizationApproved') expect((spent += e.data.amountCents)).toBeLessThanOrEqual(37_999);
    expect(fold(ledgerDecider, events).spentCents).toBe(37_000);
  });

  it('approves exactly what a card limit allows', async () => {
    const card = await newCard({ limitCents: 12 * 500 });
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => post('/v1/authorizations', purchase(card, 500), { url: urls[i % 2] })));
    expect(answers.filter((a) => a.body.approved).length).toBe(12);
    expect(answers.filter((a) => a.body.decline_reason === 'CARD_LIMIT').length).toBe(188);
  });

  it('approves exactly the frequency count in the period', async () => {
    const budgetId = await newBudget(10_000_000);
    const card = await newCard({ budgetId, controls: { frequency: { count: 7, period: 'DAILY' } } });
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => post('/v1/authorizations', purchase(card, 100), { url: urls[i % 2] })));
    expect(answers.filter((a) => a.body.approved).length).toBe(7);
    expect(answers.filter((a) => a.body.decline_reason === 'FREQUENCY_LIMIT').length).toBe(193);
  });

  it('answers a repeated authorization id the same way and records it once', async () => {
    const card = await newCard({ limitCents: 1_000 });
    const request = purchase(card, 600);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post('/v1/authorizations', request, { url: urls[i % 2] })));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers[0]!.body).toMatchObject({ approved: true, decline_reason: null });
    expect((await ledger(card)).length).toBe(1);
  });
});

describe('the checks', () => {
  it('declines blocked, not yet activated, out-of-category and over-balance purchases with a plain reason', async () => {
    const blocked = await newCard();
    await onCard(blocked, { type: 'ChangeCardStatus', status: 'SUSPENDED', actor: { userId: ownerId, isAdmin: true, ownsCardBudget: false } });
    expect((await post('/v1/authorizations', purchase(blocked, 100))).body).toMatchObject({ approved: false, decline_reason: 'CARD_BLOCKED', message: expect.stringContaining('blocked') });
    const physical = await newCard({ cardType: 'Physical' });
    expect((await post('/v1/authorizations', purchase(physical, 100))).body).toMatchObject({ decline_reason: 'CARD_NOT_ACTIVATED' });
    const noGambling = await newCard({ controls: { mcc: { mode: 'RESTRICTED', codes: ['7995'] } } });
    expect((await post('/v1/authorizations', purchase(noGambling, 100, { mcc: '7995' }))).body).toMatchObject({ decline_reason: 'MCC_NOT_ALLOWED' });
    expect((await post('/v1/authorizations', purchase(noGambling, 100, { mcc: '5812' }))).body).toMatchObject({ approved: true });
    expect((await post('/v1/authorizations', purchase(noGambling, 100, { currency: 'EUR' }))).body).toMatchObject({ decline_reason: 'CURRENCY_NOT_SUPPORTED' });
    // The authorizer caches the card it just approved on; a block right after is still seen by the next purchase.
    await onCard(noGambling, { type: 'ChangeCardStatus', status: 'SUSPENDED', actor: { userId: ownerId, isAdmin: true, ownsCardBudget: false } });
    expect((await post('/v1/authorizations', purchase(noGambling, 100, { mcc: '5812' }))).body).toMatchObject({ decline_reason: 'CARD_BLOCKED' });
  });

  it('approves up to the funding plus the soft-limit overage, and nothing on an archived budget', async () => {
    const amount = await newBudget(10_000, { softLimit: 'Amount', overageValue: 2_000 });
    const amountCard = await newCard({ budgetId: amount });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => post('/v1/authorizations', purchase(amountCard, 1_000), { url: urls[i % 2] })));
    expect(answers.filter((a) => a.body.approved).length).toBe(12);
    const percent = await newBudget(10_000, { softLimit: 'Percentage', overageValue: 25 });
    const percentCard = await newCard({ budgetId: percent });
    expect((await post('/v1/authorizations', purchase(percentCard, 12_500))).body).toMatchObject({ approved: true });
    expect((await post('/v1/authorizations', purchase(percentCard, 1))).body).toMatchObject({ decline_reason: 'BUDGET_FUNDS', message: DECLINE_MESSAGES.BUDGET_FUNDS });
    await handleCommand(store, `budget-${amount}`, budgetDecider, { type: 'ArchiveBudget', budgetId: amount, companyId, now: now() }, cmd());
    expect((await post('/v1/authorizations', purchase(amountCard, 1))).body).toMatchObject({ decline_reason: 'BUDGET_INACTIVE' });
  });

  it('declines outside the card\'s dates, and beyond a rechargeable card\'s loaded money until it is topped up', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const later = await newCard({ controls: { dateRange: { startDate: tomorrow, endDate: tomorrow } } });
    expect((await post('/v1/authorizations', purchase(later, 100))).body).toMatchObject({ approved: false, decline_reason: 'OUTSIDE_DATE_RANGE', message: DECLINE_MESSAGES.OUTSIDE_DATE_RANGE });
    const rechargeable = await newCard({ cardType: 'Rechargeable', limitCents: 1_000 });
    expect((await post('/v1/authorizations', purchase(rechargeable, 600))).body).toMatchObject({ approved: true });
    expect((await post('/v1/authorizations', purchase(rechargeable, 600))).body).toMatchObject({ decline_reason: 'INSUFFICIENT_BALANCE' });
    await handleCommand(store, `card-${rechargeable}`, cardDecider, { type: 'AddCardFunds', cardId: rechargeable, companyId, now: now(), amountCents: 500, spentCents: 600 }, cmd());
    expect((await post('/v1/authorizations', purchase(rechargeable, 600))).body).toMatchObject({ approved: true });
    expect((await post('/v1/authorizations', purchase(rechargeable, 301))).body).toMatchObject({ decline_reason: 'INSUFFICIENT_BALANCE' });
  });

  it('clears a different amount, reverses, refunds, and records a retried clearing once', async () => {
    const budgetId = await newBudget(100_000);
    const card = await newCard({ budgetId });
    const a = purchase(card, 4_000);
    const b = purchase(card, 2_000);
    await post('/v1/authorizations', a);
    await post('/v1/authorizations', b);
    const clearing = { id: `clr_${randomUUID()}`, authorization_id: a.id, card_token: card, amount: 4_650, timestamp: now() };
    expect((await post('/v1/clearings', clearing)).body).toEqual({ id: clearing.id, accepted: true, status: 'Posted' });
    expect((await post('/v1/clearings', clearing)).body).toEqual({ id: clearing.id, accepted: true, status: 'Posted' });
    expect((await post('/v1/reversals', { id: `rev_${randomUUID()}`, authorization_id: b.id, card_token: card, timestamp: now() })).body).toMatchObject({ accepted: true, status: 'Reversed' });
    expect((await post('/v1/refunds', { id: `ref_${randomUUID()}`, authorization_id: a.id, card_token: card, amount: 650, timestamp: now() })).body).toMatchObject({ accepted: true });
    expect((await post('/v1/refunds', { id: `ref_${randomUUID()}`, authorization_id: a.id, card_token: card, amount: 999_999, timestamp: now() })).body).toMatchObject({ accepted: false });
    const events = await ledger(budgetId);
    expect(events.map((e) => e.type)).toEqual(['AuthorizationApproved', 'AuthorizationApproved', 'AuthorizationCleared', 'AuthorizationReversed', 'AuthorizationRefunded']);
    expect(fold(ledgerDecider, events).spentCents).toBe(4_000);
  });
});

describe('bad input', () => {
  it('refuses unsigned, wrongly signed, stale and malformed requests and records nothing', async () => {
    const card = await newCard();
    const before = await eventCount();
    const good = purchase(card, 100);
    expect((await post('/v1/authorizations', good, { sign: false })).status).toBe(401);
    const tampered = await fetch(`${urls[0]}/v1/authorizations`, {
      method: 'POST', headers: { [SIGNATURE_HEADER]: signBody(JSON.stringify(good), SECRET) }, body: JSON.stringify({ ...good, amount: 1 }),
    });
    expect(tampered.status).toBe(401);
    expect((await post('/v1/authorizations', purchase(card, 100, { timestamp: new Date(Date.now() - 120_000).toISOString() }))).status).toBe(401);
    for (const amount of [0, -5, 1.5, 9007199254740992, '10']) {
      const answer = await post('/v1/authorizations', purchase(card, amount as number));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/amount/);
    }
    expect((await post('/v1/authorizations', null, { raw: '{not json' })).status).toBe(400);
    expect((await post('/v1/authorizations', purchase('not-a-token', 100))).status).toBe(400);
    expect((await post('/v1/clearings', { id: 'c', authorization_id: 'x', card_token: card, timestamp: now() })).status).toBe(400);
    expect((await post('/v1/authorizations', purchase(randomUUID(), 100))).body).toMatchObject({ approved: false, decline_reason: 'CARD_NOT_FOUND' });
    expect(await eventCount()).toBe(before);
  });

  it('answers a no-op health check', async () => {
    expect((await fetch(`${urls[0]}/health`)).status).toBe(200);
  });
});
