import type { Decider } from '../shared/decider';
import type { Agreement, AgreementEvent } from './events';

export interface AcceptAgreement {
  type: 'AcceptAgreement';
  userId: string;
  companyId: string;
  agreement: Agreement;
  now: string;
}

export type AgreementsState = Partial<Record<Agreement, string>>;

/** A member's accepted agreements; accepting one again keeps the first acceptance date. */
export const agreementsDecider: Decider<AgreementsState, AcceptAgreement, AgreementEvent> = {
  initialState: () => ({}),
  evolve: (state, event) => ({ ...state, [event.data.agreement]: event.data.acceptedAt }),
  decide: (command, state) =>
    state[command.agreement]
      ? []
      : [{ type: 'AgreementAccepted', data: { userId: command.userId, companyId: command.companyId, agreement: command.agreement, acceptedAt: command.now } }],
};
