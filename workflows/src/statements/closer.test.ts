import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M, streams } from '@spend/domain';
import type { PostgresEventStore } from '@spend/eventstore';
import { createTestEventStore } from '../testing';
import { createStatementActivities } from './activities';
import { openJanuary } from './testing';

let events: Awaited<ReturnType<typeof createTestEventStore>>;
let store: PostgresEventStore;
beforeAll(async () => {
  events = await createTestEventStore('wf_statement_closer');
  store = events.store;
});
afterAll(async () => {
  await events?.close();
});

const closedOf = async (companyId: string) => (await store.readStream(streams.account(companyId))).filter((e) => e.type === 'StatementClosed');

describe('closing statements in batches', () => {
  it('closes the statements of the activities running at once in one append, each its own outcome, each once', async () => {
    const companies = Array.from({ length: 12 }, () => randomUUID());
    const notEnded = randomUUID();
    const periodStart = (await Promise.all([...companies, notEnded].map((c) => openJanuary(store, c))))[0]!;
    const { closeStatement } = createStatementActivities({ store });
    const ended = companies.map((companyId) => closeStatement({ companyId, periodStart }));
    // A period not ended yet and a company with no account: refused, and only those two.
    const open = closeStatement({ companyId: notEnded, periodStart: '2999-01-01T00:00:00.000Z' });
    const unknown = closeStatement({ companyId: randomUUID(), periodStart });
    const settled = await Promise.allSettled([...ended, open, unknown]);
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual([...companies.map(() => 1), M.periodOpen, M.noAccount]);

    const statements = await Promise.all(companies.map(closedOf));
    expect(statements.map((s) => s.length)).toEqual(companies.map(() => 1));
    // One append carried them all: they share the appending transaction.
    expect(new Set(statements.map(([e]) => e!.position.commit)).size).toBe(1);
    expect(statements.map(([e]) => (e!.data as { debits: number }).debits)).toEqual(companies.map(() => 12_345));

    // Run again (a retried activity, a late schedule tick): nothing closes twice.
    expect(await Promise.all(companies.map((companyId) => closeStatement({ companyId, periodStart })))).toEqual(companies.map(() => 0));
    expect((await Promise.all(companies.map(closedOf))).map((s) => s.length)).toEqual(companies.map(() => 1));
  });
});
