import type { Decider } from '../shared/decider';
import { badInput, conflict, notFound } from '../shared/errors';
import { isCents } from '../shared/money';
import { COMPANY_FLAGS, DEFAULT_COMPANY_FLAGS, type CompanyEvent, type CompanyFlag, type CompanyFlags } from './events';

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

/** Changes the company's name, address and flags (spec 7 updateOneCompany); a field left out stays. */
export interface UpdateCompanySettings {
  type: 'UpdateCompanySettings';
  companyId: string;
  dbaName?: string;
  /** Empty clears the address. */
  dbaAddress?: string;
  flags: Partial<Record<CompanyFlag, boolean>>;
  now: string;
}

export type CompanyCommand = CreateCompany | SetBudgetNumbers | UpdateCompanySettings;

export interface CompanyState {
  exists: boolean;
  companyId: string | null;
  parentCompanyId: string | null;
  totalFunding: number;
  budgetNumbers: boolean;
  dbaName: string;
  dbaAddress: string | null;
  flags: CompanyFlags;
}

export const companyDecider: Decider<CompanyState, CompanyCommand, CompanyEvent> = {
  initialState: () => ({ exists: false, companyId: null, parentCompanyId: null, totalFunding: 0, budgetNumbers: false, dbaName: '', dbaAddress: null, flags: DEFAULT_COMPANY_FLAGS }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CompanyCreated':
        return {
          exists: true, companyId: event.data.companyId, parentCompanyId: event.data.parentCompanyId, totalFunding: event.data.totalFunding, budgetNumbers: false,
          dbaName: event.data.dbaName, dbaAddress: null, flags: DEFAULT_COMPANY_FLAGS,
        };
      case 'CompanyBudgetNumbersSet':
        return { ...state, budgetNumbers: event.data.budgetNumbers };
      case 'CompanyFundingSet':
        return { ...state, totalFunding: event.data.totalFunding };
      case 'CompanySettingsUpdated':
        return {
          ...state,
          dbaName: event.data.dbaName ?? state.dbaName,
          dbaAddress: event.data.dbaAddress === undefined ? state.dbaAddress : event.data.dbaAddress,
          flags: { ...state.flags, ...event.data.flags },
        };
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
      case 'UpdateCompanySettings': {
        if (!state.exists || state.companyId !== command.companyId) throw notFound('Company');
        const dbaName = command.dbaName?.trim();
        if (dbaName === '') throw badInput('dba_name', 'Company name is required.');
        const address = command.dbaAddress === undefined ? undefined : command.dbaAddress.trim() || null;
        // Only what changes is recorded; an update that changes nothing records nothing.
        const flags = Object.fromEntries(COMPANY_FLAGS.filter((f) => command.flags[f] !== undefined && command.flags[f] !== state.flags[f]).map((f) => [f, command.flags[f]!]));
        const data = {
          companyId: command.companyId,
          ...(dbaName !== undefined && dbaName !== state.dbaName ? { dbaName } : {}),
          ...(address !== undefined && address !== state.dbaAddress ? { dbaAddress: address } : {}),
          flags,
          at: command.now,
        };
        if (data.dbaName === undefined && data.dbaAddress === undefined && Object.keys(flags).length === 0) return [];
        return [{ type: 'CompanySettingsUpdated', data }];
      }
    }
  },
};
