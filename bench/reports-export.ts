import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { ReadModels } from '@spend/projections/api';
import type { ReportJob } from '@spend/workflows/messages';
import { transactionsReport } from '@spend/api/reports/transactions';
import { ApiHarness } from '@spend/api/testing';
import { report } from './report';

/**
 * reports.export: rows/s of the transactions CSV for one company's 200,000 transactions (bulk-inserted
 * into the read model), asked for through the API over HTTP (the streaming writer into storage, run
 * inline here: the workflow runs the same code) and then downloaded. Baseline: PostgreSQL's own
 * `COPY (the report's query) TO STDOUT WITH CSV` as the API's role under the same tenant setting,
 * through psql. Like for like: the same SQL the report runs (its joins for the names, its columns, its
 * order), so the ratio measures what the API adds (the CSV rules, storage, the download), not a
 * cheaper query: `SELECT *` would skip the joins and send columns the report never shows.
 * Target ratio >= 0.3.
 */
const ROWS = Number(process.env.BENCH_REPORT_ROWS ?? 200_000);
const RUNS = 3;

const REPORT = `query { transactionsReport(options: { timeZone: "America/New_York" }) { url } }`;

/** A bound value written into the SQL as a literal: COPY (query) takes no parameters. */
const literal = (value: unknown): string => {
  if (value === null) return 'NULL';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  throw new Error(`The report query binds a ${typeof value}; the COPY baseline cannot write it as a literal.`);
};

/** The SQL the report runs for an OrgAdmin with no filter (compiled only: this Kysely never connects), its parameters inlined. */
const reportSql = (companyId: string, userId: string): string => {
  const db = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool: new pg.Pool() }) });
  const job: ReportJob = { reportId: randomUUID(), kind: 'transactions', companyId, visibility: { userId, ownedBudgetIds: null, roles: ['OrgAdmin'] }, requestedAt: new Date().toISOString(), where: null, orderBy: null, options: null };
  const compiled = transactionsReport.rows(db as unknown as Parameters<typeof transactionsReport.rows>[0], job).compile();
  return compiled.sql.replace(/\$(\d+)/g, (_, n: string) => literal(compiled.parameters[Number(n) - 1]));
};

/** psql's COPY of the report's rows (visible, live, newest first) to stdout, which is counted and dropped. */
const copyBaseline = (url: string, companyId: string, query: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const sql = `BEGIN; SELECT set_config('app.company_id', '${companyId}', true) \\g /dev/null
COPY (${query}) TO STDOUT WITH CSV HEADER; COMMIT;`;
    const started = performance.now();
    const child = spawn('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', url], { stdio: ['pipe', 'pipe', 'inherit'] });
    let bytes = 0;
    child.stdout.on('data', (chunk: Buffer) => (bytes += chunk.length));
    child.on('exit', (code) => (code === 0 && bytes > 0 ? resolve(performance.now() - started) : reject(new Error(`psql exited with ${code}`))));
    child.stdin.end(sql);
  });

export const run = async (): Promise<void> => {
  const api = await ApiHarness.start('bench_reports_export', { RATE_LIMIT_REQUESTS: '1000000', REPORT_INLINE_MAX_ROWS: String(ROWS * 2) });
  const owner = new pg.Client({ connectionString: api.db.url });
  try {
    const acme = await api.seedCompany('Reportco');
    await owner.connect();
    // Names for the joined columns: 500 spenders, 300 budgets, 2,000 cards, 50 GL codes.
    await owner.query(`INSERT INTO users (id, company_id, person_id, auth_id, email, first_name, last_name, roles, archived, created_at)
      SELECT md5('spender-' || g)::uuid, $1, gen_random_uuid(), 'auth-' || g, 'spender' || g || '@bench.test', 'Spender', 'Number ' || g, ARRAY['Spender'], false, now()
      FROM generate_series(0, 499) g`, [acme.companyId]);
    await owner.query(`INSERT INTO budgets (id, company_id, name, color, funding, soft_limit, overage_value, currency, start_at, end_at, active, created_at, updated_at)
      SELECT md5('budget-' || g)::uuid, $1, 'Budget ' || g, '#000000', 0, 'None', 0, 'USD', now(), now(), true, now(), now() FROM generate_series(0, 299) g`, [acme.companyId]);
    await owner.query(`INSERT INTO general_ledgers (id, company_id, name, code, created_at, updated_at) SELECT md5('gl-' || g)::uuid, $1, 'Ledger ' || g, '6' || g, now(), now() FROM generate_series(0, 49) g`, [acme.companyId]);
    await owner.query(`
      INSERT INTO transactions (id, company_id, card_id, budget_id, spender_id, merchant_name, amount_cents, authorized_cents, status, initial_transaction_date, posted_on,
                                is_complete, sync_state, general_ledger_id, has_general_ledger, notes, receipt_count, updated_at)
      SELECT gen_random_uuid(), $1, md5('card-' || (g % 2000))::uuid, md5('budget-' || (g % 300))::uuid, md5('spender-' || (g % 500))::uuid,
             'Merchant, "' || (g % 1000) || '"', 100 + (g::bigint * 7919) % 50000, 100 + (g::bigint * 7919) % 50000, 'Posted',
             now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second', now() - (g % 730) * interval '1 day',
             g % 3 = 0, CASE WHEN g % 3 = 0 THEN 'READY_TO_SYNC' END, CASE WHEN g % 3 = 0 THEN md5('gl-' || (g % 50))::uuid END, g % 3 = 0,
             CASE WHEN g % 5 = 0 THEN 'Team lunch' END, g % 2, now()
      FROM generate_series(1, $2) AS g`, [acme.companyId, ROWS]);
    await owner.query('VACUUM ANALYZE');

    const apiExport = async (): Promise<number> => {
      const started = performance.now();
      const answer = await api.gql<{ transactionsReport: { url: string } }>(REPORT, {}, { token: acme.token });
      if (answer.errors) throw new Error(JSON.stringify(answer.errors));
      const file = await fetch(new URL(answer.data!.transactionsReport.url, api.url), { headers: { authorization: `Bearer ${acme.token}` } });
      if (file.status !== 200) throw new Error(`download answered ${file.status}`);
      let lines = 0;
      for await (const chunk of file.body!) for (let at = (chunk as Uint8Array).indexOf(10); at !== -1; at = (chunk as Uint8Array).indexOf(10, at + 1)) lines++;
      // The header plus each row; a merchant name holds no newline here.
      if (lines !== ROWS + 1) throw new Error(`the report has ${lines - 1} rows, not ${ROWS}`);
      return performance.now() - started;
    };
    const rawUrl = api.db.urlAs('spend_api');
    const query = reportSql(acme.companyId, acme.adminUserId);
    // Alternating, best of RUNS each, so both see the same load on a shared machine.
    const took: [number[], number[]] = [[], []];
    for (let i = 0; i < RUNS; i++) {
      took[0].push(await apiExport());
      took[1].push(await copyBaseline(rawUrl, acme.companyId, query));
    }
    const [ours, copy] = took.map((t) => ROWS / (Math.min(...t) / 1000)) as [number, number];
    report('reports.export', ours, 'rows/s', copy);
  } finally {
    await owner.end().catch(() => undefined);
    await api.close();
  }
};
