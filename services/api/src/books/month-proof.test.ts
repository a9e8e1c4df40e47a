// The month proof through the API (issue #25 item 8): one month of a company's card program, decided by
// the real deciders, appended to the real event store on the streams the services use, projected by
// the real runner; then every money figure the API answers with — the card account, the payment due,
// each statement, the company's funds, the dashboard's spend — is compared to the cent with an oracle
// that computes it from the event history alone.
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAmountToCents } from '@spend/domain';
import type { EventData, Position } from '@spend/eventstore';
import { monthHistory, oracle } from '@spend/projections/month-proof';
import { ApiHarness, type SeededCompany } from '../testing';

let api: ApiHarness;
let company: SeededCompany;
beforeAll(async () => {
  api = await ApiHarness.start('api_month_proof');
  company = await api.seedCompany('Month');
});
afterAll(async () => { await api.close(); });

/** Appends the history in order, each run of one stream's events in one append, as the services do. */
const appendMonth = async (companyId: string, events: readonly { type: string; data: unknown }[], streamNames: readonly string[]): Promise<Position> => {
  let last: Position | undefined;
  const metadata = { companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 };
  for (let i = 0; i < events.length;) {
    let j = i;
    while (j < events.length && streamNames[j] === streamNames[i]) j++;
    const batch: EventData[] = events.slice(i, j).map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata }));
    last = (await api.store.append(streamNames[i]!, batch)).position;
    i = j;
  }
  return last!;
};

const FIGURES = `{
  account { balance pending available interestBasisPoints }
  accountPaymentDue { amount statementAmount paid balanceOwed }
  statements { id dateStart startingBalance endingBalance payments credits debits interest fees rebate transactionCount amountDue paid stillDue }
  company { funds { budgeted unallocated } }
  transactionsGraph(where: { from: "2026-01-01", to: "2026-01-31" }) { date amount }
  companySpent(where: { from: "2026-01-01", to: "2026-01-31" })
}`;

interface Figures {
  account: Record<string, number>;
  accountPaymentDue: Record<string, number>;
  statements: (Record<string, number> & { id: string; dateStart: string })[];
  company: { funds: { budgeted: number; unallocated: number } };
  transactionsGraph: { date: string; amount: number }[];
  companySpent: number;
}

/** The statement's API fields by the oracle's column names. */
const STATEMENT_FIELDS: Record<string, string> = {
  starting_balance: 'startingBalance', ending_balance: 'endingBalance', payments: 'payments', credits: 'credits', debits: 'debits', interest: 'interest',
  fees: 'fees', rebate: 'rebate', transaction_count: 'transactionCount', amount_due: 'amountDue', paid: 'paid', still_due: 'stillDue',
};

describe('the month proof, through the API', () => {
  it('answers every money figure of the month to the cent of the oracle', async () => {
    const { companyId, events, streamNames } = monthHistory({ companyId: company.companyId });
    const last = await appendMonth(companyId, events, streamNames);
    expect(await api.projected(['transactions', 'account', 'statements', 'pools', 'cards'], last, 120_000)).toBe(true);
    const expected = oracle(events);

    const { data, errors } = await api.gql<Figures>(FIGURES, {}, { token: company.token });
    expect(errors).toBeUndefined();
    const mismatches: string[] = [];
    let figures = 0;
    const check = (what: string, actual: unknown, wanted: number | undefined) => {
      figures += 1;
      if (actual !== wanted) mismatches.push(`${what}: API ${String(actual)}, oracle ${String(wanted)}`);
    };
    const a = expected.account;
    check('account balance', data!.account.balance, a.balance);
    check('account pending', data!.account.pending, a.pending);
    check('account available', data!.account.available, a.available);
    check('account interestBasisPoints', data!.account.interestBasisPoints, a.interest_basis_points);
    check('payment due', data!.accountPaymentDue.amount, a.amount_due);
    check('payment due statementAmount', data!.accountPaymentDue.statementAmount, a.statement_amount);
    check('payment due paid', data!.accountPaymentDue.paid, a.statement_paid);
    check('balance owed', data!.accountPaymentDue.balanceOwed, a.balance);

    check('statements', data!.statements.length, expected.statements.size);
    for (const [start, want] of expected.statements) {
      const statement = data!.statements.find((s) => new Date(s.dateStart).toISOString() === start);
      for (const [column, cents] of Object.entries(want)) check(`statement ${start.slice(0, 7)} ${STATEMENT_FIELDS[column]}`, statement?.[STATEMENT_FIELDS[column]!], cents);
    }

    const pool = expected.pools.get(companyId)!;
    check('company budgeted', data!.company.funds.budgeted, pool.allocated);
    check('company unallocated', data!.company.funds.unallocated, pool.unallocated);

    for (const day of data!.transactionsGraph) check(`spend on ${day.date}`, day.amount, expected.days.get(day.date) ?? 0);
    check('spent in January', data!.companySpent, [...expected.days.values()].reduce((sum, c) => sum + c, 0));

    // January's statement as the CSV the accountant downloads: its purchases add up to its debits, its refunds to its credits less the rebate.
    const january = data!.statements.find((st) => new Date(st.dateStart).toISOString().startsWith('2026-01'))!;
    const report = await api.gql<{ statementReport: { url: string } }>(`query ($id: ID!) { statementReport(statementId: $id) { url } }`, { id: january.id }, { token: company.token });
    const csv = await (await fetch(new URL(report.data!.statementReport.url, api.url), { headers: { authorization: `Bearer ${company.token}` } })).text();
    const rows = parse(csv, { columns: true, bom: true }) as { Type: string; Amount: string }[];
    const cents = (amount: string) => (amount.startsWith('-') ? -1 : 1) * parseAmountToCents(amount.replace(/^-/, '').replaceAll(',', ''))!;
    const sumOf = (type: string) => rows.filter((r) => r.Type === type).reduce((sum, r) => sum + cents(r.Amount), 0);
    const janWant = [...expected.statements.values()][0]!;
    check('January CSV lines', rows.length, expected.statementLines);
    check('January CSV purchases', sumOf('Purchase'), janWant.debits);
    check('January CSV refunds', -sumOf('Refund'), janWant.credits! - janWant.rebate!);

    expect(mismatches).toEqual([]);
    expect(figures).toBeGreaterThanOrEqual(60);
    // The month is a real one: both statements, money paid and owed.
    expect(expected.statements.size).toBe(2);
    expect(data!.companySpent).toBeGreaterThan(0);
    expect(data!.account.balance).toBeGreaterThan(0);
  });
});
