import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { budgetDecider, userDecider, streams } from '@spend/domain';
import { handleCommand } from '@spend/eventstore';
import { ApiHarness } from '@spend/api/testing';
import { percentile, report, throughput } from './report';

/**
 * budgets.query.p99: a company with 2,000 budgets five levels deep and 5,000 members. p99 ms of the
 * budgets page query (a page of 25 with funds, parents, owner and spender counts) and of the budget
 * selector's name-or-path search, both through the API over HTTP. Baseline: the raw SQL of the same
 * read, run in the same database as the API's role with the same tenant setting.
 */
const BUDGETS = 2_000;
const MEMBERS = 5_000;
const LEVELS = [10, 40, 160, 600, 1_190];
const RUNS = Number(process.env.BENCH_QUERIES ?? 300);

const PAGE = `query ($skip: Int!) {
  budgets(take: 25, skip: $skip, where: { active: true }, orderBy: [{ field: name, order: asc }]) {
    count items { id name color funding soft_limit overage_value parentBudgetId spendersCount percentage
      funds { available budgeted directSpent totalSpent } parents { id name } owner { id } }
  }
}`;
const SEARCH = `query ($search: String) { budgetOptions(search: $search) { id name parentBudgetId depth path } }`;

/** The page read as raw SQL, statement by statement as the API runs it: ids and total, rows with spender ids, funds, parents, owners. */
const RAW_IDS = `SELECT id, count(*) OVER () AS total FROM budgets WHERE active ORDER BY name, id LIMIT 25 OFFSET $1`;
const RAW_PAGE = `
  SELECT b.*, coalesce((SELECT array_agg(s.user_id ORDER BY s.user_id) FROM budget_spenders s WHERE s.budget_id = b.id), '{}') AS spender_ids
  FROM budgets b WHERE id = ANY($1::uuid[])`;
const RAW_FUNDS = `
  WITH RECURSIVE sub AS (
    SELECT id AS root, id FROM budgets WHERE id = ANY($1::uuid[])
    UNION ALL SELECT sub.root, c.id FROM sub JOIN budgets c ON c.parent_budget_id = sub.id
  ),
  spend AS (SELECT sub.root, sub.id, s.pending_cents + s.posted_cents AS cents FROM sub JOIN budget_spend s ON s.budget_id = sub.id),
  totals AS (SELECT root, sum(cents) AS total, sum(cents) FILTER (WHERE id = root) AS direct FROM spend GROUP BY root),
  budgeted AS (SELECT parent_budget_id AS id, sum(funding) AS budgeted FROM budgets WHERE parent_budget_id = ANY($1::uuid[]) GROUP BY parent_budget_id)
  SELECT r.id, r.funding, b.budgeted, t.direct, t.total
  FROM budgets r LEFT JOIN budgeted b ON b.id = r.id LEFT JOIN totals t ON t.root = r.id WHERE r.id = ANY($1::uuid[])`;
const RAW_PARENTS = `
  WITH RECURSIVE up AS (
    SELECT b.id AS root, p.id, p.name, p.parent_budget_id, 1 AS depth FROM budgets b JOIN budgets p ON p.id = b.parent_budget_id WHERE b.id = ANY($1::uuid[])
    UNION ALL SELECT up.root, p.id, p.name, p.parent_budget_id, up.depth + 1 FROM up JOIN budgets p ON p.id = up.parent_budget_id
  )
  SELECT root, id, name, parent_budget_id FROM up ORDER BY root, depth DESC`;
const RAW_OWNERS = `SELECT * FROM users WHERE id = ANY($1::uuid[])`;
const RAW_SEARCH = `
  WITH RECURSIVE tree AS (
    SELECT id, name, parent_budget_id, active, ARRAY[]::text[] AS names FROM budgets WHERE parent_budget_id IS NULL
    UNION ALL SELECT c.id, c.name, c.parent_budget_id, c.active, t.names || t.name FROM budgets c JOIN tree t ON c.parent_budget_id = t.id
  )
  SELECT id, name, parent_budget_id, names FROM tree
  WHERE tree.active AND (tree.name ILIKE $1 OR array_to_string(tree.names, ' / ') ILIKE $1) ORDER BY names || name, id`;

/**
 * Times two ways of the same read, alternating run by run, so that both see the same load on a
 * shared machine (a baseline measured in another minute can be far quieter or busier).
 */
const timePair = async (runs: number, api: (i: number) => Promise<void>, raw: (i: number) => Promise<void>): Promise<[number[], number[]]> => {
  const took: [number[], number[]] = [[], []];
  for (let i = 0; i < runs; i++) {
    for (const [k, once] of [api, raw].entries()) {
      const started = performance.now();
      await once(i);
      took[k]!.push(performance.now() - started);
    }
  }
  return [took[0].sort((a, b) => a - b), took[1].sort((a, b) => a - b)];
};

export const run = async (): Promise<void> => {
  // One user sends every request: the per-user rate limit is lifted so it measures the query, not the limiter.
  const api = await ApiHarness.start('bench_budgets_query', { RATE_LIMIT_REQUESTS: '1000000' });
  const raw = new pg.Client({ connectionString: api.db.urlAs('spend_api') });
  try {
    const acme = await api.seedCompany('Budgetco');
    const { companyId } = acme;
    const context = () => ({ companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
    const now = new Date().toISOString();

    // Fixtures through the command handler, as the platform creates them.
    const members = Array.from({ length: MEMBERS }, () => randomUUID());
    await throughput(8, MEMBERS, async (i) => {
      const userId = members[i]!;
      await handleCommand(api.store, streams.user(userId), userDecider, {
        type: 'CreateUser', userId, companyId, personId: randomUUID(), authId: null, email: `m${i}@budgetco.test`, firstName: `First${i}`, lastName: `Last${i}`,
        title: 'Crew', embossName: null, roles: ['Spender'], now,
      }, context());
    });
    const levels: string[][] = [];
    for (const [depth, size] of LEVELS.entries()) {
      const ids = Array.from({ length: size }, () => randomUUID());
      await throughput(8, size, async (i) => {
        const parentId = depth === 0 ? null : levels[depth - 1]![i % levels[depth - 1]!.length]!;
        await handleCommand(api.store, streams.budget(ids[i]!), budgetDecider, {
          type: 'CreateBudget', budgetId: ids[i]!, companyId, parent: parentId ? { budgetId: parentId, companyId, active: true } : null,
          name: `L${depth + 1} Budget ${i}`, color: null, randomColorIndex: i, number: null, owner: { userId: members[i % MEMBERS]!, companyId, archived: false },
          funding: 1_000_000 >> depth, softLimit: 'None', overageValue: null, spenderUserIds: [members[(i * 7) % MEMBERS]!, members[(i * 13 + 1) % MEMBERS]!], now,
        }, context());
      });
      levels.push(ids);
    }
    // One card purchase per budget, so every figure has spend to sum.
    const budgets = levels.flat();
    await throughput(8, BUDGETS, async (i) => {
      const budgetId = budgets[i]!;
      const transactionId = randomUUID();
      await api.store.append(streams.ledger(budgetId), [{
        id: randomUUID(), type: 'AuthorizationApproved',
        data: {
          ledgerId: budgetId, authorizationId: `a-${transactionId}`, transactionId, companyId, at: now, cardId: randomUUID(), budgetId, spenderId: members[i % MEMBERS]!,
          amountCents: 1_000 + i, currency: 'USD', merchantName: 'Bench', merchantId: null, mcc: '5411', country: 'US',
        },
        metadata: { companyId, userId: null, correlationId: transactionId, causationId: transactionId, schemaVersion: 1 },
      }], { expectedRevision: 'any' });
    });

    await raw.connect();
    const tenant = async <T extends pg.QueryResultRow>(text: string, values: unknown[]) => {
      await raw.query('BEGIN');
      await raw.query(`SELECT set_config('app.company_id', $1, true)`, [companyId]);
      const result = await raw.query<T>(text, values);
      await raw.query('COMMIT');
      return result;
    };
    const rawPage = async (skip: number) => {
      await raw.query('BEGIN');
      await raw.query(`SELECT set_config('app.company_id', $1, true)`, [companyId]);
      const ids = (await raw.query<{ id: string }>(RAW_IDS, [skip])).rows.map((r) => r.id);
      const page = await raw.query<{ id: string; owner_user_id: string }>(RAW_PAGE, [ids]);
      await raw.query(RAW_FUNDS, [ids]);
      await raw.query(RAW_PARENTS, [ids]);
      await raw.query(RAW_OWNERS, [page.rows.map((r) => r.owner_user_id)]);
      await raw.query('COMMIT');
    };
    // Wait until the projections have caught up with the fixtures.
    for (;;) {
      const { rows } = await tenant<{ b: string; s: string; u: string }>(
        `SELECT (SELECT count(*) FROM budgets) AS b, (SELECT count(*) FROM budget_spend) AS s, (SELECT count(*) FROM users) AS u`, [],
      );
      if (Number(rows[0]!.b) === BUDGETS && Number(rows[0]!.s) === BUDGETS && Number(rows[0]!.u) === MEMBERS + 1) break;
      await new Promise((r) => setTimeout(r, 250));
    }

    const pages = Math.floor(BUDGETS / 25);
    const terms = ['l3 budget 1', 'budget 42', 'L2 Budget 7 / l3', 'zzz', 'l5 budget 11', 'L1 Budget 3'];
    // Warm up both paths once.
    await api.gql(PAGE, { skip: 0 }, { token: acme.token });
    await rawPage(0);

    const [apiPage, rawPageTimes] = await timePair(
      RUNS,
      async (i) => {
        const result = await api.gql(PAGE, { skip: ((i * 37) % pages) * 25 }, { token: acme.token });
        if (result.errors) throw new Error(JSON.stringify(result.errors));
      },
      (i) => rawPage(((i * 37) % pages) * 25),
    );
    const [apiSearch, rawSearch] = await timePair(
      RUNS,
      async (i) => {
        const result = await api.gql(SEARCH, { search: terms[i % terms.length] }, { token: acme.token });
        if (result.errors) throw new Error(JSON.stringify(result.errors));
      },
      async (i) => {
        await tenant(RAW_SEARCH, [`%${terms[i % terms.length]}%`]);
      },
    );
    report('budgets.query.p99', percentile(apiPage, 99), 'ms', percentile(rawPageTimes, 99));
    report('budgets.query.p50', percentile(apiPage, 50), 'ms', percentile(rawPageTimes, 50));
    report('budgets.query.search.p99', percentile(apiSearch, 99), 'ms', percentile(rawSearch, 99));
    report('budgets.query.search.p50', percentile(apiSearch, 50), 'ms', percentile(rawSearch, 50));
  } finally {
    await raw.end().catch(() => undefined);
    await api.close();
  }
};
