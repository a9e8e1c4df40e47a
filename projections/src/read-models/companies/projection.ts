import { companyEvent, type CompanyFlag } from '@spend/domain';
import type { Projection } from '../../types';
import { changesByCompany, upsertRows } from '../upsert';

const FLAG_COLUMNS: Record<CompanyFlag, string> = {
  isCMARequired: 'is_cma_required',
  isPPRequired: 'is_pp_required', isTOURequired: 'is_tou_required', spendersSubCardsEnabled: 'spenders_sub_cards_enabled',
  isAllocationUnrestricted: 'is_allocation_unrestricted', isSecondFactorRequired: 'is_second_factor_required', isDualControlRequired: 'is_dual_control_required',
};

/** The columns a settings change sets: only the fields it carries. */
const settingsColumns = (data: { dbaName?: string; dbaAddress?: string | null; flags: Partial<Record<CompanyFlag, boolean>> }) => ({
  ...(data.dbaName !== undefined ? { dba_name: data.dbaName } : {}),
  ...(data.dbaAddress !== undefined ? { dba_address: data.dbaAddress } : {}),
  ...Object.fromEntries(Object.entries(data.flags).map(([flag, on]) => [FLAG_COLUMNS[flag as CompanyFlag], on])),
});

export const companiesProjection: Projection = {
  name: 'companies',
  tables: ['companies'],
  eventTypes: ['CompanyCreated', 'CompanyBudgetNumbersSet', 'CompanyFundingSet', 'CompanySettingsUpdated'],
  apply: async (trx, recorded) => {
    const events = recorded.map((e) => companyEvent.parse({ type: e.type, data: e.data }));
    const rows = events.flatMap(({ type, data }) =>
      type === 'CompanyCreated'
        ? [{
            id: data.companyId, company_id: data.companyId, dba_name: data.dbaName, parent_company_id: data.parentCompanyId,
            is_reseller: data.isReseller, total_funding: data.totalFunding, created_at: data.createdAt,
          }]
        : [],
    );
    await upsertRows(trx, 'companies', ['id'], rows);
    // Settings after the rows exist, in event order.
    const touched = rows.map((r) => ({ id: r.id, company_id: r.company_id }));
    for (const event of events) {
      if (event.type === 'CompanyCreated') continue;
      const set = event.type === 'CompanyBudgetNumbersSet' ? { budget_numbers: event.data.budgetNumbers }
        : event.type === 'CompanyFundingSet' ? { total_funding: event.data.totalFunding }
        : settingsColumns(event.data);
      await trx.updateTable('companies').set(set).where('id', '=', event.data.companyId).execute();
      touched.push({ id: event.data.companyId, company_id: event.data.companyId });
    }
    return changesByCompany('companies', touched);
  },
};
