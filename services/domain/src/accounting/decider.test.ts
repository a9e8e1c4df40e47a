import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec, refusalOf } from '../testing';
import { accountingDecider, integrationRunDecider, requireAccountMappings, type SetCodatConfiguration } from './decider';
import { effectiveAccountMappings, EXPENSE_MESSAGES, expenseFor, type SyncableTransaction } from './expense';
import { finishedRunStatus } from './runs';
import { ACCOUNTING_MESSAGES as M } from './rules';

const companyId = randomUUID();
const now = '2026-11-24T10:00:00.000Z';
const spec = deciderSpec(accountingDecider);
const created = [{ type: 'CodatCompanyCreated' as const, data: { companyId, codatCompanyId: 'co-1', name: 'Acme', at: now } }];
const platform: SetCodatConfiguration['platform'] = {
  accounts: [
    { id: 'bank', name: 'Checking', nominalCode: '1000', accountType: 'Asset', status: 'Active' },
    { id: 'travel', name: 'Travel', nominalCode: '6000', accountType: 'Expense', status: 'Active' },
    { id: 'old-bank', name: 'Old', nominalCode: '1001', accountType: 'Asset', status: 'Archived' },
  ],
  suppliers: [{ id: 'sup', name: 'Card Issuer', status: 'Active' }],
  customers: [{ id: 'cus', name: 'Contoso', status: 'Active' }],
};
const configure = (overrides: Partial<SetCodatConfiguration> = {}): SetCodatConfiguration => ({
  type: 'SetCodatConfiguration', companyId, now, bankAccountId: 'bank', supplierId: 'sup', customerId: null, platform, ...overrides,
});

describe('the accounting integration', () => {
  it('creates the platform company once; a retry keeps the first', () => {
    const command = { type: 'CreateCodatCompany' as const, companyId, now, codatCompanyId: 'co-1', name: 'Acme' };
    expect(spec.given([]).when(command).events()).toEqual(created);
    expect(spec.given(created).when({ ...command, codatCompanyId: 'co-2' }).events()).toEqual([]);
  });

  it('sets a configuration only with the platform own active bank account, supplier and customer', () => {
    expect(spec.given([]).when(configure()).refusal()).toMatchObject({ code: 'CONFLICT', message: M.notCreated });
    expect(spec.given(created).when(configure({ bankAccountId: 'travel', supplierId: 'nope', customerId: 'nope' })).refusal()).toMatchObject({
      code: 'BAD_USER_INPUT', fields: { bankAccountId: M.bankAccount, supplierId: M.supplier, customerId: M.customer },
    });
    expect(spec.given(created).when(configure({ bankAccountId: 'old-bank' })).refusal().fields).toEqual({ bankAccountId: M.bankAccount });
    const set = spec.given(created).when(configure({ customerId: 'cus' })).events();
    expect(set).toEqual([{ type: 'CodatConfigurationSet', data: { companyId, bankAccountId: 'bank', supplierId: 'sup', customerId: 'cus', at: now } }]);
    expect(spec.given([...created, ...set]).when(configure({ customerId: 'cus' })).events()).toEqual([]);
  });

  it('connects a supported platform; archives and restores a connection it knows', () => {
    const connect = { type: 'CreateCodatConnection' as const, companyId, now, connectionId: 'conn-1', platformKey: 'gbol' };
    expect(spec.given(created).when({ ...connect, platformKey: 'paper' }).refusal().fields).toEqual({ platformKey: M.platformKey });
    const connected = spec.given(created).when(connect).events();
    expect(connected[0]!.data).toMatchObject({ platformName: 'QuickBooks Online' });
    const archive = { type: 'SetCodatConnectionArchived' as const, companyId, now, connectionId: 'conn-1', archived: true };
    const archived = spec.given([...created, ...connected]).when(archive).events();
    expect(archived).toHaveLength(1);
    expect(spec.given([...created, ...connected, ...archived]).when(archive).events()).toEqual([]);
    expect(spec.given(created).when(archive).refusal().code).toBe('NOT_FOUND');
    // An import needs a connection that is not archived.
    const record = { type: 'RecordCodatImport' as const, companyId, now, data: { accounts: [], trackingCategories: [], customers: [] } };
    expect(spec.given([...created, ...connected, ...archived]).when(record).refusal().message).toBe(M.noConnection);
  });
});

describe('mapping our GL codes to platform accounts', () => {
  const glId = randomUUID();
  const map = (accountId: string | null) => ({ type: 'MapCodatAccount' as const, companyId, now, generalLedgerId: glId, accountId, platform: { accounts: platform.accounts } });
  const imported = { type: 'CodatDataImported' as const, data: { companyId, accounts: [{ accountId: 'bank', generalLedgerId: glId, name: 'Checking', archived: false }], trackingCategories: [], customers: [], at: now } };

  it('maps to an active account of the platform only, once; the choice wins over the import and null goes back to it', () => {
    expect(spec.given(created).when(map('nope')).refusal()).toMatchObject({ code: 'BAD_USER_INPUT', message: M.mappingAccount, fields: { accountId: M.mappingAccount } });
    expect(spec.given(created).when(map('old-bank')).refusal().message).toBe(M.mappingAccount);
    const mapped = spec.given([...created, imported]).when(map('travel')).events();
    expect(mapped).toEqual([{ type: 'CodatAccountMapped', data: { companyId, generalLedgerId: glId, accountId: 'travel', at: now } }]);
    expect(spec.given([...created, imported, ...mapped]).when(map('travel')).events()).toEqual([]);
    const state = [...created, imported, ...mapped].reduce(accountingDecider.evolve, accountingDecider.initialState());
    expect(effectiveAccountMappings(state)).toEqual([{ generalLedgerId: glId, accountId: 'travel' }]);
    const unmapped = spec.given([...created, imported, ...mapped]).when(map(null)).events();
    const back = [...created, imported, ...mapped, ...unmapped].reduce(accountingDecider.evolve, accountingDecider.initialState());
    expect(effectiveAccountMappings(back)).toEqual([{ generalLedgerId: glId, accountId: 'bank' }]);
  });

  it('refuses a sync while no GL code posts anywhere, naming what to do', () => {
    const fold = (events: Parameters<typeof accountingDecider.evolve>[1][]) => events.reduce(accountingDecider.evolve, accountingDecider.initialState());
    expect(refusalOf(() => requireAccountMappings(fold(created)))).toMatchObject({ code: 'BAD_USER_INPUT', message: M.noMapping, fields: { accountMappings: M.noMapping } });
    expect(() => requireAccountMappings(fold([...created, imported]))).not.toThrow();
  });
});

describe('an integration run', () => {
  const runs = deciderSpec(integrationRunDecider);
  const runId = randomUUID();
  const base = { companyId, now, runId };
  it('goes STARTED, LOADED, then COMPLETED or FAILED; a repeated step records nothing; an ended run stays ended', () => {
    const started = runs.given([]).when({ type: 'StartIntegrationRun', ...base, kind: 'EXPENSES' }).events();
    expect(runs.given(started).when({ type: 'StartIntegrationRun', ...base, kind: 'EXPENSES' }).events()).toEqual([]);
    expect(runs.given([]).when({ type: 'CompleteIntegrationRun', ...base, syncedTransactionIds: [], failed: [] }).refusal().code).toBe('CONFLICT');
    const loaded = runs.given(started).when({ type: 'LoadIntegrationRun', ...base, transactionIds: [] }).events();
    const failed = runs.given([...started, ...loaded]).when({ type: 'FailIntegrationRun', ...base, message: 'down' }).events();
    expect(failed).toEqual([{ type: 'IntegrationRunFailed', data: { companyId, runId, message: 'down', at: now } }]);
    expect(runs.given([...started, ...loaded, ...failed]).when({ type: 'CompleteIntegrationRun', ...base, syncedTransactionIds: [], failed: [] }).refusal().message).toBe(M.runOver);
  });

  it('is COMPLETED only when every transaction it took up synced: PARTIAL when the platform refused some, FAILED when it refused all', () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const steps = [
      ...runs.given([]).when({ type: 'StartIntegrationRun', ...base, kind: 'EXPENSES' }).events(),
    ];
    steps.push(...runs.given(steps).when({ type: 'LoadIntegrationRun', ...base, transactionIds: [a, b] }).events());
    const statusAfter = (syncedTransactionIds: string[], failed: string[]) => {
      const command = { type: 'CompleteIntegrationRun' as const, ...base, syncedTransactionIds, failed: failed.map((transactionId) => ({ transactionId, message: 'Refused.' })) };
      const history = [...steps, ...runs.given(steps).when(command).events()];
      const state = history.reduce(integrationRunDecider.evolve, integrationRunDecider.initialState());
      // A repeated completion records nothing; the run is over for any other step.
      expect(runs.given(history).when(command).events()).toEqual([]);
      expect(runs.given(history).when({ type: 'FailIntegrationRun', ...base, message: 'late' }).refusal().message).toBe(M.runOver);
      return state.status;
    };
    expect(statusAfter([a, b], [])).toBe('COMPLETED');
    expect(statusAfter([a], [b])).toBe('PARTIAL');
    expect(statusAfter([], [a, b])).toBe('FAILED');
  });

  it('is decided over what it sent: not-ready transactions never make it COMPLETED, and a run that sent nothing is FAILED', () => {
    const [a, c] = [randomUUID(), randomUUID()];
    const notReady = [{ transactionId: c, reason: 'NOT_CODED' as const, message: EXPENSE_MESSAGES.notCoded, generalLedgerId: null }];
    const start = runs.given([]).when({ type: 'StartIntegrationRun', ...base, kind: 'EXPENSES' }).events();
    const loaded = [...start, ...runs.given(start).when({ type: 'LoadIntegrationRun', ...base, transactionIds: [a] }).events()];
    const finish = (syncedTransactionIds: string[]) => {
      const events = runs.given(loaded).when({ type: 'CompleteIntegrationRun', ...base, syncedTransactionIds, failed: [], notReady }).events();
      // Each kept-back transaction is in the log with its reason.
      expect(events[0]!.data).toMatchObject({ notReady });
      return [...loaded, ...events].reduce(integrationRunDecider.evolve, integrationRunDecider.initialState()).status;
    };
    expect(finish([a])).toBe('PARTIAL');
    expect(finish([])).toBe('FAILED');
    // Nothing at all to sync: nothing left undone.
    expect(finishedRunStatus({ syncedTransactionIds: [], failed: [] })).toBe('COMPLETED');
  });
});

describe('what a run sends, and what it keeps back', () => {
  const [travelGl, newGl, project] = [randomUUID(), randomUUID(), randomUUID()];
  const mappings = { accountGeneralLedgers: { travel: travelGl }, trackingCategoryProjects: { apollo: project }, generalLedgerAccounts: {} };
  const t = (over: Partial<SyncableTransaction> = {}): SyncableTransaction => ({
    id: randomUUID(), amountCents: 4_210, currency: 'USD', date: '2026-11-02', merchantName: 'Delta', notes: null, generalLedgerId: travelGl, projectId: project, splits: null, ...over,
  });
  it('sends a coded transaction posted to its mapped account, with its tracking category', () => {
    const ready = t();
    expect(expenseFor(ready, mappings)).toEqual({ expense: { id: ready.id, issueDate: '2026-11-02', currency: 'USD', merchantName: 'Delta', notes: null, lines: [{ netAmountCents: 4_210, accountId: 'travel', trackingCategoryIds: ['apollo'] }] } });
  });
  it('keeps back one not coded (or with a split not coded), and one whose GL code posts nowhere, each with what to fix', () => {
    expect(expenseFor(t({ generalLedgerId: null }), mappings)).toEqual({ notReady: { reason: 'NOT_CODED', message: EXPENSE_MESSAGES.notCoded, generalLedgerId: null } });
    const split = t({ splits: [{ amountCents: 4_000, generalLedgerId: travelGl, projectId: null }, { amountCents: 210, generalLedgerId: null, projectId: null }] });
    expect(expenseFor(split, mappings)).toMatchObject({ notReady: { reason: 'NOT_CODED' } });
    expect(expenseFor(t({ generalLedgerId: newGl }), mappings)).toEqual({ notReady: { reason: 'UNMAPPED', message: EXPENSE_MESSAGES.unmapped, generalLedgerId: newGl } });
    // Mapped by an admin: it goes.
    expect(expenseFor(t({ generalLedgerId: newGl }), { ...mappings, generalLedgerAccounts: { [newGl]: 'meals' } })).toMatchObject({ expense: { lines: [{ accountId: 'meals' }] } });
  });
});
