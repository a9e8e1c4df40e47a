import { sql } from 'kysely';
import { isUuid } from '@spend/domain';
import type { EventHistoryFilter } from '../generated/resolvers-types';
import { apiError } from '../shared/errors';
import type { ReadTransaction } from '../shared/tenant';

/** A checked filter: the time range as dates, the ids as ids. */
export interface HistoryFilter extends Omit<EventHistoryFilter, 'from' | 'to'> {
  from: Date | null;
  to: Date | null;
}

/** Refuses a filter that could not match what the caller meant, before anything is read. */
export const checkFilter = (filter: EventHistoryFilter | null | undefined): HistoryFilter => {
  if (filter?.userId && !isUuid(filter.userId)) throw apiError('BAD_USER_INPUT', 'userId must be a user id.');
  if (filter?.subjectId && !isUuid(filter.subjectId)) throw apiError('BAD_USER_INPUT', 'subjectId must be a budget, card or member id.');
  const from = filter?.from ? new Date(filter.from) : null;
  const to = filter?.to ? new Date(filter.to) : null;
  if (from && to && from > to) throw apiError('BAD_USER_INPUT', 'The time range ends before it starts.');
  return { ...filter, from, to };
};

/** The company's history rows matching `filter`, in no order: the feed pages them, a report counts them. */
export const historyQuery = (trx: ReadTransaction, filter: HistoryFilter) => {
  let query = trx.selectFrom('event_history').selectAll();
  if (filter.aggregate) query = query.where('stream_name', '=', filter.aggregate);
  // Stream names are `<aggregate>-<uuid>`: the kind is everything before the id.
  if (filter.aggregateType) query = query.where('stream_name', 'like', `${filter.aggregateType.replace(/[\\%_]/g, '\\$&')}-________-____-____-____-____________`);
  if (filter.type) query = query.where('event_type', '=', filter.type);
  if (filter.userId) query = query.where('user_id', '=', filter.userId);
  if (filter.hideDeclinedAuthorizations) query = query.where('event_type', '<>', 'AuthorizationDeclined');
  const subject = filter.subjectId;
  if (subject) {
    // Its own streams (budget-, card-, user-, ledger-, inbox-<id>) and the purchases and requests naming it.
    query = query.where((eb) => eb.or([eb('stream_name', 'like', `%-${subject}`), eb(sql`data->>'budgetId'`, '=', subject), eb(sql`data->>'cardId'`, '=', subject)]));
  }
  if (filter.from) query = query.where('created_at', '>=', filter.from);
  if (filter.to) query = query.where('created_at', '<=', filter.to);
  return query;
};

/** The company's history rows matching `filter`, newest first, older than `cursor` (a `$all` position). */
export const historyRows = (trx: ReadTransaction, filter: HistoryFilter, page: { limit: number; cursor: [string, string] | null }) => {
  let query = historyQuery(trx, filter);
  if (page.cursor) {
    const [commit, prepare] = page.cursor;
    query = query.where((eb) => eb.or([eb('position_commit', '<', commit), eb.and([eb('position_commit', '=', commit), eb('position_prepare', '<', prepare)])]));
  }
  return query.orderBy('position_commit', 'desc').orderBy('position_prepare', 'desc').limit(page.limit).execute();
};

export type HistoryRow = Awaited<ReturnType<typeof historyRows>>[number];
