import type { Decider } from '../shared/decider';
import { badInput } from '../shared/errors';
import type { MemberEvent } from './events';
import { MEMBER_MESSAGES, normalizeEmail } from './rules';

type EmailClaimed = Extract<MemberEvent, { type: 'EmailClaimed' }>;

export interface ClaimEmail {
  type: 'ClaimEmail';
  email: string;
  personId: string;
}

/** One stream per normalized email (`email-<its keyed hash>`): the platform-wide uniqueness of emails. */
export const emailClaimDecider: Decider<{ personId: string | null }, ClaimEmail, EmailClaimed> = {
  initialState: () => ({ personId: null }),
  evolve: (_state, event) => ({ personId: event.data.personId }),
  decide: (command, state) => {
    if (state.personId === command.personId) return [];
    if (state.personId !== null) throw badInput('email', MEMBER_MESSAGES.emailInUse);
    return [{ type: 'EmailClaimed', data: { email: normalizeEmail(command.email), personId: command.personId } }];
  },
};
