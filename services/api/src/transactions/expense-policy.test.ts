import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOKKEEPING_MESSAGES, EXPENSE_POLICY_MESSAGES as M, POLICY_EXPLANATION_MESSAGES as E } from '@spend/domain';
import { outboxFolder } from '@spend/runtime/mail';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { remindTodo } from '../todo/remind';
import { addMember, cardPurchases } from './testing';

let api: ApiHarness;
let acme: SeededCompany;
let globex: SeededCompany;
let spender: { userId: string; token: string };
let auditor: { userId: string; token: string };
let budgetId: string;
let cardId: string;
let attendeesFieldId: string;
const outboxDir = mkdtempSync(join(tmpdir(), 'policy-todo-outbox-'));

const POLICY = 'categoryLimits { category perTransaction perDay } mealLimitPerAttendee blockedCategories flagWeekends workingHours { start end } timeZone splitWindowMinutes flagMissingReceipts';
const MEALS_ONLY = { categoryLimits: [], mealLimitPerAttendee: '75.00', blockedCategories: ['GAMBLING'], flagWeekends: false, flagMissingReceipts: false };
type Finding = { rule: string; outcome: string; message: string };
type Judged = { policyOutcome: string; policyFindings: Finding[] };

const setPolicy = (data: Record<string, unknown>, token = acme.token) =>
  api.gql<{ updateExpensePolicy: Record<string, unknown> }>(`mutation ($data: ExpensePolicyInput!) { updateExpensePolicy(data: $data) { ${POLICY} } }`, { data }, { token });
const readPolicy = async (token = acme.token) => (await api.gql<{ expensePolicy: Record<string, unknown> }>(`{ expensePolicy { ${POLICY} } }`, {}, { token })).data?.expensePolicy;
const judged = async (id: string, token = acme.token) =>
  (await api.gql<{ transaction: Judged | null }>('query ($id: ID!) { transaction(where: { id: $id }) { policyOutcome policyFindings { rule outcome message } } }', { id }, { token })).data!.transaction;
const attendees = (id: string, value: string) => api.gql('mutation ($id: ID!, $data: TransactionUpdateInput!) { updateOneTransaction(where: { id: $id }, data: $data) { id } }', {
  id, data: { customFieldValues: [{ customFieldId: attendeesFieldId, value }] },
}, { token: acme.token });
const listed = async (policyOutcome: string, token = acme.token) =>
  (await api.gql<{ transactions: { items: { id: string }[] } }>('query ($where: TransactionWhereInput) { transactions(where: $where) { items { id } } }', { where: { policyOutcome } }, { token })).data!.transactions.items.map((t) => t.id);
type Explanation = { text: string; isCurrent: boolean; by: { id: string } | null; findings: { message: string }[] } | null;
const explain = (id: string, explanation: string, token = spender.token) => api.gql<{ explainPolicyFinding: { policyExplanation: Explanation } }>(
  'mutation ($id: ID!, $e: String!) { explainPolicyFinding(where: { id: $id }, explanation: $e) { policyExplanation { text isCurrent by { id } findings { message } } } }', { id, e: explanation }, { token });
const policyItems = async (token = spender.token) => {
  const answer = await api.gql<{ todo: { items: { id: string; kind: string; missing: { kind: string; message: string }[] }[] }; badgeCounts: { todo: number } }>(
    '{ todo { items { id kind missing { kind message } } } badgeCounts { todo } }', {}, { token });
  return { items: answer.data!.todo.items.filter((i) => i.kind === 'POLICY'), badge: answer.data!.badgeCounts.todo };
};
const lunch = async (amount: number, merchant = 'Trattoria', mcc = '5812') =>
  (await cardPurchases(api, acme.companyId, budgetId, cardId, [{ id: `lunch-${amount}-${mcc}`, amount, merchant, mcc, at: new Date().toISOString() }]))[`lunch-${amount}-${mcc}`]!;

beforeAll(async () => {
  api = await ApiHarness.start('api_expense_policy', {}, undefined, { expensePolicy: true });
  acme = await api.seedCompany('Acme');
  globex = await api.seedCompany('Globex');
  spender = await addMember(api, acme.companyId, ['Spender']);
  auditor = await addMember(api, acme.companyId, ['Analyst']);
  const budget = await api.gql<{ createOneBudget: { id: string } }>('mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }', {
    data: { name: 'Client dinners', funding: '5000', owner: { connect: { id: acme.adminUserId } }, spenders: { connect: [{ id: spender.userId }] } },
  }, { token: acme.token });
  budgetId = budget.data!.createOneBudget.id;
  const card = await api.gql<{ createOneCardV2: { id: string } }>('mutation ($data: CardCreateInput!) { createOneCardV2(data: $data) { id } }', {
    data: { type: 'Digital', spender: { connect: { id: spender.userId } }, shouldLinkBudget: true, budgets: { connect: [{ id: budgetId }] }, transactionControl: { spendLimit: 100_000 } },
  }, { token: acme.token });
  cardId = card.data!.createOneCardV2.id;
  attendeesFieldId = (await api.gql<{ createOneCustomField: { id: string } }>('mutation { createOneCustomField(name: "Attendees") { id } }', {}, { token: acme.token })).data!.createOneCustomField.id;
});
afterAll(async () => {
  await api.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

describe('the expense policy through the API', () => {
  it('refuses a cap of zero or below, an unknown category and bad hours on their fields, and records nothing', async () => {
    const refusals = [
      [{ ...MEALS_ONLY, mealLimitPerAttendee: '0' }, { mealLimitPerAttendee: M.cap }],
      [{ ...MEALS_ONLY, mealLimitPerAttendee: '-5.00' }, { mealLimitPerAttendee: M.cap }],
      [{ ...MEALS_ONLY, categoryLimits: [{ category: 'MEALS', perTransaction: '0.00' }] }, { 'categoryLimits.0.perTransaction': M.cap }],
      [{ ...MEALS_ONLY, categoryLimits: [{ category: 'YACHTS', perTransaction: '100' }] }, { 'categoryLimits.0.category': M.category }],
      [{ ...MEALS_ONLY, blockedCategories: ['YACHTS'] }, { blockedCategories: M.category }],
      [{ ...MEALS_ONLY, workingHours: { start: 18, end: 9 } }, { workingHours: M.workingHours }],
      [{ ...MEALS_ONLY, timeZone: 'Nowhere/Town' }, { timeZone: M.timeZone }],
    ] as const;
    for (const [data, fields] of refusals) {
      const answer = await setPolicy(data);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields });
    }
    expect(await readPolicy()).toMatchObject({ mealLimitPerAttendee: null, categoryLimits: [], blockedCategories: [] });
    expect((await setPolicy(MEALS_ONLY, spender.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await setPolicy(MEALS_ONLY, auditor.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('judges a meal by its attendees, explains it, alerts the budget owner, and judges it again when the attendees change', async () => {
    const saved = await setPolicy({ ...MEALS_ONLY, timeZone: 'America/New_York' });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateExpensePolicy).toMatchObject({ mealLimitPerAttendee: 7_500, blockedCategories: ['GAMBLING'], timeZone: 'America/New_York' });
    // Another company's policy is its own.
    expect(await readPolicy(globex.token)).toMatchObject({ mealLimitPerAttendee: null });
    // The auditor reads the policy.
    expect(await readPolicy(auditor.token)).toMatchObject({ mealLimitPerAttendee: 7_500 });

    const dinner = await lunch(21_240);
    await vi.waitFor(async () => expect(await judged(dinner)).toEqual({
      policyOutcome: 'OUT_OF_POLICY',
      policyFindings: [{ rule: 'MEAL_PER_ATTENDEE', outcome: 'OUT_OF_POLICY', message: '$212.40 for 1 attendee: $212.40 each, over the $75.00 meal limit' }],
    }), { timeout: 120_000, interval: 100 });
    await attendees(dinner, 'Jordan Lee, Priya Shah');
    await vi.waitFor(async () => expect((await judged(dinner))!.policyFindings.map((f) => f.message)).toEqual(['$212.40 for 2 attendees: $106.20 each, over the $75.00 meal limit']), { timeout: 120_000, interval: 100 });

    // The budget's owner hears of it, with the explanation.
    await vi.waitFor(async () => {
      const notices = (await api.gql<{ notifications: { items: { title: string; message: string }[] } }>('{ notifications { items { title message } } }', {}, { token: acme.token })).data!.notifications.items;
      expect(notices.filter((n) => n.title === 'Out of policy').map((n) => n.message)).toContain(
        'A purchase of $212.40 at Trattoria on Client dinners is out of policy: $212.40 for 2 attendees: $106.20 each, over the $75.00 meal limit.',
      );
    }, { timeout: 120_000, interval: 100 });

    // The list filters on it, for the admin and the auditor alike; the spender sees their own.
    expect(await listed('OUT_OF_POLICY')).toEqual([dinner]);
    expect(await listed('OUT_OF_POLICY', auditor.token)).toEqual([dinner]);
    expect(await listed('OUT_OF_POLICY', spender.token)).toEqual([dinner]);
    expect(await listed('OUT_OF_POLICY', globex.token)).toEqual([]);

    await attendees(dinner, 'Jordan, Priya and Sam');
    await vi.waitFor(async () => expect(await judged(dinner)).toEqual({ policyOutcome: 'IN_POLICY', policyFindings: [] }), { timeout: 120_000, interval: 100 });
    expect(await listed('OUT_OF_POLICY')).toEqual([]);
    expect(await listed('IN_POLICY')).toContain(dinner);
  });

  it("the spender's answer: on their to-do until given, refused when bad or not theirs, and needed again when the findings change", async () => {
    expect((await setPolicy(MEALS_ONLY)).errors).toBeUndefined();
    const dinner = await lunch(30_000, 'Steakhouse');
    const alone = '$300.00 for 1 attendee: $300.00 each, over the $75.00 meal limit';
    await vi.waitFor(async () => expect((await policyItems()).items.filter((i) => i.id === `POLICY:${dinner}`)).toEqual([
      { id: `POLICY:${dinner}`, kind: 'POLICY', missing: [{ kind: 'MEAL_PER_ATTENDEE', message: alone }] },
    ]), { timeout: 120_000, interval: 100 });
    // The reminder mail lists it with the finding.
    await remindTodo({ ...api.workerServices(), mail: outboxFolder(outboxDir), webOrigin: 'https://spend.example' }, { companyId: acme.companyId, userId: spender.userId });
    const [mail] = readdirSync(outboxDir).map((n) => JSON.parse(readFileSync(join(outboxDir, n), 'utf8')) as { text: string });
    expect(mail!.text).toContain(`- Steakhouse, $300.00 on ${new Date().toISOString().slice(0, 10)}: Explain why: ${alone}.\n`);

    // Bad text, another member, a role that may not edit, a purchase in policy: refused, nothing recorded.
    const other = await addMember(api, acme.companyId, ['Spender']);
    const inPolicy = await lunch(4_000, 'Deli');
    await vi.waitFor(async () => expect(await judged(inPolicy)).toMatchObject({ policyOutcome: 'IN_POLICY' }), { timeout: 120_000, interval: 100 });
    const { badge } = await policyItems();
    const before = await api.eventCount();
    expect((await explain(dinner, '  \n ')).errors?.[0]).toMatchObject({ message: E.text, extensions: { code: 'BAD_USER_INPUT', fields: { explanation: E.text } } });
    expect((await explain(dinner, 'x'.repeat(1001))).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { explanation: 'Explanation must be at most 1,000 characters.' } });
    expect((await explain(dinner, 'Client dinner\u0000')).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { explanation: 'Explanation must not contain control characters.' } });
    expect((await explain(dinner, 'Mine now', other.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await explain(dinner, 'Looks fine', auditor.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await explain(dinner, 'Client dinner', globex.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await explain(inPolicy, 'A sandwich')).errors?.[0]).toMatchObject({ message: E.inPolicy, extensions: { code: 'CONFLICT' } });
    expect(await api.eventCount()).toBe(before);

    // The spender answers: the item leaves the to-do and the badge; the transaction shows the answer.
    const answered = await explain(dinner, '  Dinner with the Globex buyers; Dana approved it.  ');
    expect(answered.errors).toBeUndefined();
    expect(answered.data!.explainPolicyFinding.policyExplanation).toEqual({ text: 'Dinner with the Globex buyers; Dana approved it.', isCurrent: true, by: { id: spender.userId }, findings: [{ message: alone }] });
    const after = await policyItems();
    expect(after.items.some((i) => i.id === `POLICY:${dinner}`)).toBe(false);
    expect(after.badge).toBe(badge - 1);

    // Other findings (two attendees now) need an answer of their own: the text stays, for the earlier findings.
    await attendees(dinner, 'Jordan Lee, Priya Shah');
    const two = '$300.00 for 2 attendees: $150.00 each, over the $75.00 meal limit';
    await vi.waitFor(async () => expect((await policyItems()).items.find((i) => i.id === `POLICY:${dinner}`)?.missing).toEqual([{ kind: 'MEAL_PER_ATTENDEE', message: two }]), { timeout: 120_000, interval: 100 });
    const read = await api.gql<{ transaction: { policyExplanation: Explanation } }>('query ($id: ID!) { transaction(where: { id: $id }) { policyExplanation { text isCurrent by { id } findings { message } } } }', { id: dinner }, { token: spender.token });
    expect(read.data!.transaction.policyExplanation).toMatchObject({ text: 'Dinner with the Globex buyers; Dana approved it.', isCurrent: false, findings: [{ message: alone }] });

    // Locked, it is closed to answers (and off the to-do: nothing the spender can do there).
    expect((await api.gql('mutation ($id: ID!) { lockTransaction(where: { id: $id }) { id } }', { id: dinner }, { token: acme.token })).errors).toBeUndefined();
    expect((await explain(dinner, 'Two of us')).errors?.[0]).toMatchObject({ message: BOOKKEEPING_MESSAGES.locked, extensions: { code: 'CONFLICT' } });
    expect((await policyItems()).items.some((i) => i.id === `POLICY:${dinner}`)).toBe(false);
  });

  it('judges the company again when its policy changes: a blocked category, a per-purchase cap', async () => {
    const software = await lunch(9_000, 'Figma', '5734');
    await vi.waitFor(async () => expect((await judged(software))!.policyOutcome).toBe('IN_POLICY'), { timeout: 120_000, interval: 100 });
    expect((await setPolicy({ ...MEALS_ONLY, blockedCategories: ['SOFTWARE'], categoryLimits: [{ category: 'SOFTWARE', perTransaction: '50.00', perDay: null }] })).errors).toBeUndefined();
    await vi.waitFor(async () => expect((await judged(software))!.policyFindings.map((f) => f.message)).toEqual([
      'Software is a blocked category: $90.00 at Figma',
      '$90.00 is over the $50.00 per-purchase cap for Software',
    ]), { timeout: 120_000, interval: 100 });
    expect((await setPolicy(MEALS_ONLY)).errors).toBeUndefined();
    await vi.waitFor(async () => expect((await judged(software))!.policyOutcome).toBe('IN_POLICY'), { timeout: 120_000, interval: 100 });
  });
});
