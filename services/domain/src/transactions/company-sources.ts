import { can, type Permission } from '../shared/permissions';
import type { Role } from '../shared/roles';
import { BOOKKEEPING_SOURCES, type PaymentType } from './bookkeeping-events';

/**
 * Spec 4 transaction sources as the list offers them: card purchases, the books' own entries, and
 * the company's bank feed (PLAID) and payments toward the card account (PAYMENT). The spec's two
 * internal variants and PCAASA are not offered: nothing in this product records them.
 */
export const TRANSACTION_SOURCES = ['CARD', ...BOOKKEEPING_SOURCES, 'PLAID', 'PAYMENT'] as const;
export type TransactionSource = (typeof TRANSACTION_SOURCES)[number];

export const TRANSACTION_SOURCE_LABELS: Record<TransactionSource, string> = {
  CARD: 'Card', MANUAL: 'Manual', REIMBURSEMENT: 'Reimbursement', MILEAGE: 'Mileage', PLAID: 'Bank feed', PAYMENT: 'Payment',
};

/**
 * The company's own money movements: no budget, card or spender, nothing to book (no receipt, no
 * coding, no accounting sync), not spend, not judged by the expense policy. They are listed only when
 * the source filter asks for them, as declines are only by their status.
 */
export const COMPANY_SOURCES = ['PLAID', 'PAYMENT'] as const;
export type CompanySource = (typeof COMPANY_SOURCES)[number];

export const isCompanySource = (source: string): source is CompanySource => (COMPANY_SOURCES as readonly string[]).includes(source);

/** Who reads them: those who read the bank connections (/cards/external) and the payments (/transactions/payments), spec 6. */
const READ_PERMISSION: Record<CompanySource, Permission> = { PLAID: 'externalCards.read', PAYMENT: 'payments.read' };

/** The company sources these roles may not see: their rows are left out of every list, page and export. */
export const hiddenSources = (roles: readonly Role[]): CompanySource[] => COMPANY_SOURCES.filter((s) => !can(roles, READ_PERMISSION[s]));

/** The sources these roles may filter the list by. */
export const visibleSources = (roles: readonly Role[]): TransactionSource[] => {
  const hidden: readonly string[] = hiddenSources(roles);
  return TRANSACTION_SOURCES.filter((s) => !hidden.includes(s));
};

/** Why a bookkeeping change of such a row is refused (the bank and the card account own them). */
export const COMPANY_SOURCE_MESSAGES: Record<CompanySource, string> = {
  PLAID: 'This transaction came from the bank feed: it stays as the bank reports it and cannot be changed here.',
  PAYMENT: 'This is a payment toward the card account: it cannot be changed here. See Payments.',
};

/** Why such a row cannot be entered by hand: the bank feed and the card account record them. */
export const COMPANY_SOURCE_CREATE_MESSAGE = 'Bank-feed transactions come from a bank connection and payments from Payments: add a manual or out-of-pocket transaction here.';

const PAYMENT_TITLES: Record<PaymentType, string> = { ACH: 'ACH payment', CARD: 'Card payment', CASH: 'Cash payment', CHECK: 'Check payment' };

/** A payment's line in the transactions list ("ACH payment"). */
export const paymentTitle = (paymentType: PaymentType): string => PAYMENT_TITLES[paymentType];

/** What a returned ACH payment says on its row: the NACHA code and its reason. */
export const returnedPaymentNote = (returnCode: string, returnReason: string): string => `Returned by the bank (${returnCode}): ${returnReason}`;
