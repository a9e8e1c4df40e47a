import { API_CLIENT_EVENT_TYPES, apiClientEvent, scopesOf } from '@spend/domain';
import type { Projection, ReadModelChange } from '../../types';
import { upsertRows } from '../upsert';

/** API clients: created writes the whole row, revoked sets its status, so a rebuild writes the same rows. */
export const apiClientsProjection: Projection = {
  name: 'api-clients',
  tables: ['api_clients'],
  eventTypes: API_CLIENT_EVENT_TYPES,
  apply: async (trx, events) => {
    const changes: ReadModelChange[] = [];
    for (const raw of events) {
      const event = apiClientEvent.parse({ type: raw.type, data: raw.data });
      if (event.type === 'ApiClientCreated') {
        const c = event.data;
        await upsertRows(trx, 'api_clients', ['id'], [{
          id: c.clientId, company_id: c.companyId, name: c.name, access: c.access, scopes: scopesOf(c.access), secret_sha256: c.secretSha256,
          status: 'ACTIVE', created_by_user_id: c.createdByUserId, created_at: c.at, revoked_at: null,
        }]);
      } else {
        await trx.updateTable('api_clients').set({ status: 'REVOKED', revoked_at: event.data.at }).where('id', '=', event.data.clientId).execute();
      }
      changes.push({ companyId: event.data.companyId, what: 'api-clients', ids: [event.data.clientId] });
    }
    return changes;
  },
};
