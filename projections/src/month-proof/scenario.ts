import { randomUUID } from 'node:crypto';
import {
  accountDecider, cardDecider, decideCardActivity, ledgerDecider, type AccountCommand, type AccountEvent, type AccountState, type CardEvent, type CardState,
  streams, type DomainEvent, type LedgerEvent, type LedgerMessage, type LedgerState,
} from '@spend/domain';
import { monthBooks, type MonthCoding, type PurchaseFacts } from './scenario-books';
import { monthBudgets, type MonthContext } from './scenario-budgets';

/**
 * One month of a company's card program, decided by the real deciders in the order the system
 * would (the budget forms, the authorizer's batches, the approval workflow, the statement close,
 * payments, the books and the accounting sync): top budgets and a sub-budget, cards of each kind,
 * purchases at restaurants and taxis (held with their tip), other shops, clearings above and below
 * the amount, reversals, partial refunds, declines for a budget that runs out, an approved increase
 * of that budget, coding and receipts under the books policy (scenario-books.ts), a mileage trip
 * and an out-of-pocket expense reimbursed, the statement close, an accounting sync the platform
 * refuses one transaction of and a correction after it, a partial payment after the due date
 * (interest), an ACH debit that settles and then comes back, another returned while pending, the
 * next close, and March's first purchases (a rebate accrues).
 * Deterministic: the same seed gives the same history.
 */
export interface MonthHistory {
  companyId: string;
  events: DomainEvent[];
  /** The stream each event is appended to, as the services append it (events[i] to streamNames[i]). */
  streamNames: string[];
  /** What the month's sync sends (complete, posted and not refunded, and the out-of-pocket expense first, which the platform refuses). */
  readyToSync: string[];
}

const DAY = 86_400_000;
const MONTH = '2026-01-01T00:00:00.000Z';
const MCCS = ['5812', '4121', '5411', '5942', '5814', '7011'];

/** A small deterministic generator (mulberry32), so the month is the same on every run. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

/**
 * `companyId`, `adminUserId`: the company the month is of and its admin (new ids when not given: a company the API knows, for a proof through it);
 * `coding`: the GL codes and projects its books use (the accounting platform's, for a proof that syncs to it).
 */
export interface MonthOptions {
  budgets?: number; cardsPerBudget?: number; purchasesPerDay?: number; seed?: number; companyId?: string; adminUserId?: string; coding?: MonthCoding;
  /** false: the month's accounting sync and its correction are left to the caller (a proof that syncs to the platform itself). */
  sync?: boolean;
}

export const monthHistory = (options: MonthOptions = {}): MonthHistory => {
  const { budgets: budgetCount = 4, cardsPerBudget = 3, purchasesPerDay = 12, seed = 2026, companyId = randomUUID(), adminUserId = randomUUID(), coding, sync = true } = options;
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const events: DomainEvent[] = [];
  const ledgers = new Map<string, LedgerState>();
  const cards = new Map<string, CardState>();
  let account: AccountState = accountDecider.initialState();
  const streamNames: string[] = [];
  const record = (stream: string, list: DomainEvent[]) => { events.push(...list); streamNames.push(...list.map(() => stream)); };
  const takeAccount = (list: AccountEvent[]) => { for (const e of list) account = accountDecider.evolve(account, e); record(streams.account(companyId), list); };
  const takeLedger = (ledgerId: string, list: LedgerEvent[]) => {
    ledgers.set(ledgerId, list.reduce(ledgerDecider.evolve, ledgers.get(ledgerId) ?? ledgerDecider.initialState()));
    record(streams.ledger(ledgerId), list);
  };
  const runAccount = (command: AccountCommand) => takeAccount(accountDecider.decide(command, account));

  runAccount({ type: 'SetAccountTerms', companyId, name: 'Month card account', creditLimitCents: 50_000_000, cycle: 'MONTHLY', rebateBasisPoints: 150, paymentDueDays: 10, lateFeeCents: 2_500, interestBasisPoints: 1_800, now: MONTH });
  const funding = budgetCount * 400_000;
  takeLedger(companyId, [{ type: 'LedgerFundsSet', data: { ledgerId: companyId, companyId, funding, ceiling: funding, at: MONTH } }]);
  const ctx: MonthContext = { companyId, adminUserId, record, ledger: (id) => ledgers.get(id) ?? ledgerDecider.initialState(), takeLedger };
  const plan = monthBudgets(ctx, funding);
  // The last top budget is small: it runs out and its purchases are declined. The first has a sub-budget with cards of its own.
  const budgetIds = Array.from({ length: budgetCount }, (_, i) => plan.create(`Budget ${i + 1}`, i === budgetCount - 1 ? 30_000 : 300_000, null, MONTH));
  budgetIds.push(plan.create('Budget 1 · Events', 60_000, budgetIds[0]!, MONTH));
  for (const budgetId of budgetIds) {
    for (let c = 0; c < cardsPerBudget; c++) {
      const cardId = randomUUID();
      const created: CardEvent = {
        type: 'CardCreated',
        data: {
          cardId, companyId, format: c === 0 ? 'SUBSCRIPTION' : c === 1 ? 'PHYSICAL' : 'DIGITAL', isRechargeable: false, spenderUserId: randomUUID(), creatorUserId: null, budgetId,
          shippingAddress: null, limitCents: 200_000, controls: { dateRange: null, frequency: null, mcc: null }, last4: String(1000 + cards.size), activated: true, createdAt: MONTH,
        },
      };
      cards.set(cardId, cardDecider.evolve(cardDecider.initialState(), created));
      record(streams.card(cardId), [created]);
    }
  }

  /** One authorizer batch: the messages of one budget's ledger, decided with the credit line; appended together. */
  const batch = (budgetId: string, messages: LedgerMessage[], now: string) => {
    const state = ledgers.get(budgetId) ?? ledgerDecider.initialState();
    const budget = { budgetId, companyId, exists: true, active: true, name: `Budget ${budgetId.slice(0, 4)}` };
    const decided = decideCardActivity(account, [{ ledgerId: budgetId, budget, messages, state }], { companyId, now });
    takeLedger(budgetId, decided.ledgers[0]!.filter((e): e is LedgerEvent => e !== null));
    takeAccount(decided.account);
  };

  const open: { budgetId: string; authorizationId: string; amount: number; mcc: string }[] = [];
  const bought: { transactionId: string; authorizationId: string; budgetId: string }[] = [];
  const cardList = [...cards.values()];
  const buy = (at: string) => {
    const card = pick(cardList);
    const amount = 500 + Math.floor(rnd() * 20_000);
    const mcc = pick(MCCS);
    const authorizationId = randomUUID();
    const transactionId = randomUUID();
    batch(card.budgetId!, [{
      kind: 'authorize', at, card,
      request: { authorizationId, transactionId, cardId: card.cardId, amountCents: amount, currency: 'USD', merchantName: `Merchant ${mcc}`, merchantId: null, mcc, country: 'US' },
    }], at);
    if (!ledgers.get(card.budgetId!)!.auths.get(authorizationId)?.approved) return;
    open.push({ budgetId: card.budgetId!, authorizationId, amount, mcc });
    bought.push({ transactionId, authorizationId, budgetId: card.budgetId! });
  };
  /** The network's follow-ups for purchases of earlier days: most clear (tips above the amount, fuel below), some are reversed, some refunded in part. */
  const followUp = (keep: number, at: (hour: number) => string) => {
    while (open.length > keep) {
      const purchase = open.shift()!;
      const roll = rnd();
      const messageId = randomUUID();
      const cleared = purchase.mcc === '5812' || purchase.mcc === '4121' ? Math.floor(purchase.amount * (1 + rnd() * 0.2)) : purchase.amount - Math.floor(rnd() * 100);
      const messages: LedgerMessage[] = roll < 0.1
        ? [{ kind: 'reverse', messageId, authorizationId: purchase.authorizationId, at: at(21) }]
        : [{ kind: 'clear', messageId, authorizationId: purchase.authorizationId, amountCents: cleared, at: at(21) }];
      if (roll > 0.85) messages.push({ kind: 'refund', messageId: randomUUID(), authorizationId: purchase.authorizationId, amountCents: Math.max(1, Math.floor(cleared / 3)), at: at(22) });
      batch(purchase.budgetId, messages, at(22));
    }
  };
  const small = budgetIds[budgetCount - 1]!;
  for (let day = 0; day < 31; day++) {
    const at = (hour: number) => new Date(Date.parse(MONTH) + day * DAY + hour * 3_600_000).toISOString();
    // Mid-month the small budget's spender asks for more and the admin approves: its purchases go through again until it runs out anew.
    if (day === 14) plan.approveIncrease(small, '150.00', randomUUID(), at(7));
    for (let p = 0; p < purchasesPerDay; p++) buy(at(8 + (p % 12)));
    followUp(purchasesPerDay * 2, at);
  }

  // The month's books: coding and receipts on the card purchases as they stand at its end, a mileage trip, a reimbursement.
  const facts = (t: (typeof bought)[number]): PurchaseFacts => {
    const auth = ledgers.get(t.budgetId)!.auths.get(t.authorizationId)!;
    return {
      transactionId: t.transactionId, companyId, amountCents: auth.status === 'Posted' ? auth.postedCents : auth.authorizedCents, refundedCents: auth.refundedCents,
      status: auth.status === 'Reversed' ? 'Pending' : auth.status, isReversed: auth.status === 'Reversed',
    };
  };
  const books = monthBooks(ctx, rnd, coding ?? { generalLedgerIds: [randomUUID(), randomUUID(), randomUUID()], projectIds: [randomUUID(), randomUUID()] }, bought.map(facts), budgetIds[1]!);

  // January closes on 1 February; half of it is paid on time, the rest after the due date (11 February): interest runs.
  runAccount({ type: 'CloseStatement', periodStart: MONTH, now: '2026-02-01T00:05:00.000Z' });
  const readyToSync = books.ready();
  if (sync) books.sync();
  const due = account.due!;
  runAccount({ type: 'RecordPayment', companyId, paymentId: randomUUID(), amountCents: Math.floor(due.cents / 2), paymentType: 'ACH', detail: '021000021', userId: null, now: '2026-02-05T12:00:00.000Z' });
  runAccount({ type: 'ReviewPaymentDue', now: '2026-02-12T00:00:00.000Z' });
  // An ACH debit from the company's bank settles, then comes back (R01): the debt, and the interest on it, return.
  const bank = { companyId, archived: false, label: 'Month Bank · Operating ••6789' };
  const ach = (paymentId: string, amountCents: number, now: string) =>
    runAccount({ type: 'InitiateAchPayment', companyId, paymentId, bankItemId: companyId, bankAccountId: 'acc-0', source: bank, amountCents, userId: companyId, now });
  const returned = randomUUID();
  ach(returned, Math.floor(account.due!.cents / 3), '2026-02-14T12:00:00.000Z');
  runAccount({ type: 'SettleAchPayment', paymentId: returned, transferId: 'transfer-month-1', now: '2026-02-16T12:00:00.000Z' });
  runAccount({ type: 'ReturnAchPayment', paymentId: returned, returnCode: 'R01', now: '2026-02-18T12:00:00.000Z' });
  // Another comes back while still pending: nothing had moved.
  const bounced = randomUUID();
  ach(bounced, 1_000, '2026-02-18T13:00:00.000Z');
  runAccount({ type: 'ReturnAchPayment', paymentId: bounced, returnCode: 'R01', now: '2026-02-19T12:00:00.000Z' });
  runAccount({ type: 'RecordPayment', companyId, paymentId: randomUUID(), amountCents: account.due!.cents, paymentType: 'CHECK', detail: '2042', userId: null, now: '2026-02-20T12:00:00.000Z' });
  runAccount({ type: 'CloseStatement', periodStart: '2026-02-01T00:00:00.000Z', now: '2026-03-01T00:05:00.000Z' });
  // March opens with a few purchases: their rebate accrues on the upcoming statement.
  for (let day = 0; day < 3; day++) {
    const at = (hour: number) => new Date(Date.parse('2026-03-01T00:00:00.000Z') + day * DAY + hour * 3_600_000).toISOString();
    for (let p = 0; p < 4; p++) buy(at(9 + p));
    followUp(4, at);
  }
  return { companyId, events, streamNames, readyToSync };
};
