import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { emailClaimDecider, userDecider, type CreateUser } from './decider';
import { MEMBER_MESSAGES, normalizeEmail, validatePersonAcrossCompanies, type PersonAcrossCompanies } from './rules';

const now = '2026-03-01T10:00:00.000Z';
const users = deciderSpec(userDecider);
/** An admin changing the member (their own user is another). */
const by = { userId: randomUUID(), roles: ['OrgAdmin' as const], multiOrgRoles: false };
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

  it('refuses BudgetOwner among roles chosen by hand: it comes with owning a budget (spec 4)', () => {
    const message = 'Budget Owner is granted by making the member the owner of a budget. Please select another role.';
    for (const roles of [['BudgetOwner'], ['Spender', 'BudgetOwner']]) {
      expect(users.given([]).when(create({ roles, spenderBudgetIds: [randomUUID()], rolesByHand: true })).refusal()).toMatchObject({ code: 'BAD_USER_INPUT', message, fields: { roles: message } });
    }
    // A seed replaying an owner's history records it.
    expect(users.given([]).when(create({ roles: ['BudgetOwner'] })).events()[0]!.data).toMatchObject({ roles: ['BudgetOwner'] });
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

describe('user decider: changes after creation', () => {
  const companyId = randomUUID();
  const userId = randomUUID();
  const created = users.given([]).when(create({ userId, companyId, roles: ['Spender', 'BudgetOwner'] })).events();
  const later = '2026-03-02T10:00:00.000Z';

  it('updates only the fields that changed, trimmed', () => {
    expect(users.given(created).when({ type: 'UpdateUser', userId, companyId, by, firstName: 'Ada', lastName: ' King ', title: 'CFO', embossName: ' ADA K ', now: later }).events()).toEqual([
      { type: 'UserUpdated', data: { userId, companyId, changes: { lastName: 'King', title: 'CFO', embossName: 'ADA K' }, at: later } },
    ]);
    expect(users.given(created).when({ type: 'UpdateUser', userId, companyId, by, firstName: 'Ada', now: later }).events()).toEqual([]);
  });

  it('refuses emptied required fields and roles with the spec messages', () => {
    const error = users.given(created).when({ type: 'UpdateUser', userId, companyId, by, firstName: ' ', title: '', roles: [], now: later }).refusal();
    expect(error.fields).toEqual({ first_name: 'This field is required.', title: 'This field is required.', roles: 'Please select the role.' });
    expect(users.given(created).when({ type: 'UpdateUser', userId, companyId, by, roles: ['Boss'], now: later }).refusal().fields).toEqual({ roles: 'Please select the role.' });
  });

  it('turns a new role set into grants and revocations, keeping the auto-managed BudgetOwner', () => {
    expect(users.given(created).when({ type: 'UpdateUser', userId, companyId, by, roles: ['OrgAdmin'], now: later }).events()).toEqual([
      { type: 'UserRoleGranted', data: { userId, companyId, role: 'OrgAdmin', at: later } },
      { type: 'UserRoleRevoked', data: { userId, companyId, role: 'Spender', at: later } },
    ]);
    // Repeating the BudgetOwner they hold changes nothing; asking for it for someone else is refused, as at creation.
    expect(users.given(created).when({ type: 'UpdateUser', userId, companyId, by, roles: ['Spender', 'BudgetOwner'], now: later }).events()).toEqual([]);
    const plain = users.given([]).when(create({ userId, companyId, roles: ['Spender'] })).events();
    expect(users.given(plain).when({ type: 'UpdateUser', userId, companyId, by, roles: ['Spender', 'BudgetOwner'], now: later }).refusal().fields).toEqual({ roles: MEMBER_MESSAGES.budgetOwnerByHand });
  });

  it('grants and revokes one role idempotently (budget owner auto-management)', () => {
    const plain = users.given([]).when(create({ userId, companyId, roles: ['Spender'] })).events();
    const granted = users.given(plain).when({ type: 'GrantRole', userId, companyId, role: 'BudgetOwner', now: later }).events();
    expect(granted).toEqual([{ type: 'UserRoleGranted', data: { userId, companyId, role: 'BudgetOwner', at: later } }]);
    expect(users.given([...plain, ...granted]).when({ type: 'GrantRole', userId, companyId, role: 'BudgetOwner', now: later }).events()).toEqual([]);
    const revoked = users.given([...plain, ...granted]).when({ type: 'RevokeRole', userId, companyId, role: 'BudgetOwner', now: later }).events();
    expect(revoked).toEqual([{ type: 'UserRoleRevoked', data: { userId, companyId, role: 'BudgetOwner', at: later } }]);
    expect(users.given([...plain, ...granted, ...revoked]).when({ type: 'RevokeRole', userId, companyId, role: 'BudgetOwner', now: later }).events()).toEqual([]);
  });

  it('archives and unarchives, refusing a repeat, and an archived member cannot be edited', () => {
    const archived = users.given(created).when({ type: 'ArchiveUser', userId, companyId, now: later }).events();
    expect(archived).toEqual([{ type: 'UserArchived', data: { userId, companyId, at: later } }]);
    const history = [...created, ...archived];
    expect(users.given(history).when({ type: 'ArchiveUser', userId, companyId, now: later }).refusal()).toMatchObject({ code: 'CONFLICT', message: 'This member is already archived.' });
    expect(users.given(history).when({ type: 'UpdateUser', userId, companyId, by, firstName: 'X', now: later }).refusal().code).toBe('CONFLICT');
    expect(users.given(history).when({ type: 'UnarchiveUser', userId, companyId, now: later }).events()).toEqual([{ type: 'UserUnarchived', data: { userId, companyId, at: later } }]);
    expect(users.given(created).when({ type: 'UnarchiveUser', userId, companyId, now: later }).refusal()).toMatchObject({ code: 'CONFLICT', message: 'This member is not archived.' });
  });

  it('records a checked avatar by its file only, ignores the same one again, and removes it', () => {
    const avatar = { fileId: randomUUID(), key: `avatars/${companyId}/x`, contentType: 'image/png', sizeBytes: 68, sha256: 'b'.repeat(64) };
    const changed = users.given(created).when({ type: 'ChangeAvatar', userId, companyId, avatar, now: later }).events();
    expect(changed).toEqual([{ type: 'UserAvatarChanged', data: { userId, companyId, avatar, at: later } }]);
    const history = [...created, ...changed];
    expect(users.given(history).when({ type: 'ChangeAvatar', userId, companyId, avatar, now: later }).events()).toEqual([]);
    expect(users.given(history).when({ type: 'ChangeAvatar', userId, companyId, avatar: null, now: later }).events()).toEqual([
      { type: 'UserAvatarChanged', data: { userId, companyId, avatar: null, at: later } },
    ]);
    // Nothing to remove: nothing happens.
    expect(users.given(created).when({ type: 'ChangeAvatar', userId, companyId, avatar: null, now: later }).events()).toEqual([]);
  });

  it('refuses an avatar that is not a raster image, another company\'s member, and an archived one', () => {
    const svg = { fileId: randomUUID(), key: 'k', contentType: 'image/svg+xml', sizeBytes: 10, sha256: 'c'.repeat(64) };
    expect(users.given(created).when({ type: 'ChangeAvatar', userId, companyId, avatar: svg, now: later }).refusal().fields).toEqual({
      uploadId: 'Avatars must be JPG, JPEG, PNG, GIF, BMP or WEBP files.',
    });
    expect(users.given(created).when({ type: 'ChangeAvatar', userId, companyId: randomUUID(), avatar: null, now: later }).refusal().code).toBe('NOT_FOUND');
    const archived = [...created, ...users.given(created).when({ type: 'ArchiveUser', userId, companyId, now: later }).events()];
    expect(users.given(archived).when({ type: 'ChangeAvatar', userId, companyId, avatar: null, now: later }).refusal().code).toBe('CONFLICT');
  });

  it('answers another company, or no user at all, as not found', () => {
    for (const command of [
      { type: 'UpdateUser' as const, userId, companyId: randomUUID(), by, firstName: 'X', now: later },
      { type: 'GrantRole' as const, userId, companyId: randomUUID(), role: 'BudgetOwner' as const, now: later },
      { type: 'ArchiveUser' as const, userId, companyId: randomUUID(), now: later },
    ]) {
      expect(users.given(created).when(command).refusal()).toMatchObject({ code: 'NOT_FOUND', message: 'User not found.' });
    }
    expect(users.given([]).when({ type: 'RevokeRole', userId, companyId, role: 'Spender', now: later }).refusal().code).toBe('NOT_FOUND');
  });

  it('lets the multi-org form leave the title out', () => {
    expect(users.given([]).when(create({ title: null, titleOptional: true })).events()[0]!.data).toMatchObject({ title: null });
    expect(users.given([]).when(create({ title: null })).refusal().fields).toEqual({ title: 'This field is required.' });
  });
});

describe('multi-org person rules', () => {
  const [a, b] = [randomUUID(), randomUUID()];
  const person = (overrides: Partial<PersonAcrossCompanies> = {}): PersonAcrossCompanies => ({
    firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', users: [{ companyId: a, roles: ['OrgAdmin'], title: null }], ...overrides,
  });
  const refusal = (p: PersonAcrossCompanies) => {
    try {
      validatePersonAcrossCompanies(p);
    } catch (error) {
      return error as { fields: Record<string, string> };
    }
    throw new Error('accepted');
  };

  it('accepts identity plus a role per company, title optional', () => {
    expect(() => validatePersonAcrossCompanies(person({ users: [{ companyId: a, roles: ['Analyst'], title: null }, { companyId: b, roles: ['Spender'], title: 'Clerk' }] }))).not.toThrow();
  });

  it('needs the identity, a company, and a role for each company', () => {
    expect(refusal(person({ firstName: '', lastName: '', email: 'x' })).fields).toEqual({ first_name: 'This field is required.', last_name: 'This field is required.', email: 'Invalid email.' });
    expect(refusal(person({ users: [] })).fields).toEqual({ companies: 'Please select at least one company.' });
    expect(refusal(person({ users: [{ companyId: a, roles: ['OrgAdmin'], title: null }, { companyId: b, roles: [], title: null }] })).fields).toEqual({ [`role-${b}`]: 'Please select the role.' });
  });

  it('refuses BudgetOwner as a company\'s role', () => {
    expect(refusal(person({ users: [{ companyId: a, roles: ['OrgAdmin'], title: null }, { companyId: b, roles: ['BudgetOwner'], title: null }] })).fields).toEqual({ [`role-${b}`]: MEMBER_MESSAGES.budgetOwnerByHand });
  });
});
