import { sql } from 'kysely';
import { COMPANY_SOURCES, badInput, parseIsoTimestamp } from '@spend/domain';
import type { DashboardTopic, Resolvers, SpendRangeInput } from '../generated/resolvers-types';
import { requirePermission, type ApiContext } from '../shared/context';
import { withTenant } from '../shared/tenant';
import { liveChanges } from '../shared/live';

/** Ten years of days: enough for every range of spec 9, small enough to bucket in one query. */
const MAX_DAYS = 3660;
const MAX_TAKE = 100;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface SpendRange {
  from: string | null;
  to: string;
  timeZone: string;
}

const parseDay = (field: string, value: string): string => {
  if (!DAY.test(value) || parseIsoTimestamp(value) === null) throw badInput(field, 'Dates must be real days written YYYY-MM-DD.');
  return value;
};

const parseRange = (input: SpendRangeInput): SpendRange => {
  const to = parseDay('to', input.to);
  const from = input.from === null || input.from === undefined ? null : parseDay('from', input.from);
  const timeZone = input.timeZone ?? 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw badInput('timeZone', 'Unknown time zone.');
  }
  if (from !== null) {
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    if (days < 0) throw badInput('from', 'The start date must not be after the end date.');
    if (days >= MAX_DAYS) throw badInput('from', 'The date range can be at most ten years.');
  }
  return { from, to, timeZone };
};

/**
 * The transactions that count as spend (Pending and Posted, not reversed) inside the range's days;
 * each counts its `spent_cents`, the ledger's own figure (pending holds with their tip, postings less refunds).
 * The bank feed and card payments are no spend (spent 0), and their dates must not stretch a chart either.
 */
const spentIn = (r: SpendRange) => sql`t.status IN ('Pending', 'Posted') AND NOT t.is_reversed AND NOT t.source = ANY(${[...COMPANY_SOURCES]}::text[])
  AND (${r.from}::date IS NULL OR t.initial_transaction_date >= (${r.from}::date::timestamp AT TIME ZONE ${r.timeZone}))
  AND t.initial_transaction_date < ((${r.to}::date + 1)::timestamp AT TIME ZONE ${r.timeZone})`;

/** Company-wide spend is what the admin-type roles (and auditors) read: the dashboard's route set. */
const readScope = (ctx: ApiContext) => {
  requirePermission(ctx, 'budget.admin.read');
  return { companyId: ctx.caller.companyId };
};

export const dashboardResolvers: Resolvers = {
  Query: {
    transactionsGraph: (_, { where }, ctx) => {
      const scope = readScope(ctx);
      const r = parseRange(where);
      return withTenant(ctx.services.db, scope, async (trx) => {
        // All Time starts at the first spend (or the last day when there is none).
        const first = sql`coalesce(${r.from}::date, least((SELECT min((t.initial_transaction_date AT TIME ZONE ${r.timeZone})::date) FROM transactions t WHERE ${spentIn(r)}), ${r.to}::date))`;
        const { rows } = await sql<{ date: string; amount: string }>`
          SELECT to_char(d, 'YYYY-MM-DD') AS date, coalesce(s.amount, 0)::text AS amount
          FROM generate_series(${first}, ${r.to}::date, interval '1 day') AS d
          LEFT JOIN (
            SELECT (t.initial_transaction_date AT TIME ZONE ${r.timeZone})::date AS day, sum(t.spent_cents) AS amount
            FROM transactions t WHERE ${spentIn(r)} GROUP BY 1
          ) s ON s.day = d::date
          ORDER BY d`.execute(trx);
        return rows.map((row) => ({ date: row.date, amount: Number(row.amount) }));
      });
    },
    companySpent: (_, { where }, ctx) => {
      const scope = readScope(ctx);
      const r = parseRange(where);
      return withTenant(ctx.services.db, scope, async (trx) => {
        const { rows } = await sql<{ amount: string }>`SELECT coalesce(sum(t.spent_cents), 0)::text AS amount FROM transactions t WHERE ${spentIn(r)}`.execute(trx);
        return Number(rows[0]!.amount);
      });
    },
    companyTopSpenders: (_, { where, take }, ctx) => {
      const scope = readScope(ctx);
      const r = parseRange(where);
      const limit = take ?? 5;
      if (limit < 0 || limit > MAX_TAKE) throw badInput('take', `take must be between 0 and ${MAX_TAKE}.`);
      return withTenant(ctx.services.db, scope, async (trx) => {
        const { rows } = await sql<{ userId: string; name: string; amount: string; transactions: number }>`
          SELECT t.spender_id AS "userId", coalesce(nullif(trim(concat(u.first_name, ' ', u.last_name)), ''), 'Unknown spender') AS name,
            sum(t.spent_cents)::text AS amount, count(*)::int AS transactions
          FROM transactions t LEFT JOIN users u ON u.id = t.spender_id
          WHERE t.spender_id IS NOT NULL AND ${spentIn(r)}
          GROUP BY t.spender_id, u.first_name, u.last_name
          ORDER BY sum(t.spent_cents) DESC, name, t.spender_id
          LIMIT ${limit}`.execute(trx);
        return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
      });
    },
  },
  Subscription: {
    dashboardChanged: {
      // Only the caller's own company's subjects. Core NATS is at-most-once: a client that reconnects refetches.
      subscribe: (_, __, ctx) => {
        readScope(ctx);
        return liveChanges(ctx, {
          topics: ['transactions', 'companies'] satisfies DashboardTopic[],
          // The page read its figures before this subscription existed: both are read again once it does.
          initial: async () => (['companies', 'transactions'] satisfies DashboardTopic[]).map((topic) => ({ dashboardChanged: { topic, ids: [] } })),
          payloads: ({ topic, ids }) => [{ dashboardChanged: { topic: topic as DashboardTopic, ids } }],
        });
      },
    },
  },
};
