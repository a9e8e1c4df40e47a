import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKKEEPING_MESSAGES as M, CODING_RULE_MESSAGES as R, bookkeepingDecider, streams } from '@spend/domain';
import { handleCommand } from '@spend/eventstore';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { CODING_MESSAGES } from '../transactions/coding-refs';
import { addMember, cardPurchases, seedCodingRefs, type SeededCodingRefs } from '../transactions/testing';

let api: ApiHarness;
let acme: SeededCompany;
let globex: SeededCompany;
let spender: { userId: string; token: string };
let refs: SeededCodingRefs;
let globexRefs: SeededCodingRefs;
let budgetId: string;
let cardId: string;

const RULE = 'id name position hits conditions { merchant mcc cardId budgetId memberId } outcome { generalLedgerId projectId customFieldValues { customFieldId value } }';
const TX = 'id generalLedgerId projectId customFieldValues { customFieldId value } isLocked automaticCoding { kind ruleId ruleName basedOnTransactions fields }';
type Tx = { generalLedgerId: string | null; projectId: string | null; isLocked: boolean; automaticCoding: { kind: string; ruleName: string | null; fields: string[] } | null };

const createRule = (data: Record<string, unknown>, token = acme.token) =>
  api.gql<{ createOneCodingRule: { id: string; hits: number } }>(`mutation ($data: CodingRuleInput!) { createOneCodingRule(data: $data) { ${RULE} } }`, { data }, { token });
const rules = async (token = acme.token) => (await api.gql<{ codingRules: { id: string; name: string; hits: number }[] }>(`{ codingRules { ${RULE} } }`, {}, { token })).data!.codingRules;
const transaction = async (id: string) => (await api.gql<{ transaction: Tx }>(`query ($id: ID!) { transaction(where: { id: $id }) { ${TX} } }`, { id }, { token: acme.token })).data!.transaction;
const undo = (id: string, token = acme.token) => api.gql<{ undoAutomaticCoding: Tx }>(`mutation ($id: ID!) { undoAutomaticCoding(where: { id: $id }) { ${TX} } }`, { id }, { token });
const buy = async (merchant: string): Promise<string> => {
  const id = randomUUID();
  return (await cardPurchases(api, acme.companyId, budgetId, cardId, [{ id, amount: 2_500, merchant, mcc: '5734', at: new Date().toISOString() }]))[id]!;
};

beforeAll(async () => {
  api = await ApiHarness.start('api_coding_rules', {}, undefined, { autoCoding: true });
  acme = await api.seedCompany('Acme');
  globex = await api.seedCompany('Globex');
  spender = await addMember(api, acme.companyId, ['Spender']);
  refs = await seedCodingRefs(api, acme.token);
  globexRefs = await seedCodingRefs(api, globex.token);
  await api.gql('mutation { updateBooksPolicy(data: { isProjectsEnabled: true }) { isProjectsEnabled } }', {}, { token: acme.token });
  const budget = await api.gql<{ createOneBudget: { id: string } }>(`mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }`, {
    data: { name: 'Software', funding: '5000', owner: { connect: { id: acme.adminUserId } }, spenders: { connect: [{ id: spender.userId }] } },
  }, { token: acme.token });
  budgetId = budget.data!.createOneBudget.id;
  const card = await api.gql<{ createOneCardV2: { id: string } }>(`mutation ($data: CardCreateInput!) { createOneCardV2(data: $data) { id } }`, {
    data: { type: 'Digital', spender: { connect: { id: spender.userId } }, shouldLinkBudget: true, budgets: { connect: [{ id: budgetId }] }, transactionControl: { spendLimit: 100_000 } },
  }, { token: acme.token });
  cardId = card.data!.createOneCardV2.id;
});
afterAll(async () => {
  await api.close();
});

describe('coding rules through the API', () => {
  it('codes a new purchase by the rule, shows the source and the rule\'s hit, and a person undoes it', async () => {
    const created = await createRule({
      name: 'Figma', conditions: { merchant: ' figma ', memberId: spender.userId }, outcome: { generalLedgerId: refs.generalLedgerId, projectId: refs.projectId, customFieldValues: [{ customFieldId: refs.customFieldId, value: refs.optionId }] },
    });
    expect(created.errors).toBeUndefined();
    const ruleId = created.data!.createOneCodingRule.id;
    expect(created.data!.createOneCodingRule).toMatchObject({ name: 'Figma', position: 1, hits: 0, conditions: { merchant: 'figma', memberId: spender.userId, mcc: null } });

    const id = await buy('FIGMA Inc.');
    await expect.poll(async () => (await transaction(id))?.automaticCoding, { timeout: 120_000 }).toMatchObject({ kind: 'RULE', ruleId, ruleName: 'Figma' });
    expect(await transaction(id)).toMatchObject({ generalLedgerId: refs.generalLedgerId, projectId: refs.projectId, automaticCoding: { fields: ['generalLedgerId', 'projectId', refs.customFieldId] } });
    await expect.poll(async () => (await rules()).find((r) => r.id === ruleId)?.hits, { timeout: 120_000 }).toBe(1);

    // A person's project stays through the undo; the rule's GL code and field value go.
    await api.gql('mutation ($id: ID!, $p: ID) { updateOneTransaction(where: { id: $id }, data: { projectId: $p }) { id } }', { id, p: refs.projectId }, { token: acme.token });
    const undone = await undo(id);
    expect(undone.errors).toBeUndefined();
    expect(undone.data!.undoAutomaticCoding).toMatchObject({ generalLedgerId: null, projectId: refs.projectId, customFieldValues: [], automaticCoding: null });
    expect((await undo(id)).errors![0]).toMatchObject({ message: M.noAutomaticCoding, extensions: { code: 'CONFLICT' } });
  });

  it('refuses an archived GL code, another company\'s project, no condition and no outcome on their fields, recording nothing', async () => {
    const before = [await api.eventCount(), (await rules()).length];
    const refused = async (data: Record<string, unknown>) => (await createRule({ name: 'Bad', conditions: { merchant: 'Uber' }, outcome: { generalLedgerId: refs.generalLedgerId }, ...data })).errors![0];
    expect(await refused({ outcome: { generalLedgerId: refs.archivedGeneralLedgerId } }))
      .toMatchObject({ message: CODING_MESSAGES.generalLedger, extensions: { code: 'BAD_USER_INPUT', fields: { generalLedgerId: CODING_MESSAGES.generalLedger } } });
    expect(await refused({ outcome: { projectId: globexRefs.projectId } })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { projectId: CODING_MESSAGES.project } } });
    expect(await refused({ conditions: { merchant: ' ' } })).toMatchObject({ message: R.noCondition, extensions: { code: 'BAD_USER_INPUT', fields: { conditions: R.noCondition } } });
    expect(await refused({ outcome: {} })).toMatchObject({ message: R.noOutcome, extensions: { code: 'BAD_USER_INPUT', fields: { outcome: R.noOutcome } } });
    expect(await refused({ conditions: { budgetId: randomUUID() } })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { budgetId: expect.any(String) } } });
    expect([await api.eventCount(), (await rules()).length]).toEqual(before);
  });

  it('is for admins of the company only: a spender is forbidden, another company finds nothing', async () => {
    const ruleId = (await createRule({ name: 'Slack', conditions: { merchant: 'Slack' }, outcome: { generalLedgerId: refs.generalLedgerId } })).data!.createOneCodingRule.id;
    expect((await createRule({ name: 'Mine', conditions: { merchant: 'x' }, outcome: { generalLedgerId: refs.generalLedgerId } }, spender.token)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await rules(globex.token)).map((r) => r.id)).not.toContain(ruleId);
    const foreign = await api.gql('mutation ($id: ID!) { deleteOneCodingRule(id: $id) { id } }', { id: ruleId }, { token: globex.token });
    expect(foreign.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const renamed = await api.gql<{ updateOneCodingRule: { name: string; position: number } }>(
      'mutation ($id: ID!, $data: CodingRuleInput!) { updateOneCodingRule(id: $id, data: $data) { name position } }',
      { id: ruleId, data: { name: 'Slack seats', conditions: { merchant: 'Slack' }, outcome: { generalLedgerId: refs.generalLedgerId } } }, { token: acme.token });
    expect(renamed.data!.updateOneCodingRule).toEqual({ name: 'Slack seats', position: 2 });
    expect((await api.gql('mutation ($id: ID!) { deleteOneCodingRule(id: $id) { id } }', { id: ruleId }, { token: acme.token })).errors).toBeUndefined();
    expect((await rules()).map((r) => r.id)).not.toContain(ruleId);
  });

  it('refuses to undo an automatic coding on a locked or synced transaction, with the reason', async () => {
    await createRule({ name: 'Notion', conditions: { merchant: 'Notion' }, outcome: { generalLedgerId: refs.generalLedgerId } });
    const [locked, synced] = [await buy('Notion Labs'), await buy('Notion Labs')];
    for (const id of [locked, synced]) await expect.poll(async () => (await transaction(id))?.automaticCoding?.ruleName, { timeout: 120_000 }).toBe('Notion');
    await api.gql('mutation ($id: ID!) { lockTransaction(where: { id: $id }) { id } }', { id: locked }, { token: acme.token });
    expect((await undo(locked)).errors![0]).toMatchObject({ message: M.locked, extensions: { code: 'CONFLICT' } });
    await handleCommand(api.store, streams.bookkeeping(synced), bookkeepingDecider, { type: 'MarkTransactionSynced', transactionId: synced, companyId: acme.companyId, runId: randomUUID(), now: new Date().toISOString() },
      { companyId: acme.companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
    await expect.poll(async () => (await transaction(synced))?.isLocked, { timeout: 120_000 }).toBe(true);
    expect((await undo(synced)).errors![0]).toMatchObject({ message: M.synced, extensions: { code: 'CONFLICT' } });
    expect((await transaction(locked)).generalLedgerId).toBe(refs.generalLedgerId);
  });
});
