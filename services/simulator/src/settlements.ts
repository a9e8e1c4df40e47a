import { accountDecider, streams, type AccountState } from '@spend/domain';
import { FoldCache, deterministicUuid, handleCommand, loadState, type EventStore } from '@spend/eventstore';

const DAY = 86_400_000;
/** Demo companies pay each statement in full this many days before it is due. */
const PAY_EARLY_DAYS = 5;

interface Scheduled {
  at: string;
  cents: number;
  statement: string;
}

/**
 * The demo history's monthly cycle: closes every billing period of the company's account that ended
 * before `until`, in order, and pays each statement in full a few days before its due date (by ACH),
 * through the same commands the close workflow and the payments form run. A payment is recorded
 * before the period it falls in closes, so it lands on that period's statement. Ids are fixed:
 * running it again records nothing new.
 */
export const settleHistory = async (store: EventStore, companyId: string, options: { until: Date; seed: string }): Promise<{ closed: number; paid: number }> => {
  const cache = new FoldCache();
  const context = (...key: (string | number)[]) => ({ companyId, userId: null, correlationId: options.seed, commandId: deterministicUuid('settle', options.seed, companyId, ...key) });
  const until = options.until.toISOString();
  let state: AccountState = await loadState(store, streams.account(companyId), accountDecider, cache);
  const scheduled: Scheduled[] = [];
  let closed = 0;
  let paid = 0;
  const payBefore = async (end: string): Promise<void> => {
    for (const payment of scheduled.filter((p) => p.at < end)) {
      scheduled.splice(scheduled.indexOf(payment), 1);
      const cents = Math.min(payment.cents, state.balanceCents);
      if (cents <= 0) continue;
      state = (await handleCommand(store, streams.account(companyId), accountDecider, {
        type: 'RecordPayment', companyId, paymentId: deterministicUuid('payment', options.seed, companyId, payment.statement), amountCents: cents,
        paymentType: 'ACH', detail: `ACH${payment.statement.slice(0, 10).replaceAll('-', '')}`, userId: null, now: payment.at,
      }, context('pay', payment.statement), { cache })).state;
      paid++;
    }
  };
  while (state.exists && state.openFrom && state.openFrom.end <= until) {
    const period = state.openFrom;
    await payBefore(period.end);
    state = (await handleCommand(store, streams.account(companyId), accountDecider, { type: 'CloseStatement', periodStart: period.start, now: period.end }, context('close', period.start), { cache })).state;
    closed++;
    const due = state.due;
    if (due && due.cents > 0) {
      const at = new Date(Date.parse(due.dueDate) - PAY_EARLY_DAYS * DAY).toISOString();
      if (at < until) scheduled.push({ at, cents: due.cents, statement: due.periodStart });
    }
  }
  // Payments made in the open period so far.
  await payBefore(until);
  return { closed, paid };
};
