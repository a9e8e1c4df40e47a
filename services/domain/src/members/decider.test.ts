import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { emailClaimDecider, normalizeEmail, userDecider, type CreateUser } from './decider';

const now = '2026-03-01T10:00:00.000Z';
const users = deciderSpec(userDecider);
const emails = deciderSpec(emailClaimDecider);

const create = (overrides: Partial<CreateUser> = {}): CreateUser => ({
  type: 'CreateUser',
  userId: randomUUID(),
  companyId: randomUUID(),
  personId: randomUUID(),
  authId: null,
  email: ' Ada@Example.COM ',
  firstName: ' Ada ',
  lastName: 'Lovelace',
  title: 'Controller',
  embossName: null,
  roles: ['OrgAdmin'],
  now,
  ...overrides,
});

describe('user decider', () => {
  it('creates a member with a normalized email that is also the default auth id', () => {
    const command = create();
    expect(users.given([]).when(command).events()).toEqual([
      {
        type: 'UserCreated',
        data: {
          userId: command.userId, companyId: command.companyId, personId: command.personId, authId: 'ada@example.com', email: 'ada@example.com',
          firstName: 'Ada', lastName: 'Lovelace', title: 'Controller', embossName: null, roles: ['OrgAdmin'], createdAt: now,
        },
      },
    ]);
  });

  it('keeps an identity-provider subject when one is given', () => {
    expect(users.given([]).when(create({ authId: 'sub-123' })).events()[0]!.data).toMatchObject({ authId: 'sub-123' });
  });

  it('gives the spec messages per field', () => {
    const fieldsOf = (overrides: Partial<CreateUser>) => users.given([]).when(create(overrides)).refusal().fields;
    expect(fieldsOf({ firstName: '', lastName: ' ', title: '' })).toEqual({
      first_name: 'This field is required.',
      last_name: 'This field is required.',
      title: 'This field is required.',
    });
    expect(fieldsOf({ email: '' })).toEqual({ email: 'This field is required.' });
    expect(fieldsOf({ email: 'not-an-email' })).toEqual({ email: 'Invalid email.' });
    expect(fieldsOf({ email: 'a b@c.de' })).toEqual({ email: 'Invalid email.' });
    expect(fieldsOf({ roles: [] })).toEqual({ roles: 'Please select the role.' });
    expect(fieldsOf({ roles: ['Janitor'] })).toEqual({ roles: 'Please select the role.' });
    expect(fieldsOf({ roles: ['Spender'], spenderBudgetIds: [] })).toEqual({ spenderBudgets: 'Please select at least one budget.' });
  });

  it('accepts a Spender with a budget', () => {
    expect(users.given([]).when(create({ roles: ['Spender'], spenderBudgetIds: [randomUUID()] })).events()).toHaveLength(1);
  });

  it('refuses to create the same user twice', () => {
    const command = create();
    const history = users.given([]).when(command).events();
    expect(users.given(history).when(command).refusal().code).toBe('CONFLICT');
  });
});

describe('email claim decider', () => {
  const personId = randomUUID();
  const claimed = [{ type: 'EmailClaimed' as const, data: { email: 'a@b.co', personId } }];

  it('lets a person claim a free email, normalized', () => {
    expect(emails.given([]).when({ type: 'ClaimEmail', email: ' A@b.co', personId }).events()).toEqual(claimed);
  });

  it('lets the same person claim it again harmlessly', () => {
    expect(emails.given(claimed).when({ type: 'ClaimEmail', email: 'a@b.co', personId }).events()).toEqual([]);
  });

  it('refuses anyone else with the spec message on the email field', () => {
    const error = emails.given(claimed).when({ type: 'ClaimEmail', email: 'A@B.CO', personId: randomUUID() }).refusal();
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Email is already in use.', fields: { email: 'Email is already in use.' } });
  });

  it('normalizes by trimming and lower-casing', () => {
    expect(normalizeEmail(' A@B.CO ')).toBe('a@b.co');
  });
});
