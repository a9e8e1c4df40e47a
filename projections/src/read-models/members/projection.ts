import { userCreated } from '@spend/domain';
import type { Projection } from '../../types';
import { changesByCompany, upsertRows } from '../upsert';

/** Company users (members) and their roles; the API resolves callers here by token subject. */
export const membersProjection: Projection = {
  name: 'members',
  tables: ['users'],
  eventTypes: ['UserCreated'],
  apply: async (trx, recorded) => {
    const rows = recorded.map((e) => {
      const { data } = userCreated.parse({ type: e.type, data: e.data });
      return {
        id: data.userId, company_id: data.companyId, person_id: data.personId, auth_id: data.authId, email: data.email,
        first_name: data.firstName, last_name: data.lastName, title: data.title, emboss_name: data.embossName, roles: data.roles,
        archived: false, created_at: data.createdAt,
      };
    });
    await upsertRows(trx, 'users', ['id'], rows);
    return changesByCompany('members', rows);
  },
};
