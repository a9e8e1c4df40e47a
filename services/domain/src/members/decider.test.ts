import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { emailClaimDecider, normalizeEmail, userDecider, type CreateUser } from './decider';

const create = (overrides: Partial<CreateUser> = {}): CreateUser => ({
  type: 'CreateUser',
  userId: randomUUID(),
  companyId: randomUUID(),
  personId: randomUUID(),
  authId: null,
  email: ' Ada@Example.COM ',
  firstName: 'Ada',
  lastName: 'Lovelace',
  title: 'Controller',
  embossName: null,
  roles: ['OrgAdmin'],
  now: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const fieldsOf = (command: CreateUser): Record<string, string> => {
  try {
    userDecider.decide(command, userDecider.initialState());
  } catch (error) {
    return (error as DomainError).fields;
  }
  return {};
};

describe('user decider', () => {
  it('creates a member with a normalized email that is also the default auth id', () => {
    const [event] = userDecider.decide(create(), userDecider.initialState());
    expect(event!.data).toMatchObject({ email: 'ada@example.com', authId: 'ada@example.com', roles: ['OrgAdmin'], title: 'Controller' });
  });

  it('gives the spec messages per field', () => {
    expect(fieldsOf(create({ firstName: '', lastName: ' ', title: '' }))).toEqual({
      first_name: 'This field is required.',
      last_name: 'This field is required.',
      title: 'This field is required.',
    });
    expect(fieldsOf(create({ email: 'not-an-email' }))).toEqual({ email: 'Invalid email.' });
    expect(fieldsOf(create({ roles: [] }))).toEqual({ roles: 'Please select the role.' });
    expect(fieldsOf(create({ roles: ['Janitor'] }))).toEqual({ roles: 'Please select the role.' });
  });

  it('refuses to create the same user twice', () => {
    const command = create();
    const state = fold(userDecider, userDecider.decide(command, userDecider.initialState()));
    expect(() => userDecider.decide(command, state)).toThrow(DomainError);
  });
});

describe('email claim decider', () => {
  it('lets one person claim an email, again harmlessly, and refuses anyone else', () => {
    const personId = randomUUID();
    const claimed = emailClaimDecider.decide({ type: 'ClaimEmail', email: 'A@b.co', personId }, { personId: null });
    expect(claimed).toEqual([{ type: 'EmailClaimed', data: { email: 'a@b.co', personId } }]);
    const state = fold(emailClaimDecider, claimed);
    expect(emailClaimDecider.decide({ type: 'ClaimEmail', email: 'a@b.co', personId }, state)).toEqual([]);
    expect(() => emailClaimDecider.decide({ type: 'ClaimEmail', email: 'A@B.CO', personId: randomUUID() }, state)).toThrow('Email is already in use.');
    expect(normalizeEmail(' A@B.CO ')).toBe('a@b.co');
  });
});
