import { randomUUID } from 'node:crypto';
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetEvent, CompanyEvent, MemberEvent } from '@spend/domain';
import { budgetsProjection } from './budgets/projection';
import { companiesProjection } from './companies/projection';
import { membersProjection } from './members/projection';
import type { ReadModels } from './tables';
import { quietPool, recorded, setUpReadModels, type ReadModelTestDatabase } from './testing';

const at = '2026-03-01T10:00:00.000Z';
const [companyA, companyB] = [randomUUID(), randomUUID()];
const [userA, userB] = [randomUUID(), randomUUID()];

const company = (companyId: string, dbaName: string): CompanyEvent => ({
  type: 'CompanyCreated', data: { companyId, dbaName, parentCompanyId: null, isReseller: false, totalFunding: 1_000, createdAt: at },
});
const user = (userId: string, companyId: string, email: string): MemberEvent => ({
  type: 'UserCreated',
  data: { userId, companyId, personId: randomUUID(), authId: email, email, firstName: 'Pat', lastName: 'Doe', title: null, embossName: null, roles: ['Spender'], createdAt: at },
});
const budget = (companyId: string, name: string, spender: string): BudgetEvent => ({
  type: 'BudgetCreated',
  data: {
    budgetId: randomUUID(), companyId, parentBudgetId: null, name, color: '#abc', number: null, ownerUserId: null, funding: 100, softLimit: 'None',
    overageValue: 0, currency: 'USD', startAt: at, endAt: at, spenderUserIds: [spender], createdAt: at,
  },
});

let rm: ReadModelTestDatabase;
let api: Kysely<ReadModels>;

beforeAll(async () => {
  rm = await setUpReadModels('rm_rls');
  await rm.apply(companiesProjection, [recorded(company(companyA, 'Acme')), recorded(company(companyB, 'Globex'))]);
  await rm.apply(membersProjection, [recorded(user(userA, companyA, 'pat@acme.test')), recorded(user(userB, companyB, 'pat@globex.test'))]);
  await rm.apply(budgetsProjection, [recorded(budget(companyA, 'A1', userA)), recorded(budget(companyA, 'A2', userA)), recorded(budget(companyB, 'B1', userB))]);
  // One connection, so every transaction below reuses the same pooled session.
  api = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool: quietPool(rm.db.urlAs('spend_api'), 1) }) });
});

afterAll(async () => {
  await api.destroy();
  await rm.close();
});

const visible = (settings: { companyId?: string; authId?: string }) =>
  api.transaction().execute(async (trx: Transaction<ReadModels>) => {
    if (settings.companyId) await sql`SELECT set_config('app.company_id', ${settings.companyId}, true)`.execute(trx);
    if (settings.authId) await sql`SELECT set_config('app.auth_id', ${settings.authId}, true)`.execute(trx);
    return {
      companies: (await trx.selectFrom('companies').select('dba_name').orderBy('dba_name').execute()).map((r) => r.dba_name),
      users: (await trx.selectFrom('users').select('email').orderBy('email').execute()).map((r) => r.email),
      budgets: (await trx.selectFrom('budgets').select('name').orderBy('name').execute()).map((r) => r.name),
      spenders: (await trx.selectFrom('budget_spenders').select('company_id').execute()).map((r) => r.company_id),
    };
  });

describe('row-level security for the API role', () => {
  it('shows only the rows of the company set for the transaction', async () => {
    expect(await visible({ companyId: companyA })).toEqual({ companies: ['Acme'], users: ['pat@acme.test'], budgets: ['A1', 'A2'], spenders: [companyA, companyA] });
    expect(await visible({ companyId: companyB })).toEqual({ companies: ['Globex'], users: ['pat@globex.test'], budgets: ['B1'], spenders: [companyB] });
  });

  it('shows nothing without a company, and nothing once the transaction that set it has ended', async () => {
    const none = { companies: [], users: [], budgets: [], spenders: [] };
    expect(await visible({})).toEqual(none);
    await visible({ companyId: companyA });
    expect(await visible({})).toEqual(none);
    // A session-level attempt outside a transaction does not help either: each statement is its own transaction.
    await sql`SELECT set_config('app.company_id', ${companyA}, true)`.execute(api);
    expect(await visible({})).toEqual(none);
  });

  it('lets the caller find their own users by token subject before a company is chosen', async () => {
    // Their own users, and the companies those users belong to (the multi-company switcher).
    expect(await visible({ authId: 'pat@globex.test' })).toEqual({ companies: ['Globex'], users: ['pat@globex.test'], budgets: [], spenders: [] });
  });

  it('rejects a malformed company setting instead of showing anything', async () => {
    await expect(visible({ companyId: 'not-a-uuid' })).rejects.toThrow(/invalid input syntax for type uuid/);
  });

  it('lets the API role read but never write', async () => {
    for (const statement of [sql`UPDATE budgets SET name = 'x'`, sql`DELETE FROM users`, sql`INSERT INTO budget_spenders VALUES (${randomUUID()}, ${randomUUID()}, ${companyA})`]) {
      await expect(statement.execute(api)).rejects.toThrow(/permission denied/);
    }
  });

  it('lets the projector (BYPASSRLS) see every company', async () => {
    const rows = await rm.projector.selectFrom('budgets').select('company_id').where('company_id', 'in', [companyA, companyB]).execute();
    expect(rows).toHaveLength(3);
  });
});
