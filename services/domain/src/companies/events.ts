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

export const companyEvent = z.discriminatedUnion('type', [companyCreated, companyBudgetNumbersSet, companyFundingSet]);
export type CompanyEvent = z.infer<typeof companyEvent>;
