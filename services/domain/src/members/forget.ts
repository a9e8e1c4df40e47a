import { conflict } from '../shared/errors';
import type { UserEvent } from './events';
import type { ForgetUser } from './commands';
import { MEMBER_MESSAGES } from './rules';

/** A request or reimbursement as forgetting its requestor looks at it (their aggregates' states). */
interface MoneyRequest {
  exists: boolean;
  requestorUserId: string | null;
  status: string;
}

/** How many of these requests of the member still wait for a review or a payout. */
export const openMoneyOf = (userId: string, requests: readonly MoneyRequest[]): number =>
  requests.filter((r) => r.exists && r.requestorUserId === userId && (r.status === 'PENDING' || r.status === 'APPROVED')).length;

/** The fields of a member's state forgetting looks at. */
interface Forgettable {
  personId: string | null;
  archived: boolean;
  forgotten: boolean;
}

/**
 * Forgetting is for a member who has left and whose money is settled: an active member, one with
 * an open request or reimbursement, or one already forgotten is refused and nothing is recorded.
 */
export const decideForget = (command: ForgetUser, state: Forgettable): UserEvent[] => {
  if (state.forgotten) throw conflict(MEMBER_MESSAGES.forgotten);
  if (!state.archived) throw conflict(MEMBER_MESSAGES.forgetActive);
  if (command.openMoney > 0) throw conflict(MEMBER_MESSAGES.forgetOpenMoney);
  return [{ type: 'UserForgotten', data: { userId: command.userId, companyId: command.companyId, personId: state.personId!, at: command.now } }];
};
