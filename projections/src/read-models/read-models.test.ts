import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetDecider, companyDecider, userDecider, type BudgetCommand, streams } from '@spend/domain';
import { PostgresEventStore, handleCommand, type AppendResult, type CommandContext } from '@spend/eventstore';
import { createTestDatabase, type TestDatabase } from '@spend/eventstore/testing';
import { ProjectionRunner } from '../runner/runner';
import { CheckpointWaiter } from '../runner/wait';
import { READ_MODEL_MIGRATIONS, projections, type ReadModels } from './index';
import { quietPool } from './testing';

const now = '2026-03-01T10:00:00.000Z';
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

let db: TestDatabase;
let store: PostgresEventStore;
let projectorPool: pg.Pool;
let runner: ProjectionRunner;
let waiter: CheckpointWaiter;
let last: AppendResult | null = null;

const context = (companyId: string): CommandContext => ({ companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });

const companyA = randomUUID();
const companyB = randomUUID();
const ownerA = randomUUID();
const ownerB = randomUUID();
const spender = randomUUID();
const topA = randomUUID();
const childA = randomUUID();
const budgetB = randomUUID();

const track = <T extends { appended: AppendResult | null }>(result: T): T => {
  if (result.appended) last = result.appended;
  return result;
};

const budget = (command: BudgetCommand, companyId: string) =>
  handleCommand(store, streams.budget(command.budgetId), budgetDecider, command, context(companyId)).then(track);

const caughtUp = async (): Promise<void> => {
  expect(await waiter.waitFor(projections.map((p) => p.name), last!.position, 15_000)).toBe(true);
};

const snapshot = async (): Promise<Record<string, unknown[]>> => {
  const owner = new pg.Client({ connectionString: db.url });
  await owner.connect();
  const tables: Record<string, unknown[]> = {};
  for (const table of ['companies', 'users', 'budgets', 'budget_spenders']) {
    tables[table] = (await owner.query(`SELECT * FROM ${table} ORDER BY 1, 2`)).rows;
  }
  await owner.end();
  return tables;
};

beforeAll(async () => {
  db = await createTestDatabase('read_models', [READ_MODEL_MIGRATIONS]);
  store = new PostgresEventStore({ connectionString: db.urlAs('spend_projector') });
  projectorPool = quietPool(db.urlAs('spend_projector'), projections.length * 2 + 2);
  // PROJECTION_PARTITIONS when set, as the projections service takes it: a run can test a count.
  runner = new ProjectionRunner({ store, pool: projectorPool, projections, partitions: Number(process.env.PROJECTION_PARTITIONS ?? 1) });
  waiter = new CheckpointWaiter(runner.db, db.urlAs('spend_projector'));
  runner.start();

  for (const [companyId, dbaName] of [[companyA, 'Acme'], [companyB, 'Globex']] as const) {
    await handleCommand(store, streams.company(companyId), companyDecider, { type: 'CreateCompany', companyId, dbaName, parentCompanyId: null, isReseller: false, totalFunding: 10_000_000, now }, context(companyId)).then(track);
  }
  for (const [userId, companyId, email, roles] of [[ownerA, companyA, 'owner@acme.test', ['OrgAdmin']], [ownerB, companyB, 'owner@globex.test', ['OrgAdmin']], [spender, companyA, 'spender@acme.test', ['Spender']]] as const) {
    await handleCommand(store, streams.user(userId), userDecider, { type: 'CreateUser', userId, companyId, personId: randomUUID(), authId: null, email, firstName: 'Pat', lastName: 'Doe', title: 'Lead', embossName: null, roles: [...roles], now }, context(companyId)).then(track);
  }
  const base = { color: '#123456', randomColorIndex: 0, number: null, softLimit: 'None' as const, overageValue: null, now };
  await budget({ ...base, type: 'CreateBudget', budgetId: topA, companyId: companyA, parent: null, name: 'Marketing', owner: { userId: ownerA, companyId: companyA, archived: false }, funding: 500_000, spenderUserIds: [spender] }, companyA);
  await budget({ ...base, type: 'CreateBudget', budgetId: childA, companyId: companyA, parent: { budgetId: topA, companyId: companyA, active: true }, name: 'Events', owner: { userId: ownerA, companyId: companyA, archived: false }, funding: 100_000, spenderUserIds: [] }, companyA);
  await budget({ ...base, type: 'CreateBudget', budgetId: budgetB, companyId: companyB, parent: null, name: 'Sales', owner: { userId: ownerB, companyId: companyB, archived: false }, funding: 250_000, spenderUserIds: [] }, companyB);
  await budget({ type: 'UpdateBudget', budgetId: topA, companyId: companyA, name: 'Brand marketing', funding: 750_000, now }, companyA);
  await budget({ type: 'ArchiveBudget', budgetId: childA, companyId: companyA, now }, companyA);
  await caughtUp();
});

afterAll(async () => {
  await runner.stop();
  await waiter.close();
  await store.close();
  await projectorPool.end();
  await db.drop();
});

describe('read models built from commands', () => {
  it('hold budgets with their hierarchy, funding in cents, state and spenders', async () => {
    const rows = await runner.db.selectFrom('budgets').selectAll().orderBy('name').execute();
    expect(rows.map((r) => [r.name, r.funding, r.active, r.parent_budget_id])).toEqual([
      ['Brand marketing', '750000', true, null],
      ['Events', '100000', false, topA],
      ['Sales', '250000', true, null],
    ]);
    expect(rows[0]!.end_at.toISOString()).toBe('2027-03-01T10:00:00.000Z');
    const spenders = await runner.db.selectFrom('budget_spenders').selectAll().execute();
    expect(spenders).toEqual([{ budget_id: topA, user_id: spender, company_id: companyA }]);
  });

  it('follow spenders connected and disconnected by budget updates', async () => {
    await budget({ type: 'UpdateBudget', budgetId: childA, companyId: companyA, connectSpenderUserIds: [spender, ownerA], now }, companyA);
    await budget({ type: 'UpdateBudget', budgetId: childA, companyId: companyA, disconnectSpenderUserIds: [ownerA], now }, companyA);
    await caughtUp();
    const rows = await runner.db.selectFrom('budget_spenders').select('user_id').where('budget_id', '=', childA).execute();
    expect(rows).toEqual([{ user_id: spender }]);
    await budget({ type: 'UpdateBudget', budgetId: childA, companyId: companyA, disconnectSpenderUserIds: [spender], now }, companyA);
    await caughtUp();
    expect(await runner.db.selectFrom('budget_spenders').select('user_id').where('budget_id', '=', childA).execute()).toEqual([]);
  });

  it('hold companies and members with their roles', async () => {
    const companies = await runner.db.selectFrom('companies').select(['dba_name', 'total_funding']).orderBy('dba_name').execute();
    expect(companies).toEqual([{ dba_name: 'Acme', total_funding: '10000000' }, { dba_name: 'Globex', total_funding: '10000000' }]);
    const spenderRow = await runner.db.selectFrom('users').selectAll().where('id', '=', spender).executeTakeFirstOrThrow();
    expect(spenderRow).toMatchObject({ email: 'spender@acme.test', auth_id: 'spender@acme.test', roles: ['Spender'], company_id: companyA });
  });

  it('show the API role only the rows of the company set for the transaction', async () => {
    const api = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool: quietPool(db.urlAs('spend_api'), 2) }) });
    try {
      const asCompany = (companyId: string | null, authId: string | null = null) =>
        api.transaction().execute(async (trx) => {
          if (companyId) await sql`SELECT set_config('app.company_id', ${companyId}, true)`.execute(trx);
          if (authId) await sql`SELECT set_config('app.auth_id', ${authId}, true)`.execute(trx);
          return {
            budgets: (await trx.selectFrom('budgets').select('name').orderBy('name').execute()).map((r) => r.name),
            users: (await trx.selectFrom('users').select('email').orderBy('email').execute()).map((r) => r.email),
          };
        });
      expect(await asCompany(companyA)).toEqual({ budgets: ['Brand marketing', 'Events'], users: ['owner@acme.test', 'spender@acme.test'] });
      expect(await asCompany(companyB)).toEqual({ budgets: ['Sales'], users: ['owner@globex.test'] });
      expect(await asCompany(null)).toEqual({ budgets: [], users: [] });
      expect(await asCompany(null, 'owner@globex.test')).toEqual({ budgets: [], users: ['owner@globex.test'] });
      // The setting is per transaction: a pooled connection does not keep it.
      expect(await asCompany(null)).toEqual({ budgets: [], users: [] });
      await expect(sql`UPDATE budgets SET name = 'x'`.execute(api)).rejects.toThrow(/permission denied/);
    } finally {
      await api.destroy();
    }
  });

  it('`npm run projections:rebuild` rebuilds each read model from zero to the same rows, with the live runner running', async () => {
    const before = await snapshot();
    expect(before.budgets).toHaveLength(3);
    for (const name of ['budgets', 'members', 'companies']) {
      const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'projections:rebuild', '--', name], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: db.urlAs('spend_projector') },
      });
      expect(stdout).toMatch(new RegExp(`Rebuilt ${name} in \\d+ ms`));
    }
    expect(await snapshot()).toEqual(before);
    // The live runner still follows new events after the rebuilds.
    await budget({ type: 'UpdateBudget', budgetId: budgetB, companyId: companyB, funding: 260_000, now }, companyB);
    await caughtUp();
    const sales = await runner.db.selectFrom('budgets').select('funding').where('id', '=', budgetB).executeTakeFirstOrThrow();
    expect(sales.funding).toBe('260000');
  }, 300_000); // a CLI process per read model, each loading the projections: minutes on a loaded 2-core machine
});
