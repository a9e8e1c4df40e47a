import { codingEvent } from '@spend/domain';
import type { Projection, ReadModelChange } from '../../types';
import { upsertRows } from '../upsert';

/**
 * The books' reference data: general ledgers (GL codes), projects, custom fields and their options.
 * Each event writes the full row it describes, keyed by id, so replays and rebuilds write the same rows.
 */
export const codingProjection: Projection = {
  name: 'coding',
  tables: ['general_ledgers', 'projects', 'custom_fields', 'custom_field_options'],
  eventTypes: codingEvent.options.map((o) => o.shape.type.value),
  apply: async (trx, events) => {
    const changes: ReadModelChange[] = [];
    for (const raw of events) {
      const event = codingEvent.parse({ type: raw.type, data: raw.data });
      const { companyId, at } = event.data;
      let id: string;
      switch (event.type) {
        case 'GeneralLedgerCreated':
        case 'GeneralLedgerUpdated': {
          const { generalLedgerId, name, code, description, type, category } = event.data;
          id = generalLedgerId;
          const row = { id, company_id: companyId, name, code, description, type, category, updated_at: at };
          if (event.type === 'GeneralLedgerCreated') await upsertRows(trx, 'general_ledgers', ['id'], [{ ...row, is_enabled: true, archived: false, created_at: at }]);
          else await trx.updateTable('general_ledgers').set(row).where('id', '=', id).execute();
          break;
        }
        case 'GeneralLedgerArchived':
          id = event.data.generalLedgerId;
          await trx.updateTable('general_ledgers').set({ archived: true, updated_at: at }).where('id', '=', id).execute();
          break;
        case 'GeneralLedgerAvailabilitySet':
          id = event.data.generalLedgerId;
          await trx.updateTable('general_ledgers').set({ is_enabled: event.data.isEnabled, updated_at: at }).where('id', '=', id).execute();
          break;
        case 'ProjectCreated':
          id = event.data.projectId;
          await upsertRows(trx, 'projects', ['id'], [{ id, company_id: companyId, name: event.data.name, active: true, created_at: at, updated_at: at }]);
          break;
        case 'ProjectArchived':
          id = event.data.projectId;
          await trx.updateTable('projects').set({ active: false, updated_at: at }).where('id', '=', id).execute();
          break;
        case 'CustomFieldCreated':
        case 'CustomFieldUpdated': {
          const { customFieldId, name, description, isRequired, isActive, options } = event.data;
          id = customFieldId;
          const row = { id, company_id: companyId, name, description, is_required: isRequired, is_active: isActive, updated_at: at };
          if (event.type === 'CustomFieldCreated') await upsertRows(trx, 'custom_fields', ['id'], [{ ...row, archived: false, created_at: at }]);
          else await trx.updateTable('custom_fields').set(row).where('id', '=', id).execute();
          await upsertRows(trx, 'custom_field_options', ['id'], options.map((o) => ({ id: o.optionId, company_id: companyId, custom_field_id: id, name: o.name, archived: o.archived })));
          break;
        }
        case 'CustomFieldDeleted':
          id = event.data.customFieldId;
          await trx.updateTable('custom_fields').set({ archived: true, updated_at: at }).where('id', '=', id).execute();
          break;
      }
      changes.push({ companyId, what: 'coding', ids: [id] });
    }
    return changes;
  },
};
