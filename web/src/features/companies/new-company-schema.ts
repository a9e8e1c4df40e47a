import { COMPANY_FUNDING_MESSAGES, parseAmountToCents } from '@spend/domain';
import { z } from 'zod';
import { companyNameAddress } from '../settings/company-schema';

/** /companies/new: a name (the company decider's texts) and optional total funding in dollars. */
export const newCompanySchema = z.object({
  dba_name: companyNameAddress.dba_name,
  total_funding: z.string().refine((v) => v.trim() === '' || parseAmountToCents(v) !== null, COMPANY_FUNDING_MESSAGES.invalid),
});
export type NewCompanyValues = z.infer<typeof newCompanySchema>;
