import { z } from 'zod';

const at = z.iso.datetime();

/**
 * A company's mileage settings (spec 3 Company: mileageValue, mileagePolicyUrl,
 * mileageGeneralLedgerId); stream `mileage-settings-<companyId>`. `mileageValue` is the rate in
 * whole cents per mile (spec 9: mileage amounts are whole units).
 */
export const mileageSettingsSet = z.object({
  type: z.literal('MileageSettingsSet'),
  data: z.object({
    companyId: z.uuid(),
    mileageValue: z.number().int().nonnegative(),
    mileagePolicyUrl: z.string().nullable(),
    mileageGeneralLedgerId: z.uuid().nullable(),
    at,
  }),
});

/**
 * A spender's trip (stream `mileage-<mileageSubmissionId>`), priced at the rate in force when it was
 * submitted. Its MILEAGE transaction and reimbursement request are appended with it, atomically.
 */
export const mileageTripSubmitted = z.object({
  type: z.literal('MileageTripSubmitted'),
  data: z.object({
    mileageSubmissionId: z.uuid(),
    companyId: z.uuid(),
    spenderId: z.uuid(),
    /** The day of the trip, YYYY-MM-DD. */
    date: z.string(),
    from: z.string().min(1),
    to: z.string().min(1),
    /** Up to one decimal. */
    miles: z.number().positive(),
    purpose: z.string().min(1),
    budgetId: z.uuid(),
    rateCents: z.number().int().positive(),
    amountCents: z.number().int().positive(),
    generalLedgerId: z.uuid().nullable(),
    transactionId: z.uuid(),
    reimbursementId: z.uuid(),
    at,
  }),
});

export const mileageEvent = z.discriminatedUnion('type', [mileageSettingsSet, mileageTripSubmitted]);
export type MileageEvent = z.infer<typeof mileageEvent>;
export const MILEAGE_EVENT_TYPES = mileageEvent.options.map((o) => o.shape.type.value);
