import { sql, type Transaction } from 'kysely';
import { z } from 'zod';
import { AUTHORIZATION_EVENT_TYPES, BOOKKEEPING_EVENT_TYPES, answersFindings, authorizationEvent, bookkeepingEvent, isCompanySource, policyOutcomeEvent, type IntegrationRunEvent } from '@spend/domain';
import type { Projection } from '../../types';
import type { ReadModels } from '../tables';
import { changesByCompany, upsertRows } from '../upsert';
import { POLICY_EVENT_TYPES, completenessPolicy, evolvePolicy, loadPolicies, policyEvent, recomputeCompleteness, savePolicies, type PolicyRow } from './books-policies';
import { evolveBooksRow } from './books-rows';
import { evolveCardRow } from './card-rows';
import { COMPANY_EVENT_TYPES, companyEvent, companyRowIds, evolveCompanyRows, type CompanyEvent } from './company-rows';
import { CountDeltas } from './counts';
import { spendOfRow, stamp, toDb, type Row } from './rows';
import { RUN_EVENT_TYPES, evolveSyncRow, parseRunEvent, syncSteps } from './sync-rows';

/** A card's format, to know a subscription card's purchases (its receipts may be exempt). */
const cardCreated = z.object({ type: z.literal('CardCreated'), data: z.object({ cardId: z.uuid(), companyId: z.uuid(), format: z.string() }) });
const transactionEvent = z.discriminatedUnion('type', [...authorizationEvent.options, ...bookkeepingEvent.options, ...policyEvent.options, ...policyOutcomeEvent.options, cardCreated]);
type TransactionEvent = z.infer<typeof transactionEvent>;
const RUN_TYPES = new Set<string>(RUN_EVENT_TYPES);
const COMPANY_TYPES = new Set<string>(COMPANY_EVENT_TYPES);
type Item = { run: IntegrationRunEvent } | { company: CompanyEvent } | { event: TransactionEvent };

const itemOf = (e: { type: string; data: unknown }): Item => {
  if (RUN_TYPES.has(e.type)) return { run: parseRunEvent(e) };
  if (COMPANY_TYPES.has(e.type)) return { company: companyEvent.parse(e) };
  return { event: transactionEvent.parse(e) };
};

const isRowEvent = (e: TransactionEvent): e is Extract<TransactionEvent, { data: { transactionId: string } }> => 'transactionId' in e.data;
const createsRow = (e: TransactionEvent) => e.type === 'AuthorizationApproved' || e.type === 'AuthorizationDeclined' || e.type === 'ManualTransactionRecorded';

/** A budget's change in pending and posted card spend over a batch. */
interface SpendDelta {
  company_id: string;
  pending: number;
  posted: number;
}

/** Moves each budget's pending and posted spend by the batch's deltas. */
const saveSpend = async (trx: Transaction<ReadModels>, deltas: Map<string, SpendDelta>): Promise<void> => {
  if (deltas.size === 0) return;
  const list = [...deltas];
  await sql`
    INSERT INTO budget_spend (budget_id, company_id, pending_cents, posted_cents)
    SELECT * FROM unnest(${list.map(([id]) => id)}::uuid[], ${list.map(([, d]) => d.company_id)}::uuid[],
                         ${list.map(([, d]) => d.pending)}::bigint[], ${list.map(([, d]) => d.posted)}::bigint[])
    ON CONFLICT (budget_id) DO UPDATE SET pending_cents = budget_spend.pending_cents + excluded.pending_cents,
                                          posted_cents = budget_spend.posted_cents + excluded.posted_cents`.execute(trx);
};

/**
 * Transactions (spec 3): card purchases from the authorizer's ledger events, their bookkeeping and
 * manual ones from the bookkeeping events, each company's books policy, and each budget's pending
 * and posted card spend. Rows a batch touches are read once and written once, stamped with their
 * completeness under the company's policy; a policy change recomputes the company's rows in SQL.
 * Integration runs move their transactions' sync states (sync-rows.ts), in order with the rest.
 * The company's bank feed and card payments are rows too, apart from all of that (company-rows.ts).
 */
export const transactionsProjection: Projection = {
  name: 'transactions',
  tables: ['transactions', 'budget_spend', 'books_policies', 'transaction_cards', 'transaction_counts'],
  eventTypes: [...AUTHORIZATION_EVENT_TYPES, ...BOOKKEEPING_EVENT_TYPES, ...POLICY_EVENT_TYPES, 'CardCreated', 'PolicyOutcomeRecorded', 'PolicyExplanationGiven', ...RUN_EVENT_TYPES, ...COMPANY_EVENT_TYPES],
  apply: async (trx, recorded) => {
    // In recorded order: a run's steps land between the bookkeeping events around them.
    const ordered = recorded.map((e) => itemOf({ type: e.type, data: e.data }));
    const runEvents = ordered.flatMap((o) => ('run' in o ? [o.run] : []));
    const companyIds = ordered.flatMap((o) => ('company' in o ? companyRowIds(o.company) : []));
    const events = ordered.flatMap((o) => ('event' in o ? [o.event] : []));
    const rowEvents = events.filter(isRowEvent);
    const createdHere = new Set(rowEvents.filter(createsRow).map((e) => e.data.transactionId));
    // A run that fails outright names no transactions: its in-flight ones are found by their run.
    const failedRuns = runEvents.filter((e) => e.type === 'IntegrationRunFailed').map((e) => e.data.runId);
    const inFlight = failedRuns.length ? (await trx.selectFrom('transactions').select('id').where('sync_run_id', 'in', failedRuns).where('sync_state', '=', 'IN_PROGRESS').execute()).map((r) => r.id) : [];
    const stepIds = [...runEvents.flatMap((e) => syncSteps(e, () => []).map((s) => s.transactionId)), ...inFlight];
    const ids = [...new Set([...rowEvents.map((e) => e.data.transactionId), ...stepIds, ...companyIds].filter((id) => !createdHere.has(id)))];
    const rows = new Map<string, Row | null | undefined>();
    if (ids.length > 0) for (const row of await trx.selectFrom('transactions').selectAll().where('id', 'in', ids).execute()) rows.set(row.id, row);
    const cardIds = [...new Set(events.flatMap((e) => (e.type === 'AuthorizationApproved' || e.type === 'AuthorizationDeclined' ? [e.data.cardId] : [])))];
    const subscription = new Map<string, boolean>();
    if (cardIds.length > 0) for (const c of await trx.selectFrom('transaction_cards').selectAll().where('card_id', 'in', cardIds).execute()) subscription.set(c.card_id, c.is_subscription);
    const policies = await loadPolicies(trx, [...new Set([...events, ...runEvents].map((e) => e.data.companyId))]);
    const counts = new CountDeltas();
    for (const row of rows.values()) counts.remove(row);

    const newCards: { card_id: string; company_id: string; is_subscription: boolean }[] = [];
    const policyChanged = new Set<string>();
    const deltas = new Map<string, SpendDelta>();
    const own = (runId: string) => [...rows.values()].filter((r) => r?.sync_run_id === runId && r.sync_state === 'IN_PROGRESS').map((r) => r!.id);
    for (const item of ordered) {
      if ('run' in item) {
        for (const step of syncSteps(item.run, own)) rows.set(step.transactionId, evolveSyncRow(rows.get(step.transactionId), step));
        continue;
      }
      if ('company' in item) {
        evolveCompanyRows(rows, item.company);
        continue;
      }
      const { event } = item;
      if (event.type === 'CardCreated') {
        subscription.set(event.data.cardId, event.data.format === 'SUBSCRIPTION');
        newCards.push({ card_id: event.data.cardId, company_id: event.data.companyId, is_subscription: event.data.format === 'SUBSCRIPTION' });
      } else if (!isRowEvent(event)) {
        policies.set(event.data.companyId, evolvePolicy(policies.get(event.data.companyId)!, event));
        policyChanged.add(event.data.companyId);
      } else if (event.type.startsWith('Authorization')) {
        const card = authorizationEvent.parse(event);
        const before = rows.get(event.data.transactionId) ?? undefined;
        const after = evolveCardRow(before, card, subscription.get(card.data.cardId) ?? false);
        rows.set(event.data.transactionId, after);
        // The budget's pending and posted spend move by what the transaction's own spend moved.
        const [was, is] = [spendOfRow(before), spendOfRow(after)];
        const budgetId = card.data.budgetId;
        if (budgetId) {
          const delta = deltas.get(budgetId) ?? { company_id: event.data.companyId, pending: 0, posted: 0 };
          deltas.set(budgetId, { ...delta, pending: delta.pending + is.pending - was.pending, posted: delta.posted + is.posted - was.posted });
        }
      } else if (event.type === 'PolicyOutcomeRecorded') {
        // The expense policy's verdict (issue #27 item 5), as the reactor recorded it.
        const row = rows.get(event.data.transactionId);
        if (row) rows.set(row.id, { ...row, policy_outcome: event.data.outcome, policy_findings: event.data.findings, policy_explained: answersFindings(row.policy_explanation, event.data.findings) });
      } else if (event.type === 'PolicyExplanationGiven') {
        // The spender's answer (issue #27 item 6): it counts while the findings are the ones it answered.
        const row = rows.get(event.data.transactionId);
        const { text, byUserId, at, findings } = event.data;
        const explanation = { text, byUserId, at, findings };
        if (row) rows.set(row.id, { ...row, policy_explanation: explanation, policy_explained: answersFindings(explanation, row.policy_findings) });
      } else {
        rows.set(event.data.transactionId, evolveBooksRow(rows.get(event.data.transactionId) ?? undefined, bookkeepingEvent.parse(event)));
      }
    }

    const touched = [...new Set([...rowEvents.map((e) => e.data.transactionId), ...stepIds, ...companyIds])];
    // A bank-feed or payment row has nothing to book: it keeps the completeness it was written with.
    const changed = touched.map((id) => rows.get(id)).filter((r): r is Row => !!r).map((r) => (isCompanySource(r.source ?? '') ? r : stamp(r, completenessPolicy(policies.get(r.company_id)!))));
    const deleted = rowEvents.filter((e) => rows.get(e.data.transactionId) === null).map((e) => ({ id: e.data.transactionId, company_id: e.data.companyId }));
    await upsertRows(trx, 'transactions', ['id'], changed.map(toDb));
    if (deleted.length > 0) await trx.deleteFrom('transactions').where('id', 'in', deleted.map((d) => d.id)).execute();
    await upsertRows(trx, 'transaction_cards', ['card_id'], newCards);
    await savePolicies(trx, [...policyChanged].map((id) => policies.get(id)!) as PolicyRow[]);
    const recomputed = await recomputeCompleteness(trx, [...policyChanged]);
    for (const row of changed) counts.add(row);
    for (const flip of recomputed) counts.flip(flip.company_id, flip.is_complete);
    await counts.save(trx);
    await saveSpend(trx, deltas);
    return [
      ...changesByCompany('transactions', [...changed, ...deleted, ...recomputed]),
      ...changesByCompany('budgetSpend', [...deltas].map(([id, d]) => ({ id, company_id: d.company_id }))),
      ...changesByCompany('booksPolicy', [...policyChanged].map((id) => ({ id, company_id: id }))),
    ];
  },
};
