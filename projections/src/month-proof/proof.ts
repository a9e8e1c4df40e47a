import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { COMPANY_SOURCES, type DomainEvent } from '@spend/domain';
import type { EventData, EventStore, Position, RecordedEvent } from '@spend/eventstore';
import type { Projection } from '../types';
import { accountingBooksProjection, accountProjection, budgetsProjection, cardsProjection, poolsProjection, requestsProjection, statementsProjection, transactionsProjection } from '../read-models';
import type { ReadModels } from '../read-models/tables';
import { oracle } from './oracle';
import { booksOracle } from './oracle-books';
import { proveBooks } from './proof-books';

export { monthHistory } from './scenario';
export { oracle, type OracleFigures } from './oracle';
export { booksOracle, type BooksFigures } from './oracle-books';

/** The read models the month's money figures are read from, in the order a runner may apply them (each on its own). */
const PROJECTIONS: readonly Projection[] = [cardsProjection, transactionsProjection, accountProjection, statementsProjection, poolsProjection, budgetsProjection, requestsProjection, accountingBooksProjection];

/** Appends the history in order, each run of one stream's events in one append, as the services do; answers the last position. */
export const appendMonth = async (store: EventStore, companyId: string, events: readonly { type: string; data: unknown }[], streamNames: readonly string[]): Promise<Position> => {
  let last: Position | undefined;
  const metadata = { companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 };
  for (let i = 0; i < events.length;) {
    let j = i;
    while (j < events.length && streamNames[j] === streamNames[i]) j++;
    const batch: EventData[] = events.slice(i, j).map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata }));
    last = (await store.append(streamNames[i]!, batch)).position;
    i = j;
  }
  return last!;
};

/** Applies the history to each read model in batches of `batchSize`, as a runner does. */
export const project = async (apply: (projection: Projection, events: readonly RecordedEvent[]) => Promise<unknown>, recorded: readonly RecordedEvent[], batchSize = 100): Promise<void> => {
  for (const projection of PROJECTIONS) {
    const mine = recorded.filter((e) => projection.eventTypes.includes(e.type));
    for (let i = 0; i < mine.length; i += batchSize) await apply(projection, mine.slice(i, i + batchSize));
  }
};

export interface ProofResult {
  figures: number;
  mismatches: string[];
}

/**
 * Compares every money figure the read models hold for the company (each transaction's spend and
 * refunds, each budget's pending and posted spend, each day's spend as the dashboard sums it, both
 * statements' figures and lines, the account's balance, holds, credit, amount due and rebates, each
 * funds pool) with the oracle's, to the cent.
 */
export const proveMonth = async (db: Kysely<ReadModels>, companyId: string, events: readonly DomainEvent[]): Promise<ProofResult> => {
  const expected = oracle(events);
  const mismatches: string[] = [];
  let figures = 0;
  const check = (what: string, actual: unknown, wanted: number | string | boolean | null) => {
    figures += 1;
    const read = typeof wanted === 'number' ? Number(actual ?? NaN) : (actual ?? null);
    if (read !== wanted) mismatches.push(`${what}: read ${String(actual)}, expected ${String(wanted)}`);
  };

  // The account's payments are rows of the list too (source PAYMENT), not transactions of the oracle's: each is proven with the payments below.
  const rows = await db.selectFrom('transactions').select(['id', 'spent_cents', 'refunded_cents']).where('company_id', '=', companyId).where('source', 'not in', COMPANY_SOURCES).execute();
  check('transaction rows', rows.length, expected.transactions.size);
  for (const row of rows) {
    const want = expected.transactions.get(row.id);
    check(`transaction ${row.id} spent`, row.spent_cents, want?.spent ?? NaN);
    check(`transaction ${row.id} refunded`, row.refunded_cents, want?.refunded ?? NaN);
  }
  // Each payment's row in the transactions list (source PAYMENT), at the oracle's amount and state.
  const paid = await db.selectFrom('transactions').select(['id', 'amount_cents', 'status', 'is_reversed']).where('company_id', '=', companyId).where('source', '=', 'PAYMENT').execute();
  check('payment rows', paid.length, expected.payments.size);
  for (const row of paid) {
    const want = expected.payments.get(row.id);
    check(`payment ${row.id} amount`, row.amount_cents, want?.cents ?? NaN);
    check(`payment ${row.id} state`, row.is_reversed ? 'RETURNED' : row.status === 'Posted' ? 'SETTLED' : 'PENDING', want?.status ?? null);
  }
  const spend = await db.selectFrom('budget_spend').selectAll().where('company_id', '=', companyId).execute();
  for (const [budgetId, want] of expected.budgets) {
    const row = spend.find((s) => s.budget_id === budgetId);
    check(`budget ${budgetId} pending`, row?.pending_cents ?? 0, want.pending);
    check(`budget ${budgetId} posted`, row?.posted_cents ?? 0, want.posted);
  }
  // The dashboard's daily spend (its query sums each row's spent_cents per day).
  const { rows: perDay } = await sql<{ day: string; cents: string }>`
    SELECT to_char(initial_transaction_date AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, sum(spent_cents)::text AS cents FROM transactions
    WHERE company_id = ${companyId} AND status IN ('Pending', 'Posted') AND NOT is_reversed GROUP BY 1`.execute(db);
  for (const [day, cents] of expected.days) check(`spend on ${day}`, perDay.find((d) => d.day === day)?.cents ?? 0, cents);

  const statements = await db.selectFrom('statements').selectAll().where('company_id', '=', companyId).execute();
  check('statements', statements.length, expected.statements.size);
  for (const [start, want] of expected.statements) {
    const row = statements.find((s) => s.date_start.toISOString() === start) as Record<string, unknown> | undefined;
    for (const [column, cents] of Object.entries(want)) check(`statement ${start.slice(0, 7)} ${column}`, row?.[column], cents);
  }
  const lines = await db.selectFrom('statement_transactions').select((eb) => eb.fn.countAll<string>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow();
  check('statement lines', lines.n, expected.activityLines);

  const account = (await db.selectFrom('accounts').selectAll().where('company_id', '=', companyId).executeTakeFirst()) as Record<string, unknown> | undefined;
  const { upcoming_starting_balance: upcomingStart, ...columns } = expected.account;
  for (const [column, cents] of Object.entries(columns)) check(`account ${column}`, account?.[column], cents);
  const upcoming = account?.upcoming as { startingBalance: number } | null | undefined;
  check('upcoming statement starting balance', upcoming?.startingBalance, upcomingStart!);

  const pools = await db.selectFrom('budget_pools').selectAll().where('company_id', '=', companyId).execute();
  for (const [ledgerId, want] of expected.pools) {
    const row = pools.find((p) => p.ledger_id === ledgerId);
    check(`pool ${ledgerId} funding`, row?.funding, want.funding);
    check(`pool ${ledgerId} allocated`, row?.allocated, want.allocated);
    check(`pool ${ledgerId} unallocated`, row?.unallocated, want.unallocated);
  }
  await proveBooks(db, companyId, booksOracle(events), check);
  return { figures, mismatches };
};
