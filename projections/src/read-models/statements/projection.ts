import type { Insertable } from 'kysely';
import { landingPeriod, paidAgainst, statementPaymentStatus, ACCOUNT_EVENT_TYPES } from '@spend/domain';
import { deterministicUuid } from '@spend/eventstore';
import type { Projection, ReadModelChange } from '../../types';
import type { StatementTransactionsTable } from '../tables';
import { upsertRows } from '../upsert';
import { foldAccounts, saveAccount } from '../account/fold';

export const statementId = (companyId: string, periodStart: string): string => deterministicUuid('statement', companyId, new Date(periodStart).toISOString());

/**
 * Closed statements, what was paid against each, and where each posted or refunded transaction
 * landed, by the account decider's own fold (`landingPeriod` over its state, kept per company in
 * `statement_accounts`), so every entry lands where the statement close counted it.
 */
export const statementsProjection: Projection = {
  name: 'statements',
  tables: ['statements', 'statement_transactions', 'statement_accounts'],
  eventTypes: ACCOUNT_EVENT_TYPES,
  apply: async (trx, events) => {
    const landed: Insertable<StatementTransactionsTable>[] = [];
    const changes: ReadModelChange[] = [];
    const states = await foldAccounts(
      events,
      async (companyId) => (await trx.selectFrom('statement_accounts').select('state').where('company_id', '=', companyId).executeTakeFirst())?.state,
      async (event, before, after, raw) => {
        const companyId = event.data.companyId;
        if (event.type === 'AccountTermsSet' && !before.exists) {
          // As the decider: activity from before the account had terms is all the first statement's.
          const first = after.openFrom!.start;
          for (const row of landed) if (row.company_id === companyId) row.period_start = first;
          await trx.updateTable('statement_transactions').set({ period_start: first }).where('company_id', '=', companyId).execute();
        } else if (event.type === 'CardActivityPosted') {
          // The ids follow the event and the entry's place in it, so a replay writes the same rows.
          event.data.entries.forEach((e, index) => {
            if (e.kind !== 'DEBIT' && e.kind !== 'CREDIT') return;
            landed.push({ id: deterministicUuid(raw.id, index), company_id: companyId, transaction_id: e.transactionId, period_start: landingPeriod(before, e.at), kind: e.kind, cents: e.cents, at: e.at });
          });
          changes.push({ companyId, what: 'statements', ids: [] });
        } else if (event.type === 'StatementClosed') {
          const d = event.data;
          const id = statementId(companyId, d.periodStart);
          await upsertRows(trx, 'statements', ['id'], [{
            id, company_id: companyId, date_start: d.periodStart, date_end: d.periodEnd, starting_balance: d.startingBalance, ending_balance: d.endingBalance,
            payments: d.payments, credits: d.credits, debits: d.debits, interest: d.interest, fees: d.fees, rebate: d.rebate, transaction_count: d.transactionCount,
            amount_due: d.amountDue, due_date: d.dueDate, closed_at: d.at, paid: 0, still_due: d.amountDue, payment_status: statementPaymentStatus(d.amountDue, 0),
          }]);
          changes.push({ companyId, what: 'statements', ids: [id] });
        } else if ((event.type === 'PaymentReceived' || event.type === 'AchPaymentReturned') && after.due) {
          // A payment counts against the last statement until the next one closes; a returned one no longer does.
          const due = after.due;
          const id = statementId(companyId, due.periodStart);
          await trx.updateTable('statements').set({ paid: paidAgainst(due), still_due: due.cents, payment_status: statementPaymentStatus(due.amountDue, paidAgainst(due)) }).where('id', '=', id).execute();
          changes.push({ companyId, what: 'statements', ids: [id] });
        }
      },
    );
    await upsertRows(trx, 'statement_transactions', ['id'], landed);
    await upsertRows(trx, 'statement_accounts', ['company_id'], [...states].map(([company_id, s]) => ({ company_id, cycle: s.cycle, open_from: s.exists ? s.openFrom?.start ?? null : null, state: saveAccount(s) })));
    return changes;
  },
};
