import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { addMember, cardPurchases } from '../transactions/testing';

let api: ApiHarness;
let acme: SeededCompany;
let globex: SeededCompany;
let spender: { userId: string; token: string };
let budgetId: string;

const run = async <T>(query: string, variables: Record<string, unknown>, token: string, headers?: Record<string, string>): Promise<T> => {
  const answer = await api.gql<T>(query, variables, { token, headers });
  expect(answer.errors).toBeUndefined();
  return answer.data!;
};
const manual = (token: string, vendor: string, date = new Date().toISOString()) =>
  run('mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id } }', { data: { paymentType: 'CASH', amount: '10.00', date, vendor } }, token);

beforeAll(async () => {
  api = await ApiHarness.start('api_reference');
  acme = await api.seedCompany('Acme');
  globex = await api.seedCompany('Globex');
  spender = await addMember(api, acme.companyId, ['Spender']);
  budgetId = (await run<{ createOneBudget: { id: string } }>('mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }', {
    data: { name: 'Travel', funding: '5000', owner: { connect: { id: acme.adminUserId } }, spenders: { connect: [{ id: spender.userId }] } },
  }, acme.token)).createOneBudget.id;
  const cardId = (await run<{ createOneCardV2: { id: string } }>('mutation ($data: CardCreateInput!) { createOneCardV2(data: $data) { id } }', {
    data: { type: 'Digital', spender: { connect: { id: spender.userId } }, shouldLinkBudget: true, budgets: { connect: [{ id: budgetId }] }, transactionControl: { spendLimit: 100_000 } },
  }, acme.token)).createOneCardV2.id;
  await cardPurchases(api, acme.companyId, budgetId, cardId, [{ id: 'hilton', amount: 12_000, merchant: 'Hilton', mcc: '3504', at: new Date().toISOString() }]);
  for (const vendor of ['Blue Bottle', 'Blue Bottle', 'Staples']) await manual(acme.token, vendor);
  await manual(spender.token, 'Spender Diner');
  await manual(globex.token, 'Globex Secret Supplier');
});
afterAll(() => api.close());

type VendorPage = { vendors: { count: number; items: { name: string; transactionCount: number }[] } };
const VENDORS = 'query ($q: String, $take: Int, $skip: Int) { vendors(q: $q, take: $take, skip: $skip) { count items { name transactionCount } } }';

describe('roles and role', () => {
  it('lists the roles with their labels; the multi-org ones only with the flag, the super admin only to one', async () => {
    const { roles } = await run<{ roles: { id: string; name: string; description: string }[] }>('{ roles { id name description } }', {}, acme.token);
    expect(roles).toEqual([
      { id: 'OrgAdmin', name: 'OrgAdmin', description: 'Admin' },
      { id: 'BudgetOwner', name: 'BudgetOwner', description: 'Budget Owner' },
      { id: 'Spender', name: 'Spender', description: 'Spender' },
      { id: 'Analyst', name: 'Analyst', description: 'Auditor' },
    ]);
    const flagged = await run<{ roles: { name: string }[] }>('{ roles(where: { assignable: true }) { name } }', {}, acme.token, { 'x-dev-flags': 'enableMultiOrgRoles' });
    expect(flagged.roles.map((r) => r.name)).toEqual(['MultiOrgAdmin', 'MultiOrgAnalyst', 'OrgAdmin', 'Spender', 'Analyst']);
    expect((await run<{ roles: { name: string }[] }>('{ roles(where: { q: "audit" }) { name } }', {}, acme.token)).roles).toEqual([{ name: 'Analyst' }]);
  });

  it('finds one role by id or name; unknown and unoffered roles are null', async () => {
    const one = (where: Record<string, string>) => run<{ role: { name: string; description: string } | null }>('query ($where: RoleWhereUniqueInput!) { role(where: $where) { name description } }', { where }, acme.token);
    expect((await one({ id: 'Analyst' })).role).toEqual({ name: 'Analyst', description: 'Auditor' });
    expect((await one({ name: 'Spender' })).role).toEqual({ name: 'Spender', description: 'Spender' });
    expect((await one({ name: 'Nobody' })).role).toBeNull();
    expect((await one({ name: 'SpendSuperAdmin' })).role).toBeNull();
  });
});

describe('vendors', () => {
  it('lists the merchants of the company, most used first, searchable and paginated; never another company\'s', async () => {
    const all = await run<VendorPage>(VENDORS, {}, acme.token);
    expect(all.vendors.count).toBe(4);
    expect(all.vendors.items[0]).toEqual({ name: 'Blue Bottle', transactionCount: 2 });
    expect(all.vendors.items.map((v) => v.name).sort()).toEqual(['Blue Bottle', 'Hilton', 'Spender Diner', 'Staples']);
    expect((await run<VendorPage>(VENDORS, { q: 'BLUE' }, acme.token)).vendors).toEqual({ count: 1, items: [{ name: 'Blue Bottle', transactionCount: 2 }] });
    const second = await run<VendorPage>(VENDORS, { take: 1, skip: 1 }, acme.token);
    expect(second.vendors.count).toBe(4);
    expect(second.vendors.items).toHaveLength(1);
    expect(second.vendors.items[0]!.name).not.toBe('Blue Bottle');
    expect((await run<VendorPage>(VENDORS, { q: 'Globex' }, acme.token)).vendors).toEqual({ count: 0, items: [] });
    expect((await run<VendorPage>(VENDORS, {}, globex.token)).vendors.items.map((v) => v.name)).toEqual(['Globex Secret Supplier']);
  });

  it('filters the transactions list by one vendor as it names them', async () => {
    const list = await run<{ transactions: { count: number } }>('query ($where: TransactionWhereInput) { transactions(where: $where) { count } }', { where: { vendor: 'Blue Bottle' } }, acme.token);
    expect(list.transactions.count).toBe(2);
    const card = await run<{ transactions: { count: number } }>('query ($where: TransactionWhereInput) { transactions(where: $where) { count } }', { where: { vendor: 'Hilton' } }, acme.token);
    expect(card.transactions.count).toBe(1);
  });

  it('shows a spender only the merchants of transactions they may see', async () => {
    expect((await run<VendorPage>(VENDORS, {}, spender.token)).vendors.items.map((v) => v.name).sort()).toEqual(['Hilton', 'Spender Diner']);
  });

  it('refuses a page size out of range and bad search text', async () => {
    const big = await api.gql(VENDORS, { take: 1000 }, { token: acme.token });
    expect(big.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const bidi = await api.gql(VENDORS, { q: 'a\u202Eb' }, { token: acme.token });
    expect(bidi.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('card search options, issuers and companies', () => {
  const OPTIONS = '{ cardSearchOptions { spenders { id } budgets { id } formats statuses } cardIssuers { id name kind cardCount } cardCompanies { id name cardCount } }';
  type Options = {
    cardSearchOptions: { spenders: { id: string }[]; budgets: { id: string }[]; formats: string[]; statuses: string[] };
    cardIssuers: { id: string; name: string; kind: string; cardCount: number }[];
    cardCompanies: { id: string; name: string; cardCount: number }[];
  };

  it('offers the holders, budgets, formats and statuses of the company\'s cards, issued by Spend on Visa', async () => {
    const options = await run<Options>(OPTIONS, {}, acme.token);
    expect(options.cardSearchOptions).toEqual({ spenders: [{ id: spender.userId }], budgets: [{ id: budgetId }], formats: ['DIGITAL'], statuses: ['ACTIVE'] });
    expect(options.cardIssuers).toEqual([{ id: 'spend', name: 'Spend', kind: 'PLATFORM', cardCount: 1 }]);
    expect(options.cardCompanies).toEqual([{ id: 'VISA', name: 'Visa', cardCount: 1 }]);
  });

  it('shows another company none of them', async () => {
    expect(await run<Options>(OPTIONS, {}, globex.token)).toEqual({ cardSearchOptions: { spenders: [], budgets: [], formats: [], statuses: [] }, cardIssuers: [], cardCompanies: [] });
  });
});

describe('transaction search options and methods', () => {
  it('offer the company\'s own vendors and the payment methods of spec 9', async () => {
    const acmeOptions = await run<{ transactionSearchOptions: { vendors: string[] }; transactionMethods: { paymentType: string; detailLabel: string }[] }>(
      '{ transactionSearchOptions { vendors } transactionMethods { paymentType detailLabel } }', {}, acme.token);
    expect(acmeOptions.transactionSearchOptions.vendors).not.toContain('Globex Secret Supplier');
    expect(acmeOptions.transactionSearchOptions.vendors).toContain('Blue Bottle');
    expect(acmeOptions.transactionMethods.map((m) => m.detailLabel)).toEqual(expect.arrayContaining(['ACH Number', 'Last 4 Digits', 'Check Number']));
  });
});
