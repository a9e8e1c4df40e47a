import type { Decider } from '../shared/decider';
import { DomainError, badInput, conflict } from '../shared/errors';
import { ROLES, type Role } from '../shared/roles';
import type { MemberEvent } from './events';

type UserCreated = Extract<MemberEvent, { type: 'UserCreated' }>;
type EmailClaimed = Extract<MemberEvent, { type: 'EmailClaimed' }>;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REQUIRED = 'This field is required.';

export interface CreateUser {
  type: 'CreateUser';
  userId: string;
  companyId: string;
  personId: string;
  /** Identity provider subject; defaults to the normalized email. */
  authId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  title: string | null;
  embossName: string | null;
  roles: string[];
  /**
   * Budgets the new member will spend from (connected on the budgets' streams by the caller). When
   * given, a Spender needs at least one (spec 5); leave it out where the form has no budget picker.
   */
  spenderBudgetIds?: string[];
  now: string;
}

export interface UserState {
  exists: boolean;
  companyId: string | null;
  roles: Role[];
}

export const userDecider: Decider<UserState, CreateUser, UserCreated> = {
  initialState: () => ({ exists: false, companyId: null, roles: [] }),
  evolve: (_state, event) => ({ exists: true, companyId: event.data.companyId, roles: event.data.roles }),
  decide: (command, state) => {
    if (state.exists) throw conflict('This member already exists.');
    const fields: Record<string, string> = {};
    const email = normalizeEmail(command.email);
    if (!command.firstName.trim()) fields.first_name = REQUIRED;
    if (!command.lastName.trim()) fields.last_name = REQUIRED;
    if (!command.title?.trim()) fields.title = REQUIRED;
    if (!email) fields.email = REQUIRED;
    else if (!EMAIL.test(email)) fields.email = 'Invalid email.';
    const roles = command.roles.filter((r): r is Role => (ROLES as readonly string[]).includes(r));
    if (command.roles.length === 0 || roles.length !== command.roles.length) fields.roles = 'Please select the role.';
    else if (roles.includes('Spender') && command.spenderBudgetIds?.length === 0) fields.spenderBudgets = 'Please select at least one budget.';
    const first = Object.values(fields)[0];
    if (first) throw new DomainError('BAD_USER_INPUT', first, fields);
    return [
      {
        type: 'UserCreated',
        data: {
          userId: command.userId,
          companyId: command.companyId,
          personId: command.personId,
          authId: command.authId ?? email,
          email,
          firstName: command.firstName.trim(),
          lastName: command.lastName.trim(),
          title: command.title?.trim() || null,
          embossName: command.embossName?.trim() || null,
          roles: [...new Set(roles)],
          createdAt: command.now,
        },
      },
    ];
  },
};

export interface ClaimEmail {
  type: 'ClaimEmail';
  email: string;
  personId: string;
}

/** One stream per normalized email (`email-<email>`): the platform-wide uniqueness of emails. */
export const emailClaimDecider: Decider<{ personId: string | null }, ClaimEmail, EmailClaimed> = {
  initialState: () => ({ personId: null }),
  evolve: (_state, event) => ({ personId: event.data.personId }),
  decide: (command, state) => {
    if (state.personId === command.personId) return [];
    if (state.personId !== null) throw badInput('email', 'Email is already in use.');
    return [{ type: 'EmailClaimed', data: { email: normalizeEmail(command.email), personId: command.personId } }];
  },
};
