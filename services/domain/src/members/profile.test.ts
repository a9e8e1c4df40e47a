import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { userDecider, type UpdateProfile } from './decider';
import type { UserEvent } from './events';
import { personalDataChanges } from './personal-data';
import { PROFILE_MESSAGES, normalizeUsPhone, profileErrors } from './profile';

const now = '2026-03-01T10:00:00.000Z';
const userId = randomUUID();
const companyId = randomUUID();
const users = deciderSpec(userDecider);
const created: UserEvent = {
  type: 'UserCreated',
  data: { userId, companyId, personId: randomUUID(), authId: 'ada@example.com', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', title: 'Controller', embossName: null, roles: ['Spender'], createdAt: now },
};
const address = { address_line1: ' 1 Main St ', address_line2: '', city: 'Springfield', state: 'il', postal_code: '62701', country: 'USA' };
const profile = (over: Partial<UpdateProfile> = {}): UpdateProfile => ({
  type: 'UpdateProfile', userId, companyId, firstName: 'Ada', lastName: 'Lovelace', title: 'Controller', now, ...over,
});

describe('profile rules', () => {
  it('normalizes US phone numbers as typed to E.164 and refuses others', () => {
    expect(normalizeUsPhone('(555) 201-0100')).toBe('+15552010100');
    expect(normalizeUsPhone('+1 555.201.0100')).toBe('+15552010100');
    expect(normalizeUsPhone('555-0100')).toBeNull();
    expect(normalizeUsPhone('+44 20 7946 0958')).toBeNull();
  });

  it('needs names and title; a phone, a state, a ZIP code and an emboss name must be valid', () => {
    expect(profileErrors({ firstName: ' ', lastName: '', title: '' })).toEqual({ first_name: PROFILE_MESSAGES.required, last_name: PROFILE_MESSAGES.required, title: PROFILE_MESSAGES.required });
    expect(profileErrors({ firstName: 'A', lastName: 'B', title: 'C', phoneNumber: '12', embossName: 'ADA LOVELACE OF THE ANALYTICAL', address: { ...address, state: 'ZZ', postal_code: '6270', city: '' } })).toEqual({
      phone_number: PROFILE_MESSAGES.phone, embossName: PROFILE_MESSAGES.embossName, state: PROFILE_MESSAGES.state, postal_code: PROFILE_MESSAGES.postalCode, city: PROFILE_MESSAGES.required,
    });
    expect(profileErrors({ firstName: 'A', lastName: 'B', title: 'C', address: { ...address, country: 'Canada' } })).toEqual({ country: PROFILE_MESSAGES.country });
    expect(profileErrors({ firstName: 'A', lastName: 'B', title: 'C', address: { ...address, state: 'PR', postal_code: '00901-1234' } })).toEqual({});
    // An empty address form is no address at all.
    expect(profileErrors({ firstName: 'A', lastName: 'B', title: 'C', address: { address_line1: '', city: ' ', state: '', postal_code: '' } })).toEqual({});
  });

  it('builds the personal payload from what changed only', () => {
    const current = { firstName: 'Ada', middleName: null, lastName: 'Lovelace', phoneNumber: null, address: null, embossName: null };
    expect(personalDataChanges(current, { ...current, middleName: 'King', phoneNumber: '+15552010100' })).toEqual({ middleName: 'King', phoneNumber: '+15552010100' });
    expect(personalDataChanges(current, current)).toEqual({});
  });
});

describe('user decider: own profile', () => {
  it('records the changed personal fields in one payload, normalized, and the title beside it', () => {
    const events = users.given([created]).when(profile({ middleName: 'King', title: 'CFO', phoneNumber: '555 201 0100', address, embossName: 'ADA LOVELACE' })).events();
    expect(events).toEqual([{
      type: 'UserProfileUpdated',
      data: {
        userId, companyId, at: now, title: 'CFO',
        personal: {
          middleName: 'King', phoneNumber: '+15552010100', embossName: 'ADA LOVELACE',
          address: { address_line1: '1 Main St', address_line2: null, city: 'Springfield', state: 'IL', postal_code: '62701', country: 'USA' },
        },
      },
    }]);
    // Saving the same values again records nothing.
    expect(users.given([created, ...events]).when(profile({ middleName: 'King', title: 'CFO', phoneNumber: '(555) 201-0100', address, embossName: 'ADA LOVELACE' })).events()).toEqual([]);
  });

  it('refuses bad fields with their messages, another company\'s user and an archived one', () => {
    expect(users.given([created]).when(profile({ firstName: '', phoneNumber: 'call me' })).refusal().fields).toEqual({ first_name: PROFILE_MESSAGES.required, phone_number: PROFILE_MESSAGES.phone });
    expect(users.given([created]).when(profile({ companyId: randomUUID() })).refusal().code).toBe('NOT_FOUND');
    expect(users.given([created, { type: 'UserArchived', data: { userId, companyId, at: now } }]).when(profile()).refusal().code).toBe('CONFLICT');
  });

  it('ends the other sessions after a password change', () => {
    expect(users.given([created]).when({ type: 'EndOtherSessions', userId, companyId, now }).events()).toEqual([{ type: 'UserSessionsEnded', data: { userId, companyId, reason: 'PASSWORD_CHANGED', at: now } }]);
  });
});
