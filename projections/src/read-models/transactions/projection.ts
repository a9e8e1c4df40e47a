import { sql, type Insertable } from 'kysely';
import { LEDGER_EVENT_TYPES, ledgerEvent, type LedgerEvent } from '@spend/domain';
import type { TransactionsTable } from '../tables';
import type { Projection } from '../../types';
import { changesByCompany, upsertRows } from '../upsert';

type Row = Insertable<TransactionsTable> & { id: string; company_id: string };

/** A budget's change in pending and posted card spend over a batch. */
interface SpendDelta {
  company_id: string;
  pending: number;
  posted: number;
}

const evolve = (row: Row | undefined, event: LedgerEvent, spend: (budgetId: string | null, pending: number, posted: number) => void): Row | undefined => {
  switch (event.type) {
    case 'AuthorizationApproved':
    case 'AuthorizationDeclined': {
      const d = event.data;
      const approved = event.type === 'AuthorizationApproved';
      if (approved) spend(d.budgetId, d.amountCents, 0);
      return {
        id: d.transactionId, company_id: d.companyId, card_id: d.cardId, budget_id: d.budgetId, spender_id: d.spenderId, merchant_name: d.merchantName,
        merchant_id: d.merchantId, mcc: d.mcc, amount_cents: d.amountCents, currency: d.currency, status: approved ? 'Pending' : 'Declined',
        is_reversed: false, declined_reason: approved ? null : event.data.message, initial_transaction_date: d.at, posted_on: null,
        is_complete: !approved, authorization_id: d.authorizationId, authorized_cents: d.amountCents, refunded_cents: 0, country: d.country, updated_at: d.at,
      };
    }
    case 'AuthorizationCleared':
      spend(event.data.budgetId, -event.data.authorizedCents, event.data.amountCents);
      return row && { ...row, status: 'Posted', amount_cents: event.data.amountCents, posted_on: event.data.at, updated_at: event.data.at };
    case 'AuthorizationReversed':
      spend(event.data.budgetId, -event.data.amountCents, 0);
      return row && { ...row, is_reversed: true, is_complete: true, updated_at: event.data.at };
    case 'AuthorizationRefunded':
      spend(event.data.budgetId, 0, -event.data.amountCents);
      return row && { ...row, refunded_cents: Number(row.refunded_cents ?? 0) + event.data.amountCents, updated_at: event.data.at };
  }
};

/**
 * Card transactions (spec 3) and each budget's pending and posted card spend, from the ledger
 * events the authorizer appends. Rows a batch touches are read once and written once; budget
 * totals move by their batch's net delta.
 */
export const transactionsProjection: Projection = {
  name: 'transactions',
  tables: ['transactions', 'budget_spend'],
  eventTypes: LEDGER_EVENT_TYPES,
  apply: async (trx, recorded) => {
    const events = recorded.map((e) => ledgerEvent.parse({ type: e.type, data: e.data }));
    const createdHere = new Set(events.filter((e) => e.type === 'AuthorizationApproved' || e.type === 'AuthorizationDeclined').map((e) => e.data.transactionId));
    const ids = [...new Set(events.map((e) => e.data.transactionId).filter((id) => !createdHere.has(id)))];
    const rows = new Map<string, Row | undefined>();
    if (ids.length > 0) for (const row of await trx.selectFrom('transactions').selectAll().where('id', 'in', ids).execute()) rows.set(row.id, row);
    const deltas = new Map<string, SpendDelta>();
    for (const event of events) {
      const spend = (budgetId: string | null, pending: number, posted: number) => {
        if (!budgetId) return;
        const delta = deltas.get(budgetId) ?? { company_id: event.data.companyId, pending: 0, posted: 0 };
        deltas.set(budgetId, { ...delta, pending: delta.pending + pending, posted: delta.posted + posted });
      };
      rows.set(event.data.transactionId, evolve(rows.get(event.data.transactionId), event, spend));
    }
    const changed = [...new Set(events.map((e) => e.data.transactionId))].map((id) => rows.get(id)).filter((r): r is Row => r !== undefined);
    await upsertRows(trx, 'transactions', ['id'], changed);
    if (deltas.size > 0) {
      const list = [...deltas];
      await sql`
        INSERT INTO budget_spend (budget_id, company_id, pending_cents, posted_cents)
        SELECT * FROM unnest(${list.map(([id]) => id)}::uuid[], ${list.map(([, d]) => d.company_id)}::uuid[],
                             ${list.map(([, d]) => d.pending)}::bigint[], ${list.map(([, d]) => d.posted)}::bigint[])
        ON CONFLICT (budget_id) DO UPDATE SET pending_cents = budget_spend.pending_cents + excluded.pending_cents,
                                              posted_cents = budget_spend.posted_cents + excluded.posted_cents`.execute(trx);
    }
    return [
      ...changesByCompany('transactions', changed),
      ...changesByCompany('budgetSpend', [...deltas].map(([id, d]) => ({ id, company_id: d.company_id }))),
    ];
  },
};
