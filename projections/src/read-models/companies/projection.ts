import { companyEvent } from '@spend/domain';
import type { Projection } from '../../types';
import { changesByCompany, upsertRows } from '../upsert';

export const companiesProjection: Projection = {
  name: 'companies',
  tables: ['companies'],
  eventTypes: ['CompanyCreated'],
  apply: async (trx, recorded) => {
    const rows = recorded.map((e) => {
      const { data } = companyEvent.parse({ type: e.type, data: e.data });
      return {
        id: data.companyId, company_id: data.companyId, dba_name: data.dbaName, parent_company_id: data.parentCompanyId,
        is_reseller: data.isReseller, total_funding: data.totalFunding, created_at: data.createdAt,
      };
    });
    await upsertRows(trx, 'companies', ['id'], rows);
    return changesByCompany('companies', rows);
  },
};
