import { actorIdOf, auditedAggregateOf, describeEvent, historySteps, type AuditedAggregate, type FieldChange } from '@spend/domain';
import type { EventStore } from '@spend/eventstore';
import type { ApiContext } from '../shared/context';
import type { ReadTransaction } from '../shared/tenant';
import type { HistoryRow } from './history-query';

const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** One history entry as the API answers it: the row, who did it and what it did, in words. */
export interface HistoryEventModel {
  id: string;
  aggregate: string;
  revision: number;
  type: string;
  userId: string | null;
  userName: string | null;
  actorId: string | null;
  actorName: string;
  description: string;
  subjectName: string | null;
  data: string;
  createdAt: Date;
  changes: { field: string; before: string | null; after: string | null }[];
}

/** A card by its last four digits and its holder, as the history and the subject picker name it. */
export const cardName = (last4: string, holder: string | null): string => `card ending ${last4}${holder ? ` (${holder})` : ''}`;

/**
 * The names of every member, budget, card, bank connection and API client the rows mention (in their data, their
 * stream or as actor), looked up in one query per table of the caller's company's read models.
 */
export const lookUpNames = async (trx: ReadTransaction, rows: readonly HistoryRow[]): Promise<Map<string, string>> => {
  const ids = [...new Set(rows.flatMap((r) => [...`${JSON.stringify(r.data)} ${r.stream_name} ${r.user_id ?? ''}`.matchAll(UUIDS)].map((m) => m[0].toLowerCase())))];
  if (ids.length === 0) return new Map();
  const users = await trx.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', ids).execute();
  const budgets = await trx.selectFrom('budgets').select(['id', 'name']).where('id', 'in', ids).execute();
  const cards = await trx
    .selectFrom('cards').leftJoin('users', 'users.id', 'cards.spender_id')
    .select(['cards.id', 'cards.last4', 'users.first_name', 'users.last_name']).where('cards.id', 'in', ids).execute();
  const banks = await trx.selectFrom('bank_items').select(['item_id', 'institution_name']).where('item_id', 'in', ids).execute();
  // An API client acts as itself (its id is the metadata's user): it is named as the client it is.
  const clients = await trx.selectFrom('api_clients').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map([
    ...users.map((u): [string, string] => [u.id, `${u.first_name} ${u.last_name}`]),
    ...budgets.map((b): [string, string] => [b.id, b.name]),
    ...cards.map((c): [string, string] => [c.id, cardName(c.last4, c.first_name ? `${c.first_name} ${c.last_name}` : null)]),
    ...banks.map((b): [string, string] => [b.item_id, b.institution_name]),
    ...clients.map((c): [string, string] => [c.id, `API client ${c.name}`]),
  ]);
};

/** Each stream's step-by-step changes (its events read once), by stream: per request, or per page of a report. */
export type StreamSteps = Map<string, Promise<FieldChange[][]>>;

/** Where described rows read their streams from: the event store and the steps already read. */
export interface DescribeSource {
  store: Pick<EventStore, 'readStream'>;
  steps: StreamSteps;
}

const streamSteps = (source: DescribeSource, kind: AuditedAggregate, stream: string): Promise<FieldChange[][]> => {
  let steps = source.steps.get(stream);
  if (!steps) {
    steps = source.store.readStream(stream).then((events) => historySteps(kind, events));
    source.steps.set(stream, steps);
  }
  return steps;
};

/** What the event changed in its aggregate's state (budgets, cards, members, the company); none for other streams. */
const changesOf = async (source: DescribeSource, row: HistoryRow): Promise<FieldChange[]> => {
  const kind = auditedAggregateOf(row.stream_name);
  // The row came from the caller's tenant-scoped history, so its stream is the caller company's.
  return kind ? ((await streamSteps(source, kind, row.stream_name))[Number(row.stream_revision)] ?? []) : [];
};

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/** The rows as history entries: who did each, a sentence of what it did, what it changed. */
export const describeHistoryRows = (source: DescribeSource, rows: readonly HistoryRow[], names: Map<string, string>): Promise<HistoryEventModel[]> =>
  Promise.all(rows.map(async (r) => {
    const changes = await changesOf(source, r);
    const actorId = actorIdOf({ type: r.event_type, data: r.data, userId: r.user_id });
    const actorName = actorId ? (names.get(actorId) ?? 'Unknown member') : 'System';
    const subjectId = /[0-9a-f-]{36}$/i.exec(r.stream_name)?.[0];
    const budgetId = (r.data as { budgetId?: unknown }).budgetId;
    return {
      id: r.event_id,
      aggregate: r.stream_name,
      revision: Number(r.stream_revision),
      type: r.event_type,
      userId: r.user_id,
      userName: r.user_id ? (names.get(r.user_id) ?? null) : null,
      actorId,
      actorName,
      description: describeEvent({ type: r.event_type, data: r.data }, {
        actor: actorName,
        name: (id) => names.get(id) ?? null,
        before: (field) => changes.find((c) => c.field === field)?.before,
      }),
      // A request's stream is keyed by the request: it is about its budget.
      subjectName: (subjectId && names.get(subjectId)) ?? (typeof budgetId === 'string' ? (names.get(budgetId) ?? null) : null),
      data: JSON.stringify(r.data),
      createdAt: r.created_at,
      changes: changes.map((c) => ({ field: c.field, before: json(c.before), after: json(c.after) })),
    };
  }));

/** Each request reads a stream's steps once however many of its events it describes. */
const stepsByRequest = new WeakMap<ApiContext, StreamSteps>();

/** The rows as history entries, for a request. */
export const describeRows = (ctx: ApiContext, rows: readonly HistoryRow[], names: Map<string, string>): Promise<HistoryEventModel[]> => {
  const steps = stepsByRequest.get(ctx) ?? new Map<string, Promise<FieldChange[][]>>();
  stepsByRequest.set(ctx, steps);
  return describeHistoryRows({ store: ctx.services.store, steps }, rows, names);
};
