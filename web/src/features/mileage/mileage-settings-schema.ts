import { MAX_MILEAGE_VALUE, MILEAGE_MESSAGES } from '@spend/domain';
import { z } from 'zod';

/** A rate in whole cents per mile (spec 9), as typed; null when it is not one. */
export const rateCents = (rate: string): number | null => (/^\d+$/.test(rate.trim()) ? Number(rate.trim()) : null);

const isWebAddress = (text: string): boolean => {
  try {
    return ['https:', 'http:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** The mileage settings form, with the mileage rules' texts; the API checks the GL code is active. */
export const mileageSettingsSchema = z.object({
  rate: z.string().refine((v) => { const cents = rateCents(v); return cents !== null && cents <= MAX_MILEAGE_VALUE; }, MILEAGE_MESSAGES.mileageValue),
  policyUrl: z.string().refine((v) => v.trim() === '' || (isWebAddress(v.trim()) && v.trim().length <= 2000), MILEAGE_MESSAGES.mileagePolicyUrl),
  generalLedgerId: z.string(),
});
export type MileageSettingsValues = z.infer<typeof mileageSettingsSchema>;
