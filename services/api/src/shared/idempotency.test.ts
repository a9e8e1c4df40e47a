import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOwnedAndOtherBudgets } from '../budgets/test-budgets';
import { seedRoleMembers, type RoleMembers } from '../members/test-members';
import { ApiHarness } from '../testing/harness';

// Idempotency-Key on mutations (issue 10, item 6): retries answer the first request's response.
let api: ApiHarness;
let team: RoleMembers;
let budgetId: string;

const INCREASE = `mutation ($data: BudgetIncreaseRequestCreateInput!) { createOneBudgetIncreaseRequest(data: $data) { id amount reason status } }`;
const REIMBURSE = `mutation ($data: ReimbursementCreateInput!) { createOneReimbursement(data: $data) { id title amount status } }`;
const increase = (amount: string) => ({ data: { budget: { connect: { id: budgetId } }, amount, reason: 'Trade fair' } });
const reimbursement = (amount: string) => ({
  data: { title: 'Taxi', amount, expenseDate: new Date().toISOString().slice(0, 10), merchant: 'Yellow Cab', budget: { connect: { id: budgetId } } },
});
const asSpender = (key: string) => ({ token: team.members.Spender.token, headers: { 'idempotency-key': key } });

beforeAll(async () => {
  api = await ApiHarness.start('api_idempotency');
  team = await seedRoleMembers(api, 'Idemco');
  budgetId = (await seedOwnedAndOtherBudgets(api, team)).owned;
});
afterAll(() => api.close());

/** Runs SQL as the database owner (to age or release a key as time or a crash would, or to read it): its rows. */
const asOwner = async <R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[]): Promise<R[]> => {
  const client = new pg.Client({ connectionString: api.db.url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
};

describe.each([
  { name: 'createOneBudgetIncreaseRequest', query: INCREASE, variables: increase, stream: 'budget-increase' },
  { name: 'createOneReimbursement', query: REIMBURSE, variables: reimbursement, stream: 'reimbursement' },
])('$name with an Idempotency-Key', ({ name, query, variables, stream }) => {
  it('answers ten concurrent retries with the first request\'s payload, recording it once', async () => {
    const key = randomUUID();
    const before = await api.eventCount();
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.gql<Record<string, { id: string }>>(query, variables('12.34'), asSpender(key))));
    for (const answer of answers) expect(answer).toEqual({ status: 200, data: answers[0]!.data });
    const created = answers[0]!.data![name]!;
    expect(created).toMatchObject({ amount: 1_234, status: 'PENDING' });
    expect(await api.store.readStream(`${stream}-${created.id}`)).toHaveLength(1);
    expect(await api.eventCount()).toBe(before + 1);
  });

  it('answers 422 when the key is used again with other variables or another operation', async () => {
    const key = randomUUID();
    expect((await api.gql(query, variables('5'), asSpender(key))).errors).toBeUndefined();
    const before = await api.eventCount();
    const otherVariables = await api.gql(query, variables('6'), asSpender(key));
    const otherOperation = await api.gql(query === INCREASE ? REIMBURSE : INCREASE, query === INCREASE ? reimbursement('5') : increase('5'), asSpender(key));
    for (const reused of [otherVariables, otherOperation]) {
      expect(reused).toMatchObject({ status: 422, errors: [{ message: 'This Idempotency-Key was already used for a different request.', extensions: { code: 'IDEMPOTENCY_KEY_REUSED' } }] });
      expect(reused.data ?? null).toBeNull();
    }
    expect(await api.eventCount()).toBe(before);
  });
});

describe('Idempotency-Key outcomes', () => {
  it('a refused request records nothing and its retry runs again, answering the same; other input with the key is 422', async () => {
    const key = randomUUID();
    const before = await api.eventCount();
    const first = await api.gql(INCREASE, increase('0'), asSpender(key));
    expect(first.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect(await api.gql(INCREASE, increase('0'), asSpender(key))).toEqual(first);
    expect((await api.gql(INCREASE, increase('1'), asSpender(key))).status).toBe(422);
    expect(await api.eventCount()).toBe(before);
  });

  it('a first request that crashed releases the key to the same request only, which answers what was recorded', async () => {
    const key = randomUUID();
    const first = await api.gql<{ createOneReimbursement: { id: string } }>(REIMBURSE, reimbursement('7'), asSpender(key));
    // As a crash after the append would leave it: released, so a retry runs again.
    await asOwner(`UPDATE idempotency_keys SET status = 'released', response = NULL WHERE key = $1`, [key]);
    expect((await api.gql(REIMBURSE, reimbursement('8'), asSpender(key))).status).toBe(422);
    const before = await api.eventCount();
    expect(await api.gql(REIMBURSE, reimbursement('7'), asSpender(key))).toEqual(first);
    expect(await api.eventCount()).toBe(before);
  });

  it('an expired key can be used for a new request; keys are per user', async () => {
    const key = randomUUID();
    const mine = await api.gql<{ createOneReimbursement: { id: string } }>(REIMBURSE, reimbursement('9'), asSpender(key));
    const theirs = await api.gql<{ createOneReimbursement: { id: string } }>(REIMBURSE, reimbursement('10'), { token: team.members.BudgetOwner.token, headers: { 'idempotency-key': key } });
    expect(theirs.data!.createOneReimbursement.id).not.toBe(mine.data!.createOneReimbursement.id);
    await asOwner(`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE key = $1 AND user_id = $2`, [key, team.members.Spender.userId]);
    const again = await api.gql<{ createOneReimbursement: { id: string; amount: number } }>(REIMBURSE, reimbursement('11'), asSpender(key));
    expect(again.errors).toBeUndefined();
    expect(again.data!.createOneReimbursement.amount).toBe(1_100);
  });

  it('a settle the database refused (a failover cut it off) is tried again: the key ends done, and a retry answers the payload', async () => {
    const key = randomUUID();
    // The key's first settle fails, as one cut off by the leader's death did; a sequence counts the
    // tries (it is not rolled back with the failed statement).
    await asOwner(`CREATE SEQUENCE IF NOT EXISTS settle_tries; GRANT USAGE ON SEQUENCE settle_tries TO spend_api;
      CREATE OR REPLACE FUNCTION refuse_first_settle() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF NEW.key = '${key}' AND nextval('settle_tries') = 1 THEN RAISE EXCEPTION 'terminating connection (test)'; END IF;
        RETURN NEW; END $$;
      CREATE OR REPLACE TRIGGER refuse_first_settle BEFORE UPDATE ON idempotency_keys FOR EACH ROW EXECUTE FUNCTION refuse_first_settle()`, []);
    const first = await api.gql<{ createOneReimbursement: { id: string } }>(REIMBURSE, reimbursement('12'), asSpender(key));
    expect(first.errors).toBeUndefined();
    const status = async () => (await asOwner(`SELECT status, (SELECT last_value FROM settle_tries) AS tries FROM idempotency_keys WHERE key = $1`, [key]))[0];
    await expect.poll(status, { timeout: 10_000 }).toEqual({ status: 'done', tries: '2' });
    const before = await api.eventCount();
    expect(await api.gql(REIMBURSE, reimbursement('12'), asSpender(key))).toEqual(first);
    expect(await api.eventCount()).toBe(before);
  });

  it('a key left running for over a minute (its settle lost with the database) is taken over by the retry, which records nothing again', async () => {
    const key = randomUUID();
    const first = await api.gql<{ createOneReimbursement: { id: string } }>(REIMBURSE, reimbursement('14'), asSpender(key));
    await asOwner(`UPDATE idempotency_keys SET status = 'running', response = NULL, claimed_at = now() - interval '61 seconds' WHERE key = $1`, [key]);
    const before = await api.eventCount();
    expect(await api.gql(REIMBURSE, reimbursement('14'), asSpender(key))).toEqual(first);
    expect(await api.eventCount()).toBe(before);
    expect(await asOwner(`SELECT status FROM idempotency_keys WHERE key = $1`, [key])).toEqual([{ status: 'done' }]);
  });
});
