import pg from 'pg';
import { ApiHarness } from '@spend/api/testing';
import { percentile, report } from './report';

/**
 * transactions.query.p99: 1,000,000 transactions, 200,000 of them one company's (the rest spread
 * over 400 companies), bulk-inserted into the read model. p99 ms of the /transactions list query (a
 * page of 100 with its count, newest first) with its filters, through the API over HTTP. Baseline:
 * the raw SQL of the same read as the API's role with the same tenant setting. Target < 50 ms.
 */
const TOTAL = 1_000_000;
const OURS = 200_000;
const RUNS = Number(process.env.BENCH_QUERIES ?? 300);

const LIST = `query ($skip: Int!, $where: TransactionWhereInput) {
  transactions(take: 100, skip: $skip, where: $where) { count items { id amount description status completeness initial_transaction_date } }
}`;

/** The filters a run cycles through, as the API takes them and as the raw SQL's WHERE. */
const spender = "md5('spender-7')::uuid";
const VARIANTS: { where: Record<string, unknown>; sql: string; kept?: string }[] = [
  // The whole list and a completeness tab take their count from transaction_counts (as the API does).
  { where: {}, sql: '', kept: 'live' },
  { where: { completeness: 'INCOMPLETE' }, sql: 'AND is_complete = false', kept: 'incomplete' },
  { where: { dateRange: { preset: 'PREVIOUS_MONTH', timeZone: 'America/New_York' } }, sql: 'AND initial_transaction_date >= $2 AND initial_transaction_date < $3' },
  { where: { spenderId: null }, sql: `AND spender_id = ${spender}` },
  { where: { completeness: 'COMPLETE', amountMin: '100.00' }, sql: 'AND is_complete = true AND amount_cents >= 10000' },
];

export const run = async (): Promise<void> => {
  const api = await ApiHarness.start('bench_transactions_query', { RATE_LIMIT_REQUESTS: '1000000' });
  const owner = new pg.Client({ connectionString: api.db.url });
  const raw = new pg.Client({ connectionString: api.db.urlAs('spend_api') });
  try {
    const acme = await api.seedCompany('Txco');
    const { companyId } = acme;
    await owner.connect();
    // generate_series straight into the read model: the query is measured, not the projection.
    await owner.query(`
      INSERT INTO transactions (id, company_id, card_id, budget_id, spender_id, merchant_name, amount_cents, authorized_cents, status, initial_transaction_date, posted_on,
                                is_complete, sync_state, general_ledger_id, has_general_ledger, updated_at)
      SELECT gen_random_uuid(),
             CASE WHEN g <= $2 THEN $1::uuid ELSE md5('company-' || (g % 400))::uuid END,
             md5('card-' || (g % 2000))::uuid, md5('budget-' || (g % 300))::uuid, md5('spender-' || (g % 500))::uuid,
             'Merchant ' || (g % 1000), 100 + (g::bigint * 7919) % 50000, 100 + (g::bigint * 7919) % 50000, 'Posted',
             now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second', now() - (g % 730) * interval '1 day',
             g % 3 = 0, CASE WHEN g % 3 = 0 THEN 'READY_TO_SYNC' END, CASE WHEN g % 3 = 0 THEN md5('gl-' || (g % 50))::uuid END, g % 3 = 0, now()
      FROM generate_series(1, $3) AS g`, [companyId, OURS, TOTAL]);
    // What the transactions projection keeps per company as it writes rows.
    await owner.query(`INSERT INTO transaction_counts (company_id, live, incomplete)
      SELECT company_id, count(*), count(*) FILTER (WHERE NOT is_complete) FROM transactions GROUP BY company_id
      ON CONFLICT (company_id) DO UPDATE SET live = excluded.live, incomplete = excluded.incomplete`);
    await owner.query('VACUUM ANALYZE transactions');
    VARIANTS[3]!.where = { spenderId: (await owner.query<{ id: string }>(`SELECT ${spender}::text AS id`)).rows[0]!.id };

    await raw.connect();
    const previousMonth = async () => (await raw.query<{ from: Date; to: Date }>(
      `SELECT date_trunc('month', date_trunc('month', now() AT TIME ZONE 'America/New_York') - interval '1 day') AT TIME ZONE 'America/New_York' AS from,
              date_trunc('month', now() AT TIME ZONE 'America/New_York') AT TIME ZONE 'America/New_York' AS to`)).rows[0]!;
    const range = await previousMonth();
    const rawList = async (skip: number, variant: (typeof VARIANTS)[number]) => {
      const params = variant.sql.includes('$2') ? [skip, range.from, range.to] : [skip];
      await raw.query('BEGIN');
      await raw.query(`SELECT set_config('app.company_id', $1, true)`, [companyId]);
      if (variant.kept) await raw.query(`SELECT ${variant.kept} FROM transaction_counts`);
      else await raw.query(`SELECT count(*) FROM transactions WHERE deleted_at IS NULL ${variant.sql.replace('$2', '$1').replace('$3', '$2')}`, params.slice(1));
      await raw.query(`SELECT * FROM transactions WHERE deleted_at IS NULL ${variant.sql} ORDER BY initial_transaction_date DESC, id LIMIT 100 OFFSET $1`, params);
      await raw.query('COMMIT');
    };
    const apiList = async (skip: number, variant: (typeof VARIANTS)[number]) => {
      const result = await api.gql<{ transactions: { count: number } }>(LIST, { skip, where: variant.where }, { token: acme.token });
      if (result.errors) throw new Error(JSON.stringify(result.errors));
    };
    for (const variant of VARIANTS) {
      await apiList(0, variant);
      await rawList(0, variant);
    }
    // Alternating run by run, so both see the same load on a shared machine.
    const took: [number[], number[]] = [[], []];
    for (let i = 0; i < RUNS; i++) {
      const variant = VARIANTS[i % VARIANTS.length]!;
      const skip = ((i * 37) % 20) * 100;
      for (const [k, once] of [apiList, rawList].entries()) {
        const started = performance.now();
        await once(skip, variant);
        took[k]!.push(performance.now() - started);
      }
    }
    const [apiTimes, rawTimes] = took.map((t) => t.sort((a, b) => a - b)) as [number[], number[]];
    report('transactions.query.p99', percentile(apiTimes, 99), 'ms', percentile(rawTimes, 99));
    report('transactions.query.p50', percentile(apiTimes, 50), 'ms', percentile(rawTimes, 50));
  } finally {
    await raw.end().catch(() => undefined);
    await owner.end().catch(() => undefined);
    await api.close();
  }
};
