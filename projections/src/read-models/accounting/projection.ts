import { accountingEvent, ACCOUNTING_EVENT_TYPES, finishedRunStatus, integrationRunEvent } from '@spend/domain';
import type { Projection, ReadModelChange } from '../../types';

/** The accounting integration, its connections and its run logs. */
export const accountingProjection: Projection = {
  name: 'accounting',
  tables: ['accounting_integrations', 'accounting_connections', 'integration_run_logs'],
  eventTypes: ACCOUNTING_EVENT_TYPES,
  apply: async (trx, events) => {
    const changes: ReadModelChange[] = [];
    for (const raw of events) {
      if (raw.type.startsWith('IntegrationRun')) {
        const event = integrationRunEvent.parse({ type: raw.type, data: raw.data });
        const { runId, companyId, at } = event.data;
        const runs = trx.updateTable('integration_run_logs').where('run_id', '=', runId);
        if (event.type === 'IntegrationRunStarted') {
          await trx.insertInto('integration_run_logs').values({ run_id: runId, company_id: companyId, kind: event.data.kind, status: 'STARTED', started_at: at, updated_at: at }).onConflict((oc) => oc.doNothing()).execute();
        } else if (event.type === 'IntegrationRunLoaded') {
          await runs.set({ status: 'LOADED', transaction_ids: event.data.transactionIds, updated_at: at }).execute();
        } else if (event.type === 'IntegrationRunCompleted') {
          await runs.set({
            status: finishedRunStatus(event.data), synced_transaction_ids: event.data.syncedTransactionIds, failures: JSON.stringify(event.data.failed),
            not_ready: JSON.stringify(event.data.notReady ?? []), updated_at: at,
          }).execute();
        } else {
          await runs.set({ status: 'FAILED', message: event.data.message, not_ready: JSON.stringify(event.data.notReady ?? []), updated_at: at }).execute();
        }
        changes.push({ companyId, what: 'integrationRuns', ids: [runId] });
        continue;
      }
      const event = accountingEvent.parse({ type: raw.type, data: raw.data });
      const { companyId, at } = event.data;
      switch (event.type) {
        case 'CodatCompanyCreated':
          await trx.insertInto('accounting_integrations').values({ company_id: companyId, codat_company_id: event.data.codatCompanyId, codat_company_name: event.data.name, created_at: at, updated_at: at })
            .onConflict((oc) => oc.column('company_id').doNothing()).execute();
          break;
        case 'CodatConfigurationSet':
          await trx.updateTable('accounting_integrations').where('company_id', '=', companyId)
            .set({ bank_account_id: event.data.bankAccountId, supplier_id: event.data.supplierId, customer_id: event.data.customerId, updated_at: at }).execute();
          break;
        case 'CodatConnectionCreated':
          await trx.insertInto('accounting_connections').values({
            company_id: companyId, connection_id: event.data.connectionId, platform_key: event.data.platformKey, platform_name: event.data.platformName, archived: false, created_at: at, updated_at: at,
          }).onConflict((oc) => oc.columns(['company_id', 'connection_id']).doNothing()).execute();
          break;
        case 'CodatConnectionArchiveStatusSet':
          await trx.updateTable('accounting_connections').where('company_id', '=', companyId).where('connection_id', '=', event.data.connectionId).set({ archived: event.data.archived, updated_at: at }).execute();
          break;
        case 'CodatDataImported':
          // The imported GL codes and projects have their own read models; nothing to keep here.
          break;
        case 'CodatAccountMapped':
        case 'CodatAccountsProposed':
          // The API reads mappings and proposals from the write model, where the sync takes them from too.
          break;
      }
      changes.push({ companyId, what: 'accounting', ids: [companyId] });
    }
    return changes;
  },
};
