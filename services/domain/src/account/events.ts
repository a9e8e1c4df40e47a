import { z } from 'zod';
import { BILLING_CYCLES } from './billing-cycle';
import { PAYMENT_TYPES } from '../transactions/bookkeeping-events';

const at = z.iso.datetime();
const cents = z.number().int().nonnegative();

/** Spec 4 account status and balance state, as far as this product moves them. */
export const ACCOUNT_STATUSES = ['ACTIVE', 'SUSPENDED'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export type BalanceState = 'OPEN' | 'BLOCKED';

/**
 * The company's card account (stream `account-<companyId>`): its credit line, billing cycle,
 * rebate rate and payment terms. The first one opens the account; the first statement period is
 * the one it was opened in.
 */
export const accountTermsSet = z.object({
  type: z.literal('AccountTermsSet'),
  data: z.object({
    companyId: z.uuid(),
    name: z.string().min(1),
    creditLimitCents: cents,
    cycle: z.enum(BILLING_CYCLES),
    rebateBasisPoints: z.number().int().min(0).max(10_000),
    paymentDueDays: z.number().int().min(1).max(60),
    /** Charged once on the next statement when a statement's payment is missed; 0 for none. */
    lateFeeCents: cents,
    /** The APR on what a statement still asks for after its due date; 0% is a term too. Absent in terms set before interest existed: 0. */
    interestBasisPoints: z.number().int().min(0).max(10_000).optional(),
    at,
  }),
});

/**
 * What card purchases did to the credit line, appended by the authorizer with the ledger events of
 * the same batch (one atomic append): a hold on approval, released when the purchase clears or is
 * reversed; a debit when it posts; a credit when it is refunded. `at` is when each happened; the
 * entry lands on the statement of that period, or the first one still open.
 */
export const cardActivityEntry = z.object({
  transactionId: z.uuid(),
  kind: z.enum(['HOLD', 'RELEASE', 'DEBIT', 'CREDIT']),
  cents: z.number().int().positive(),
  at,
});
export type CardActivityEntry = z.infer<typeof cardActivityEntry>;

export const cardActivityPosted = z.object({
  type: z.literal('CardActivityPosted'),
  data: z.object({ companyId: z.uuid(), entries: z.array(cardActivityEntry).min(1), at }),
});

/** A payment toward the balance (spec 4 payment types; the detail is labelled per spec 9, PAYMENT_DETAIL_LABELS); `detail` is the ACH number, the card's last 4 digits, the check number or free text. */
export const paymentReceived = z.object({
  type: z.literal('PaymentReceived'),
  data: z.object({
    companyId: z.uuid(),
    paymentId: z.uuid(),
    amountCents: z.number().int().positive(),
    paymentType: z.enum(PAYMENT_TYPES),
    detail: z.string().nullable(),
    userId: z.uuid().nullable(),
    at,
  }),
});

/**
 * An admin asked to pay by ACH debit from a linked bank account: PENDING until the bank feed says the
 * transfer settled (a PaymentReceived of the same paymentId follows) or was returned. A pending
 * payment neither lowers the balance nor lifts a suspension (see ach.ts).
 */
export const achPaymentInitiated = z.object({
  type: z.literal('AchPaymentInitiated'),
  data: z.object({
    companyId: z.uuid(),
    paymentId: z.uuid(),
    bankItemId: z.uuid(),
    bankAccountId: z.string().min(1),
    /** The account as the admin chose it ("First Platypus Bank · Plaid Checking ••4100"). */
    bankAccountLabel: z.string(),
    amountCents: z.number().int().positive(),
    userId: z.uuid(),
    at,
  }),
});

/**
 * The bank returned the debit (NACHA return code, e.g. R01 insufficient funds). Before it settled
 * nothing was lowered, so the debt simply stays; after, `restoredCents` puts it back. `suspends`:
 * the account is suspended again (the statement's due this payment had covered is past).
 */
export const achPaymentReturned = z.object({
  type: z.literal('AchPaymentReturned'),
  data: z.object({
    companyId: z.uuid(),
    paymentId: z.uuid(),
    amountCents: z.number().int().positive(),
    returnCode: z.string().min(1),
    returnReason: z.string(),
    restoredCents: cents,
    suspends: z.boolean(),
    at,
  }),
});

/**
 * A closed statement: never changed afterwards. `credits` holds refunds and the rebate credited;
 * `amountDue` is the ending balance when positive, due on `dueDate`.
 */
export const statementClosed = z.object({
  type: z.literal('StatementClosed'),
  data: z.object({
    companyId: z.uuid(),
    periodStart: at,
    periodEnd: at,
    startingBalance: z.number().int(),
    /** Net of ACH payments returned in the period after they settled in an earlier one: can be below 0. */
    payments: z.number().int(),
    credits: cents,
    debits: cents,
    interest: cents,
    fees: cents,
    rebate: cents,
    rebateBasisPoints: z.number().int().min(0).max(10_000),
    endingBalance: z.number().int(),
    transactionCount: z.number().int().nonnegative(),
    amountDue: cents,
    dueDate: at,
    at,
  }),
});

/** The amount due was not paid by its due date: the account is suspended (its cards decline) until paid. */
export const paymentMissed = z.object({
  type: z.literal('PaymentMissed'),
  data: z.object({ companyId: z.uuid(), periodStart: at, amountDueCents: z.number().int().positive(), dueDate: at, lateFeeCents: cents, at }),
});

/** The missed amount was paid: the account is active again. */
export const accountReinstated = z.object({
  type: z.literal('AccountReinstated'),
  data: z.object({ companyId: z.uuid(), at }),
});

export const accountEvent = z.discriminatedUnion('type', [accountTermsSet, cardActivityPosted, paymentReceived, achPaymentInitiated, achPaymentReturned, statementClosed, paymentMissed, accountReinstated]);
export type AccountEvent = z.infer<typeof accountEvent>;
export const ACCOUNT_EVENT_TYPES = accountEvent.options.map((o) => o.shape.type.value);
