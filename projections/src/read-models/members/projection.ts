import type { Selectable } from 'kysely';
import type { Position } from '@spend/eventstore';
import { USER_EVENT_TYPES, forgetPersonalData, memberEvent, type UserEvent } from '@spend/domain';
import type { AddressRow, NewUserRow, UsersTable } from '../tables';
import type { Projection } from '../../types';
import { changesByCompany, upsertRows } from '../upsert';

// Every row carries every column: one upsert statement writes the columns of its first row.
type Row = NewUserRow & {
  id: string; company_id: string; roles: string[]; avatar_file_id: string | null; created_position: string | null;
  middle_name: string | null; phone_number: string | null; address: AddressRow | null; sessions_valid_from: string | Date | null;
  manager_user_id: string | null; department: string | null;
};

const evolve = (row: Row | undefined, event: UserEvent, position: Position): Row | undefined => {
  if (event.type === 'UserCreated') {
    const d = event.data;
    return {
      created_position: position.prepare.toString(),
      id: d.userId, company_id: d.companyId, person_id: d.personId, auth_id: d.authId, email: d.email, first_name: d.firstName,
      last_name: d.lastName, title: d.title, emboss_name: d.embossName, roles: d.roles, archived: false, avatar_file_id: null, created_at: d.createdAt,
      middle_name: null, phone_number: null, address: null, sessions_valid_from: null, manager_user_id: null, department: null,
    };
  }
  if (!row) return row;
  switch (event.type) {
    case 'UserUpdated': {
      const c = event.data.changes;
      return {
        ...row,
        ...(c.firstName !== undefined && { first_name: c.firstName }),
        ...(c.lastName !== undefined && { last_name: c.lastName }),
        ...(c.title !== undefined && { title: c.title }),
        ...(c.embossName !== undefined && { emboss_name: c.embossName }),
        ...(c.managerUserId !== undefined && { manager_user_id: c.managerUserId }),
        ...(c.department !== undefined && { department: c.department }),
      };
    }
    case 'UserRoleGranted':
      return row.roles.includes(event.data.role) ? row : { ...row, roles: [...row.roles, event.data.role] };
    case 'UserRoleRevoked':
      return { ...row, roles: row.roles.filter((r) => r !== event.data.role) };
    case 'UserArchived':
    case 'UserUnarchived':
      return { ...row, archived: event.type === 'UserArchived' };
    case 'UserAvatarChanged':
      return { ...row, avatar_file_id: event.data.avatar?.fileId ?? null };
    case 'UserProfileUpdated': {
      const p = event.data.personal;
      return {
        ...row,
        ...(p.firstName !== undefined && { first_name: p.firstName }),
        ...(p.middleName !== undefined && { middle_name: p.middleName }),
        ...(p.lastName !== undefined && { last_name: p.lastName }),
        ...(p.phoneNumber !== undefined && { phone_number: p.phoneNumber }),
        ...(p.address !== undefined && { address: p.address }),
        ...(p.embossName !== undefined && { emboss_name: p.embossName }),
        ...(event.data.title !== undefined && { title: event.data.title }),
      };
    }
    case 'UserSessionsEnded':
      return { ...row, sessions_valid_from: event.data.at };
    case 'UserForgotten': {
      // The row as a rebuild makes it once the key is gone: the created fields as the domain forgets them.
      const forgotten = forgetPersonalData('UserCreated', { userId: row.id, email: row.email, authId: row.auth_id, firstName: row.first_name, lastName: row.last_name, embossName: row.emboss_name });
      return {
        ...row, email: forgotten.email, auth_id: forgotten.authId, first_name: forgotten.firstName, last_name: forgotten.lastName, emboss_name: forgotten.embossName,
        middle_name: null, phone_number: null, address: null, avatar_file_id: null,
      };
    }
  }
};

/**
 * Company users (members) and their roles; the API resolves callers here by token subject. A batch is
 * folded in memory over the rows it touches (loaded once) and each changed row is written once.
 */
export const membersProjection: Projection = {
  name: 'members',
  tables: ['users'],
  eventTypes: USER_EVENT_TYPES,
  apply: async (trx, recorded) => {
    const events = recorded.map((e) => memberEvent.parse({ type: e.type, data: e.data }) as UserEvent);
    const positions = recorded.map((e) => e.position);
    const createdHere = new Set(events.filter((e) => e.type === 'UserCreated').map((e) => e.data.userId));
    const ids = [...new Set(events.filter((e) => !createdHere.has(e.data.userId)).map((e) => e.data.userId))];
    const rows = new Map<string, Row | undefined>();
    if (ids.length > 0) {
      const existing: Selectable<UsersTable>[] = await trx.selectFrom('users').selectAll().where('id', 'in', ids).execute();
      for (const row of existing) rows.set(row.id, row);
    }
    for (const [i, event] of events.entries()) rows.set(event.data.userId, evolve(rows.get(event.data.userId), event, positions[i]!));
    const changed = [...rows.values()].filter((row): row is Row => row !== undefined);
    await upsertRows(trx, 'users', ['id'], changed);
    return changesByCompany('members', changed);
  },
};
