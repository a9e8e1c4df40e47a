import { companyDecider, type CreateCompany } from '../companies/decider';
import type { CompanyEvent } from '../companies/events';
import { userDecider, type CreateUser, type UserState } from '../members/decider';
import type { UserEvent } from '../members/events';
import { streams } from '../shared/streams';
import { accountDecider, type AccountState } from './decider';
import type { AccountEvent } from './events';
import type { CompanyState } from '../companies/decider';

/**
 * The streams a new company is created on: the company, its card account and, when a person creates
 * it, their user in it (its events carry the new company's id).
 */
export const companyOpeningStreams = (companyId: string, creatorUserId?: string) => ({
  company: { name: streams.company(companyId), fold: companyDecider },
  account: { name: streams.account(companyId), fold: accountDecider },
  ...(creatorUserId && { creator: { name: streams.user(creatorUserId), fold: userDecider, companyId } }),
});

/**
 * A new company gets its card account in the same decision (issue #12): a credit line of its total
 * funding, monthly statements due in 25 days, no rebate and no late fee until an admin sets them.
 * The person who creates it (a reseller's admin) becomes its member with their own roles in the same
 * append (issue #29): a reseller manages its child companies, so the child is in their company
 * switcher at once, and no child can exist that its creator cannot open.
 */
export const decideCompanyOpening = (
  command: CreateCompany,
  states: { company: CompanyState; account: AccountState; creator?: UserState },
  creator?: CreateUser,
): { company: CompanyEvent[]; account: AccountEvent[]; creator?: UserEvent[] } => {
  const company = companyDecider.decide(command, states.company);
  const account = states.account.exists ? [] : accountDecider.decide({
    type: 'SetAccountTerms', companyId: command.companyId, name: `${command.dbaName.trim()} card account`, creditLimitCents: command.totalFunding,
    cycle: 'MONTHLY', rebateBasisPoints: 0, paymentDueDays: 25, lateFeeCents: 0, now: command.now,
  }, states.account);
  if (!creator || !states.creator) return { company, account };
  // A retry of the same opening finds its member already there: nothing more to record.
  const member = states.creator.exists ? [] : userDecider.decide({ ...creator, companyId: command.companyId }, states.creator);
  return { company, account, creator: member };
};
