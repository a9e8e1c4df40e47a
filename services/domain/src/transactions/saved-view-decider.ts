import type { Decider } from '../shared/decider';
import { badInput, conflict, forbidden, notFound } from '../shared/errors';
import { requiredName } from '../coding/rules';
import { SAVED_VIEW_LIMITS, savedViewSettings, type SavedViewEvent, type SavedViewSettings } from './saved-view-events';

export const SAVED_VIEW_MESSAGES = {
  nameRequired: 'View Name is required',
  nameTooLong: `A view's name is at most ${SAVED_VIEW_LIMITS.name} characters.`,
  settings: 'This view cannot be saved: its filters are not those of the transactions list.',
  notOwner: 'Only the member who saved this view can change it.',
  deleted: 'This view has been deleted.',
} as const;

export interface SavedViewFields {
  name: string;
  shared: boolean;
  settings: SavedViewSettings;
}

type Ids = { viewId: string; companyId: string; userId: string; now: string };
export type SavedViewCommand =
  | (Ids & { type: 'CreateSavedView'; fields: SavedViewFields })
  /** Only what changes: a rename, a share, new settings. */
  | (Ids & { type: 'UpdateSavedView'; fields: Partial<SavedViewFields> })
  | (Ids & { type: 'DeleteSavedView' });

export interface SavedViewState extends SavedViewFields {
  companyId: string | null;
  ownerUserId: string | null;
  deleted: boolean;
}

const fieldsAfter = (c: Partial<SavedViewFields>, before: SavedViewFields): SavedViewFields => {
  const name = c.name === undefined ? before.name : requiredName(c.name, SAVED_VIEW_MESSAGES.nameRequired);
  if (name.length > SAVED_VIEW_LIMITS.name) throw badInput('name', SAVED_VIEW_MESSAGES.nameTooLong);
  const settings = savedViewSettings.safeParse(c.settings ?? before.settings);
  if (!settings.success || Object.keys(settings.data.params).length > SAVED_VIEW_LIMITS.params) throw badInput('settings', SAVED_VIEW_MESSAGES.settings);
  return { name, shared: c.shared ?? before.shared, settings: settings.data };
};

const decide = (c: SavedViewCommand, state: SavedViewState): SavedViewEvent[] => {
  const ids = { viewId: c.viewId, companyId: c.companyId };
  if (c.type === 'CreateSavedView') {
    const fields = fieldsAfter(c.fields, c.fields);
    // The same create retried (Idempotency-Key) records nothing new.
    return state.ownerUserId ? [] : [{ type: 'SavedViewCreated', data: { ...ids, ownerUserId: c.userId, ...fields, at: c.now } }];
  }
  if (!state.ownerUserId || state.companyId !== c.companyId) throw notFound('View');
  if (state.deleted) throw conflict(SAVED_VIEW_MESSAGES.deleted);
  // A shared view is the company's to use, but still its owner's to change.
  if (state.ownerUserId !== c.userId) throw forbidden(SAVED_VIEW_MESSAGES.notOwner);
  if (c.type === 'DeleteSavedView') return [{ type: 'SavedViewDeleted', data: { ...ids, at: c.now } }];
  const before: SavedViewFields = { name: state.name, shared: state.shared, settings: state.settings };
  const fields = fieldsAfter(c.fields, before);
  return JSON.stringify(fields) === JSON.stringify(before) ? [] : [{ type: 'SavedViewUpdated', data: { ...ids, ...fields, at: c.now } }];
};

const evolve = (state: SavedViewState, event: SavedViewEvent): SavedViewState => {
  if (event.type === 'SavedViewDeleted') return { ...state, deleted: true };
  const { companyId, name, shared, settings } = event.data;
  const ownerUserId = event.type === 'SavedViewCreated' ? event.data.ownerUserId : state.ownerUserId;
  return { ...state, companyId, ownerUserId, name, shared, settings };
};

/** A saved view of /transactions; stream `saved-view-<id>` (saved-view-events.ts). */
export const savedViewDecider: Decider<SavedViewState, SavedViewCommand, SavedViewEvent> = {
  initialState: () => ({ companyId: null, ownerUserId: null, deleted: false, name: '', shared: false, settings: { params: {}, hiddenColumns: [] } }),
  evolve,
  decide,
};
