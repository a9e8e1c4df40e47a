import { gql } from '@apollo/client';

import type { AgreementStatusFieldsFragment } from '../../generated/graphql';

const STATUS = gql`
  fragment AgreementStatusFields on CompanyAgreements {
    cardMemberAgreement { required acceptedOn }
    privacyPolicy { required acceptedOn }
    termsOfUse { required acceptedOn }
  }
`;

export const COMPANY_AGREEMENTS = gql`
  query CompanyAgreements { companyAgreements { ...AgreementStatusFields } }
  ${STATUS}
`;
export const ACCEPT = {
  cardMemberAgreement: gql`
    mutation AcceptCMA { createOneCMA { ...AgreementStatusFields } }
    ${STATUS}
  `,
  privacyPolicy: gql`
    mutation AcceptPrivacyPolicy { createOnePrivacyPolicyAgreement { ...AgreementStatusFields } }
    ${STATUS}
  `,
  termsOfUse: gql`
    mutation AcceptTermsOfUse { createOneTermsOfUse { ...AgreementStatusFields } }
    ${STATUS}
  `,
};

export type AgreementKey = keyof typeof ACCEPT;
export type CompanyAgreements = AgreementStatusFieldsFragment;

export const AGREEMENT_DOCUMENTS: Record<AgreementKey, { title: string; pdf: string }> = {
  cardMemberAgreement: { title: 'Card Member Agreement', pdf: 'card-member-agreement.pdf' },
  privacyPolicy: { title: 'Privacy Policy', pdf: 'privacy-policy.pdf' },
  termsOfUse: { title: 'Terms of Use', pdf: 'terms-of-use.pdf' },
};

export const pendingAgreements = (agreements: CompanyAgreements): AgreementKey[] =>
  (Object.keys(AGREEMENT_DOCUMENTS) as AgreementKey[]).filter((key) => agreements[key].required && !agreements[key].acceptedOn);
