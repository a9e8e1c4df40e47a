import type { Decider } from '../shared/decider';
import { badInput, conflict, notFound } from '../shared/errors';
import { isCents } from '../shared/money';
import type { CompanyEvent } from './events';

export interface CreateCompany {
  type: 'CreateCompany';
  companyId: string;
  dbaName: string;
  parentCompanyId: string | null;
  isReseller: boolean;
  totalFunding: number;
  now: string;
}

/** Turns budget numbers on or off for the company's budgets. */
export interface SetBudgetNumbers {
  type: 'SetBudgetNumbers';
  companyId: string;
  budgetNumbers: boolean;
  now: string;
}

export type CompanyCommand = CreateCompany | SetBudgetNumbers;

export interface CompanyState {
  exists: boolean;
  companyId: string | null;
  parentCompanyId: string | null;
  totalFunding: number;
  budgetNumbers: boolean;
}

export const companyDecider: Decider<CompanyState, CompanyCommand, CompanyEvent> = {
  initialState: () => ({ exists: false, companyId: null, parentCompanyId: null, totalFunding: 0, budgetNumbers: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CompanyCreated':
        return { exists: true, companyId: event.data.companyId, parentCompanyId: event.data.parentCompanyId, totalFunding: event.data.totalFunding, budgetNumbers: false };
      case 'CompanyBudgetNumbersSet':
        return { ...state, budgetNumbers: event.data.budgetNumbers };
      case 'CompanyFundingSet':
        return { ...state, totalFunding: event.data.totalFunding };
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateCompany': {
        if (state.exists) throw conflict('This company already exists.');
        const dbaName = command.dbaName.trim();
        if (!dbaName) throw badInput('dba_name', 'Company name is required.');
        if (!isCents(command.totalFunding) || command.totalFunding < 0) throw badInput('total_funding', 'Invalid input.');
        return [
          {
            type: 'CompanyCreated',
            data: {
              companyId: command.companyId,
              dbaName,
              parentCompanyId: command.parentCompanyId,
              isReseller: command.isReseller,
              totalFunding: command.totalFunding,
              createdAt: command.now,
            },
          },
        ];
      }
      case 'SetBudgetNumbers': {
        if (!state.exists || state.companyId !== command.companyId) throw notFound('Company');
        if (state.budgetNumbers === command.budgetNumbers) return [];
        return [{ type: 'CompanyBudgetNumbersSet', data: { companyId: command.companyId, budgetNumbers: command.budgetNumbers, at: command.now } }];
      }
    }
  },
};
