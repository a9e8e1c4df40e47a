import { z } from 'zod';

/** The agreements of spec 2.1 / 3 ("Company agreements"). */
export const AGREEMENTS = ['CARD_MEMBER_AGREEMENT', 'PRIVACY_POLICY', 'TERMS_OF_USE'] as const;
export type Agreement = (typeof AGREEMENTS)[number];

/** A member accepted an agreement (createOneCMA, createOnePrivacyPolicyAgreement, createOneTermsOfUse); stream `agreements-<userId>`. */
export const agreementAccepted = z.object({
  type: z.literal('AgreementAccepted'),
  data: z.object({ userId: z.uuid(), companyId: z.uuid(), agreement: z.enum(AGREEMENTS), acceptedAt: z.iso.datetime() }),
});

export const agreementEvent = z.discriminatedUnion('type', [agreementAccepted]);
export type AgreementEvent = z.infer<typeof agreementEvent>;
