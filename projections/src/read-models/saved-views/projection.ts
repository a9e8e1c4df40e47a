import { SAVED_VIEW_EVENT_TYPES, savedViewEvent } from '@spend/domain';
import type { Projection, ReadModelChange } from '../../types';
import { upsertRows } from '../upsert';

/**
 * Saved views of /transactions: each event writes its view's row whole (a create or update) or marks
 * it deleted, so a rebuild writes the same rows.
 */
export const savedViewsProjection: Projection = {
  name: 'saved-views',
  tables: ['saved_views'],
  eventTypes: SAVED_VIEW_EVENT_TYPES,
  apply: async (trx, events) => {
    const changes: ReadModelChange[] = [];
    for (const raw of events) {
      const event = savedViewEvent.parse({ type: raw.type, data: raw.data });
      const { viewId, companyId, at } = event.data;
      if (event.type === 'SavedViewDeleted') {
        await trx.updateTable('saved_views').set({ deleted: true, updated_at: at }).where('id', '=', viewId).execute();
      } else {
        const { name, shared, settings } = event.data;
        const row = { name, shared, params: JSON.stringify(settings.params), hidden_columns: JSON.stringify(settings.hiddenColumns), updated_at: at };
        if (event.type === 'SavedViewCreated') await upsertRows(trx, 'saved_views', ['id'], [{ id: viewId, company_id: companyId, owner_user_id: event.data.ownerUserId, ...row, created_at: at }]);
        else await trx.updateTable('saved_views').set(row).where('id', '=', viewId).execute();
      }
      changes.push({ companyId, what: 'saved-views', ids: [viewId] });
    }
    return changes;
  },
};
