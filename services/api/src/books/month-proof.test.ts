// The month proof through the API (issue #25 item 8): one month of a company's card program, decided by
// the real deciders, appended to the real event store on the streams the services use, projected by
// the real runner; then every money figure the API answers with — the card account, the payment due,
// each statement, the company's funds, the dashboard's spend, rewards, each card and each budget — and
// every export (the statement, transactions, cards and payments CSVs) is compared to the cent with an
// oracle that computes it from the event history alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendMonth, booksOracle, monthHistory, oracle } from '@spend/projections/month-proof';
import { ApiHarness, type SeededCompany } from '../testing';
import { cents, comparison, download as downloadAs, sum } from './testing';

let api: ApiHarness;
let company: SeededCompany;
beforeAll(async () => {
  api = await ApiHarness.start('api_month_proof');
  company = await api.seedCompany('Month');
});
afterAll(async () => { await api.close(); });

const FIGURES = `{
  account { balance pending available interestBasisPoints }
  accountPaymentDue { amount statementAmount paid balanceOwed }
  statements { id dateStart startingBalance endingBalance payments credits debits interest fees rebate transactionCount amountDue paid stillDue }
  company { funds { budgeted unallocated } }
  transactionsGraph(where: { from: "2026-01-01", to: "2026-01-31" }) { date amount }
  companySpent(where: { from: "2026-01-01", to: "2026-01-31" })
  currentRebatesState { accrued credited }
  availableRebate
  cardsV2(take: 100) { items { id balance { spent limit available } } }
  budgets(take: 100) { items { id funding budgeted spent funds { available budgeted directSpent totalSpent } } }
}`;

interface Figures {
  account: Record<string, number>;
  accountPaymentDue: Record<string, number>;
  statements: (Record<string, number> & { id: string; dateStart: string })[];
  company: { funds: { budgeted: number; unallocated: number } };
  transactionsGraph: { date: string; amount: number }[];
  companySpent: number;
  currentRebatesState: { accrued: number; credited: number };
  availableRebate: number;
  cardsV2: { items: { id: string; balance: { spent: number; limit: number; available: number } }[] };
  budgets: { items: { id: string; funding: number; budgeted: number; spent: number; funds: { available: number; budgeted: number; directSpent: number; totalSpent: number } }[] };
}

/** The statement's API fields by the oracle's column names. */
const STATEMENT_FIELDS: Record<string, string> = {
  starting_balance: 'startingBalance', ending_balance: 'endingBalance', payments: 'payments', credits: 'credits', debits: 'debits', interest: 'interest',
  fees: 'fees', rebate: 'rebate', transaction_count: 'transactionCount', amount_due: 'amountDue', paid: 'paid', still_due: 'stillDue',
};

type Check = ReturnType<typeof comparison>['check'];
const download = (url: string, token: string) => downloadAs(api, url, token);

/**
 * The transactions, cards and payments CSVs as an admin downloads them, against the oracle: the
 * transactions export (declines left out) by count, amount, completeness, receipts and sync state;
 * each card's row by its transactions, spend and posted spend; the payments by status and amount.
 */
const compareExports = async (check: Check, expected: ReturnType<typeof oracle>, books: ReturnType<typeof booksOracle>) => {
  const report = await api.gql<Record<'transactionsReport' | 'cardsReport' | 'paymentsReport', { url: string }>>(
    '{ transactionsReport { url } cardsReport { url } paymentsReport { url } }', {}, { token: company.token });
  expect(report.errors).toBeUndefined();
  const transactions = await download(report.data!.transactionsReport.url, company.token);
  const listed = [...books.transactions.values()].filter((t) => !t.declined);
  check('transactions CSV rows', transactions.length, listed.length);
  check('transactions CSV amount', sum(transactions, (r) => cents(r.Amount!)), sum(listed, (t) => t.amount));
  check('transactions CSV complete', transactions.filter((r) => r.Completeness === 'COMPLETE').length, listed.filter((t) => t.complete).length);
  check('transactions CSV receipts', sum(transactions, (r) => Number(r.Receipts)), sum(listed, (t) => t.receipts));
  for (const state of ['READY_TO_SYNC', 'IN_PROGRESS', 'FAILED', 'SYNCED', 'RECEIPT_ATTACHED', '']) {
    check(`transactions CSV sync state ${state || 'none'}`, transactions.filter((r) => r['Sync State'] === state).length, listed.filter((t) => (t.syncState ?? '') === state).length);
  }
  const cards = await download(report.data!.cardsReport.url, company.token);
  check('cards CSV rows', cards.length, expected.cards.size);
  for (const want of expected.cards.values()) {
    const row = cards.find((r) => r.Card === want.last4);
    check(`cards CSV ${want.last4} limit`, row && cents(row.Limit!), want.limit);
    check(`cards CSV ${want.last4} transactions`, row && Number(row.Transactions), want.transactions);
    check(`cards CSV ${want.last4} spent`, row && cents(row.Spent!), want.spent);
    check(`cards CSV ${want.last4} posted`, row && cents(row.Posted!), want.posted);
  }
  const payments = await download(report.data!.paymentsReport.url, company.token);
  check('payments CSV rows', payments.length, expected.payments.size);
  for (const status of ['PENDING', 'SETTLED', 'RETURNED']) {
    const want = [...expected.payments.values()].filter((p) => p.status === status);
    check(`payments CSV ${status}`, payments.filter((r) => r.Status === status).length, want.length);
    check(`payments CSV ${status} amount`, sum(payments.filter((r) => r.Status === status), (r) => cents(r.Amount!)), sum(want, (p) => p.cents));
  }
};

describe('the month proof, through the API', () => {
  it('answers every money figure of the month to the cent of the oracle', async () => {
    const { companyId, events, streamNames } = monthHistory({ companyId: company.companyId, adminUserId: company.adminUserId });
    const last = await appendMonth(api.store, companyId, events, streamNames);
    expect(await api.projected(['transactions', 'account', 'statements', 'pools', 'cards', 'budgets', 'requests', 'accounting-books'], last, 120_000)).toBe(true);
    const expected = oracle(events);
    const books = booksOracle(events);

    const { data, errors } = await api.gql<Figures>(FIGURES, {}, { token: company.token });
    expect(errors).toBeUndefined();
    const { check, mismatches, figures } = comparison();
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
    check('spent in January', data!.companySpent, sum([...expected.days].filter(([day]) => day.startsWith('2026-01')), ([, c]) => c));

    // Rewards: credited by the closed statements, accrued on the open period.
    check('rebates credited', data!.currentRebatesState.credited, a.rebate_credited);
    check('rebates accrued', data!.currentRebatesState.accrued, a.rebate_accrued);
    check('available rebate', data!.availableRebate, a.rebate_accrued);

    // Each card's spent, limit and available (this calendar month), and each budget's funding, budgeted, spent and available.
    check('cards', data!.cardsV2.items.length, expected.cards.size);
    for (const card of data!.cardsV2.items) {
      const want = expected.cards.get(card.id);
      check(`card ${card.id} spent`, card.balance.spent, want?.thisMonth);
      check(`card ${card.id} limit`, card.balance.limit, want?.limit);
      check(`card ${card.id} available`, card.balance.available, want && want.limit - want.thisMonth);
    }
    check('budgets', data!.budgets.items.length, books.funding.size);
    for (const budget of data!.budgets.items) {
      const want = books.funding.get(budget.id);
      const direct = (id: string) => (expected.budgets.get(id)?.pending ?? 0) + (expected.budgets.get(id)?.posted ?? 0);
      const total = direct(budget.id) + sum([...books.funding].filter(([, b]) => b.parentId === budget.id), ([id]) => direct(id));
      const budgeted = expected.pools.get(budget.id)?.allocated ?? 0;
      check(`budget ${budget.id} funding`, budget.funding, want?.funding);
      check(`budget ${budget.id} budgeted`, budget.budgeted, budgeted);
      check(`budget ${budget.id} funds budgeted`, budget.funds.budgeted, budgeted);
      check(`budget ${budget.id} spent`, budget.spent, total);
      check(`budget ${budget.id} direct spent`, budget.funds.directSpent, direct(budget.id));
      check(`budget ${budget.id} total spent`, budget.funds.totalSpent, total);
      check(`budget ${budget.id} available`, budget.funds.available, want && want.funding - budgeted - direct(budget.id));
    }

    // January's statement as the CSV the accountant downloads: its purchases add up to its debits, its refunds to its credits less the rebate.
    const january = data!.statements.find((st) => new Date(st.dateStart).toISOString().startsWith('2026-01'))!;
    const report = await api.gql<{ statementReport: { url: string } }>(`query ($id: ID!) { statementReport(statementId: $id) { url } }`, { id: january.id }, { token: company.token });
    const rows = await download(report.data!.statementReport.url, company.token);
    const sumOf = (type: string) => sum(rows.filter((r) => r.Type === type), (r) => cents(r.Amount!));
    const janWant = [...expected.statements.values()][0]!;
    check('January CSV lines', rows.length, expected.statementLines);
    check('January CSV purchases', sumOf('Purchase'), janWant.debits);
    check('January CSV refunds', -sumOf('Refund'), janWant.credits! - janWant.rebate!);

    await compareExports(check, expected, books);

    expect(mismatches).toEqual([]);
    expect(figures()).toBeGreaterThanOrEqual(150);
    // The month is a real one: both statements, money paid and owed.
    expect(expected.statements.size).toBe(2);
    expect(data!.companySpent).toBeGreaterThan(0);
    expect(data!.account.balance).toBeGreaterThan(0);
  });
});
