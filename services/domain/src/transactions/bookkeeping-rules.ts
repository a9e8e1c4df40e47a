import { badInput } from '../shared/errors';
import { formatMoney, parseAmountToCents, type Cents } from '../shared/money';
import type { Permission } from '../shared/permissions';
import type { PaymentType, SplitLine } from './bookkeeping-events';

export const BOOKKEEPING_MESSAGES = {
  locked: 'This transaction is locked. Unlock it to make changes.',
  synced: 'This transaction was synced to accounting and is locked. Record a correction instead.',
  receiptAttached: 'This transaction already has a receipt.',
  noSpender: 'This transaction has no spender to ask for a receipt.',
  cardAmount: 'The amount of a card transaction cannot be changed.',
  cardDate: 'The date of a card transaction cannot be changed.',
  cardDelete: 'Card transactions cannot be deleted.',
  mileageAmount: "The amount of a mileage trip is its miles at the company's rate: submit a new trip to change it.",
  mileageDate: 'The date of a mileage trip is the day it was driven: submit a new trip to change it.',
  mileageDelete: 'A mileage trip cannot be deleted permanently: use Delete, which hides it from the lists and keeps it in the history.',
  amount: 'Enter a positive amount in dollars and cents (at most two decimals), such as 250.50.',
  vendor: 'Vendor is required.',
  date: 'Enter the date of the transaction.',
  invoiceDisabled: 'Invoice numbers are not enabled for this company. An admin can turn them on in the company settings.',
  projectsDisabled: 'Projects are not enabled for this company.',
  splitLines: 'A split needs at least two lines.',
  splitSum: (amountCents: Cents) => `The split lines must add up to the transaction amount of ${formatMoney(amountCents)}.`,
  disputeDeclined: 'A declined transaction cannot be disputed.',
  disputeNotCard: 'Only card transactions can be disputed.',
  disputeReversed: 'A reversed transaction cannot be disputed.',
  disputeOpen: 'This transaction already has an open dispute.',
  noOpenDispute: 'This transaction has no open dispute.',
  disputeReason: 'Please select a reason for the dispute.',
  receiptMissing: 'This receipt is not attached to the transaction.',
  receiptLockDays: 'Receipt lock days must be a whole number from 1 to 365.',
  threshold: 'Enter the amount above which a receipt is required, such as 75.00.',
  noAutomaticCoding: 'This transaction has no automatic coding to undo.',
} as const;

/**
 * Spec 6 has no row for locking transactions or for the books policy; both belong to the admin
 * group (OA, MOA, SA). We use that group's accounting-integration permission: a lock is what the
 * accounting sync sets on a synced transaction (ARCHITECTURE 12).
 */
export const BOOKS_ADMIN_PERMISSION: Permission = 'company.integrations.update';

/** Spec 9 payment detail labels per payment type (the `transactionMethods` query). */
export const TRANSACTION_METHODS: readonly { paymentType: PaymentType; detailLabel: string }[] = [
  { paymentType: 'ACH', detailLabel: 'ACH Number' },
  { paymentType: 'CARD', detailLabel: 'Last 4 Digits' },
  { paymentType: 'CHECK', detailLabel: 'Check Number' },
  { paymentType: 'CASH', detailLabel: 'Payment Details' },
];

/** The fixed list the dispute form offers (the `disputeReasons` query). */
export const DISPUTE_REASONS: readonly { id: string; name: string }[] = [
  { id: 'UNRECOGNIZED', name: 'I do not recognize this charge' },
  { id: 'DUPLICATE', name: 'Duplicate charge' },
  { id: 'NOT_RECEIVED', name: 'Goods or services not received' },
  { id: 'WRONG_AMOUNT', name: 'Charged the wrong amount' },
  { id: 'CANCELLED_SUBSCRIPTION', name: 'Subscription was cancelled' },
  { id: 'OTHER', name: 'Other' },
];

/** A typed amount ("42.10") to positive cents, or the field's message. */
export const parseTransactionAmount = (input: string, field = 'amount'): Cents => {
  const cents = parseAmountToCents(input);
  if (cents === null || cents <= 0) throw badInput(field, BOOKKEEPING_MESSAGES.amount);
  return cents;
};

/** Splits sum exactly to the amount (a one-line split says nothing a plain coding does not). */
export const checkSplit = (lines: readonly SplitLine[], amountCents: Cents): void => {
  if (lines.length === 0) return;
  if (lines.length === 1) throw badInput('splits', BOOKKEEPING_MESSAGES.splitLines);
  if (lines.reduce((sum, l) => sum + l.amountCents, 0) !== amountCents) throw badInput('splits', BOOKKEEPING_MESSAGES.splitSum(amountCents));
};
