import { MAX_TRIP_MILES, MILEAGE_MESSAGES, milesInTenths, validateTripDate } from '@spend/domain';
import { z } from 'zod';

/** The miles typed, in tenths (12.5 -> 125); null unless a positive number with at most one decimal. */
export const tenthsOf = (miles: string): number | null => (miles.trim() ? milesInTenths(Number(miles)) : null);

const required = (message: string) => z.string().refine((v) => v.trim() !== '', message);

/**
 * "Submit a trip", checked with the mileage rules' own texts at `now`, so an empty submit flags every
 * required field at once; the API checks again (and decides the amount).
 */
export const mileageSchema = (now: string) =>
  z.object({
    date: z.string().superRefine((v, ctx) => {
      const fields: Record<string, string> = {};
      validateTripDate(v, now, fields);
      if (fields.date) ctx.addIssue({ code: 'custom', message: fields.date });
    }),
    miles: z.string().superRefine((v, ctx) => {
      const tenths = tenthsOf(v);
      if (tenths === null) ctx.addIssue({ code: 'custom', message: MILEAGE_MESSAGES.miles });
      else if (tenths > MAX_TRIP_MILES * 10) ctx.addIssue({ code: 'custom', message: MILEAGE_MESSAGES.milesMax });
    }),
    from: required(MILEAGE_MESSAGES.from),
    to: required(MILEAGE_MESSAGES.to),
    purpose: required(MILEAGE_MESSAGES.purpose),
    budgetId: z.string().nullable().refine((v) => !!v, MILEAGE_MESSAGES.budget),
  });
export type MileageValues = z.infer<ReturnType<typeof mileageSchema>>;
