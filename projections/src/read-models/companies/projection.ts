import { companyEvent } from '@spend/domain';
import type { Projection } from '../../types';
import { changesByCompany, upsertRows } from '../upsert';

export const companiesProjection: Projection = {
  name: 'companies',
  tables: ['companies'],
  eventTypes: ['CompanyCreated', 'CompanyBudgetNumbersSet', 'CompanyFundingSet'],
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
      const set = event.type === 'CompanyBudgetNumbersSet' ? { budget_numbers: event.data.budgetNumbers } : { total_funding: event.data.totalFunding };
      await trx.updateTable('companies').set(set).where('id', '=', event.data.companyId).execute();
      touched.push({ id: event.data.companyId, company_id: event.data.companyId });
    }
    return changesByCompany('companies', touched);
  },
};
