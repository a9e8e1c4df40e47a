import { z } from 'zod';

/** Spec 4: card statuses; every status but ACTIVE blocks purchases. */
export const CARD_STATUSES = ['ACTIVE', 'LOST_STOLEN', 'RETURNED_UNDELIVERABLE', 'SUSPENDED'] as const;
export const cardStatus = z.enum(CARD_STATUSES);
export type CardStatus = z.infer<typeof cardStatus>;

export const CARD_FORMATS = ['DIGITAL', 'PHYSICAL', 'SUBSCRIPTION'] as const;
export const cardFormat = z.enum(CARD_FORMATS);
export type CardFormat = z.infer<typeof cardFormat>;

export const FREQUENCY_PERIODS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export const frequencyPeriod = z.enum(FREQUENCY_PERIODS);
export type FrequencyPeriod = z.infer<typeof frequencyPeriod>;

export const MCC_MODES = ['PERMITTED', 'RESTRICTED'] as const;
export const mccMode = z.enum(MCC_MODES);
export type MccMode = z.infer<typeof mccMode>;

/** Spend controls as decided (spec 3 "Transaction control"); a group that is off is null. */
export const spendControls = z.object({
  dateRange: z.object({ startDate: z.iso.datetime(), endDate: z.iso.datetime() }).nullable(),
  frequency: z.object({ count: z.number().int().min(1).max(100), period: frequencyPeriod }).nullable(),
  mcc: z.object({ mode: mccMode, codes: z.array(z.string()).min(1) }).nullable(),
});
export type SpendControls = z.infer<typeof spendControls>;

const ids = { cardId: z.uuid(), companyId: z.uuid() };

/** No PAN, CVV2 or expiry here (ARCHITECTURE 7): only the last four digits, which every receipt shows. */
export const cardCreated = z.object({
  type: z.literal('CardCreated'),
  data: z.object({
    ...ids,
    format: cardFormat,
    isRechargeable: z.boolean(),
    spenderUserId: z.uuid().nullable(),
    creatorUserId: z.uuid().nullable(),
    budgetId: z.uuid().nullable(),
    shippingAddress: z.enum(['BUSINESS', 'PERSONAL']).nullable(),
    /** Spend limit in cents; for a rechargeable card, the amount loaded. */
    limitCents: z.number().int().positive(),
    controls: spendControls,
    last4: z.string().regex(/^\d{4}$/),
    activated: z.boolean(),
    createdAt: z.iso.datetime(),
  }),
});

export const cardActivated = z.object({ type: z.literal('CardActivated'), data: z.object({ ...ids, at: z.iso.datetime() }) });

export const cardStatusChanged = z.object({
  type: z.literal('CardStatusChanged'),
  data: z.object({ ...ids, status: cardStatus, byUserId: z.uuid().nullable(), at: z.iso.datetime() }),
});

/**
 * Locked (or unlocked) by the receipt policy: receipts of these posted purchases were missing longer
 * than the company allows (books policy `receiptLockDays`). Separate from the status an admin sets, so
 * the policy unlocking a card never lifts a block somebody put on it by hand.
 */
export const cardReceiptLockChanged = z.object({
  type: z.literal('CardReceiptLockChanged'),
  data: z.object({ ...ids, locked: z.boolean(), overdueTransactionIds: z.array(z.uuid()), at: z.iso.datetime() }),
});

export const cardDeleted = z.object({ type: z.literal('CardDeleted'), data: z.object({ ...ids, at: z.iso.datetime() }) });

/** A replacement card number; a physical replacement must be activated again. */
export const cardReissued = z.object({
  type: z.literal('CardReissued'),
  data: z.object({ ...ids, last4: z.string().regex(/^\d{4}$/), activated: z.boolean(), at: z.iso.datetime() }),
});

export const cardLimitChanged = z.object({
  type: z.literal('CardLimitChanged'),
  data: z.object({ ...ids, limitCents: z.number().int().positive(), at: z.iso.datetime() }),
});

/** A rechargeable card loaded (positive) or unloaded (negative). */
export const cardFundsAdded = z.object({
  type: z.literal('CardFundsAdded'),
  data: z.object({ ...ids, amountCents: z.number().int(), limitCents: z.number().int().positive(), at: z.iso.datetime() }),
});

export const cardControlsSet = z.object({
  type: z.literal('CardControlsSet'),
  data: z.object({ ...ids, controls: spendControls, at: z.iso.datetime() }),
});

/** Someone saw the card's secrets; the event holds who and when, never the secrets. */
export const cardSecretsRevealed = z.object({
  type: z.literal('CardSecretsRevealed'),
  data: z.object({ ...ids, byUserId: z.uuid(), at: z.iso.datetime() }),
});

export const cardEvent = z.discriminatedUnion('type', [
  cardCreated, cardActivated, cardStatusChanged, cardDeleted, cardReissued, cardLimitChanged, cardFundsAdded, cardControlsSet, cardSecretsRevealed,
  cardReceiptLockChanged,
]);
export const CARD_EVENT_TYPES = cardEvent.options.map((o) => o.shape.type.value);
export type CardEvent = z.infer<typeof cardEvent>;
