import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiHarness, type SeededCompany } from '../testing/harness';

let api: ApiHarness;
let acme: SeededCompany;
const STATUS = `{ cardMemberAgreement { required acceptedOn } privacyPolicy { required acceptedOn } termsOfUse { required acceptedOn } }`;

beforeAll(async () => {
  api = await ApiHarness.start('api_agreements');
  acme = await api.seedCompany('Acme');
});
afterAll(async () => {
  await api.close();
});

describe('company agreements', () => {
  it('starts with every required agreement unaccepted, and records each acceptance once, for the caller only', async () => {
    const before = await api.gql<{ companyAgreements: Record<string, { required: boolean; acceptedOn: string | null }> }>(`{ companyAgreements ${STATUS} }`, {}, { token: acme.token });
    expect(Object.values(before.data!.companyAgreements)).toEqual([{ required: true, acceptedOn: null }, { required: true, acceptedOn: null }, { required: true, acceptedOn: null }]);

    const afterTerms = await api.gql<{ createOneTermsOfUse: Record<string, { acceptedOn: string | null }> }>(`mutation { createOneTermsOfUse ${STATUS} }`, {}, { token: acme.token });
    const acceptedOn = afterTerms.data!.createOneTermsOfUse.termsOfUse!.acceptedOn;
    expect(acceptedOn).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(afterTerms.data!.createOneTermsOfUse.privacyPolicy!.acceptedOn).toBeNull();

    const events = await api.eventCount();
    const again = await api.gql<{ createOneTermsOfUse: Record<string, { acceptedOn: string | null }> }>(`mutation { createOneTermsOfUse ${STATUS} }`, {}, { token: acme.token });
    expect(again.data!.createOneTermsOfUse.termsOfUse!.acceptedOn).toBe(acceptedOn);
    expect(await api.eventCount()).toBe(events);

    await api.gql(`mutation { createOneCMA ${STATUS} }`, {}, { token: acme.token });
    const all = await api.gql<{ createOnePrivacyPolicyAgreement: Record<string, { acceptedOn: string | null }> }>(`mutation { createOnePrivacyPolicyAgreement ${STATUS} }`, {}, { token: acme.token });
    expect(Object.values(all.data!.createOnePrivacyPolicyAgreement).every((a) => a.acceptedOn !== null)).toBe(true);

    const other = await api.seedCompany('Other');
    const theirs = await api.gql<{ companyAgreements: { termsOfUse: { acceptedOn: string | null } } }>(`{ companyAgreements ${STATUS} }`, {}, { token: other.token });
    expect(theirs.data!.companyAgreements.termsOfUse.acceptedOn).toBeNull();
  });

  it('asks only for the agreements the company requires (spec 3 isCMARequired, isPPRequired, isTOURequired)', async () => {
    const company = await api.seedCompany('Gateco');
    const set = await api.gql(`mutation { updateOneCompany(data: { isCMARequired: false, isTOURequired: false }) { isCMARequired } }`, {}, { token: company.token });
    expect(set.errors).toBeUndefined();
    const status = await api.gql<{ companyAgreements: Record<string, { required: boolean }> }>(`{ companyAgreements ${STATUS} }`, {}, { token: company.token });
    expect(status.data!.companyAgreements).toEqual({
      cardMemberAgreement: { required: false, acceptedOn: null }, privacyPolicy: { required: true, acceptedOn: null }, termsOfUse: { required: false, acceptedOn: null },
    });
    // Another company's gate is unchanged.
    const other = await api.gql<{ companyAgreements: { cardMemberAgreement: { required: boolean } } }>(`{ companyAgreements ${STATUS} }`, {}, { token: acme.token });
    expect(other.data!.companyAgreements.cardMemberAgreement.required).toBe(true);
  });
});
