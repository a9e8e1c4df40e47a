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

export const companyEvent = z.discriminatedUnion('type', [companyCreated]);
export type CompanyEvent = z.infer<typeof companyEvent>;
