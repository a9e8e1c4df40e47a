import { z } from 'zod';

/** Why an authorization was declined; `DECLINE_MESSAGES` says it in plain words for cardholders. */
export const DECLINE_REASONS = [
  'CARD_NOT_FOUND', 'CARD_BLOCKED', 'CARD_NOT_ACTIVATED', 'OUTSIDE_DATE_RANGE', 'MCC_NOT_ALLOWED', 'FREQUENCY_LIMIT',
  'CARD_LIMIT', 'INSUFFICIENT_BALANCE', 'BUDGET_FUNDS', 'BUDGET_INACTIVE', 'CURRENCY_NOT_SUPPORTED', 'RECEIPTS_MISSING', 'CREDIT_LINE',
  'ACCOUNT_SUSPENDED',
] as const;
export const declineReason = z.enum(DECLINE_REASONS);
export type DeclineReason = z.infer<typeof declineReason>;

const ref = {
  /** The ledger stream's key: the card's budget, or the card itself when it has none. */
  ledgerId: z.uuid(),
  authorizationId: z.string().min(1),
  transactionId: z.uuid(),
  companyId: z.uuid(),
  at: z.iso.datetime(),
};

const purchase = {
  cardId: z.uuid(),
  budgetId: z.uuid().nullable(),
  spenderId: z.uuid().nullable(),
  amountCents: z.number().int().positive(),
  currency: z.string(),
  merchantName: z.string(),
  merchantId: z.string().nullable(),
  mcc: z.string().nullable(),
  country: z.string().nullable(),
};

/**
 * `holdCents`: what the approval holds against the budget and card until it clears — the amount plus
 * the clearing tolerance of its merchant category (tips, fuel); absent on older events (= amount).
 */
export const authorizationApproved = z.object({
  type: z.literal('AuthorizationApproved'),
  data: z.object({ ...ref, ...purchase, holdCents: z.number().int().positive().optional() }),
});

export const authorizationDeclined = z.object({
  type: z.literal('AuthorizationDeclined'),
  data: z.object({ ...ref, ...purchase, reason: declineReason, message: z.string() }),
});

/** Follow-up messages carry the processor's message id: a retried one is recorded once. */
const followUp = { messageId: z.string().min(1), cardId: z.uuid(), budgetId: z.uuid().nullable() };

/**
 * The purchase posted; the cleared amount may differ from the authorized one (tips, fuel).
 * `overClearedCents` > 0 flags a clearing above the authorized amount plus its tolerance, which the
 * network forced through: recorded (the money moved) and raised as an alert, never silently.
 */
export const authorizationCleared = z.object({
  type: z.literal('AuthorizationCleared'),
  data: z.object({
    ...ref, ...followUp, authorizedCents: z.number().int(), amountCents: z.number().int().positive(), overClearedCents: z.number().int().nonnegative().optional(),
  }),
});

/** The merchant released the hold before posting. */
export const authorizationReversed = z.object({
  type: z.literal('AuthorizationReversed'),
  data: z.object({ ...ref, ...followUp, amountCents: z.number().int().positive() }),
});

export const authorizationRefunded = z.object({
  type: z.literal('AuthorizationRefunded'),
  data: z.object({ ...ref, ...followUp, amountCents: z.number().int().positive() }),
});

/**
 * A funds pool's size: what a budget was given (`funding`) and the most it may draw on (`ceiling`:
 * funding plus its allowed overage). The company's pool for its top budgets has none (its size is
 * the company's total funding).
 */
export const ledgerFundsSet = z.object({
  type: z.literal('LedgerFundsSet'),
  data: z.object({ ledgerId: z.uuid(), companyId: z.uuid(), funding: z.number().int().nonnegative(), ceiling: z.number().int().nonnegative(), at: z.iso.datetime() }),
});

/** What this pool reserves for one of its sub-budgets (that budget's ceiling); 0 releases it (moved away). */
export const fundsAllocated = z.object({
  type: z.literal('FundsAllocated'),
  data: z.object({ ledgerId: z.uuid(), companyId: z.uuid(), budgetId: z.uuid(), cents: z.number().int().nonnegative(), at: z.iso.datetime() }),
});

/** What happens to a card purchase: the events the transactions and cards read models follow. */
export const authorizationEvent = z.discriminatedUnion('type', [authorizationApproved, authorizationDeclined, authorizationCleared, authorizationReversed, authorizationRefunded]);
export const AUTHORIZATION_EVENT_TYPES = authorizationEvent.options.map((o) => o.shape.type.value);
export type AuthorizationEvent = z.infer<typeof authorizationEvent>;

export const ledgerEvent = z.discriminatedUnion('type', [
  authorizationApproved, authorizationDeclined, authorizationCleared, authorizationReversed, authorizationRefunded, ledgerFundsSet, fundsAllocated,
]);
export const LEDGER_EVENT_TYPES = ledgerEvent.options.map((o) => o.shape.type.value);
export type LedgerEvent = z.infer<typeof ledgerEvent>;

/**
 * The stream `authorization-<id>` claims a processor's authorization id for one ledger: ids are
 * unique per processor, so the same id arriving on another budget's card is refused, not recorded.
 */
export const authorizationClaimed = z.object({
  type: z.literal('AuthorizationClaimed'),
  data: z.object({ authorizationId: z.string().min(1), ledgerId: z.uuid(), companyId: z.uuid(), transactionId: z.uuid() }),
});
export type AuthorizationClaimEvent = z.infer<typeof authorizationClaimed>;
