import { auditedAggregateOf, foldAsOf, historySteps, notFound, type AuditedAggregate, type FieldChange } from '@spend/domain';
import { StreamNotFoundError } from '@spend/eventstore';
import type { QueryEventHistoryArgs, Resolvers } from '../generated/resolvers-types';
import { requirePermission, type ApiContext } from '../shared/context';
import { apiError } from '../shared/errors';
import { withTenant } from '../shared/tenant';

const MAX_PAGE = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface HistoryEventModel {
  id: string;
  aggregate: string;
  revision: number;
  type: string;
  userId: string | null;
  userName: string | null;
  data: string;
  createdAt: Date;
}

/** A cursor is the last row's `$all` position, `commit:prepare`. */
const parseCursor = (cursor: string): [string, string] => {
  const match = /^(\d+):(\d+)$/.exec(cursor);
  if (!match) throw apiError('BAD_USER_INPUT', 'The cursor is not one this query returned.');
  return [match[1]!, match[2]!];
};

const eventHistory = async (ctx: ApiContext, { filter, first, after }: Partial<QueryEventHistoryArgs>) => {
  // Auditors (Analysts) and admins read the company's history (spec 6: the admin read permissions).
  requirePermission(ctx, 'runLogs.read');
  const size = first ?? 50;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE) throw apiError('BAD_USER_INPUT', `first must be between 1 and ${MAX_PAGE}.`);
  if (filter?.userId && !UUID.test(filter.userId)) throw apiError('BAD_USER_INPUT', 'userId must be a user id.');
  const from = filter?.from ? new Date(filter.from) : null;
  const to = filter?.to ? new Date(filter.to) : null;
  if (from && to && from > to) throw apiError('BAD_USER_INPUT', 'The time range ends before it starts.');
  const cursor = after ? parseCursor(after) : null;
  const { rows, names } = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, async (trx) => {
    let query = trx.selectFrom('event_history').selectAll();
    if (filter?.aggregate) query = query.where('stream_name', '=', filter.aggregate);
    // Stream names are `<aggregate>-<uuid>`: the kind is everything before the id.
    if (filter?.aggregateType) query = query.where('stream_name', 'like', `${filter.aggregateType.replace(/[\\%_]/g, '\\$&')}-________-____-____-____-____________`);
    if (filter?.type) query = query.where('event_type', '=', filter.type);
    if (filter?.userId) query = query.where('user_id', '=', filter.userId);
    if (from) query = query.where('created_at', '>=', from);
    if (to) query = query.where('created_at', '<=', to);
    if (cursor) {
      const [commit, prepare] = cursor;
      query = query.where((eb) => eb.or([eb('position_commit', '<', commit), eb.and([eb('position_commit', '=', commit), eb('position_prepare', '<', prepare)])]));
    }
    const rows = await query.orderBy('position_commit', 'desc').orderBy('position_prepare', 'desc').limit(size + 1).execute();
    const userIds = [...new Set(rows.flatMap((r) => (r.user_id ? [r.user_id] : [])))];
    const users = userIds.length ? await trx.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', userIds).execute() : [];
    return { rows, names: new Map(users.map((u) => [u.id, `${u.first_name} ${u.last_name}`])) };
  });
  const items = rows.slice(0, size);
  const last = items[items.length - 1];
  return {
    items: items.map((r): HistoryEventModel => ({
      id: r.event_id,
      aggregate: r.stream_name,
      revision: Number(r.stream_revision),
      type: r.event_type,
      userId: r.user_id,
      userName: r.user_id ? (names.get(r.user_id) ?? null) : null,
      data: JSON.stringify(r.data),
      createdAt: r.created_at,
    })),
    nextCursor: rows.length > size && last ? `${last.position_commit}:${last.position_prepare}` : null,
  };
};

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

/** Each stream's step-by-step changes, read once per request however many of its events a page shows. */
const stepsByRequest = new WeakMap<ApiContext, Map<string, Promise<FieldChange[][]>>>();
const streamSteps = (ctx: ApiContext, kind: AuditedAggregate, stream: string): Promise<FieldChange[][]> => {
  const cache = stepsByRequest.get(ctx) ?? new Map<string, Promise<FieldChange[][]>>();
  stepsByRequest.set(ctx, cache);
  let steps = cache.get(stream);
  if (!steps) {
    steps = ctx.services.store.readStream(stream).then((events) => historySteps(kind, events));
    cache.set(stream, steps);
  }
  return steps;
};

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

export const auditResolvers: Resolvers = {
  Query: {
    eventHistory: (_, args, ctx) => eventHistory(ctx, args),
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
  HistoryEvent: {
    // The row came from the caller's tenant-scoped history, so its stream is the caller company's.
    changes: async ({ aggregate, revision }, _, ctx) => {
      const kind = auditedAggregateOf(aggregate);
      if (!kind) return [];
      const steps = await streamSteps(ctx, kind, aggregate);
      return (steps[revision] ?? []).map((c) => ({ field: c.field, before: json(c.before), after: json(c.after) }));
    },
  },
};
