import type { Decider } from '../shared/decider';
import { conflict, DomainError, notFound } from '../shared/errors';
import type { FieldErrors } from '../budgets/rules';
import type { AccountingEvent, IntegrationRunEvent } from './events';
import { effectiveAccountMappings } from './expense';
import type { MappingOptions, PlatformContact } from './provider';
import { proposeAccountMappings, type AccountMapping, type GlCodeForProposal } from './proposals';
import { ACCOUNTING_MESSAGES as M, ACCOUNTING_PLATFORMS } from './rules';
import { finishedRunStatus, type NotReadyTransaction, type RunStatus } from './runs';

export interface AccountingConnection { connectionId: string; platformKey: string; platformName: string; archived: boolean; createdAt: string }
export interface AccountingState {
  codatCompanyId: string | null;
  configuration: { bankAccountId: string; supplierId: string; customerId: string | null } | null;
  connections: AccountingConnection[];
  /** Platform account id -> our GL code, tracking category id -> our project (CodatDataImported). */
  accountGeneralLedgers: Record<string, string>;
  trackingCategoryProjects: Record<string, string>;
  /** Our GL code -> the platform account an admin chose for it (CodatAccountMapped); wins over the import's. */
  generalLedgerAccounts: Record<string, string>;
  /** Our GL code -> the account proposed on connect (CodatAccountsProposed); posts nowhere until confirmed. */
  proposedAccounts: Record<string, string>;
}

type Base = { companyId: string; now: string };
export type CreateCodatCompany = Base & { type: 'CreateCodatCompany'; codatCompanyId: string; name: string };
/** The platform's own options as the API just read them: the write model checks the choice against them. */
export type SetCodatConfiguration = Base & {
  type: 'SetCodatConfiguration'; bankAccountId: string; supplierId: string; customerId: string | null;
  platform: { accounts: MappingOptions['accounts']; suppliers: PlatformContact[]; customers: PlatformContact[] };
};
export type CreateCodatConnection = Base & { type: 'CreateCodatConnection'; connectionId: string; platformKey: string };
export type SetCodatConnectionArchived = Base & { type: 'SetCodatConnectionArchived'; connectionId: string; archived: boolean };
export type RecordCodatImport = Base & { type: 'RecordCodatImport'; data: Omit<Extract<AccountingEvent, { type: 'CodatDataImported' }>['data'], 'companyId' | 'at'> };
/** The platform's accounts as the API just read them: a mapping to an account it does not have is refused. */
export type MapCodatAccount = Base & { type: 'MapCodatAccount'; generalLedgerId: string; accountId: string | null; platform: { accounts: MappingOptions['accounts'] } };
/** Our GL codes and the platform's accounts as the API just read them. */
export type ProposeCodatAccounts = Base & { type: 'ProposeCodatAccounts'; generalLedgers: GlCodeForProposal[]; platform: { accounts: MappingOptions['accounts'] } };
/** The admin's mapping, proposed or changed, confirmed at once: every account must be one the platform has active. */
export type ConfirmCodatAccountMappings = Base & { type: 'ConfirmCodatAccountMappings'; mappings: AccountMapping[]; platform: { accounts: MappingOptions['accounts'] } };
export type AccountingCommand =
  | CreateCodatCompany | SetCodatConfiguration | CreateCodatConnection | SetCodatConnectionArchived | RecordCodatImport | MapCodatAccount | ProposeCodatAccounts | ConfirmCodatAccountMappings;

/** A platform key is checked before the platform is asked to make the connection. */
export const checkPlatformKey = (platformKey: string): string => {
  const name = ACCOUNTING_PLATFORMS[platformKey];
  if (!name) throw new DomainError('BAD_USER_INPUT', M.platformKey, { platformKey: M.platformKey });
  return name;
};

/**
 * A sync needs somewhere to post: with no GL code mapped to a platform account every transaction
 * would be kept back, so the sync is refused before a run is logged, saying what to do.
 */
export const requireAccountMappings = (state: AccountingState): void => {
  if (effectiveAccountMappings(state).length === 0) throw new DomainError('BAD_USER_INPUT', M.noMapping, { accountMappings: M.noMapping });
};

const requireActiveAccount = (accounts: MappingOptions['accounts'], accountId: string) => {
  if (!accounts.some((a) => a.id === accountId && a.status === 'Active')) throw new DomainError('BAD_USER_INPUT', M.mappingAccount, { accountId: M.mappingAccount });
};

const requireCompany = (state: AccountingState) => {
  if (!state.codatCompanyId) throw conflict(M.notCreated);
};

const decide = (c: AccountingCommand, state: AccountingState): AccountingEvent[] => {
  const ids = { companyId: c.companyId, at: c.now };
  switch (c.type) {
    case 'CreateCodatCompany':
      // Once per company: a retry (or a second click) keeps the first.
      return state.codatCompanyId ? [] : [{ type: 'CodatCompanyCreated', data: { ...ids, codatCompanyId: c.codatCompanyId, name: c.name } }];
    case 'SetCodatConfiguration': {
      requireCompany(state);
      const fields: FieldErrors = {};
      if (!c.platform.accounts.some((a) => a.id === c.bankAccountId && a.status === 'Active' && a.accountType === 'Asset')) fields.bankAccountId = M.bankAccount;
      if (!c.platform.suppliers.some((s) => s.id === c.supplierId && s.status === 'Active')) fields.supplierId = M.supplier;
      if (c.customerId !== null && !c.platform.customers.some((s) => s.id === c.customerId && s.status === 'Active')) fields.customerId = M.customer;
      const first = Object.values(fields)[0];
      if (first) throw new DomainError('BAD_USER_INPUT', first, fields);
      const next = { bankAccountId: c.bankAccountId, supplierId: c.supplierId, customerId: c.customerId };
      const same = state.configuration && JSON.stringify(state.configuration) === JSON.stringify(next);
      return same ? [] : [{ type: 'CodatConfigurationSet', data: { ...ids, ...next } }];
    }
    case 'CreateCodatConnection': {
      requireCompany(state);
      const platformName = checkPlatformKey(c.platformKey);
      if (state.connections.some((x) => x.connectionId === c.connectionId)) return [];
      return [{ type: 'CodatConnectionCreated', data: { ...ids, connectionId: c.connectionId, platformKey: c.platformKey, platformName } }];
    }
    case 'SetCodatConnectionArchived': {
      const connection = state.connections.find((x) => x.connectionId === c.connectionId);
      if (!connection) throw notFound('Connection');
      return connection.archived === c.archived ? [] : [{ type: 'CodatConnectionArchiveStatusSet', data: { ...ids, connectionId: c.connectionId, archived: c.archived } }];
    }
    case 'RecordCodatImport':
      requireCompany(state);
      if (!state.connections.some((x) => !x.archived)) throw conflict(M.noConnection);
      return [{ type: 'CodatDataImported', data: { ...ids, ...c.data } }];
    case 'MapCodatAccount': {
      requireCompany(state);
      if (c.accountId !== null) requireActiveAccount(c.platform.accounts, c.accountId);
      if ((state.generalLedgerAccounts[c.generalLedgerId] ?? null) === c.accountId) return [];
      return [{ type: 'CodatAccountMapped', data: { ...ids, generalLedgerId: c.generalLedgerId, accountId: c.accountId } }];
    }
    case 'ProposeCodatAccounts': {
      requireCompany(state);
      const proposals = proposeAccountMappings(c.generalLedgers, c.platform.accounts);
      const same = JSON.stringify(Object.fromEntries(proposals.map((p) => [p.generalLedgerId, p.accountId]))) === JSON.stringify(state.proposedAccounts);
      return same ? [] : [{ type: 'CodatAccountsProposed', data: { ...ids, proposals } }];
    }
    case 'ConfirmCodatAccountMappings': {
      requireCompany(state);
      if (c.mappings.length === 0) throw new DomainError('BAD_USER_INPUT', M.noMappingChosen, { mappings: M.noMappingChosen });
      // All or nothing: one archived account refuses the whole confirmation.
      for (const m of c.mappings) requireActiveAccount(c.platform.accounts, m.accountId);
      return c.mappings.filter((m) => state.generalLedgerAccounts[m.generalLedgerId] !== m.accountId)
        .map((m) => ({ type: 'CodatAccountMapped' as const, data: { ...ids, generalLedgerId: m.generalLedgerId, accountId: m.accountId } }));
    }
  }
};

const evolve = (state: AccountingState, event: AccountingEvent): AccountingState => {
  const d = event.data;
  switch (event.type) {
    case 'CodatCompanyCreated':
      return { ...state, codatCompanyId: event.data.codatCompanyId };
    case 'CodatConfigurationSet':
      return { ...state, configuration: { bankAccountId: event.data.bankAccountId, supplierId: event.data.supplierId, customerId: event.data.customerId } };
    case 'CodatConnectionCreated':
      return { ...state, connections: [...state.connections, { connectionId: event.data.connectionId, platformKey: event.data.platformKey, platformName: event.data.platformName, archived: false, createdAt: d.at }] };
    case 'CodatConnectionArchiveStatusSet':
      return { ...state, connections: state.connections.map((x) => (x.connectionId === event.data.connectionId ? { ...x, archived: event.data.archived } : x)) };
    case 'CodatDataImported':
      return {
        ...state,
        accountGeneralLedgers: { ...state.accountGeneralLedgers, ...Object.fromEntries(event.data.accounts.map((a) => [a.accountId, a.generalLedgerId])) },
        trackingCategoryProjects: { ...state.trackingCategoryProjects, ...Object.fromEntries(event.data.trackingCategories.map((t) => [t.trackingCategoryId, t.projectId])) },
      };
    case 'CodatAccountMapped': {
      const { [event.data.generalLedgerId]: _previous, ...rest } = state.generalLedgerAccounts;
      return { ...state, generalLedgerAccounts: event.data.accountId ? { ...rest, [event.data.generalLedgerId]: event.data.accountId } : rest };
    }
    case 'CodatAccountsProposed':
      return { ...state, proposedAccounts: Object.fromEntries(event.data.proposals.map((p) => [p.generalLedgerId, p.accountId])) };
  }
};

/** A company's accounting integration; stream `accounting-<companyId>`. */
export const accountingDecider: Decider<AccountingState, AccountingCommand, AccountingEvent> = {
  initialState: () => ({ codatCompanyId: null, configuration: null, connections: [], accountGeneralLedgers: {}, trackingCategoryProjects: {}, generalLedgerAccounts: {}, proposedAccounts: {} }),
  evolve,
  decide,
};

/** The run's state, and its last step (a retried step records nothing; a finished run takes no step). */
export type IntegrationRunState = { status: 'NONE' | RunStatus; step: IntegrationRunEvent['type'] | null };
export type IntegrationRunCommand =
  | (Base & { type: 'StartIntegrationRun'; runId: string; kind: 'EXPENSES' | 'IMPORT' })
  | (Base & { type: 'LoadIntegrationRun'; runId: string; transactionIds: string[] })
  | (Base & { type: 'CompleteIntegrationRun'; runId: string; syncedTransactionIds: string[]; failed: { transactionId: string; message: string }[]; notReady?: NotReadyTransaction[] })
  | (Base & { type: 'FailIntegrationRun'; runId: string; message: string; notReady?: NotReadyTransaction[] });

const RUN_EVENT = { StartIntegrationRun: 'IntegrationRunStarted', LoadIntegrationRun: 'IntegrationRunLoaded', CompleteIntegrationRun: 'IntegrationRunCompleted', FailIntegrationRun: 'IntegrationRunFailed' } as const;
const STEPS = ['IntegrationRunStarted', 'IntegrationRunLoaded', 'IntegrationRunCompleted'] as const;
const STEP_NAME = { IntegrationRunStarted: 'STARTED', IntegrationRunLoaded: 'LOADED', IntegrationRunCompleted: 'COMPLETED' } as const;

/**
 * A run that went through: COMPLETED only when every transaction it took up sy (one fold). */
export const evolveIntegrationRun = (_: IntegrationRunState, event: IntegrationRunEvent): IntegrationRunState => {
  switch (event.type) {
    case 'IntegrationRunStarted':
      return { status: 'STARTED', step: event.type };
    case 'IntegrationRunLoaded':
      return { status: 'LOADED', step: event.type };
    case 'IntegrationRunCompleted':
      return { status: finishedRunStatus(event.data), step: event.type };
    case 'IntegrationRunFailed':
      return { status: 'FAILED', step: event.type };
  }
};

/** A run's log (spec 4 run states, and PARTIAL): STARTED, then LOADED, then finished or FAILED; a step repeated by a retry records nothing. */
export const integrationRunDecider: Decider<IntegrationRunState, IntegrationRunCommand, IntegrationRunEvent> = {
  initialState: () => ({ status: 'NONE', step: null }),
  evolve: evolveIntegrationRun,
  decide: (c, state) => {
    const { type: _type, now, ...rest } = c;
    const event = RUN_EVENT[c.type];
    if (state.step === event) return [];
    if (state.step === 'IntegrationRunCompleted' || state.step === 'IntegrationRunFailed') throw conflict(M.runOver);
    const at = state.step === null ? -1 : STEPS.indexOf(state.step);
    if (event !== 'IntegrationRunFailed' && STEPS.indexOf(event) !== at + 1) throw conflict(`A run ${state.status} cannot become ${STEP_NAME[event]}.`);
    return [{ type: event, data: { ...rest, at: now } } as IntegrationRunEvent];
  },
};
