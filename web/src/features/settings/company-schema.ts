import { z } from 'zod';

// The same messages the API gives (domain text rules and the company decider); the company settings,
// a reseller's child company and the new company forms share them.
export const companyNameAddress = {
  dba_name: z.string().refine((v) => v.trim() !== '', 'Company name is required.').refine((v) => v.trim().length <= 200, 'Company name must be at most 200 characters.'),
  dba_address: z.string().refine((v) => v.trim().length <= 500, 'Company address must be at most 500 characters.'),
};

/** The company settings form: name and address with the texts above, and its switches. */
export const companySettingsSchema = z.object({
  ...companyNameAddress,
  isCMARequired: z.boolean(),
  isPPRequired: z.boolean(),
  isTOURequired: z.boolean(),
  spendersSubCardsEnabled: z.boolean(),
  isAllocationUnrestricted: z.boolean(),
  isSecondFactorRequired: z.boolean(),
  isDualControlRequired: z.boolean(),
  budgetNumbers: z.boolean(),
});
export type CompanySettingsValues = z.infer<typeof companySettingsSchema>;
