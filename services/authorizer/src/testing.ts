import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import {
  AUTHORIZATION_EVENT_TYPES, budgetFunding, cardDecider, companyDecider, type BudgetEvent, type CardCommand, type FundingStates, type LedgerEvent, type SpendControlsInput, streams,
} from '@spend/domain';
import { PostgresEventStore, handleCommand, handleCommands } from '@spend/eventstore';
import { createTestDatabase, type TestDatabase } from '@spend/eventstore/testing';
import { Authorizer } from './authorizer';
import { advisoryTurns } from './company-turns';
import { createAuthorizerServer } from './server';
import { SIGNATURE_HEADER, signBody } from './signature';

/**
 * The authorizer tests' stack: a fresh database, one company with a large pool, and two authorizer
 * processes (servers on their own event stores) racing on it. Call `useAuthorizerStack()` once per file.
 */
export const SECRET = 'test-secret-of-the-processor';
export const companyId = randomUUID();
export const ownerId = randomUUID();
export const now = () => new Date().toISOString();

let db: TestDatabase;
export let store: PostgresEventStore;
let otherStore: PostgresEventStore;
const servers: Server[] = [];
export const urls: string[] = [];

/** The authorizer behind each url. */
export const authorizers: Authorizer[] = [];

/** Each replica's turns (company-turns.ts), closed with the stack. */
const turnPools: (() => Promise<void>)[] = [];

const listen = async (s: PostgresEventStore): Promise<string> => {
  const turns = advisoryTurns(db.urlAs('spend_api'), 4);
  turnPools.push(turns.close);
  const authorizer = new Authorizer(s, { turns: turns.turns });
  authorizers.push(authorizer);
  const server = createAuthorizerServer({ authorizer, secret: SECRET, maxSkewMs: 60_000, logger: pino({ level: process.env.TEST_LOG ?? 'silent' }) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

export const useAuthorizerStack = (): void => {
  beforeAll(async () => {
    db = await createTestDatabase('authorizer');
    store = new PostgresEventStore({ connectionString: db.urlAs('spend_api'), poolSize: 4 });
    otherStore = new PostgresEventStore({ connectionString: db.urlAs('spend_api'), poolSize: 4 });
    urls.push(await listen(store), await listen(otherStore));
    // Top budgets draw on the company's pool, sized by its total funding.
    await handleCommand(store, streams.company(companyId), companyDecider, {
      type: 'CreateCompany', companyId, dbaName: 'Acme', parentCompanyId: null, isReseller: false, totalFunding: 1_000_000_000_00, now: now(),
    }, cmd());
  });

  afterAll(async () => {
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
    // The next test file of this worker process shares this module: it starts with none of these.
    servers.length = 0;
    urls.length = 0;
    authorizers.length = 0;
    await Promise.all(turnPools.splice(0).map((close) => close()));
    await store.close();
    await otherStore.close();
    await db.drop();
  });
};

/** The test database, as the services' role. */
export const databaseUrl = (): string => db.urlAs('spend_api');

/** Holds a company's turn as another replica would (company-turns.ts), until the answered function ends it. */
export const holdTurn = async (company = companyId): Promise<{ waiting: () => Promise<number>; end: () => Promise<void> }> => {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  await client.query(`SELECT pg_advisory_lock(hashtext('spend.authorizer'), hashtext($1))`, [company]);
  return {
    // Sessions of this role waiting for an advisory lock: a replica waiting for the turn.
    waiting: async () => (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = 'advisory'`)).rows[0]!.n,
    end: () => client.end(),
  };
};

export const cmd = () => ({ companyId, userId: ownerId, correlationId: randomUUID(), commandId: randomUUID() });

export const newBudget = async (funding: number, soft: { softLimit: 'Amount' | 'Percentage'; overageValue: number } | null = null): Promise<string> => {
  const budgetId = randomUUID();
  const { streams, decide } = budgetFunding({
    type: 'CreateBudget', budgetId, companyId, parent: null, name: `Budget ${budgetId.slice(0, 4)}`, color: '#abc', randomColorIndex: 0, number: null,
    owner: { userId: ownerId, companyId, archived: false }, funding, softLimit: soft?.softLimit ?? 'None', overageValue: soft?.overageValue ?? null, spenderUserIds: [], now: now(),
  }, null);
  // Pick: an interface has no index signature, which handleCommands' states type asks for.
  await handleCommands<Pick<FundingStates, keyof FundingStates>, BudgetEvent | LedgerEvent>(store, streams, decide, cmd());
  return budgetId;
};

export const newCard = async (options: { budgetId?: string; limitCents?: number; controls?: SpendControlsInput; cardType?: 'Digital' | 'Physical' | 'Rechargeable' } = {}): Promise<string> => {
  const cardId = randomUUID();
  await handleCommand(store, streams.card(cardId), cardDecider, {
    type: 'CreateCard', cardId, companyId, creatorUserId: ownerId, cardType: options.cardType ?? 'Digital', format: options.cardType === 'Rechargeable' ? 'Digital' : null, spender: { userId: ownerId, companyId, archived: false },
    shippingAddress: options.cardType === 'Physical' ? 'BUSINESS' : null, limitCents: options.limitCents ?? 10_000_000, shouldLinkBudget: Boolean(options.budgetId),
    budget: options.budgetId ? { budgetId: options.budgetId, companyId, active: true } : null, controls: options.controls ?? null, last4: '1234', now: now(),
  }, cmd());
  return cardId;
};

export const onCard = (cardId: string, command: Omit<Extract<CardCommand, { type: 'ChangeCardStatus' }>, 'cardId' | 'companyId' | 'now'>) =>
  handleCommand(store, streams.card(cardId), cardDecider, { ...command, cardId, companyId, now: now() }, cmd());

export const post = async (path: string, body: unknown, options: { url?: string; sign?: boolean; raw?: string } = {}) => {
  const text = options.raw ?? JSON.stringify(body);
  const response = await fetch(`${options.url ?? urls[0]}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(options.sign !== false && { [SIGNATURE_HEADER]: signBody(text, SECRET) }) },
    body: text,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

export const purchase = (cardId: string, amount: number, overrides: Record<string, unknown> = {}) => ({
  id: `auth_${randomUUID()}`, card_token: cardId, amount, currency: 'USD', merchant_name: 'Corner Grocery', merchant_id: 'cg-1', mcc: '5411',
  merchant_country: 'US', timestamp: now(), ...overrides,
});

/** The purchase events a ledger recorded (not its funds events). */
export const ledger = async (ledgerId: string): Promise<LedgerEvent[]> =>
  (await store.readStream(streams.ledger(ledgerId)).catch(() => []))
    .filter((e) => AUTHORIZATION_EVENT_TYPES.includes(e.type as never))
    .map((e) => ({ type: e.type, data: e.data }) as LedgerEvent);

export const eventCount = async (): Promise<number> => {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM events');
  await client.end();
  return Number(rows[0]!.n);
};

