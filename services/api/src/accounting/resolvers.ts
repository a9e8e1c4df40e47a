import { checkPlatformKey, streams, accountingDecider, notFound } from '@spend/domain';
import type { Resolvers } from '../generated/resolvers-types';
import { awaitProjections, nowOf, requirePermission, runCommand, type ApiContext } from '../shared/context';
import { tenant } from '../requests/load';
import { loadAccounting, onPlatform, platformOf, readCodatCompany, readConnections, requireCodatCompany, run } from './platform';
import { pushTransactions, syncReadyTransactions } from './push';
import { transitCustomersAndGlData } from './transit';
import { confirmAccountMappings, proposeAccountMappings, readAccountMappings, readAccountProposals, setAccountMapping } from './mapping';
import { ensureSyncSchedule, setSyncSchedulePaused } from './schedule';

const companyAfterWrite = async (ctx: ApiContext) => {
  await awaitProjections(ctx, ['accounting']);
  return (await readCodatCompany(ctx))!;
};

const connectionAfterWrite = async (ctx: ApiContext, connectionId: string) => {
  await awaitProjections(ctx, ['accounting']);
  const [connection] = await readConnections(ctx, null, connectionId);
  if (!connection) throw notFound('Connection');
  return connection;
};

export const accountingResolvers: Resolvers = {
  Query: {
    codatCompany: (_, __, ctx) => {
      requirePermission(ctx, 'runLogs.read');
      return readCodatCompany(ctx);
    },
    codatMappingOptions: async (_, __, ctx) => {
      requirePermission(ctx, 'company.integrations.update');
      const { codatCompanyId } = await requireCodatCompany(ctx);
      return onPlatform(() => platformOf(ctx).mappingOptions(codatCompanyId));
    },
    codatCustomers: async (_, __, ctx) => {
      requirePermission(ctx, 'company.integrations.update');
      const { codatCompanyId } = await requireCodatCompany(ctx);
      return onPlatform(() => platformOf(ctx).customers(codatCompanyId));
    },
    codatSuppliers: async (_, __, ctx) => {
      requirePermission(ctx, 'company.integrations.update');
      const { codatCompanyId } = await requireCodatCompany(ctx);
      return onPlatform(() => platformOf(ctx).suppliers(codatCompanyId));
    },
    connections: (_, { archived }, ctx) => {
      requirePermission(ctx, 'runLogs.read');
      return readConnections(ctx, archived);
    },
    codatAccountMappings: (_, __, ctx) => {
      requirePermission(ctx, 'runLogs.read');
      return readAccountMappings(ctx);
    },
    codatAccountProposals: (_, __, ctx) => {
      requirePermission(ctx, 'runLogs.read');
      return readAccountProposals(ctx);
    },
    integrationRunLogs: async (_, { take }, ctx) => {
      requirePermission(ctx, 'runLogs.read');
      const rows = await tenant(ctx, (trx) => trx.selectFrom('integration_run_logs').selectAll().orderBy('started_at', 'desc').orderBy('run_id').limit(Math.min(Math.max(take ?? 50, 1), 200)).execute());
      return rows.map(run);
    },
  },
  Mutation: {
    createOneCodatCompany: async (_, __, ctx) => {
      requirePermission(ctx, 'company.integrations.add');
      const state = await loadAccounting(ctx);
      if (!state.codatCompanyId) {
        const company = await tenant(ctx, (trx) => trx.selectFrom('companies').select('dba_name').where('id', '=', ctx.caller.companyId).executeTakeFirstOrThrow());
        const created = await onPlatform(() => platformOf(ctx).createCompany(company.dba_name));
        await runCommand(ctx, streams.accounting(ctx.caller.companyId), accountingDecider, { type: 'CreateCodatCompany', companyId: ctx.caller.companyId, codatCompanyId: created.id, name: created.name, now: nowOf(ctx) });
      }
      return companyAfterWrite(ctx);
    },
    setOneCodatCompanyConfiguration: async (_, { data }, ctx) => {
      requirePermission(ctx, 'company.integrations.update');
      const { codatCompanyId } = await requireCodatCompany(ctx);
      const platform = platformOf(ctx);
      // The write model checks the choice against what the platform offers right now.
      const [options, suppliers, customers] = await onPlatform(() => Promise.all([platform.mappingOptions(codatCompanyId), platform.suppliers(codatCompanyId), platform.customers(codatCompanyId)]));
      const configuration = { bankAccountId: data.bankAccountId, supplierId: data.supplierId, customerId: data.customerId ?? null };
      await runCommand(ctx, streams.accounting(ctx.caller.companyId), accountingDecider, {
        type: 'SetCodatConfiguration', companyId: ctx.caller.companyId, ...configuration, platform: { accounts: options.accounts, suppliers, customers }, now: nowOf(ctx),
      });
      await onPlatform(() => platform.setConfiguration(codatCompanyId, configuration));
      return companyAfterWrite(ctx);
    },
    createOneCodatPlatformConnection: async (_, { platformKey }, ctx) => {
      requirePermission(ctx, 'company.integrations.add');
      const { codatCompanyId } = await requireCodatCompany(ctx);
      checkPlatformKey(platformKey);
      const connection = await onPlatform(() => platformOf(ctx).createConnection(codatCompanyId, platformKey));
      await runCommand(ctx, streams.accounting(ctx.caller.companyId), accountingDecider, { type: 'CreateCodatConnection', companyId: ctx.caller.companyId, connectionId: connection.id, platformKey, now: nowOf(ctx) });
      await proposeAccountMappings(ctx, codatCompanyId);
      await ensureSyncSchedule(ctx);
      await setSyncSchedulePaused(ctx, false);
      return connectionAfterWrite(ctx, connection.id);
    },
    updateConnectionArchiveStatusService: async (_, { connectionId, archived }, ctx) => {
      requirePermission(ctx, 'company.integrations.update');
      const { codatCompanyId } = await requireCodatCompany(ctx);
      await runCommand(ctx, streams.accounting(ctx.caller.companyId), accountingDecider, { type: 'SetCodatConnectionArchived', companyId: ctx.caller.companyId, connectionId, archived, now: nowOf(ctx) });
      // Archiving unlinks it on the platform, restoring links it again; a retry repeats this safely.
      await onPlatform(() => platformOf(ctx).setConnectionStatus(codatCompanyId, connectionId, archived ? 'Unlinked' : 'Linked'));
      const after = await loadAccounting(ctx);
      await setSyncSchedulePaused(ctx, !after.connections.some((c) => !c.archived));
      return connectionAfterWrite(ctx, connectionId);
    },
    setOneCodatAccountMapping: (_, { generalLedgerId, accountId }, ctx) => {
      requirePermission(ctx, 'company.integrations.update');
      return setAccountMapping(ctx, generalLedgerId, accountId ?? null);
    },
    confirmCodatAccountMappings: (_, { mappings }, ctx) => {
      requirePermission(ctx, 'company.integrations.update');
      return confirmAccountMappings(ctx, mappings);
    },
    createExpenseTransactions: (_, { transactionIds }, ctx) => {
      requirePermission(ctx, 'company.integrations.update');
      return pushTransactions(ctx, transactionIds);
    },
    syncAccounting: (_, __, ctx) => {
      requirePermission(ctx, 'company.integrations.update');
      return syncReadyTransactions(ctx);
    },
    transitCustomersAndGlData: (_, __, ctx) => {
      requirePermission(ctx, 'company.integrations.update');
      return transitCustomersAndGlData(ctx);
    },
  },
};
