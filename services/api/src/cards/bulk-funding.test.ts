import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { CREATE, type Card } from './testing';

let api: ApiHarness;
let acme: SeededCompany;
let globex: SeededCompany;
let spender: { userId: string; token: string };

beforeAll(async () => {
  api = await ApiHarness.start('api_bulk_funding');
  acme = await api.seedCompany('Acme');
  globex = await api.seedCompany('Globex');
  spender = await api.addMember(acme, ['Spender']);
});
afterAll(async () => {
  await api.close();
});

describe('bulk funding of rechargeable cards', () => {
  it('checks and applies a bulk funding CSV, once per row even when retried', async () => {
    const made = await api.gql<{ createOneCardV2: Card }>(CREATE, { data: { isRechargeable: true, format: 'Digital', spender: { connect: { id: spender.userId } }, transactionControl: { spendLimit: 1_000 } } }, { token: acme.token });
    const card = made.data!.createOneCardV2;
    const detail = (await api.gql<{ card: { spender: { person: { email: string } }; creator: { id: string }; company: { id: string } } }>(`query ($id: ID!) { card(where: { id: $id }) { spender { person { email } } creator { id } company { id } } }`, { id: card.id }, { token: acme.token })).data!.card;
    expect(detail).toMatchObject({ creator: { id: acme.adminUserId }, company: { id: acme.companyId } });
    const email = detail.spender.person.email;
    const mutation = `mutation ($csv: String!, $apply: Boolean) { bulkRechargeableCardsCSVCheckerResolver(csv: $csv, apply: $apply) {
      errors applied creates { row amount email card { card_type balance { limit } } } updates { row amount user { id } card { id balance { limit } } } } }`;
    type Check = { errors: string[]; applied: boolean; creates: { amount: number; card: { card_type: string; balance: { limit: number } } | null }[]; updates: { amount: number; user: { id: string }; card: { id: string; balance: { limit: number } } }[] };
    const check = async (csv: string, apply = false, headers: Record<string, string> = {}) =>
      (await api.gql<{ bulkRechargeableCardsCSVCheckerResolver: Check }>(mutation, { csv, apply }, { token: acme.token, headers: { 'x-dev-flags': 'bulkCardOperations', ...headers } })).data!.bulkRechargeableCardsCSVCheckerResolver;

    // Switched on by the bulkCardOperations flag (spec 6).
    const off = await api.gql(mutation, { csv: 'email,last4digits,amount', apply: false }, { token: acme.token });
    expect(off.errors![0]).toMatchObject({ message: 'Bulk card operations are not enabled (bulkCardOperations).', extensions: { code: 'FORBIDDEN' } });

    expect((await check('mail,last4,amount\na,b,1')).errors).toEqual(['The CSV must have exactly the columns email, last4digits and amount.']);
    // Another company's rechargeable card: its last 4 digits name none of ours.
    const theirs = await api.gql<{ createOneCardV2: Card }>(CREATE, { data: { isRechargeable: true, format: 'Digital', spender: { connect: { id: globex.adminUserId } }, transactionControl: { spendLimit: 1_000 } } }, { token: globex.token });
    const theirLast4 = theirs.data!.createOneCardV2.last4Digits;
    const before = await api.eventCount();
    const bad = await check(`email,last4digits,amount\n${email},NEW,10\n${email},NEW,10\nnobody@acme.test,NEW,5\n${email},9999,5\n${globex.adminEmail},NEW,5\n${email},NEW,1.001\n${globex.adminEmail},${theirLast4},5\n${email},${theirLast4 === card.last4Digits ? '0000' : theirLast4},5`, true);
    expect(bad.applied).toBe(false);
    expect(bad.errors).toEqual([
      'Row 3 repeats row 2.',
      'Row 4: no member with the email nobody@acme.test.',
      `Row 5: ${email} has no rechargeable card ending in 9999.`,
      `Row 6: no member with the email ${globex.adminEmail}.`,
      'Row 7: the amount must be a number above 0 with at most 2 decimals.',
      `Row 8: no member with the email ${globex.adminEmail}.`,
      `Row 9: ${email} has no rechargeable card ending in ${theirLast4 === card.last4Digits ? '0000' : theirLast4}.`,
    ]);
    expect(await api.eventCount()).toBe(before);

    const csv = `email,last4digits,amount\n${email},${card.last4Digits},25.50\n${email},NEW,40`;
    const dry = await check(csv);
    expect(dry).toMatchObject({ errors: [], applied: false, creates: [{ amount: 4_000, card: null }], updates: [{ amount: 2_550, user: { id: spender.userId }, card: { id: card.id } }] });
    const key = { 'idempotency-key': `bulk-${card.id}` };
    const applied = await check(csv, true, key);
    expect(applied).toMatchObject({ applied: true, creates: [{ card: { card_type: 'Rechargeable', balance: { limit: 4_000 } } }], updates: [{ card: { balance: { limit: 3_550 } } }] });
    const events = await api.eventCount();
    expect((await check(csv, true, key)).applied).toBe(true);
    expect(await api.eventCount()).toBe(events);
    // A file is applied whole or not at all: its last row is refused (the limit would pass the largest amount), so its new card is not made either.
    const tooMuch = await api.gql(mutation, { csv: `email,last4digits,amount\n${email},NEW,40\n${email},${card.last4Digits},90071992547409.90`, apply: true }, { token: acme.token, headers: { 'x-dev-flags': 'bulkCardOperations', 'idempotency-key': randomUUID() } });
    expect(tooMuch.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect(await api.eventCount()).toBe(events);
    expect((await api.gql(mutation, { csv, apply: false }, { token: spender.token, headers: { 'x-dev-flags': 'bulkCardOperations' } })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });
});
