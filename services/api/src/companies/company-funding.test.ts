import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { BUDGET_MESSAGES, ledgerDecider, streams } from '@spend/domain';
import { loadState } from '@spend/eventstore';
import { ApiHarness } from '../testing/harness';
import { ABOVE_AVAILABLE_NAMED } from '@spend/domain/testing';

// The company-wide funding (spec 7 updateOneCompany funding) and its top budgets draw on one pool.
const SET = `mutation ($total: Money!) { updateOneCompany(data: { total_funding: $total }) { total_funding } }`;
const CREATE = `mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }`;

let api: ApiHarness;
beforeAll(async () => {
  api = await ApiHarness.start('api_company_funding');
});
afterAll(async () => {
  await api.close();
});

describe('company funding', () => {
  it('changes the total, never below what the top budgets take; refusals record nothing', async () => {
    const c = await api.seedCompany('Fundco');
    const top = (funding: string) => api.gql(CREATE, { data: { name: 'Top', funding, owner: { connect: { id: c.adminUserId } } } }, { token: c.token });
    expect((await top('600000')).errors).toBeUndefined();
    const before = await api.eventCount();
    const refused = await api.gql(SET, { total: '599999.99' }, { token: c.token });
    // Who holds the money, the least the total can be, and what would allow a lower one (issue #25 item 5).
    const held = "The total funding cannot be lower than what the company's budgets hold. The company has $600,000.00 held by its budgets, so the total funding can be no lower than $600,000.00; lower a budget's funding first.";
    expect(refused.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { total_funding: held } });
    expect(await api.eventCount()).toBe(before);
    // One update is one decision: its valid settings are not recorded when its funding is refused.
    const mixed = await api.gql(`mutation ($data: CompanyUpdateInput!) { updateOneCompany(data: $data) { dba_name } }`,
      { data: { dba_name: 'Renamed', budgetNumbers: true, isProjectsEnabled: true, total_funding: '1' } }, { token: c.token });
    expect(mixed.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { total_funding: held } });
    expect(await api.eventCount()).toBe(before);
    expect((await api.gql<{ company: { dba_name: string } }>('{ company { dba_name } }', {}, { token: c.token })).data!.company.dba_name).toBe('Fundco');
    // …nor its valid funding when its name is refused.
    const blankName = await api.gql(`mutation ($data: CompanyUpdateInput!) { updateOneCompany(data: $data) { dba_name } }`,
      { data: { dba_name: ' ', total_funding: '650000' } }, { token: c.token });
    expect(blankName.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect(await api.eventCount()).toBe(before);
    expect((await api.gql(SET, { total: '700000' }, { token: c.token })).data).toEqual({ updateOneCompany: { total_funding: 70_000_000 } });
    expect((await top('100000.01')).errors![0]!.extensions!.fields).toEqual({ funding: `${BUDGET_MESSAGES.aboveAvailable} The company has $100,000.00 available; raise the company's total funding first.` });
    expect((await top('100000')).errors).toBeUndefined();
    // Company funds: what the top budgets reserve (the pool the funding is decided on), and their spend.
    // Read from the pools read model (the ledger's own fold): the budget's save waited for the budgets, so poll for the pool.
    const funds = async () => (await api.gql(`{ companyFunds { budgeted unallocated totalSpent } company { total_funding funds { budgeted unallocated totalSpent } } }`, {}, { token: c.token })).data;
    await expect.poll(funds, { timeout: 120_000, interval: 100 }).toEqual({
      companyFunds: { budgeted: 70_000_000, unallocated: 0, totalSpent: 0 },
      company: { total_funding: 70_000_000, funds: { budgeted: 70_000_000, unallocated: 0, totalSpent: 0 } },
    });
    // The figure shown is the one the pool decides with.
    expect((await loadState(api.store, streams.ledger(c.companyId), ledgerDecider)).allocatedCents).toBe(70_000_000);
    // Raising the funding is read back at once (the save waits for the pool): all of the new money is unallocated.
    expect((await api.gql(SET, { total: '750000' }, { token: c.token })).data).toEqual({ updateOneCompany: { total_funding: 75_000_000 } });
    expect((await funds())!.companyFunds).toEqual({ budgeted: 70_000_000, unallocated: 5_000_000, totalSpent: 0 });
    // Spend on a top budget (an approved card authorization, as the authorizer records it) shows in totalSpent.
    const { data } = await api.gql<{ budgets: { items: { id: string }[] } }>('{ budgets { items { id } } }', {}, { token: c.token });
    const budgetId = data!.budgets.items[0]!.id;
    const transactionId = randomUUID();
    await api.store.append(streams.ledger(budgetId), [{
      id: randomUUID(), type: 'AuthorizationApproved',
      data: {
        ledgerId: budgetId, authorizationId: `auth-${transactionId}`, transactionId, companyId: c.companyId, at: new Date().toISOString(), cardId: randomUUID(), budgetId,
        spenderId: c.adminUserId, amountCents: 12_345, currency: 'USD', merchantName: 'Shell', merchantId: null, mcc: '5541', country: 'US',
      },
      metadata: { companyId: c.companyId, userId: null, correlationId: transactionId, causationId: transactionId, schemaVersion: 1 },
    }], { expectedRevision: 'any' });
    await expect.poll(async () => (await api.gql<{ companyFunds: { totalSpent: number } }>(`{ companyFunds { totalSpent } }`, {}, { token: c.token })).data!.companyFunds.totalSpent, { timeout: 120_000, interval: 100 }).toBe(12_345);
    const other = await api.seedCompany('Emptyco');
    // A company with no budgets: all of its funding is unallocated.
    const empty = await api.gql<{ companyFunds: Record<string, number>; company: { total_funding: number } }>(`{ companyFunds { budgeted unallocated totalSpent } company { total_funding } }`, {}, { token: other.token });
    expect(empty.data!.companyFunds).toEqual({ budgeted: 0, unallocated: empty.data!.company.total_funding, totalSpent: 0 });
  });

  it('lowered while top budgets are created at the same moment: never less than they take', async () => {
    const c = await api.seedCompany('Raceco');
    // $1,000,000 at first; five $150,000 budgets asked while the total drops to $500,000.
    const results = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) => api.gql<{ createOneBudget: { id: string } }>(CREATE, { data: { name: `Top ${i}`, funding: '150000', owner: { connect: { id: c.adminUserId } } } }, { token: c.token })),
      api.gql<{ updateOneCompany: { total_funding: number } }>(SET, { total: '500000' }, { token: c.token }),
    ]);
    const created = results.slice(0, 5).filter((r) => !r.errors).length;
    const lowered = !results[5]!.errors;
    const total = lowered ? 50_000_000 : 100_000_000;
    expect(created * 15_000_000).toBeLessThanOrEqual(total);
    if (!lowered) expect(results[5]!.errors![0]!.extensions!.fields).toEqual({ total_funding: expect.stringMatching(/^The total funding cannot be lower than what the company's budgets hold\. The company has \$[\d,]+\.\d\d held by its budgets, so the total funding can be no lower than \$[\d,]+\.\d\d; lower a budget's funding first\.$/) });
    for (const r of results.slice(0, 5)) if (r.errors) expect(r.errors[0]!.extensions!.fields).toEqual({ funding: expect.stringMatching(ABOVE_AVAILABLE_NAMED) });
  });

  it('is for the roles that may edit company funds', async () => {
    const c = await api.seedCompany('Permco', ['Analyst']);
    expect((await api.gql(SET, { total: '1' }, { token: c.token })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });
});
