import type { Insertable, Transaction } from 'kysely';
import { accountEvent, billingPeriodOf, nextBillingPeriod, type BillingCycle } from '@spend/domain';
import { deterministicUuid } from '@spend/eventstore';
import type { Projection, ReadModelChange } from '../../types';
import type { ReadModels, StatementTransactionsTable } from '../tables';
import { upsertRows } from '../upsert';

interface Landing {
  cycle: BillingCycle;
  openFrom: string | null;
}

/** The account decider's `landingPeriod`: an entry's own period, or the first open one when its own closed already. */
export const landOn = (account: Landing, at: string): string => {
  const own = billingPeriodOf(at, account.cycle).start;
  return account.openFrom && own < account.openFrom ? account.openFrom : own;
};

export const statementId = (companyId: string, periodStart: string): string => deterministicUuid('statement', companyId, new Date(periodStart).toISOString());

const EVENT_TYPES = ['AccountTermsSet', 'CardActivityPosted', 'StatementClosed'];

/**
 * Closed statements and where each posted or refunded transaction landed. The landing rule needs
 * the account's cycle and first open period, kept per company in `statement_accounts` and folded
 * here in event order, so a rebuild lands every entry where it landed live.
 */
export const statementsProjection: Projection = {
  name: 'statements',
  tables: ['statements', 'statement_transactions', 'statement_accounts'],
  eventTypes: EVENT_TYPES,
  apply: async (trx, events) => {
    const accounts = new Map<string, Landing>();
    const landed: Insertable<StatementTransactionsTable>[] = [];
    const changes: ReadModelChange[] = [];
    const accountOf = async (companyId: string): Promise<Landing> => {
      const known = accounts.get(companyId);
      if (known) return known;
      const row = await trx.selectFrom('statement_accounts').selectAll().where('company_id', '=', companyId).executeTakeFirst();
      const account: Landing = row ? { cycle: row.cycle as BillingCycle, openFrom: row.open_from?.toISOString() ?? null } : { cycle: 'MONTHLY', openFrom: null };
      accounts.set(companyId, account);
      return account;
    };
    for (const raw of events) {
      const event = accountEvent.parse({ type: raw.type, data: raw.data });
      const companyId = event.data.companyId;
      const account = await accountOf(companyId);
      if (event.type === 'AccountTermsSet') {
        // As the decider: the first period starts with the first activity recorded, or now.
        const first = account.openFrom ?? (await firstActivity(trx, companyId, landed)) ?? event.data.at;
        const openFrom = billingPeriodOf(first, event.data.cycle).start;
        // As the decider: activity from before the account had terms is all the first statement's.
        if (!account.openFrom) {
          for (const row of landed) if (row.company_id === companyId) row.period_start = openFrom;
          await trx.updateTable('statement_transactions').set({ period_start: openFrom }).where('company_id', '=', companyId).execute();
        }
        accounts.set(companyId, { cycle: event.data.cycle, openFrom });
      } else if (event.type === 'CardActivityPosted') {
        event.data.entries.forEach((e, index) => {
          if (e.kind !== 'DEBIT' && e.kind !== 'CREDIT') return;
          landed.push({ id: deterministicUuid(raw.id, index), company_id: companyId, transaction_id: e.transactionId, period_start: landOn(account, e.at), kind: e.kind, cents: e.cents, at: e.at });
        });
        changes.push({ companyId, what: 'statements', ids: [] });
      } else if (event.type === 'StatementClosed') {
        const d = event.data;
        const id = statementId(companyId, d.periodStart);
        await upsertRows(trx, 'statements', ['id'], [{
          id, company_id: companyId, date_start: d.periodStart, date_end: d.periodEnd, starting_balance: d.startingBalance, ending_balance: d.endingBalance,
          payments: d.payments, credits: d.credits, debits: d.debits, interest: d.interest, fees: d.fees, rebate: d.rebate, transaction_count: d.transactionCount,
          amount_due: d.amountDue, due_date: d.dueDate, closed_at: d.at,
        }]);
        accounts.set(companyId, { ...account, openFrom: nextBillingPeriod({ start: d.periodStart, end: d.periodEnd }, account.cycle).start });
        changes.push({ companyId, what: 'statements', ids: [id] });
      }
    }
    await upsertRows(trx, 'statement_transactions', ['id'], landed);
    await upsertRows(trx, 'statement_accounts', ['company_id'], [...accounts].map(([company_id, a]) => ({ company_id, cycle: a.cycle, open_from: a.openFrom })));
    return changes;
  },
};

/** When the first posting or refund of a company without terms yet was made (recorded, or landed in this batch). */
const firstActivity = async (trx: Transaction<ReadModels>, companyId: string, pending: readonly Insertable<StatementTransactionsTable>[]): Promise<string | null> => {
  const row = await trx.selectFrom('statement_transactions').select((eb) => eb.fn.min('at').as('first')).where('company_id', '=', companyId).executeTakeFirst();
  const starts = pending.filter((r) => r.company_id === companyId).map((r) => new Date(r.at).toISOString());
  if (row?.first) starts.push(new Date(row.first as Date).toISOString());
  return starts.length > 0 ? starts.sort()[0]! : null;
};
