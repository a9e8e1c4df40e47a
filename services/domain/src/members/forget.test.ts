import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { openMoneyOf, userDecider } from './decider';
import type { UserEvent } from './events';
import { MEMBER_MESSAGES } from './rules';
import { FORGOTTEN_MEMBER, FORGOTTEN_PLACE, forgetPersonalData, forgottenAuthId, personalPathsOf } from './pii';

const now = '2026-03-01T10:00:00.000Z';
const users = deciderSpec(userDecider);
const [userId, companyId, personId] = [randomUUID(), randomUUID(), randomUUID()];
const created: UserEvent = {
  type: 'UserCreated',
  data: { userId, companyId, personId, authId: 'ada@example.com', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', title: 'Controller', embossName: 'ADA L', roles: ['Analyst'], createdAt: now },
};
const archived: UserEvent = { type: 'UserArchived', data: { userId, companyId, at: now } };
const forgotten: UserEvent = { type: 'UserForgotten', data: { userId, companyId, personId, at: now } };
const forget = (openMoney = 0, company = companyId) => ({ type: 'ForgetUser' as const, userId, companyId: company, openMoney, now });

describe('forgetting a member', () => {
  it('forgets an archived member with no open money, naming no personal data', () => {
    expect(users.given([created, archived]).when(forget()).events()).toEqual([forgotten]);
  });

  it('refuses an active member, one with open money, one already forgotten, and another company\'s', () => {
    expect(users.given([created]).when(forget()).refusal()).toMatchObject({ code: 'CONFLICT', message: MEMBER_MESSAGES.forgetActive });
    expect(users.given([created, archived]).when(forget(1)).refusal()).toMatchObject({ code: 'CONFLICT', message: MEMBER_MESSAGES.forgetOpenMoney });
    expect(users.given([created, archived, forgotten]).when(forget()).refusal()).toMatchObject({ code: 'CONFLICT', message: MEMBER_MESSAGES.forgotten });
    expect(users.given([created, archived]).when(forget(0, randomUUID())).refusal().code).toBe('NOT_FOUND');
  });

  it('keeps a forgotten member archived for good', () => {
    expect(users.given([created, archived, forgotten]).when({ type: 'UnarchiveUser', userId, companyId, now }).refusal().message).toBe(MEMBER_MESSAGES.forgotten);
  });

  it('counts as open money the member\'s pending and approved-but-unpaid requests only', () => {
    const request = (status: string, requestor = userId) => ({ exists: true, requestorUserId: requestor, status });
    expect(openMoneyOf(userId, [request('PENDING'), request('APPROVED'), request('COMPLETED'), request('REJECTED'), request('DECLINED'), request('PENDING', randomUUID())])).toBe(2);
  });
});

describe('personal fields', () => {
  it('lists the personal fields present in an event and whose key seals them', () => {
    expect(personalPathsOf('UserCreated', created.data)).toEqual({ subjectId: userId, paths: ['firstName', 'lastName', 'embossName', 'email', 'authId'] });
    expect(personalPathsOf('UserUpdated', { userId, changes: { title: 'Boss' } })).toBeNull();
    expect(personalPathsOf('EmailClaimed', { email: 'ada@example.com', personId })).toEqual({ subjectId: personId, paths: ['email'] });
    expect(personalPathsOf('UserArchived', archived.data)).toBeNull();
    expect(personalPathsOf('MileageTripSubmitted', { spenderId: userId, from: 'Home', to: 'Clinic', miles: 3, amountCents: 210 })).toEqual({ subjectId: userId, paths: ['from', 'to'] });
  });

  it('forgets them as "Forgotten member", keeping every other field', () => {
    const data = forgetPersonalData('UserCreated', created.data);
    expect(`${data.firstName} ${data.lastName}`).toBe(FORGOTTEN_MEMBER);
    expect(data).toMatchObject({ email: '', authId: forgottenAuthId(userId), embossName: null, title: 'Controller', roles: ['Analyst'], createdAt: now });
    expect(forgetPersonalData('UserUpdated', { userId, changes: { lastName: 'Byron', title: 'Boss' } })).toEqual({ userId, changes: { lastName: 'member', title: 'Boss' } });
    expect(forgetPersonalData('UserProfileUpdated', { userId, personal: { phoneNumber: '555' }, title: 'Boss' })).toEqual({ userId, personal: {}, title: 'Boss' });
    // A trip keeps its money, distance, day and budget; where the spender went is forgotten.
    const trip = { spenderId: userId, from: 'Home', to: 'Clinic', miles: 3, amountCents: 210, date: '2026-02-27', budgetId: companyId };
    expect(forgetPersonalData('MileageTripSubmitted', trip)).toEqual({ ...trip, from: FORGOTTEN_PLACE, to: FORGOTTEN_PLACE });
  });
});
