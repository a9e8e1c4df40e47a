import { z } from 'zod';

export const companyCreated = z.object({
  type: z.literal('CompanyCreated'),
  data: z.object({
    companyId: z.uuid(),
    dbaName: z.string(),
    parentCompanyId: z.uuid().nullable(),
    isReseller: z.boolean(),
    /** Company-wide funding in cents; caps the sum of top-level budgets. */
    totalFunding: z.number().int().nonnegative(),
    createdAt: z.iso.datetime(),
  }),
});

/** Whether the company's budgets carry a number (spec 3 Company.budgetNumbers); when on, the budget form asks for it. */
export const companyBudgetNumbersSet = z.object({
  type: z.literal('CompanyBudgetNumbersSet'),
  data: z.object({ companyId: z.uuid(), budgetNumbers: z.boolean(), at: z.iso.datetime() }),
});

/** The company-wide funding changed (spec 7 updateOneCompany funding); its top budgets draw on it. */
export const companyFundingSet = z.object({
  type: z.literal('CompanyFundingSet'),
  data: z.object({ companyId: z.uuid(), totalFunding: z.number().int().nonnegative(), at: z.iso.datetime() }),
});

/**
 * The company's switches of spec 3 (all off for a new company but the three agreements, which the gate
 * asked for before they existed). isProjectsEnabled and isInvoiceNumberEnabled belong to the books policy.
 */
export const COMPANY_FLAGS = [
  'isCMARequired', 'isPPRequired', 'isTOURequired', 'spendersSubCardsEnabled', 'isAllocationUnrestricted',
  // Issue #26: every member signs in with a one-time code too (the API refuses a token without one).
  'isSecondFactorRequired',
  // Issue #26: an admin's raise of what they alone spend waits for a second admin (requests/dual-control.ts).
  'isDualControlRequired',
] as const;
export type CompanyFlag = (typeof COMPANY_FLAGS)[number];
export type CompanyFlags = Record<CompanyFlag, boolean>;
export const DEFAULT_COMPANY_FLAGS: CompanyFlags = {
  isCMARequired: true, isPPRequired: true, isTOURequired: true,
  spendersSubCardsEnabled: false, isAllocationUnrestricted: false, isSecondFactorRequired: false, isDualControlRequired: false,
};

/** Company settings changed (spec 7 updateOneCompany): only the fields that changed are present. */
export const companySettingsUpdated = z.object({
  type: z.literal('CompanySettingsUpdated'),
  data: z.object({
    companyId: z.uuid(),
    dbaName: z.string().optional(),
    dbaAddress: z.string().nullable().optional(),
    flags: z.partialRecord(z.enum(COMPANY_FLAGS), z.boolean()),
    at: z.iso.datetime(),
  }),
});

export const companyEvent = z.discriminatedUnion('type', [companyCreated, companyBudgetNumbersSet, companyFundingSet, companySettingsUpdated]);
export type CompanyEvent = z.infer<typeof companyEvent>;
