import { refuseIfAny, type FieldErrors } from '../budgets/rules';
import { BILLING_CYCLES, type BillingCycle } from './billing-cycle';
import type { PaymentType } from '../transactions/bookkeeping-events';
import type { AccountState } from './decider';

export const MAX_REBATE_BASIS_POINTS = 10_000;

export const ACCOUNT_MESSAGES = {
  noAccount: 'This company has no card account yet. Set up its credit line first.',
  name: 'Enter the account name.',
  creditLimit: 'Enter the credit line in whole cents, 0 or more.',
  cycle: 'Choose a billing cycle: monthly, semi-monthly or weekly.',
  cycleLocked: 'The billing cycle can change only when the current period has no activity yet, right after a statement closes.',
  rebate: 'Enter a rebate rate from 0 to 10,000 basis points.',
  dueDays: 'Enter the days to pay a statement, from 1 to 60.',
  lateFee: 'Enter the late fee in whole cents, 0 or more.',
  interest: 'Enter an interest rate (APR) from 0 to 10,000 basis points.',
  periodOpen: 'This billing period has not ended yet: its statement closes at the end of the period.',
  paymentAmount: 'Enter a payment amount greater than 0, in whole cents.',
  paymentAboveBalance: 'The payment is more than the balance owed.',
  last4: 'Enter the last 4 digits of the paying card.',
  achAbovePending: 'The payment is more than the balance owed less the bank payments still pending.',
  bankAccount: 'Choose a bank account linked to this company.',
  bankAccountArchived: "This bank account's connection is archived: restore it or choose another account.",
  paymentDetail: {
    ACH: 'Enter the ACH number.',
    CHECK: 'Enter the check number.',
    CARD: 'Enter the last 4 digits of the paying card.',
    CASH: '',
  } satisfies Record<PaymentType, string>,
} as const;

/** Spec 9 payment detail labels, one per payment type. */
export const PAYMENT_DETAIL_LABELS: Record<PaymentType, string> = { ACH: 'ACH Number', CARD: 'Last 4 Digits', CHECK: 'Check Number', CASH: 'Payment Details' };

export interface AccountTermsInput {
  name: string;
  creditLimitCents: number;
  cycle: BillingCycle;
  rebateBasisPoints: number;
  paymentDueDays: number;
  lateFeeCents: number;
  /** The APR in basis points; left out, the account keeps the rate it has (0 for a new one). */
  interestBasisPoints?: number;
}

/** The terms as recorded: every one of them set. */
export type AccountTerms = Required<AccountTermsInput>;

const basisPoints = (n: number): boolean => Number.isInteger(n) && n >= 0 && n <= MAX_REBATE_BASIS_POINTS;

const wholeCents = (n: number): boolean => Number.isInteger(n) && n >= 0;

/** The terms as they will be recorded, or a BAD_USER_INPUT naming each wrong field. */
export const validateTerms = (input: AccountTermsInput, state: AccountState): AccountTerms => {
  const fields: FieldErrors = {};
  const name = input.name.trim();
  if (!name) fields.name = ACCOUNT_MESSAGES.name;
  if (!wholeCents(input.creditLimitCents)) fields.approvedCreditLineAmount = ACCOUNT_MESSAGES.creditLimit;
  if (!BILLING_CYCLES.includes(input.cycle)) fields.billingCycle = ACCOUNT_MESSAGES.cycle;
  else if (state.exists && input.cycle !== state.cycle && state.periods.size > 0) fields.billingCycle = ACCOUNT_MESSAGES.cycleLocked;
  if (!basisPoints(input.rebateBasisPoints)) fields.rebateBasisPoints = ACCOUNT_MESSAGES.rebate;
  const interestBasisPoints = input.interestBasisPoints ?? state.interestBasisPoints;
  if (!basisPoints(interestBasisPoints)) fields.interestBasisPoints = ACCOUNT_MESSAGES.interest;
  if (!Number.isInteger(input.paymentDueDays) || input.paymentDueDays < 1 || input.paymentDueDays > 60) fields.paymentDueDays = ACCOUNT_MESSAGES.dueDays;
  if (!wholeCents(input.lateFeeCents)) fields.lateFeeCents = ACCOUNT_MESSAGES.lateFee;
  refuseIfAny(fields);
  const { creditLimitCents, cycle, rebateBasisPoints, paymentDueDays, lateFeeCents } = input;
  return { name, creditLimitCents, cycle, rebateBasisPoints, paymentDueDays, lateFeeCents, interestBasisPoints };
};
