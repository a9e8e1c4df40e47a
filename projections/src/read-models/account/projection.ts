import type { Selectable, Transaction } from 'kysely';
import { accountEvent, billingPeriodOf, initialAccountState, landingPeriod, rebateOf, ACCOUNT_EVENT_TYPES, type AccountEvent, type BillingCycle } from '@spend/domain';
import type { Projection, ReadModelChange } from '../../types';
import type { AccountsTable, ReadModels } from '../tables';
import { upsertRows } from '../upsert';

type Row = Selectable<AccountsTable>;
type Trx = Transaction<ReadModels>;
const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

const blank = (companyId: string, at: string): Row => ({
  company_id: companyId, opened: false, name: '', credit_limit: '0', cycle: 'MONTHLY', rebate_basis_points: 0, payment_due_days: 25, late_fee: '0',
  balance: '0', pending: '0', available: '0', status: 'ACTIVE', balance_state: 'OPEN', amount_due: '0', due_date: null, open_from: null,
  rebate_accrued: '0', rebate_credited: '0', updated_at: new Date(at),
});

/** The open period an instant lands on, by the domain's own rule (landingPeriod). */
const periodKey = (row: Row, at: string): string => {
  const cycle = row.cycle as BillingCycle;
  const openFrom = row.open_from ? billingPeriodOf(iso(row.open_from)!, cycle) : null;
  return landingPeriod({ ...initialAccountState(), cycle, openFrom }, at);
};

const addToPeriod = async (trx: Trx, row: Row, at: string, debits: number, credits: number): Promise<void> => {
  const start = periodKey(row, at);
  const current = await trx.selectFrom('rebates').selectAll().where('company_id', '=', row.company_id).where('period_start', '=', new Date(start)).executeTakeFirst();
  await upsertRows(trx, 'rebates', ['company_id', 'period_start'], [{
    company_id: row.company_id, period_start: start, period_end: billingPeriodOf(start, row.cycle as BillingCycle).end,
    debits: Number(current?.debits ?? 0) + debits, credits: Number(current?.credits ?? 0) + credits, closed: false, rebate: 0, rebate_basis_points: row.rebate_basis_points,
  }]);
};

/** What the open periods will credit at the current rate (rebateOf, as the statement close will). */
const accrued = async (trx: Trx, row: Row): Promise<number> => {
  const open = await trx.selectFrom('rebates').select(['debits', 'credits']).where('company_id', '=', row.company_id).where('closed', '=', false).execute();
  return open.reduce((sum, p) => sum + rebateOf({ debits: Number(p.debits), credits: Number(p.credits) }, row.rebate_basis_points), 0);
};

/** Applies one account event to the company's row (and its periods and payments). */
const applyOne = async (trx: Trx, row: Row, event: AccountEvent): Promise<Row> => {
  const n = (v: string): number => Number(v);
  switch (event.type) {
    case 'AccountTermsSet': {
      const d = event.data;
      // As the decider: the first statement period starts with the first activity recorded (or now).
      const first = row.open_from ? iso(row.open_from)! : ((await trx.selectFrom('rebates').select('period_start').where('company_id', '=', row.company_id).orderBy('period_start').executeTakeFirst())?.period_start ?? d.at);
      const openFrom = billingPeriodOf(iso(first)!, d.cycle).start;
      return { ...row, opened: true, name: d.name, credit_limit: String(d.creditLimitCents), cycle: d.cycle, rebate_basis_points: d.rebateBasisPoints, payment_due_days: d.paymentDueDays, late_fee: String(d.lateFeeCents), open_from: new Date(openFrom) };
    }
    case 'CardActivityPosted': {
      let { balance, pending } = { balance: n(row.balance), pending: n(row.pending) };
      for (const e of event.data.entries) {
        if (e.kind === 'HOLD') pending += e.cents;
        if (e.kind === 'RELEASE') pending -= e.cents;
        if (e.kind === 'DEBIT') { balance += e.cents; await addToPeriod(trx, row, e.at, e.cents, 0); }
        if (e.kind === 'CREDIT') { balance -= e.cents; await addToPeriod(trx, row, e.at, 0, e.cents); }
      }
      return { ...row, balance: String(balance), pending: String(pending) };
    }
    case 'PaymentReceived': {
      const d = event.data;
      await upsertRows(trx, 'payments', ['id'], [{ id: d.paymentId, company_id: d.companyId, amount: d.amountCents, payment_type: d.paymentType, detail: d.detail, user_id: d.userId, paid_at: d.at }]);
      return { ...row, balance: String(n(row.balance) - d.amountCents), amount_due: String(Math.max(0, n(row.amount_due) - d.amountCents)) };
    }
    case 'StatementClosed': {
      const d = event.data;
      await upsertRows(trx, 'rebates', ['company_id', 'period_start'], [{
        company_id: d.companyId, period_start: d.periodStart, period_end: d.periodEnd, debits: d.debits, credits: d.credits - d.rebate, closed: true, rebate: d.rebate, rebate_basis_points: d.rebateBasisPoints,
      }]);
      return {
        ...row, balance: String(n(row.balance) - d.rebate), amount_due: String(d.amountDue), due_date: d.amountDue > 0 ? new Date(d.dueDate) : null,
        open_from: new Date(billingPeriodOf(d.periodEnd, row.cycle as BillingCycle).start), rebate_credited: String(n(row.rebate_credited) + d.rebate),
      };
    }
    case 'PaymentMissed': {
      return { ...row, status: 'SUSPENDED', balance: String(n(row.balance) + event.data.lateFeeCents) };
    }
    case 'AccountReinstated':
      return { ...row, status: 'ACTIVE' };
  }
};

/** The company's card account, its billing periods' rebates and its payments; rebuildable from the account stream alone. */
export const accountProjection: Projection = {
  name: 'account',
  tables: ['accounts', 'rebates', 'payments'],
  eventTypes: ACCOUNT_EVENT_TYPES,
  apply: async (trx, events) => {
    const changes: ReadModelChange[] = [];
    for (const raw of events) {
      const event = accountEvent.parse({ type: raw.type, data: raw.data });
      const companyId = event.data.companyId;
      const stored = await trx.selectFrom('accounts').selectAll().where('company_id', '=', companyId).executeTakeFirst();
      let row = await applyOne(trx, stored ?? blank(companyId, event.data.at), event);
      row = { ...row, updated_at: new Date(event.data.at), balance_state: row.status === 'SUSPENDED' ? 'BLOCKED' : 'OPEN' };
      row.available = String(Number(row.credit_limit) - Number(row.balance) - Number(row.pending));
      row.rebate_accrued = String(await accrued(trx, row));
      await upsertRows(trx, 'accounts', ['company_id'], [row]);
      changes.push({ companyId, what: event.type === 'PaymentReceived' ? 'payments' : 'account', ids: [companyId] });
    }
    return changes;
  },
};
