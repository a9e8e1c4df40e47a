import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookkeepingDecider, streams, type CodingRuleConditions, type CodingRuleOutcome, type DomainEvent } from '@spend/domain';
import { PostgresEventStore, comparePositions, loadState, type Position } from '@spend/eventstore';
import { codingProjection, codingRulesProjection, transactionsProjection } from '../read-models';
import { quietPool, setUpReadModels, type ReadModelTestDatabase } from '../read-models/testing';
import { readCheckpoints } from '../runner/checkpoints';
import { ProjectionRunner } from '../runner/runner';
import { autoCodingReactor } from './auto-coding';

const at = '2026-03-01T10:00:00.000Z';
let rm: ReadModelTestDatabase;
let store: PostgresEventStore;
let runner: ProjectionRunner;

beforeAll(async () => {
  rm = await setUpReadModels('reactor_auto_coding');
  store = new PostgresEventStore({ connectionString: rm.db.urlAs('spend_projector') });
  runner = new ProjectionRunner({
    store, pool: quietPool(rm.db.urlAs('spend_projector'), 10), projections: [autoCodingReactor(store), codingProjection, codingRulesProjection, transactionsProjection],
  });
  runner.start();
});
afterAll(async () => {
  await runner.stop();
  await store.close();
  await rm.close();
});

const record = async (companyId: string, stream: string, event: DomainEvent): Promise<Position> =>
  (await store.append(stream, [{ id: randomUUID(), ...event, metadata: { companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 } }], { expectedRevision: 'any' })).position;

/** Waits until the named projections have handled everything up to `position`. */
const handled = async (position: Position, names = ['auto-coding']): Promise<void> => {
  await expect.poll(async () => {
    const stored = await readCheckpoints(rm.projector, names);
    return names.every((n) => { const p = stored.get(n); return !!p && comparePositions(p, position) >= 0; });
  }).toBe(true);
};

const gl = async (companyId: string, name: string): Promise<string> => {
  const generalLedgerId = randomUUID();
  await record(companyId, streams.generalLedger(generalLedgerId), { type: 'GeneralLedgerCreated', data: { generalLedgerId, companyId, name, code: null, description: null, type: null, category: null, at } });
  return generalLedgerId;
};
const none: CodingRuleConditions = { merchant: null, mcc: null, cardId: null, budgetId: null, memberId: null };
const rule = async (companyId: string, name: string, position: number, conditions: Partial<CodingRuleConditions>, outcome: Partial<CodingRuleOutcome>): Promise<string> => {
  const ruleId = randomUUID();
  await record(companyId, streams.codingRule(ruleId), {
    type: 'CodingRuleCreated',
    data: { ruleId, companyId, name, position, conditions: { ...none, ...conditions }, outcome: { generalLedgerId: null, projectId: null, customFieldValues: {}, ...outcome }, at },
  });
  return ruleId;
};
const purchase = async (companyId: string, merchantName: string, mcc = '5734'): Promise<{ transactionId: string; position: Position }> => {
  const transactionId = randomUUID();
  const cardId = randomUUID();
  const position = await record(companyId, streams.ledger(cardId), {
    type: 'AuthorizationApproved',
    data: { ledgerId: cardId, authorizationId: randomUUID(), transactionId, companyId, at, cardId, budgetId: null, spenderId: null, amountCents: 4_000, currency: 'USD', merchantName, merchantId: null, mcc, country: 'US' },
  });
  return { transactionId, position };
};
const codeByPerson = (companyId: string, transactionId: string, generalLedgerId: string) =>
  record(companyId, streams.bookkeeping(transactionId), { type: 'TransactionCoded', data: { transactionId, companyId, generalLedgerId, at } });
const books = (transactionId: string) => loadState(store, streams.bookkeeping(transactionId), bookkeepingDecider);
const row = (transactionId: string) => rm.projector.selectFrom('transactions').select(['general_ledger_id', 'automatic_coding']).where('id', '=', transactionId).executeTakeFirst();

describe('auto-coding reactor', () => {
  it('codes a new purchase by the first matching rule in order, records the source and counts the rule\'s hit', async () => {
    const companyId = randomUUID();
    const [software, design] = [await gl(companyId, 'Software'), await gl(companyId, 'Design')];
    const later = await rule(companyId, 'Any software', 2, { mcc: '5734' }, { generalLedgerId: software });
    const first = await rule(companyId, 'Figma', 1, { merchant: 'figma' }, { generalLedgerId: design });
    const { transactionId, position } = await purchase(companyId, 'FIGMA Inc.');
    await handled(position);

    await expect.poll(async () => (await books(transactionId)).automatic).toEqual({ source: { kind: 'rule', ruleId: first, ruleName: 'Figma' }, fields: ['generalLedgerId'] });
    expect((await books(transactionId)).coding.generalLedgerId).toBe(design);
    await expect.poll(() => row(transactionId)).toEqual({ general_ledger_id: design, automatic_coding: { source: { kind: 'rule', ruleId: first, ruleName: 'Figma' }, fields: ['generalLedgerId'] } });
    // The rules' hits are their own read model's, which may apply the coding after the transactions' does.
    const hits = () => rm.projector.selectFrom('coding_rules').select(['id', 'hits']).where('company_id', '=', companyId).orderBy('position').execute();
    await expect.poll(hits).toEqual([{ id: first, hits: 1 }, { id: later, hits: 0 }]);
  });

  it('without a rule, suggests the coding the company used most for that merchant, once it is a habit', async () => {
    const companyId = randomUUID();
    const [coffee, meals] = [await gl(companyId, 'Coffee'), await gl(companyId, 'Meals')];
    const earlier = [await purchase(companyId, 'Blue Bottle'), await purchase(companyId, 'blue  bottle'), await purchase(companyId, 'Blue Bottle')];
    await codeByPerson(companyId, earlier[0]!.transactionId, meals);
    await codeByPerson(companyId, earlier[1]!.transactionId, coffee);
    const once = await purchase(companyId, 'Blue Bottle');
    await handled(once.position);
    // One coding of each is no habit yet: nothing suggested.
    expect((await books(once.transactionId)).automatic).toBeNull();

    await codeByPerson(companyId, earlier[2]!.transactionId, coffee);
    const next = await purchase(companyId, 'BLUE BOTTLE');
    await handled(next.position);
    await expect.poll(async () => (await books(next.transactionId)).automatic?.source).toEqual({ kind: 'suggestion', basis: 'merchant-history', merchant: 'BLUE BOTTLE', transactions: 2 });
    expect((await books(next.transactionId)).coding.generalLedgerId).toBe(coffee);
  });

  it('never overwrites a value a person set first, and leaves out a GL code archived since the rule was written', async () => {
    const companyId = randomUUID();
    const [travel, archived] = [await gl(companyId, 'Travel'), await gl(companyId, 'Old')];
    const projectId = randomUUID();
    await record(companyId, streams.project(projectId), { type: 'ProjectCreated', data: { projectId, companyId, name: 'Launch', at } });
    await record(companyId, streams.generalLedger(archived), { type: 'GeneralLedgerArchived', data: { generalLedgerId: archived, companyId, at } });
    await rule(companyId, 'Hotels', 1, { mcc: '3504' }, { generalLedgerId: archived, projectId });
    await rule(companyId, 'Trains', 2, { merchant: 'amtrak' }, { generalLedgerId: travel, projectId });

    const hotel = await purchase(companyId, 'Hilton', '3504');
    await handled(hotel.position);
    await expect.poll(async () => (await books(hotel.transactionId)).automatic?.fields).toEqual(['projectId']);
    expect((await books(hotel.transactionId)).coding).toEqual({ generalLedgerId: null, projectId });

    // A manual entry recorded with the person's own GL code keeps it; the rule adds only the project.
    const transactionId = randomUUID();
    const mine = await gl(companyId, 'Mine');
    await record(companyId, streams.bookkeeping(transactionId), {
      type: 'ManualTransactionRecorded',
      data: { transactionId, companyId, source: 'MANUAL', paymentType: 'CHECK', paymentMethodDetail: null, amountCents: 9_000, currency: 'USD', date: at, vendor: 'Amtrak', description: null, budgetId: null, spenderId: randomUUID(), createdByUserId: randomUUID(), at },
    });
    const position = await codeByPerson(companyId, transactionId, mine);
    await handled(position);
    await expect.poll(async () => (await books(transactionId)).automatic?.fields).toEqual(['projectId']);
    expect((await books(transactionId)).coding).toEqual({ generalLedgerId: mine, projectId });
  });
});
