import { sql, type Transaction } from 'kysely';
import {
  DomainError, SUGGESTION_MIN_TRANSACTIONS, bookkeepingDecider, bookkeepingEvent, codingEvent, codingRuleEvent, firstMatchingRule, ledgerEvent, merchantKey, streams,
  type AutomaticOutcome, type CardTransactionFacts, type CodingEvent, type CodingFacts, type CodingSource, type RankedRule,
} from '@spend/domain';
import { deterministicUuid, handleCommand, type EventStore, type RecordedEvent } from '@spend/eventstore';
import type { ReadModels } from '../read-models';
import type { Projection } from '../types';

type Trx = Transaction<ReadModels>;

/** A transaction that just arrived: what rules look at, and the facts its bookkeeping command needs. */
interface Arrival {
  transactionId: string;
  companyId: string;
  facts: CodingFacts;
  card: CardTransactionFacts | null;
}

/** The rule's or the history's coding, or null when neither has one. */
const codingFor = async (trx: Trx, a: Arrival): Promise<{ outcome: AutomaticOutcome; source: CodingSource } | null> => {
  const rules = await trx.selectFrom('auto_coding_rules').select(['rule_id', 'name', 'position', 'conditions', 'outcome'])
    .where('company_id', '=', a.companyId).orderBy('position').orderBy('created_at').orderBy('rule_id').execute();
  const rule = firstMatchingRule(rules.map((r): RankedRule => ({ ruleId: r.rule_id, name: r.name, position: r.position, conditions: r.conditions, outcome: r.outcome })), a.facts);
  if (rule) return { outcome: rule.outcome, source: { kind: 'rule', ruleId: rule.ruleId, ruleName: rule.name } };
  const key = merchantKey(a.facts.merchant);
  const { rows } = await sql<{ general_ledger_id: string | null; project_id: string | null; custom_field_values: Record<string, string>; n: number }>`
    SELECT general_ledger_id, project_id, custom_field_values, count(*)::int AS n FROM auto_coding_history
    WHERE company_id = ${a.companyId} AND merchant_key = ${key} AND transaction_id <> ${a.transactionId}
      AND (general_ledger_id IS NOT NULL OR project_id IS NOT NULL OR custom_field_values <> '{}'::jsonb)
    GROUP BY general_ledger_id, project_id, custom_field_values HAVING count(*) >= ${SUGGESTION_MIN_TRANSACTIONS}
    ORDER BY n DESC, general_ledger_id NULLS LAST, project_id NULLS LAST LIMIT 1`.execute(trx);
  const best = rows[0];
  if (!best) return null;
  return {
    outcome: { generalLedgerId: best.general_ledger_id, projectId: best.project_id, customFieldValues: best.custom_field_values },
    source: { kind: 'suggestion', basis: 'merchant-history', merchant: a.facts.merchant, transactions: best.n },
  };
};

/**
 * The outcome without references no longer in use (a GL code disabled or archived, a project
 * archived, a custom field turned off since the rule was written or the history was made): those
 * are left for a person, as the API would refuse them from one.
 */
const inUse = async (trx: Trx, o: AutomaticOutcome): Promise<AutomaticOutcome> => {
  const ids = [o.generalLedgerId, o.projectId, ...Object.keys(o.customFieldValues)].filter((id): id is string => !!id);
  const retired = new Set((await trx.selectFrom('auto_coding_retired').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
  const live = (id: string | null) => (id && !retired.has(id) ? id : null);
  return {
    generalLedgerId: live(o.generalLedgerId), projectId: live(o.projectId),
    customFieldValues: Object.fromEntries(Object.entries(o.customFieldValues).filter(([id]) => !retired.has(id))),
  };
};

/** Whether a coding event retires a reference (true), brings it back (false), or says nothing of its use. */
const retires = (e: CodingEvent): { id: string; retired: boolean } | null => {
  switch (e.type) {
    case 'GeneralLedgerArchived': return { id: e.data.generalLedgerId, retired: true };
    case 'GeneralLedgerAvailabilitySet': return { id: e.data.generalLedgerId, retired: !e.data.isEnabled };
    case 'ProjectArchived': return { id: e.data.projectId, retired: true };
    case 'CustomFieldDeleted': return { id: e.data.customFieldId, retired: true };
    case 'CustomFieldUpdated': return { id: e.data.customFieldId, retired: !e.data.isActive };
    default: return null;
  }
};

const recordUse = async (trx: Trx, e: CodingEvent): Promise<void> => {
  const change = retires(e);
  if (!change) return;
  if (change.retired) {
    await trx.insertInto('auto_coding_retired').values({ id: change.id, company_id: e.data.companyId }).onConflict((oc) => oc.column('id').doNothing()).execute();
  } else await trx.deleteFrom('auto_coding_retired').where('id', '=', change.id).execute();
};

/** Keeps the reactor's own tables; answers the transaction to code when the event is one arriving. */
const record = async (trx: Trx, event: RecordedEvent): Promise<Arrival | null> => {
  const raw = { type: event.type, data: event.data };
  const coding = codingEvent.safeParse(raw);
  if (coding.success) {
    await recordUse(trx, coding.data);
    return null;
  }
  const rule = codingRuleEvent.safeParse(raw);
  if (rule.success) {
    const e = rule.data;
    if (e.type === 'CodingRuleDeleted') {
      await trx.deleteFrom('auto_coding_rules').where('rule_id', '=', e.data.ruleId).execute();
      return null;
    }
    const values = { name: e.data.name, position: e.data.position, conditions: JSON.stringify(e.data.conditions), outcome: JSON.stringify(e.data.outcome) };
    await trx.insertInto('auto_coding_rules').values({ rule_id: e.data.ruleId, company_id: e.data.companyId, created_at: e.data.at, ...values })
      .onConflict((oc) => oc.column('rule_id').doUpdateSet(values)).execute();
    return null;
  }
  const ledger = ledgerEvent.safeParse(raw);
  if (ledger.success) {
    if (ledger.data.type !== 'AuthorizationApproved') return null;
    const d = ledger.data.data;
    const arrival = { transactionId: d.transactionId, companyId: d.companyId, facts: { merchant: d.merchantName, mcc: d.mcc, cardId: d.cardId, budgetId: d.budgetId, memberId: d.spenderId } };
    return remember(trx, { ...arrival, card: { companyId: d.companyId, amountCents: d.amountCents, status: 'Pending', isReversed: false } });
  }
  const books = bookkeepingEvent.parse(raw);
  const ids = { transactionId: books.data.transactionId };
  switch (books.type) {
    case 'ManualTransactionRecorded': {
      const d = books.data;
      const arrival: Arrival = { ...ids, companyId: d.companyId, card: null, facts: { merchant: d.vendor, mcc: null, cardId: null, budgetId: d.budgetId, memberId: d.spenderId } };
      // A mileage trip is coded by the mileage settings' GL code.
      return d.source === 'MILEAGE' ? (await remember(trx, arrival), null) : remember(trx, arrival);
    }
    case 'TransactionCoded': {
      const c = books.data;
      const set = {
        ...(c.generalLedgerId !== undefined && { general_ledger_id: c.generalLedgerId }),
        ...(c.projectId !== undefined && { project_id: c.projectId }),
        ...(c.customFieldValues !== undefined && { custom_field_values: JSON.stringify(c.customFieldValues) }),
      };
      if (Object.keys(set).length > 0) await trx.updateTable('auto_coding_history').set(set).where('transaction_id', '=', c.transactionId).execute();
      return null;
    }
    case 'TransactionSoftDeleted':
    case 'TransactionDeleted':
      // A deleted transaction is no part of the history.
      await trx.deleteFrom('auto_coding_history').where('transaction_id', '=', books.data.transactionId).execute();
      return null;
    default:
      return null;
  }
};

/** Enters a new transaction in the history, uncoded; answers it. */
const remember = async (trx: Trx, a: Arrival): Promise<Arrival> => {
  await trx.insertInto('auto_coding_history').values({ transaction_id: a.transactionId, company_id: a.companyId, merchant_key: merchantKey(a.facts.merchant) })
    .onConflict((oc) => oc.column('transaction_id').doNothing()).execute();
  return a;
};

/**
 * Automatic coding (issue #27 item 4), a reactor (ARCHITECTURE 4): when a transaction arrives (a
 * card purchase approved, a manual or out-of-pocket entry recorded) it codes it by the company's
 * first matching coding rule, else by the coding the company used most for that merchant. The
 * bookkeeping decider fills only empty fields and records the source, so a person's value is never
 * overwritten and a person can undo it. Its own tables (the rules in order, each transaction's
 * merchant and coding, the references retired) move with its checkpoint; the command id comes from the event's, so a
 * crash repeats nothing already done.
 */
export const autoCodingReactor = (store: EventStore): Projection => ({
  name: 'auto-coding',
  tables: ['auto_coding_rules', 'auto_coding_history', 'auto_coding_retired'],
  eventTypes: ['GeneralLedgerArchived', 'GeneralLedgerAvailabilitySet', 'ProjectArchived', 'CustomFieldUpdated', 'CustomFieldDeleted', 'CodingRuleCreated', 'CodingRuleUpdated', 'CodingRuleDeleted', 'AuthorizationApproved', 'ManualTransactionRecorded', 'TransactionCoded', 'TransactionSoftDeleted', 'TransactionDeleted'],
  sendsCommands: true,
  apply: async (trx, events) => {
    for (const event of events) {
      const arrival = await record(trx, event);
      const coding = arrival && (await codingFor(trx, arrival));
      if (!arrival || !coding) continue;
      const outcome = await inUse(trx, coding.outcome);
      const { transactionId, companyId, card } = arrival;
      const context = { companyId, userId: null, correlationId: event.metadata.correlationId, commandId: deterministicUuid(event.id, 'auto-coding') };
      try {
        await handleCommand(store, streams.bookkeeping(transactionId), bookkeepingDecider, {
          type: 'AutoCodeTransaction', transactionId, companyId, card, now: event.createdAt.toISOString(), outcome, source: coding.source,
        }, context);
      } catch (error) {
        // Deleted meanwhile: nothing to code, and a retry would not change that.
        if (!DomainError.is(error)) throw error;
      }
    }
    return [];
  },
});
