import { CARD_MESSAGES, parseAmountToCents, parseTopUp, DomainError } from '@spend/domain';
import { z } from 'zod';
import type { TransactionControlInput } from '../../generated/graphql';
import type { CardDetail } from './operations';

// The card dialog's form: its values, their rules (spec 5 Card and Spend controls) and conversions.
export const values = z.object({
  type: z.string().nullable(),
  spender: z.object({ id: z.string(), name: z.string() }).nullable(),
  format: z.string().nullable(),
  shippingAddress: z.string().nullable(),
  limit: z.string(),
  amount: z.string(),
  /** Rechargeable edit: add the amount, or subtract it. */
  direction: z.enum(['add', 'subtract']),
  shouldLinkBudget: z.boolean(),
  budget: z.string().nullable(),
  dateRangeOn: z.boolean(),
  startDate: z.string(),
  endDate: z.string(),
  frequencyOn: z.boolean(),
  frequencyCount: z.string(),
  frequencyPeriod: z.string(),
  mccOn: z.boolean(),
  mccMode: z.string().nullable(),
  mccCodes: z.array(z.string()),
});
export type Values = z.infer<typeof values>;

export const STEP1: (keyof Values)[] = ['type', 'spender', 'format', 'shippingAddress', 'limit', 'amount', 'budget'];

/** A dollar amount typed into a money field → its spec 5 message, or null. */
export const limitMessage = (text: string): string | null => {
  const t = text.trim();
  if (!t) return CARD_MESSAGES.required;
  if (!/^\d+(\.\d+)?$/.test(t)) return /^-\d/.test(t) ? CARD_MESSAGES.positive : CARD_MESSAGES.invalidInput;
  if ((t.split('.')[1] ?? '').length > 2) return CARD_MESSAGES.decimals;
  const cents = parseAmountToCents(t);
  if (cents === null) return CARD_MESSAGES.amountTooLarge;
  return cents <= 0 ? CARD_MESSAGES.positive : null;
};

/** The form's checks with the spec's own texts; the API checks again (dates against its clock, MCC codes, funds). */
export const schema = (editing: CardDetail | null) =>
  values.superRefine((v, ctx) => {
    const fields: Record<string, string> = {};
    const rechargeable = editing ? editing.isRechargeable : v.type === 'Rechargeable';
    if (!editing) {
      if (!v.type) fields.type = CARD_MESSAGES.required;
      if (v.type !== 'Subscription' && !v.spender) fields.spender = CARD_MESSAGES.ownerRequired;
      if (v.type === 'Rechargeable' && !v.format) fields.format = CARD_MESSAGES.formatRequired;
      if (v.type === 'Physical' && !v.shippingAddress) fields.shippingAddress = CARD_MESSAGES.shippingRequired;
      if ((v.type === 'Subscription' || v.shouldLinkBudget) && !v.budget) fields.budget = v.type === 'Subscription' ? CARD_MESSAGES.required : CARD_MESSAGES.budgetRequiredWhenLinking;
    }
    if (editing && rechargeable) {
      if (v.amount.trim()) {
        try {
          parseTopUp(signed(v));
        } catch (error) {
          if (DomainError.is(error)) fields.amount = error.message;
          else throw error;
        }
      }
    } else {
      const message = limitMessage(v.limit);
      if (message) fields.limit = message;
    }
    if (v.dateRangeOn) {
      if (!v.startDate) fields.startDate = CARD_MESSAGES.startRequired;
      if (!v.endDate) fields.endDate = CARD_MESSAGES.endRequired;
    }
    if (v.frequencyOn) {
      if (!v.frequencyCount.trim()) fields.frequencyCount = CARD_MESSAGES.countRequired;
      else if (!/^\d+$/.test(v.frequencyCount.trim()) || Number(v.frequencyCount) < 1 || Number(v.frequencyCount) > 100) fields.frequencyCount = CARD_MESSAGES.countRange;
      if (!v.frequencyPeriod) fields.frequencyPeriod = CARD_MESSAGES.periodRequired;
    }
    if (v.mccOn) {
      if (!v.mccMode) fields.mccMode = CARD_MESSAGES.modeRequired;
      if (v.mccCodes.length === 0) fields.mccCodes = CARD_MESSAGES.codesRequired;
    }
    for (const [path, message] of Object.entries(fields)) ctx.addIssue({ code: 'custom', path: [path], message });
  });

/** The top-up as the API takes it: dollars, with a leading minus to subtract. */
export const signed = (v: Pick<Values, 'amount' | 'direction'>): string => (v.direction === 'subtract' ? `-${v.amount.trim()}` : v.amount.trim());

export const centsToInput = (cents: number): string => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export const defaults = (card: CardDetail | null): Values => {
  const tc = card?.transactionControl;
  return {
    type: card?.card_type ?? '', spender: null, format: '', shippingAddress: 'BUSINESS', limit: card && !card.isRechargeable ? centsToInput(card.balance.limit) : '', amount: '', direction: 'add',
    shouldLinkBudget: false, budget: null,
    dateRangeOn: Boolean(tc?.startDate), startDate: tc?.startDate?.slice(0, 10) ?? '', endDate: tc?.endDate?.slice(0, 10) ?? '',
    frequencyOn: Boolean(tc?.frequencyCount), frequencyCount: tc?.frequencyCount ? String(tc.frequencyCount) : '', frequencyPeriod: tc?.frequencyPeriod ?? '',
    mccOn: Boolean(tc?.mode), mccMode: tc?.mode ?? '', mccCodes: tc?.mccCodeList ?? [],
  };
};

export const controlsOf = (v: Values): Omit<TransactionControlInput, 'spendLimit'> => ({
  dateRange: v.dateRangeOn ? { startDate: v.startDate, endDate: v.endDate } : null,
  frequency: v.frequencyOn ? { count: Number(v.frequencyCount), period: v.frequencyPeriod as 'DAILY' } : null,
  mcc: v.mccOn ? { mode: v.mccMode as 'PERMITTED', mccCodeList: v.mccCodes } : null,
});
