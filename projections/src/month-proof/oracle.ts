import type { DomainEvent } from '@spend/domain';

/**
 * The month's figures computed from the event history alone, by arithmetic written here on purpose
 * (not the domain's reducers): if a read model and this disagree, one of them is wrong.
 */
export interface OracleFigures {
  transactions: Map<string, { spent: number; refunded: number; day: string }>;
  /** Each card: its last 4, limit, transactions, spend (and posted spend) since issue, spend this calendar month. */
  cards: Map<string, { last4: string; limit: number; transactions: number; spent: number; posted: number; thisMonth: number }>;
  /** Each payment's amount and status (PENDING, SETTLED, RETURNED). */
  payments: Map<string, { cents: number; status: string }>;
  budgets: Map<string, { pending: number; posted: number }>;
  days: Map<string, number>;
  statements: Map<string, Record<string, number>>;
  account: Record<string, number>;
  pools: Map<string, { funding: number; allocated: number; unallocated: number }>;
  /** January's statement lines; every line of card activity (the open period's too). */
  statementLines: number;
  activityLines: number;
}

interface Auth { transactionId: string; cardId: string; budgetId: string | null; hold: number; posted: number; refunded: number; status: 'Pending' | 'Posted' | 'Declined'; reversed: boolean; at: string }

const DAY = 86_400_000;
const days = (from: string, to: string) => Math.floor(Date.parse(to) / DAY) - Math.floor(Date.parse(from) / DAY);

type Data = Record<string, unknown> & { at: string };

/** A period's card activity: purchases posted (and how many), refunds (and how many). */
const totals = (entries: readonly { kind: string; cents: number }[]) => ({
  debits: entries.reduce((sum, e) => sum + (e.kind === 'DEBIT' ? e.cents : 0), 0), count: entries.filter((e) => e.kind === 'DEBIT').length,
  credits: entries.reduce((sum, e) => sum + (e.kind === 'CREDIT' ? e.cents : 0), 0), refunds: entries.filter((e) => e.kind === 'CREDIT').length,
});

export const oracle = (events: readonly DomainEvent[]): OracleFigures => {
  const auths = new Map<string, Auth>();
  const manual = new Map<string, string>();
  const allocations = new Map<string, Map<string, number>>();
  const funding = new Map<string, number>();
  const terms = { limit: 0, rebate: 0, apr: 0, dueDays: 0, lateFee: 0 };
  const activity: { kind: string; cents: number; at: string }[] = [];
  const payments: { cents: number; at: string }[] = [];
  const closes: { periodStart: string; periodEnd: string }[] = [];
  const cards = new Map<string, { last4: string; limit: number; transactions: number; spent: number; posted: number; thisMonth: number }>();
  const paymentRows = new Map<string, { cents: number; status: string }>();
  let missedFee = 0;
  for (const event of events) {
    const d = event.data as Data;
    switch (event.type) {
      case 'AuthorizationApproved':
      case 'AuthorizationDeclined': {
        const approved = event.type === 'AuthorizationApproved';
        const amount = d.amountCents as number;
        auths.set(d.authorizationId as string, {
          transactionId: d.transactionId as string, cardId: d.cardId as string, budgetId: d.budgetId as string | null, hold: approved ? ((d.holdCents as number | undefined) ?? amount) : 0, posted: 0, refunded: 0,
          status: approved ? 'Pending' : 'Declined', reversed: false, at: d.at,
        });
        break;
      }
      // An out-of-pocket expense or a trip is no card spend: its row counts nothing toward budgets, cards or the dashboard.
      case 'ManualTransactionRecorded': manual.set(d.transactionId as string, d.at); break;
      case 'AuthorizationCleared': Object.assign(auths.get(d.authorizationId as string)!, { status: 'Posted', posted: d.amountCents }); break;
      case 'AuthorizationReversed': auths.get(d.authorizationId as string)!.reversed = true; break;
      case 'AuthorizationRefunded': auths.get(d.authorizationId as string)!.refunded += d.amountCents as number; break;
      case 'LedgerFundsSet': funding.set(d.ledgerId as string, d.funding as number); break;
      case 'FundsAllocated': {
        const pool = allocations.get(d.ledgerId as string) ?? new Map<string, number>();
        pool.set(d.budgetId as string, d.cents as number);
        allocations.set(d.ledgerId as string, pool);
        break;
      }
      case 'AccountTermsSet':
        Object.assign(terms, { limit: d.creditLimitCents, rebate: d.rebateBasisPoints, apr: d.interestBasisPoints ?? 0, dueDays: d.paymentDueDays, lateFee: d.lateFeeCents });
        break;
      case 'CardActivityPosted': activity.push(...(d.entries as { kind: string; cents: number; at: string }[]).map((e) => ({ ...e, at: d.at }))); break;
      case 'CardCreated': cards.set(d.cardId as string, { last4: d.last4 as string, limit: d.limitCents as number, transactions: 0, spent: 0, posted: 0, thisMonth: 0 }); break;
      // The payments list: an ACH debit PENDING until the bank settles it (a PaymentReceived of its id) or returns it; any other payment SETTLED.
      case 'AchPaymentInitiated': paymentRows.set(d.paymentId as string, { cents: d.amountCents as number, status: 'PENDING' }); break;
      case 'PaymentReceived':
        payments.push({ cents: d.amountCents as number, at: d.at });
        paymentRows.set(d.paymentId as string, { cents: d.amountCents as number, status: 'SETTLED' });
        break;
      // A debit returned after it settled is a payment taken back; one returned while pending had paid nothing.
      case 'AchPaymentReturned':
        if ((d.restoredCents as number) > 0) payments.push({ cents: -(d.restoredCents as number), at: d.at });
        paymentRows.get(d.paymentId as string)!.status = 'RETURNED';
        break;
      case 'PaymentMissed': missedFee += d.lateFeeCents as number; break;
      case 'StatementClosed': closes.push({ periodStart: d.periodStart as string, periodEnd: d.periodEnd as string }); break;
    }
  }

  const transactions = new Map<string, { spent: number; refunded: number; day: string }>();
  const thisMonth = `${new Date().toISOString().slice(0, 7)}-01T00:00:00.000Z`;
  const budgets = new Map<string, { pending: number; posted: number }>();
  for (const [id, at] of manual) transactions.set(id, { spent: 0, refunded: 0, day: at.slice(0, 10) });
  const dayTotals = new Map<string, number>();
  for (const a of auths.values()) {
    const pending = a.status === 'Pending' && !a.reversed ? a.hold : 0;
    const posted = a.status === 'Posted' && !a.reversed ? a.posted - a.refunded : 0;
    transactions.set(a.transactionId, { spent: pending + posted, refunded: a.refunded, day: a.at.slice(0, 10) });
    // A card's figures: every transaction on it (declines too) in the cards CSV; what counts against a card limit is this calendar month's (UTC).
    const card = cards.get(a.cardId)!;
    Object.assign(card, { transactions: card.transactions + 1, spent: card.spent + pending + posted, posted: card.posted + posted });
    if (a.at >= thisMonth) card.thisMonth += pending + posted;
    if (a.status !== 'Declined' && !a.reversed) dayTotals.set(a.at.slice(0, 10), (dayTotals.get(a.at.slice(0, 10)) ?? 0) + pending + posted);
    if (!a.budgetId) continue;
    const b = budgets.get(a.budgetId) ?? { pending: 0, posted: 0 };
    budgets.set(a.budgetId, { pending: b.pending + pending, posted: b.posted + posted });
  }

  // The statements: January holds the card activity, February the payments, the late fee and the interest; March opens with purchases.
  const [jan, feb] = closes;
  const entries = totals(activity.filter((e) => e.at < feb!.periodStart));
  const march = totals(activity.filter((e) => e.at >= feb!.periodEnd));
  const holds = activity.reduce((sum, e) => sum + (e.kind === 'HOLD' ? e.cents : e.kind === 'RELEASE' ? -e.cents : 0), 0);
  const janRebate = Math.floor(((entries.debits - entries.credits) * terms.rebate) / 10_000);
  const janEnding = entries.debits - entries.credits - janRebate;
  const janDue = new Date(Date.parse(jan!.periodEnd) + terms.dueDays * DAY).toISOString();
  // Interest: what stayed unpaid after the due date, day by day, at the APR, until paid or the period's end.
  let unpaid = janEnding;
  let interestUnits = 0;
  let from = janDue;
  for (const p of payments) {
    if (p.at > janDue) { interestUnits += unpaid * terms.apr * Math.max(0, days(from, p.at)); from = p.at; }
    unpaid = Math.max(0, unpaid - p.cents);
  }
  interestUnits += unpaid * terms.apr * Math.max(0, days(from, feb!.periodEnd));
  const interest = Math.floor(interestUnits / (10_000 * 365));
  const paid = payments.reduce((sum, p) => sum + p.cents, 0);
  const febEnding = janEnding + missedFee + interest - paid;
  const statements = new Map<string, Record<string, number>>([
    [jan!.periodStart, { starting_balance: 0, debits: entries.debits, credits: entries.credits + janRebate, rebate: janRebate, payments: 0, fees: 0, interest: 0, ending_balance: janEnding, amount_due: janEnding, paid, still_due: Math.max(0, janEnding - paid), transaction_count: entries.count }],
    [feb!.periodStart, { starting_balance: janEnding, debits: 0, credits: 0, rebate: 0, payments: paid, fees: missedFee, interest, ending_balance: febEnding, amount_due: Math.max(0, febEnding), paid: 0, still_due: Math.max(0, febEnding), transaction_count: 0 }],
  ]);
  const balance = febEnding + march.debits - march.credits;
  const account = {
    balance, pending: holds, available: terms.limit - balance - holds, amount_due: Math.max(0, febEnding), statement_amount: Math.max(0, febEnding),
    statement_paid: 0, rebate_credited: janRebate, rebate_accrued: Math.floor((Math.max(0, march.debits - march.credits) * terms.rebate) / 10_000), interest_accrued: 0,
    interest_basis_points: terms.apr, upcoming_starting_balance: febEnding,
  };
  const pools = new Map<string, { funding: number; allocated: number; unallocated: number }>();
  for (const [ledgerId, size] of funding) {
    const allocated = [...(allocations.get(ledgerId)?.values() ?? [])].reduce((sum, c) => sum + c, 0);
    pools.set(ledgerId, { funding: size, allocated, unallocated: Math.max(0, size - allocated) });
  }
  return { transactions, cards, payments: paymentRows, budgets, days: dayTotals, statements, account, pools, statementLines: entries.count + entries.refunds, activityLines: activity.filter((e) => e.kind === 'DEBIT' || e.kind === 'CREDIT').length };
};
