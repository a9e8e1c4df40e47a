import { PROFILE_MESSAGES } from '@spend/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE, profileSchema, toProfileInput, type ProfileValues } from './profile-schema';

const errorsOf = (values: Partial<ProfileValues>) =>
  Object.fromEntries((profileSchema.safeParse({ ...EMPTY_PROFILE, first_name: 'Avery', last_name: 'Quinn', title: 'Auditor', ...values }).error?.issues ?? []).map((i) => [i.path[0], i.message]));

describe('profileSchema', () => {
  it('requires the first name, last name and title (spec 5 text)', () => {
    expect(errorsOf({ first_name: ' ', last_name: '', title: '' })).toEqual({ first_name: 'This field is required.', last_name: 'This field is required.', title: 'This field is required.' });
  });

  it('checks the phone, the US address and the emboss name with the domain\'s texts', () => {
    expect(errorsOf({ phone_number: '555', embossName: 'Ävery', address_line1: '1 Main St', state: 'XX', postal_code: '1234' })).toEqual({
      phone_number: PROFILE_MESSAGES.phone, embossName: PROFILE_MESSAGES.embossName, city: PROFILE_MESSAGES.required, state: PROFILE_MESSAGES.state, postal_code: PROFILE_MESSAGES.postalCode,
    });
    expect(errorsOf({ phone_number: '(555) 201-0100', address_line1: '1 Main St', city: 'Hagåtña', state: 'GU', postal_code: '96910' })).toEqual({});
  });

  it('refuses NUL, bidi overrides and overlong text as the API does', () => {
    expect(errorsOf({ first_name: 'A\u0000' })).toEqual({ first_name: 'First name must not contain control characters.' });
    expect(errorsOf({ middle_name: 'a\u202Eb' })).toEqual({ middle_name: 'Middle name must not contain text direction override characters.' });
    expect(errorsOf({ title: 'x'.repeat(100_000) })).toEqual({ title: 'Title must be at most 200 characters.' });
  });

  it('sends blanks as null and no address when its fields are empty', () => {
    expect(toProfileInput({ ...EMPTY_PROFILE, first_name: ' Avery ', last_name: 'Quinn', title: 'Auditor' })).toEqual({
      first_name: 'Avery', middle_name: null, last_name: 'Quinn', title: 'Auditor', phone_number: null, embossName: null, address: null,
    });
    expect(toProfileInput({ ...EMPTY_PROFILE, address_line1: '1 Main St', city: 'Springfield', state: 'IL', postal_code: '62701' }).address).toEqual({
      address_line1: '1 Main St', address_line2: null, city: 'Springfield', state: 'IL', postal_code: '62701', country: 'USA',
    });
  });
});
