import type { Insertable } from 'kysely';
import { achPendingCents, availableCredit, interestCharged, paidAgainst, openStatement, rebateAccrued, ACCOUNT_EVENT_TYPES, type AccountState } from '@spend/domain';
import type { Projection, ReadModelChange } from '../../types';
import type { AccountsTable } from '../tables';
import { upsertRows } from '../upsert';
import { foldAccounts, saveAccount } from './fold';

/** The account row: every figure the account decider's state gives, as the domain computes it. */
const rowOf = (companyId: string, s: AccountState, at: string): Insertable<AccountsTable> => ({
  company_id: companyId, opened: s.exists, name: s.name, credit_limit: s.creditLimitCents, cycle: s.cycle, rebate_basis_points: s.rebateBasisPoints,
  payment_due_days: s.paymentDueDays, late_fee: s.lateFeeCents, interest_basis_points: s.interestBasisPoints,
  balance: s.balanceCents, pending: s.pendingCents, available: availableCredit(s), status: s.status, balance_state: s.status === 'SUSPENDED' ? 'BLOCKED' : 'OPEN',
  amount_due: s.due?.cents ?? 0, statement_amount: s.due?.amountDue ?? 0, statement_paid: s.due ? paidAgainst(s.due) : 0, due_date: s.due?.dueDate ?? null, due_period_start: s.due?.periodStart ?? null,
  open_from: s.openFrom?.start ?? null, rebate_accrued: rebateAccrued(s), rebate_credited: s.rebateCreditedCents, interest_accrued: interestCharged(s.interest),
  upcoming: JSON.stringify(openStatement(s)), ach_pending: achPendingCents(s), state: saveAccount(s), updated_at: at,
});

/** The company's card account, its closed periods' rebates and its payments; rebuildable from the account streams alone. */
export const accountProjection: Projection = {
  name: 'account',
  tables: ['accounts', 'rebates', 'payments'],
  eventTypes: ACCOUNT_EVENT_TYPES,
  apply: async (trx, events) => {
    const changes: ReadModelChange[] = [];
    const lastAt = new Map<string, string>();
    const states = await foldAccounts(
      events,
      async (companyId) => (await trx.selectFrom('accounts').select('state').where('company_id', '=', companyId).executeTakeFirst())?.state,
      async (event, before) => {
        const { companyId, at } = event.data;
        lastAt.set(companyId, at);
        if (event.type === 'AchPaymentInitiated') {
          const d = event.data;
          await upsertRows(trx, 'payments', ['id'], [{ id: d.paymentId, company_id: companyId, amount: d.amountCents, payment_type: 'ACH', detail: null, user_id: d.userId, paid_at: d.at, status: 'PENDING', bank_account: d.bankAccountLabel }]);
        }
        if (event.type === 'PaymentReceived') {
          const d = event.data;
          // An ACH payment settling keeps the day it was made; its ACH number is the bank's transfer id.
          if (before.achPayments.has(d.paymentId)) await trx.updateTable('payments').set({ status: 'SETTLED', detail: d.detail }).where('id', '=', d.paymentId).execute();
          else await upsertRows(trx, 'payments', ['id'], [{ id: d.paymentId, company_id: companyId, amount: d.amountCents, payment_type: d.paymentType, detail: d.detail, user_id: d.userId, paid_at: d.at }]);
        }
        if (event.type === 'AchPaymentReturned') {
          const d = event.data;
          await trx.updateTable('payments').set({ status: 'RETURNED', return_code: d.returnCode, return_reason: d.returnReason }).where('id', '=', d.paymentId).execute();
        }
        if (event.type === 'StatementClosed') {
          const d = event.data;
          await upsertRows(trx, 'rebates', ['company_id', 'period_start'], [{
            company_id: companyId, period_start: d.periodStart, period_end: d.periodEnd, debits: d.debits, credits: d.credits - d.rebate, closed: true, rebate: d.rebate, rebate_basis_points: d.rebateBasisPoints,
          }]);
        }
        changes.push({ companyId, what: ['PaymentReceived', 'AchPaymentInitiated', 'AchPaymentReturned'].includes(event.type) ? 'payments' : 'account', ids: [companyId] });
      },
    );
    await upsertRows(trx, 'accounts', ['company_id'], [...states].map(([companyId, state]) => rowOf(companyId, state, lastAt.get(companyId)!)));
    return changes;
  },
};
