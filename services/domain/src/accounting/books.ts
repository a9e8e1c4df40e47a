import { z } from 'zod';
import type { Decider } from '../shared/decider';
import { formatMoney } from '../shared/money';

const at = z.iso.datetime();
const companyId = z.uuid();
const period = z.string().regex(/^\d{4}-\d{2}$/);

/**
 * What we consider synced, per company (stream `accounting-books-<companyId>`): each record the
 * platform confirmed (a transaction or an adjustment, by its id, the platform's idempotency key),
 * in the month of its issue date, and each reconciliation of those totals against the platform's.
 * Kept by the write model, so a check right after a run sees the run's own records.
 */
export const accountingEntriesRecorded = z.object({
  type: z.literal('AccountingEntriesRecorded'),
  data: z.object({ companyId, runId: z.uuid(), entries: z.array(z.object({ entryId: z.uuid(), transactionId: z.uuid(), period, amountCents: z.number().int() })).min(1), at }),
});
const totals = z.object({ count: z.number().int().nonnegative(), amountCents: z.number().int() });
export const reconciliationPeriod = z.object({ period, ours: totals, theirs: totals });
export type ReconciliationPeriod = z.infer<typeof reconciliationPeriod>;
export const accountingReconciled = z.object({
  type: z.literal('AccountingReconciled'),
  data: z.object({ companyId, checkId: z.uuid(), runId: z.uuid().nullable(), periods: z.array(reconciliationPeriod), matched: z.boolean(), at }),
});

export const accountingBooksEvent = z.discriminatedUnion('type', [accountingEntriesRecorded, accountingReconciled]);
export type AccountingBooksEvent = z.infer<typeof accountingBooksEvent>;
export const ACCOUNTING_BOOKS_EVENT_TYPES = accountingBooksEvent.options.map((o) => o.shape.type.value);

export const RECONCILIATION_ALERT_TITLE = 'Accounting totals do not match';

export interface AccountingBooksState {
  entries: Map<string, { period: string; amountCents: number }>;
  checks: Set<string>;
}

export type PlatformTotals = Record<string, { count: number; amountCents: number }>;
export type AccountingBooksCommand =
  | { type: 'RecordAccountingEntries'; companyId: string; runId: string; entries: { entryId: string; transactionId: string; issueDate: string; amountCents: number }[]; now: string }
  /** `theirs`: the platform's count and sum per month, as the caller just read them. */
  | { type: 'ReconcileAccounting'; companyId: string; checkId: string; runId: string | null; theirs: PlatformTotals; now: string };

/** Our totals per month: every record we consider synced. */
export const ourTotals = (state: AccountingBooksState): PlatformTotals => {
  const out: PlatformTotals = {};
  for (const e of state.entries.values()) {
    const t = (out[e.period] ??= { count: 0, amountCents: 0 });
    t.count++;
    t.amountCents += e.amountCents;
  }
  return out;
};

/** Each month that differs, both sides and theirs minus ours, for the alert and the activity feed. */
export const describeMismatch = (periods: readonly ReconciliationPeriod[]): string =>
  periods.filter((p) => p.ours.count !== p.theirs.count || p.ours.amountCents !== p.theirs.amountCents)
    .map((p) => `${p.period}: we synced ${p.ours.count} for ${formatMoney(p.ours.amountCents)}, the platform has ${p.theirs.count} for ${formatMoney(p.theirs.amountCents)} (a difference of ${p.theirs.count - p.ours.count} and ${formatMoney(p.theirs.amountCents - p.ours.amountCents)})`)
    .join('; ');

/** What a match covered, so "they match" says over what: "2 months, 14 transactions for $1,204.50". */
export const matchedSummary = (periods: readonly ReconciliationPeriod[]): string => {
  const count = periods.reduce((n, p) => n + p.ours.count, 0);
  const cents = periods.reduce((n, p) => n + p.ours.amountCents, 0);
  return `${periods.length} month${periods.length === 1 ? '' : 's'}, ${count} record${count === 1 ? '' : 's'} for ${formatMoney(cents)}`;
};

const decide = (c: AccountingBooksCommand, state: AccountingBooksState): AccountingBooksEvent[] => {
  if (c.type === 'RecordAccountingEntries') {
    // A retried step records only what is new: each platform record counts once.
    const fresh = c.entries.filter((e) => !state.entries.has(e.entryId));
    if (fresh.length === 0) return [];
    const entries = fresh.map((e) => ({ entryId: e.entryId, transactionId: e.transactionId, period: e.issueDate.slice(0, 7), amountCents: e.amountCents }));
    return [{ type: 'AccountingEntriesRecorded', data: { companyId: c.companyId, runId: c.runId, entries, at: c.now } }];
  }
  if (state.checks.has(c.checkId)) return [];
  const ours = ourTotals(state);
  const zero = { count: 0, amountCents: 0 };
  const periods = [...new Set([...Object.keys(ours), ...Object.keys(c.theirs)])].sort().map((p) => ({ period: p, ours: ours[p] ?? zero, theirs: c.theirs[p] ?? zero }));
  // Nothing synced and nothing on the platform: no month to compare, so no "match" to claim.
  if (periods.length === 0) return [];
  const matched = periods.every((p) => p.ours.count === p.theirs.count && p.ours.amountCents === p.theirs.amountCents);
  return [{ type: 'AccountingReconciled', data: { companyId: c.companyId, checkId: c.checkId, runId: c.runId, periods, matched, at: c.now } }];
};

const evolve = (state: AccountingBooksState, event: AccountingBooksEvent): AccountingBooksState => {
  if (event.type === 'AccountingReconciled') return { ...state, checks: new Set([...state.checks, event.data.checkId]) };
  const entries = new Map(state.entries);
  for (const e of event.data.entries) entries.set(e.entryId, { period: e.period, amountCents: e.amountCents });
  return { ...state, entries };
};

export const accountingBooksDecider: Decider<AccountingBooksState, AccountingBooksCommand, AccountingBooksEvent> = {
  initialState: () => ({ entries: new Map(), checks: new Set() }),
  evolve,
  decide,
};
