import type { Decider } from '../shared/decider';
import { badInput } from '../shared/errors';
import { parseAmountToCents } from '../shared/money';
import type { BooksPolicyEvent } from './bookkeeping-events';
import { BOOKKEEPING_MESSAGES as M } from './bookkeeping-rules';

export interface BooksPolicy {
  receiptRequiredAboveCents: number | null;
  subscriptionReceiptsExempt: boolean;
  isProjectsEnabled: boolean;
  isInvoiceNumberEnabled: boolean;
  receiptLockDays: number | null;
}

export const DEFAULT_POLICY_SETTINGS: BooksPolicy = {
  receiptRequiredAboveCents: null, subscriptionReceiptsExempt: false, isProjectsEnabled: false, isInvoiceNumberEnabled: false, receiptLockDays: null,
};

/** An edit of the policy: absent fields keep their value; `receiptRequiredAbove` as typed ("75.00"), null for never. */
export interface SetBooksPolicy {
  type: 'SetBooksPolicy';
  companyId: string;
  receiptRequiredAbove?: string | null;
  subscriptionReceiptsExempt?: boolean;
  isProjectsEnabled?: boolean;
  isInvoiceNumberEnabled?: boolean;
  receiptLockDays?: number | null;
  now: string;
}

const threshold = (typed: string | null): number | null => {
  if (typed === null || typed.trim() === '') return null;
  const cents = parseAmountToCents(typed);
  if (cents === null) throw badInput('receiptRequiredAbove', M.threshold);
  return cents;
};

const decide = (command: SetBooksPolicy, state: BooksPolicy): BooksPolicyEvent[] => {
  const lockDays = command.receiptLockDays === undefined ? state.receiptLockDays : command.receiptLockDays;
  if (lockDays !== null && !(Number.isInteger(lockDays) && lockDays >= 1 && lockDays <= 365)) throw badInput('receiptLockDays', M.receiptLockDays);
  const next: BooksPolicy = {
    receiptRequiredAboveCents: command.receiptRequiredAbove === undefined ? state.receiptRequiredAboveCents : threshold(command.receiptRequiredAbove),
    subscriptionReceiptsExempt: command.subscriptionReceiptsExempt ?? state.subscriptionReceiptsExempt,
    isProjectsEnabled: command.isProjectsEnabled ?? state.isProjectsEnabled,
    isInvoiceNumberEnabled: command.isInvoiceNumberEnabled ?? state.isInvoiceNumberEnabled,
    receiptLockDays: lockDays,
  };
  if ((Object.keys(next) as (keyof BooksPolicy)[]).every((k) => next[k] === state[k])) return [];
  return [{ type: 'BooksPolicySet', data: { companyId: command.companyId, ...next, at: command.now } }];
};

/** A company's books policy; stream `books-policy-<companyId>`. */
export const booksPolicyDecider: Decider<BooksPolicy, SetBooksPolicy, BooksPolicyEvent> = {
  initialState: () => DEFAULT_POLICY_SETTINGS,
  evolve: (_, event) => {
    const { companyId: _c, at: _a, ...policy } = event.data;
    return policy;
  },
  decide,
};
