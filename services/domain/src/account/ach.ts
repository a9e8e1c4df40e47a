import { badInput, notFound } from '../shared/errors';
import { refuseIfAny, type FieldErrors } from '../budgets/rules';
import type { BankItemState } from '../bank/decider';
import type { AccountState } from './decider';
import type { AccountEvent } from './events';
import { ACCOUNT_MESSAGES as M } from './rules';

/**
 * ACH debits from a linked bank account (issue #25 item 3). How a real issuer treats them, and so
 * this account:
 * - PENDING: the debit may still come back (R01 insufficient funds arrives days later), so a pending
 *   payment lowers neither the balance nor the amount due, restores no credit and lifts no
 *   suspension. It only counts against what may still be paid: two pending payments cannot add up to
 *   more than is owed.
 * - SETTLED: it becomes a PaymentReceived (same paymentId): balance, amount due, the statement's
 *   payments, and reinstatement when nothing of the missed amount is left. A suspension lifts only so.
 * - RETURNED: the debt stays (it was never lowered) or, returned after it settled, is put back, on
 *   the balance and on the statement due it had paid. When that due is past and unpaid again, the
 *   account is suspended: a PaymentMissed (late fee per the terms) if the due had not been missed,
 *   else the suspension the payment had lifted comes back.
 * - A due is not missed while debits initiated by its due date, still pending, cover it (a bank pays
 *   an ACH debit days after it is made): if one comes back, its return suspends the account.
 */
export type AchStatus = 'PENDING' | 'SETTLED' | 'RETURNED';

export interface AchPayment {
  amountCents: number;
  status: AchStatus;
  userId: string;
  /** When the debit was initiated: by the due date, it pays that due in time unless the bank returns it. */
  initiatedAt: string;
  /** Once settled: the statement due it lowered and by how much (a return after settlement puts it back). */
  settledAgainst: { periodStart: string; cents: number } | null;
}

/** NACHA return codes the bank feed may send, with what they mean to the person who paid. */
export const ACH_RETURN_REASONS: Record<string, string> = {
  R01: 'Insufficient funds',
  R02: 'Account closed',
  R03: 'No account or unable to locate account',
  R04: 'Invalid account number',
  R08: 'Payment stopped',
  R10: 'Customer advises not authorized',
  R16: 'Account frozen',
  R20: 'Non-transaction account',
  R29: 'Corporate customer advises not authorized',
};

export const achReturnReason = (code: string, given?: string | null): string => given?.trim() || ACH_RETURN_REASONS[code] || `Returned by the bank (${code})`;

/** The bank account a payment is drawn from, as its connection's stream tells it; null when there is no such account. */
export interface AchSource {
  companyId: string;
  archived: boolean;
  label: string;
}

export const achSourceOf = (item: BankItemState, accountId: string): AchSource | null => {
  const account = item.exists ? item.accounts.find((a) => a.accountId === accountId) : undefined;
  if (!account || !item.companyId) return null;
  return { companyId: item.companyId, archived: item.archived, label: `${item.institutionName} · ${account.name} ••${account.mask}` };
};

export type AchCommand =
  | { type: 'InitiateAchPayment'; companyId: string; paymentId: string; bankItemId: string; bankAccountId: string; source: AchSource | null; amountCents: number; userId: string; now: string }
  | { type: 'SettleAchPayment'; paymentId: string; transferId: string; now: string }
  | { type: 'ReturnAchPayment'; paymentId: string; returnCode: string; returnReason?: string | null; now: string };

/** What pending ACH payments add up to (those initiated by `by`, an ISO time, when given): what may still be paid is the balance less this. */
export const achPendingCents = (state: AccountState, by?: string): number =>
  [...state.achPayments.values()].reduce((sum, p) => sum + (p.status === 'PENDING' && (by === undefined || p.initiatedAt <= by) ? p.amountCents : 0), 0);

const decideInitiate = (c: Extract<AchCommand, { type: 'InitiateAchPayment' }>, state: AccountState): AccountEvent[] => {
  if (state.paymentIds.has(c.paymentId)) return []; // the same Idempotency-Key: initiated once
  if (!state.exists) throw badInput('amount', M.noAccount);
  const fields: FieldErrors = {};
  if (!Number.isInteger(c.amountCents) || c.amountCents <= 0) fields.amount = M.paymentAmount;
  else if (c.amountCents > state.balanceCents - achPendingCents(state)) fields.amount = achPendingCents(state) > 0 ? M.achAbovePending : M.paymentAboveBalance;
  // Another company's account reads as no account at all: its existence is not the caller's to know.
  if (!c.source || c.source.companyId !== c.companyId) fields.bankAccountId = M.bankAccount;
  else if (c.source.archived) fields.bankAccountId = M.bankAccountArchived;
  refuseIfAny(fields);
  return [{
    type: 'AchPaymentInitiated',
    data: { companyId: c.companyId, paymentId: c.paymentId, bankItemId: c.bankItemId, bankAccountId: c.bankAccountId, bankAccountLabel: c.source!.label, amountCents: c.amountCents, userId: c.userId, at: c.now },
  }];
};

export const decideAch = (c: AchCommand, state: AccountState, evolve: (s: AccountState, e: AccountEvent) => AccountState): AccountEvent[] => {
  if (c.type === 'InitiateAchPayment') return decideInitiate(c, state);
  const payment = state.achPayments.get(c.paymentId);
  if (!payment) throw notFound('ACH payment');
  const companyId = state.companyId!;
  if (c.type === 'SettleAchPayment') {
    // The bank feed's settled (or its event again): applied once; a returned one cannot settle.
    if (payment.status !== 'PENDING') return [];
    const paid: AccountEvent = {
      type: 'PaymentReceived',
      data: { companyId, paymentId: c.paymentId, amountCents: payment.amountCents, paymentType: 'ACH', detail: c.transferId, userId: payment.userId, at: c.now },
    };
    const after = evolve(state, paid);
    const reinstated = state.status === 'SUSPENDED' && (after.due?.cents ?? 0) === 0;
    return reinstated ? [paid, { type: 'AccountReinstated', data: { companyId, at: c.now } }] : [paid];
  }
  if (payment.status === 'RETURNED') return [];
  const returned = {
    type: 'AchPaymentReturned' as const,
    data: { companyId, paymentId: c.paymentId, amountCents: payment.amountCents, returnCode: c.returnCode, returnReason: achReturnReason(c.returnCode, c.returnReason), restoredCents: payment.status === 'SETTLED' ? payment.amountCents : 0, suspends: false, at: c.now },
  };
  const due = evolve(state, returned).due;
  if (!due || due.cents === 0 || c.now <= due.dueDate) return [returned];
  if (due.missed) return [{ ...returned, data: { ...returned.data, suspends: state.status === 'ACTIVE' } }];
  return [returned, { type: 'PaymentMissed', data: { companyId, periodStart: due.periodStart, amountDueCents: due.cents, dueDate: due.dueDate, lateFeeCents: state.lateFeeCents, at: c.now } }];
};
