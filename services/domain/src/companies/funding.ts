import { badInput, notFound } from '../shared/errors';
import { fundsRefusalMessage } from '../shared/funds-refusal';
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

/**
 * The total below what the top budgets hold, in the words of every refusal for funds: what the budgets
 * hold, so the least the total can be, and what would allow a lower one.
 */
export const belowBudgetedMessage = (budgeted: number): string => fundsRefusalMessage({
  rule: COMPANY_FUNDING_MESSAGES.belowBudgeted, who: 'The company', has: budgeted, what: 'held by its budgets',
  bound: { phrase: 'the total funding can be no lower than', cents: budgeted }, remedy: "lower a budget's funding first",
});

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
    if (totalFunding < pool.allocatedCents) throw badInput('total_funding', belowBudgetedMessage(pool.allocatedCents));
    if (totalFunding === company.totalFunding) return { company: [], pool: [] };
    return {
      company: [{ type: 'CompanyFundingSet', data: { companyId, totalFunding, at: now } }],
      pool: [{ type: 'LedgerFundsSet', data: { ledgerId: companyId, companyId, funding: totalFunding, ceiling: totalFunding, at: now } }],
    };
  },
});
