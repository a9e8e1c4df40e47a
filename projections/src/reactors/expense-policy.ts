import type { Selectable, Transaction } from 'kysely';
import {
  DEFAULT_EXPENSE_POLICY, bookkeepingEvent, booksPolicyEvent, customFieldEvent, evaluatePolicy, expensePolicyDecider, expensePolicyEvent, ledgerEvent, policyOutcomeDecider, streams,
  type ExpensePolicy, type PolicyFacts,
} from '@spend/domain';
import { deterministicUuid, handleCommand, type EventStore, type RecordedEvent } from '@spend/eventstore';
import type { PolicyTransactionsTable, ReadModels } from '../read-models';
import type { Projection } from '../types';

type Trx = Transaction<ReadModels>;
type Facts = Selectable<PolicyTransactionsTable>;

/** What to judge again after an event: the company's every transaction, or one member's around an instant. */
type Scope = { companyId: string; member?: { spenderId: string | null; at: Date; transactionId: string } };

const DAY = 86_400_000;

const savePolicy = async (trx: Trx, companyId: string, at: string, change: { policy?: ExpensePolicy; receipt_required_above_cents?: number | null }): Promise<void> => {
  const set = { ...(change.policy && { policy: JSON.stringify(change.policy) }), ...('receipt_required_above_cents' in change && { receipt_required_above_cents: change.receipt_required_above_cents }), updated_at: at };
  await trx.insertInto('expense_policies').values({ company_id: companyId, policy: JSON.stringify(DEFAULT_EXPENSE_POLICY), ...set })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(set)).execute();
};

/** Keeps a company's rules (its policy, the books policy's threshold, its Attendees fields); undefined for any other event. */
const companyRules = async (trx: Trx, event: RecordedEvent): Promise<Scope[] | undefined> => {
  const raw = { type: event.type, data: event.data };
  if (event.type === 'ExpensePolicySet') {
    const e = expensePolicyEvent.parse(raw);
    await savePolicy(trx, e.data.companyId, e.data.at, { policy: expensePolicyDecider.evolve(DEFAULT_EXPENSE_POLICY, e) });
    return [{ companyId: e.data.companyId }];
  }
  if (event.type === 'BooksPolicySet') {
    const { data } = booksPolicyEvent.parse(raw);
    await savePolicy(trx, data.companyId, data.at, { receipt_required_above_cents: data.receiptRequiredAboveCents });
    return [{ companyId: data.companyId }];
  }
  const field = customFieldEvent.safeParse(raw);
  if (!field.success) return undefined;
  const { customFieldId, companyId } = field.data.data;
  const isAttendees = field.data.type !== 'CustomFieldDeleted' && field.data.data.isActive && field.data.data.name.trim().toLowerCase() === 'attendees';
  const removed = await trx.deleteFrom('policy_attendee_fields').where('custom_field_id', '=', customFieldId).executeTakeFirst();
  if (isAttendees) await trx.insertInto('policy_attendee_fields').values({ custom_field_id: customFieldId, company_id: companyId }).execute();
  return isAttendees || removed.numDeletedRows > 0n ? [{ companyId }] : [];
};

const memberScope = (row: { company_id: string; spender_id: string | null; at: Date; transaction_id: string } | undefined): Scope[] =>
  row ? [{ companyId: row.company_id, member: { spenderId: row.spender_id, at: row.at, transactionId: row.transaction_id } }] : [];

/** Keeps the reactor's tables; answers what to judge again. */
const record = async (trx: Trx, event: RecordedEvent): Promise<Scope[]> => {
  const rules = await companyRules(trx, event);
  if (rules !== undefined) return rules;
  const find = (id: string) => trx.selectFrom('policy_transactions').select(['company_id', 'spender_id', 'at', 'transaction_id']).where('transaction_id', '=', id).executeTakeFirst();
  const raw = { type: event.type, data: event.data };
  const ledger = ledgerEvent.safeParse(raw);
  if (ledger.success) {
    const e = ledger.data;
    if (e.type === 'AuthorizationApproved') {
      const d = e.data;
      await trx.insertInto('policy_transactions').values({
        transaction_id: d.transactionId, company_id: d.companyId, spender_id: d.spenderId, budget_id: d.budgetId, merchant: d.merchantName, mcc: d.mcc, amount_cents: d.amountCents, at: d.at, time_known: true,
      }).onConflict((oc) => oc.column('transaction_id').doNothing()).execute();
    } else if (e.type === 'AuthorizationCleared') {
      await trx.updateTable('policy_transactions').set({ amount_cents: e.data.amountCents }).where('transaction_id', '=', e.data.transactionId).execute();
    } else return [];
    return memberScope(await find(e.data.transactionId));
  }
  const books = bookkeepingEvent.parse(raw);
  const id = books.data.transactionId;
  switch (books.type) {
    case 'ManualTransactionRecorded': {
      const d = books.data;
      await trx.insertInto('policy_transactions').values({
        transaction_id: id, company_id: d.companyId, spender_id: d.spenderId, budget_id: d.budgetId, merchant: d.vendor, mcc: null, amount_cents: d.amountCents, at: d.date, time_known: false,
      }).onConflict((oc) => oc.column('transaction_id').doNothing()).execute();
      break;
    }
    case 'TransactionCoded': {
      const c = books.data;
      const before = await find(id);
      const timeKnown = (await trx.selectFrom('policy_transactions').select('time_known').where('transaction_id', '=', id).executeTakeFirst())?.time_known;
      if (!before) return [];
      const set = {
        ...(c.customFieldValues !== undefined && { custom_field_values: JSON.stringify(c.customFieldValues) }),
        ...(c.amountCents !== undefined && { amount_cents: c.amountCents }),
        ...(c.date !== undefined && { at: c.date }),
        // A manual entry's vendor is its merchant; a card purchase keeps the network's merchant.
        ...(c.vendor && !timeKnown && { merchant: c.vendor }),
      };
      if (Object.keys(set).length === 0) return [];
      await trx.updateTable('policy_transactions').set(set).where('transaction_id', '=', id).execute();
      // Moved to another day: the old day's purchases are judged again too.
      return [...memberScope(before), ...(c.date !== undefined && Date.parse(c.date) !== before.at.getTime() ? memberScope(await find(id)) : [])];
    }
    case 'ReceiptAttached':
    case 'ReceiptRemoved':
      await trx.updateTable('policy_transactions').set((eb) => ({ receipts: eb('receipts', books.type === 'ReceiptAttached' ? '+' : '-', 1) })).where('transaction_id', '=', id).execute();
      break;
    case 'TransactionSoftDeleted':
    case 'TransactionDeleted': {
      // Gone from the member's day: the purchases beside it are judged again without it.
      const row = await find(id);
      await trx.deleteFrom('policy_transactions').where('transaction_id', '=', id).execute();
      return memberScope(row);
    }
    default:
      return [];
  }
  return memberScope(await find(id));
};

const factsOf = (row: Facts, attendeeFields: string[]): PolicyFacts => ({
  transactionId: row.transaction_id, merchant: row.merchant, mcc: row.mcc, amountCents: Number(row.amount_cents), at: row.at.toISOString(), timeKnown: row.time_known,
  attendees: attendeeFields.map((f) => row.custom_field_values[f]).find((v) => v !== undefined) ?? null, receipts: row.receipts,
});

/**
 * Judges the scope's transactions again and records each verdict that changed. A member's scope
 * reads their purchases two days either side and judges those a day either side, so every purchase
 * judged sees all of its day (in any time zone) and its split window.
 */
const judge = async (trx: Trx, store: EventStore, event: RecordedEvent, scope: Scope): Promise<void> => {
  const settings = await trx.selectFrom('expense_policies').selectAll().where('company_id', '=', scope.companyId).executeTakeFirst();
  if (!settings) return; // no policy of either kind: everything is in policy, as recorded
  const attendeeFields = (await trx.selectFrom('policy_attendee_fields').select('custom_field_id').where('company_id', '=', scope.companyId).execute()).map((r) => r.custom_field_id);
  let query = trx.selectFrom('policy_transactions').selectAll().where('company_id', '=', scope.companyId);
  const m = scope.member;
  if (m) {
    query = query.where('at', '>=', new Date(m.at.getTime() - 2 * DAY)).where('at', '<=', new Date(m.at.getTime() + 2 * DAY));
    query = m.spenderId ? query.where('spender_id', '=', m.spenderId) : query.where('transaction_id', '=', m.transactionId);
  }
  const rows = await query.orderBy('at').execute();
  const ctx = { policy: settings.policy, receiptRequiredAboveCents: settings.receipt_required_above_cents === null ? null : Number(settings.receipt_required_above_cents) };
  const facts = new Map(rows.map((r) => [r.transaction_id, factsOf(r, attendeeFields)]));
  const byMember = new Map<string | null, Facts[]>();
  for (const r of rows) if (r.spender_id !== null) byMember.set(r.spender_id, [...(byMember.get(r.spender_id) ?? []), r]);
  for (const row of rows) {
    if (m && Math.abs(row.at.getTime() - m.at.getTime()) > DAY) continue;
    const near = (byMember.get(row.spender_id) ?? []).filter((o) => Math.abs(o.at.getTime() - row.at.getTime()) <= 2 * DAY).map((o) => facts.get(o.transaction_id)!);
    const verdict = evaluatePolicy(ctx, facts.get(row.transaction_id)!, near);
    if (verdict.outcome === row.outcome && JSON.stringify(verdict.findings) === JSON.stringify(row.findings)) continue;
    const context = { companyId: row.company_id, userId: null, correlationId: event.metadata.correlationId, commandId: deterministicUuid(event.id, 'expense-policy', row.transaction_id) };
    await handleCommand(store, streams.policyOutcome(row.transaction_id), policyOutcomeDecider, {
      type: 'RecordPolicyOutcome', transactionId: row.transaction_id, companyId: row.company_id, budgetId: row.budget_id, spenderId: row.spender_id, merchant: row.merchant, amountCents: Number(row.amount_cents), verdict, now: event.createdAt.toISOString(),
    }, context);
    await trx.updateTable('policy_transactions').set({ outcome: verdict.outcome, findings: JSON.stringify(verdict.findings) }).where('transaction_id', '=', row.transaction_id).execute();
  }
};

/**
 * The expense policy (issue #27 item 5), a reactor (ARCHITECTURE 4): it keeps what the policy looks
 * at in each transaction (amount, merchant, category code, time, the Attendees field, receipts) and
 * judges a transaction again whenever one of those changes (with the member's purchases beside it,
 * for the daily caps and split purchases) and every transaction of a company when its policy, its
 * receipt threshold or its Attendees field changes. The domain's pure evaluatePolicy decides; a
 * verdict that changed is recorded through the command handler (PolicyOutcomeRecorded), which the
 * transactions projection folds and the notifications projection turns into the budget owner's alert.
 * Its tables move with its checkpoint, and command ids come from the event's, so a crash repeats nothing.
 */
export const expensePolicyReactor = (store: EventStore): Projection => ({
  name: 'expense-policy',
  tables: ['expense_policies', 'policy_attendee_fields', 'policy_transactions'],
  eventTypes: [
    'ExpensePolicySet', 'BooksPolicySet', 'CustomFieldCreated', 'CustomFieldUpdated', 'CustomFieldDeleted', 'AuthorizationApproved', 'AuthorizationCleared', 'ManualTransactionRecorded',
    'TransactionCoded', 'ReceiptAttached', 'ReceiptRemoved', 'TransactionSoftDeleted', 'TransactionDeleted',
  ],
  sendsCommands: true,
  apply: async (trx, events) => {
    for (const event of events) for (const scope of await record(trx, event)) await judge(trx, store, event, scope);
    return [];
  },
});
