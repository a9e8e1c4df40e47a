import { z } from 'zod';

/** Why an authorization was declined; `DECLINE_MESSAGES` says it in plain words for cardholders. */
export const DECLINE_REASONS = [
  'CARD_NOT_FOUND', 'CARD_BLOCKED', 'CARD_NOT_ACTIVATED', 'OUTSIDE_DATE_RANGE', 'MCC_NOT_ALLOWED', 'FREQUENCY_LIMIT',
  'CARD_LIMIT', 'INSUFFICIENT_BALANCE', 'BUDGET_FUNDS', 'BUDGET_INACTIVE', 'CURRENCY_NOT_SUPPORTED',
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

export const authorizationApproved = z.object({ type: z.literal('AuthorizationApproved'), data: z.object({ ...ref, ...purchase }) });

export const authorizationDeclined = z.object({
  type: z.literal('AuthorizationDeclined'),
  data: z.object({ ...ref, ...purchase, reason: declineReason, message: z.string() }),
});

/** Follow-up messages carry the processor's message id: a retried one is recorded once. */
const followUp = { messageId: z.string().min(1), cardId: z.uuid(), budgetId: z.uuid().nullable() };

/** The purchase posted; the cleared amount may differ from the authorized one (tips, fuel). */
export const authorizationCleared = z.object({
  type: z.literal('AuthorizationCleared'),
  data: z.object({ ...ref, ...followUp, authorizedCents: z.number().int(), amountCents: z.number().int().positive() }),
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

export const ledgerEvent = z.discriminatedUnion('type', [authorizationApproved, authorizationDeclined, authorizationCleared, authorizationReversed, authorizationRefunded]);
export const LEDGER_EVENT_TYPES = ledgerEvent.options.map((o) => o.shape.type.value);
export type LedgerEvent = z.infer<typeof ledgerEvent>;
