import { agreementAccepted } from '@spend/domain';
import type { Projection } from '../../types';
import { upsertRows } from '../upsert';

/** Members' accepted agreements, for the app gate. */
export const agreementsProjection: Projection = {
  name: 'agreements',
  tables: ['agreement_acceptances'],
  eventTypes: ['AgreementAccepted'],
  apply: async (trx, events) => {
    const rows = events.map((e) => {
      const { data } = agreementAccepted.parse({ type: e.type, data: e.data });
      return { user_id: data.userId, company_id: data.companyId, agreement: data.agreement, accepted_at: data.acceptedAt };
    });
    await upsertRows(trx, 'agreement_acceptances', ['user_id', 'agreement'], rows);
    return rows.map((r) => ({ companyId: r.company_id, what: 'agreements', ids: [r.user_id] }));
  },
};
