import { companyDecider, type CreateCompany } from '../companies/decider';
import type { CompanyEvent } from '../companies/events';
import { streams } from '../shared/streams';
import { accountDecider, type AccountState } from './decider';
import type { AccountEvent } from './events';
import type { CompanyState } from '../companies/decider';

/** The streams a new company is created on: the company and its card account. */
export const companyOpeningStreams = (companyId: string) => ({
  company: { name: streams.company(companyId), fold: companyDecider },
  account: { name: streams.account(companyId), fold: accountDecider },
});

/**
 * A new company gets its card account in the same decision (issue #12): a credit line of its total
 * funding, monthly statements due in 25 days, no rebate and no late fee until an admin sets them.
 */
export const decideCompanyOpening = (command: CreateCompany, states: { company: CompanyState; account: AccountState }): { company: CompanyEvent[]; account: AccountEvent[] } => {
  const company = companyDecider.decide(command, states.company);
  const account = states.account.exists ? [] : accountDecider.decide({
    type: 'SetAccountTerms', companyId: command.companyId, name: `${command.dbaName.trim()} card account`, creditLimitCents: command.totalFunding,
    cycle: 'MONTHLY', rebateBasisPoints: 0, paymentDueDays: 25, lateFeeCents: 0, now: command.now,
  }, states.account);
  return { company, account };
};
