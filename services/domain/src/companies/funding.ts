import { badInput, notFound } from '../shared/errors';
import { isCents } from '../shared/money';
import { streams } from '../shared/streams';
import type { LedgerEvent } from '../transactions/events';
import { ledgerDecider } from '../transactions/ledger';
import type { LedgerState } from '../transactions/ledger-state';
import { companyDecider, type CompanyState } from './decider';
import type { CompanyEvent } from './events';

export const COMPANY_FUNDING_MESSAGES = {
  invalid: 'Invalid input.',
  belowBudgeted: 'The total funding cannot be lower than what the company\'s budgets hold.',
} as const;

export interface SetCompanyFunding {
  type: 'SetCompanyFunding';
  companyId: string;
  totalFunding: number;
  now: string;
}

/**
 * A change of the company-wide funding, decided with the company's pool (`ledger-<companyId>`,
 * what its top budgets reserve) in one atomic append, so it can never drop below what a top budget
 * created at the same moment takes.
 */
export const companyFunding = (command: SetCompanyFunding) => ({
  streams: {
    company: { name: streams.company(command.companyId), fold: companyDecider as { initialState: () => CompanyState; evolve: (s: CompanyState, e: never) => CompanyState } },
    pool: { name: streams.ledger(command.companyId), fold: ledgerDecider as { initialState: () => LedgerState; evolve: (s: LedgerState, e: never) => LedgerState } },
  },
  decide: ({ company, pool }: { company: CompanyState; pool: LedgerState }): { company: CompanyEvent[]; pool: LedgerEvent[] } => {
    const { companyId, totalFunding, now } = command;
    if (!company.exists || company.companyId !== companyId) throw notFound('Company');
    if (!isCents(totalFunding) || totalFunding < 0) throw badInput('total_funding', COMPANY_FUNDING_MESSAGES.invalid);
    if (totalFunding < pool.allocatedCents) throw badInput('total_funding', COMPANY_FUNDING_MESSAGES.belowBudgeted);
    if (totalFunding === company.totalFunding) return { company: [], pool: [] };
    return {
      company: [{ type: 'CompanyFundingSet', data: { companyId, totalFunding, at: now } }],
      pool: [{ type: 'LedgerFundsSet', data: { ledgerId: companyId, companyId, funding: totalFunding, ceiling: totalFunding, at: now } }],
    };
  },
});
