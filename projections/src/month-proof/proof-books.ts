import type { Kysely } from 'kysely';
import { COMPANY_SOURCES, isSyncedState } from '@spend/domain';
import type { ReadModels } from '../read-models/tables';
import type { BooksFigures } from './oracle-books';

export type Check = (what: string, actual: unknown, wanted: number | string | boolean | null) => void;

/**
 * The month's books as the read models hold them, against the oracle: each transaction's amount,
 * completeness and sync state (the trip and the out-of-pocket expense too), each request's amount
 * and status, each budget's funding, and what the platform was given per GL code (the synced rows'
 * amounts by their GL code, with the corrections after sync that were entered).
 */
export const proveBooks = async (db: Kysely<ReadModels>, companyId: string, expected: BooksFigures, check: Check): Promise<void> => {
  const rows = await db.selectFrom('transactions').select(['id', 'amount_cents', 'is_complete', 'sync_state', 'source', 'general_ledger_id']).where('company_id', '=', companyId)
    .where('source', 'not in', COMPANY_SOURCES).execute();
  for (const row of rows) {
    const want = expected.transactions.get(row.id);
    check(`transaction ${row.id} amount`, Number(row.amount_cents), want?.amount ?? NaN);
    check(`transaction ${row.id} complete`, row.is_complete, want?.complete ?? null);
    check(`transaction ${row.id} sync state`, row.sync_state, want?.syncState ?? null);
  }
  for (const source of ['MILEAGE', 'REIMBURSEMENT']) {
    check(`${source} transactions`, rows.filter((r) => r.source === source).length, [...expected.transactions.values()].filter((t) => t.source === source).length);
  }

  const requests = await db.selectFrom('approval_requests').select(['id', 'amount', 'status']).where('company_id', '=', companyId).execute();
  check('requests', requests.length, expected.requests.size);
  for (const r of requests) {
    check(`request ${r.id} amount`, Number(r.amount), expected.requests.get(r.id)?.amount ?? NaN);
    check(`request ${r.id} status`, r.status, expected.requests.get(r.id)?.status ?? null);
  }
  const budgets = await db.selectFrom('budgets').select(['id', 'funding']).where('company_id', '=', companyId).execute();
  check('budgets', budgets.length, expected.funding.size);
  for (const b of budgets) check(`budget ${b.id} funding`, Number(b.funding), expected.funding.get(b.id)?.funding ?? NaN);

  // What the platform holds per GL code: each synced row at its amount on its GL code, plus the adjustments entered since.
  const platform = new Map<string, number>();
  const add = (gl: string | null, cents: number) => platform.set(gl ?? 'none', (platform.get(gl ?? 'none') ?? 0) + cents);
  const synced = rows.filter((r) => isSyncedState(r.sync_state));
  for (const r of synced) add(r.general_ledger_id, Number(r.amount_cents));
  const adjustments = await db.selectFrom('transaction_adjustments').select(['lines', 'sync_state']).where('company_id', '=', companyId).execute();
  const entered = adjustments.filter((a) => a.sync_state === 'SYNCED');
  for (const a of entered) for (const l of a.lines) add(l.generalLedgerId, l.amountCents);
  check('transactions entered on the platform', synced.length, expected.entered.transactions);
  check('adjustments entered on the platform', entered.length, expected.entered.adjustments);
  check('transactions the platform refused', rows.filter((r) => r.sync_state === 'FAILED').length, expected.entered.refused);
  for (const gl of new Set([...platform.keys(), ...expected.platform.keys()])) check(`platform total for GL ${gl}`, platform.get(gl) ?? 0, expected.platform.get(gl) ?? 0);
};
