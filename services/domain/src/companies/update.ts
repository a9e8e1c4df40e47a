import type { BooksPolicyEvent } from '../transactions/bookkeeping-events';
import { booksPolicyDecider, type BooksPolicy, type SetBooksPolicy } from '../transactions/books-policy';
import type { LedgerEvent } from '../transactions/events';
import { ledgerDecider } from '../transactions/ledger';
import type { LedgerState } from '../transactions/ledger-state';
import { streams } from '../shared/streams';
import { companyDecider, type CompanyState, type SetBudgetNumbers, type UpdateCompanySettings } from './decider';
import type { CompanyEvent } from './events';
import { companyFunding, type SetCompanyFunding } from './funding';

/** What one `updateOneCompany` asks for: any of the company's settings, its budget numbers, its funding, its two coding flags. */
export interface UpdateCompany {
  companyId: string;
  settings?: UpdateCompanySettings;
  budgetNumbers?: SetBudgetNumbers;
  funding?: SetCompanyFunding;
  books?: SetBooksPolicy;
}

type Fold<S> = { initialState: () => S; evolve: (s: S, e: never) => S };
interface States { company: CompanyState; pool?: LedgerState; books?: BooksPolicy }

/**
 * One company update decided as one: the settings, budget numbers and funding on the company's
 * stream (the funding with its pool), the coding flags on the books policy's, appended in one commit.
 * So a refused part (a blank name, funding below what the budgets hold) records none of the others.
 * A stream is read only when its part is asked for: an update of the name never contends with the pool.
 */
export const updateCompany = (command: UpdateCompany) => ({
  streams: {
    company: { name: streams.company(command.companyId), fold: companyDecider as Fold<CompanyState> },
    ...(command.funding && { pool: { name: streams.ledger(command.companyId), fold: ledgerDecider as Fold<LedgerState> } }),
    ...(command.books && { books: { name: streams.booksPolicy(command.companyId), fold: booksPolicyDecider as Fold<BooksPolicy> } }),
  },
  decide: (states: States): { company: CompanyEvent[]; pool?: LedgerEvent[]; books?: BooksPolicyEvent[] } => {
    const company: CompanyEvent[] = [];
    let state = states.company;
    const apply = (events: CompanyEvent[]) => {
      company.push(...events);
      state = events.reduce(companyDecider.evolve, state);
    };
    if (command.settings) apply(companyDecider.decide(command.settings, state));
    if (command.budgetNumbers) apply(companyDecider.decide(command.budgetNumbers, state));
    let pool: LedgerEvent[] = [];
    if (command.funding) {
      const decided = companyFunding(command.funding).decide({ company: state, pool: states.pool ?? ledgerDecider.initialState() });
      apply(decided.company);
      pool = decided.pool;
    }
    const books = command.books ? booksPolicyDecider.decide(command.books, states.books ?? booksPolicyDecider.initialState()) : [];
    return { company, ...(command.funding && { pool }), ...(command.books && { books }) };
  },
});
