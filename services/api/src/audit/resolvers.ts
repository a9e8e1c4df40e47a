import { StreamNotFoundError } from '@spend/eventstore';
import { foldAsOf, notFound, type AuditedAggregate } from '@spend/domain';
import type { QueryEventHistoryArgs, QueryEventHistoryReportArgs, Resolvers } from '../generated/resolvers-types';
import { requirePermission, type ApiContext } from '../shared/context';
import { apiError } from '../shared/errors';
import { withTenant } from '../shared/tenant';
import { describeRows, lookUpNames } from './describe-rows';
import { checkFilter, historyRows, type HistoryFilter } from './history-query';
import { startReport } from '../reports/resolvers';
import { auditSubjects } from './subjects';
import { verifyHistory } from './verify-history';

const MAX_PAGE = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A cursor is the last row's `$all` position, `commit:prepare`. */
const parseCursor = (cursor: string): [string, string] => {
  const match = /^(\d+):(\d+)$/.exec(cursor);
  if (!match) throw apiError('BAD_USER_INPUT', 'The cursor is not one this query returned.');
  return [match[1]!, match[2]!];
};

/** The matching events, newest first, with the names they mention, described. */
const readHistory = async (ctx: ApiContext, filter: HistoryFilter, page: { limit: number; cursor: [string, string] | null }) => {
  const { rows, names } = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, async (trx) => {
    const rows = await historyRows(trx, filter, page);
    return { rows, names: await lookUpNames(trx, rows) };
  });
  return { rows, events: await describeRows(ctx, rows, names) };
};

const eventHistory = async (ctx: ApiContext, { filter, first, after }: Partial<QueryEventHistoryArgs>) => {
  // Auditors (Analysts) and admins read the company's history (spec 6: the admin read permissions).
  requirePermission(ctx, 'runLogs.read');
  const size = first ?? 50;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE) throw apiError('BAD_USER_INPUT', `first must be between 1 and ${MAX_PAGE}.`);
  const checked = checkFilter(filter);
  const { rows, events } = await readHistory(ctx, checked, { limit: size + 1, cursor: after ? parseCursor(after) : null });
  const last = rows[size - 1];
  return { items: events.slice(0, size), nextCursor: rows.length > size && last ? `${last.position_commit}:${last.position_prepare}` : null };
};

/**
 * The filtered trail as a CSV report (issue #29): one of the reports, so a long trail is written in
 * the background while its url answers 202 with how far it is.
 */
const eventHistoryReport = (ctx: ApiContext, { filter, options }: Partial<QueryEventHistoryReportArgs>) => startReport(ctx, 'activity', { where: filter ?? null, options });

/** The stream's events, when it is the caller company's; another company's answers exactly like a missing one. */
const readOwnStream = async (ctx: ApiContext, kind: AuditedAggregate, id: string, label: string) => {
  if (!UUID.test(id)) throw notFound(label);
  const events = await ctx.services.store.readStream(`${kind}-${id}`).catch((error: unknown) => {
    if (error instanceof StreamNotFoundError) throw notFound(label);
    throw error;
  });
  if (events[0]?.metadata.companyId !== ctx.caller.companyId) throw notFound(label);
  return events;
};

/** The aggregate's state at `at`: its events up to then, folded with the decider's own evolve. */
const stateAsOf = async (ctx: ApiContext, kind: AuditedAggregate, id: string, at: string | Date, label: string) => {
  requirePermission(ctx, 'runLogs.read');
  const moment = new Date(at).getTime();
  if (Number.isNaN(moment)) throw apiError('BAD_USER_INPUT', 'at must be a date and time.');
  const upTo = (await readOwnStream(ctx, kind, id, label)).filter((e) => e.createdAt.getTime() <= moment);
  return { at, eventsApplied: upTo.length, state: foldAsOf(kind, upTo) };
};

export const auditResolvers: Resolvers = {
  Query: {
    eventHistory: (_, args, ctx) => eventHistory(ctx, args),
    eventHistoryReport: (_, args, ctx) => eventHistoryReport(ctx, args),
    auditSubjects: (_, { search, first }, ctx) => auditSubjects(ctx, search, first),
    verifyHistory: (_, args, ctx) => verifyHistory(ctx, args),
    budgetAsOf: async (_, { budgetId, at }, ctx) => {
      const { state, ...rest } = await stateAsOf(ctx, 'budget', budgetId, at, 'Budget');
      return { budgetId, ...rest, exists: state.exists as boolean, name: state.name as string, funding: state.funding as number, ownerUserId: state.ownerUserId as string | null, active: state.active as boolean };
    },
    cardAsOf: async (_, { cardId, at }, ctx) => {
      const { state, ...rest } = await stateAsOf(ctx, 'card', cardId, at, 'Card');
      return {
        cardId, ...rest, exists: state.exists as boolean, deleted: state.deleted as boolean, status: state.status as string, activated: state.activated as boolean,
        limitCents: state.limitCents as number, last4: state.last4 as string, spenderUserId: state.spenderUserId as string | null, budgetId: state.budgetId as string | null,
      };
    },
  },
};
