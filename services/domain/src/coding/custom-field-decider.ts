import type { Decider } from '../shared/decider';
import { conflict, notFound } from '../shared/errors';
import type { CustomFieldEvent, CustomFieldOption } from './events';
import { CODING_MESSAGES, mergeOptions, optionalText, requiredName, type OptionInput } from './rules';

export type CreateCustomField = {
  type: 'CreateCustomField'; customFieldId: string; companyId: string; name: string; description?: string | null;
  isRequired?: boolean; isActive?: boolean; options?: OptionInput[]; now: string;
};
/** Only the fields given change; `options` is the whole wanted list (the ones left out are archived). */
export type UpdateCustomField = {
  type: 'UpdateCustomField'; customFieldId: string; companyId: string; name?: string; description?: string | null;
  isRequired?: boolean; isActive?: boolean; options?: OptionInput[]; now: string;
};
export type DeleteCustomField = { type: 'DeleteCustomField'; customFieldId: string; companyId: string; now: string };
export type CustomFieldCommand = CreateCustomField | UpdateCustomField | DeleteCustomField;

export interface CustomFieldState {
  exists: boolean;
  companyId: string | null;
  /** Deleted (an archive: kept for history). */
  archived: boolean;
  name: string;
  description: string | null;
  isRequired: boolean;
  isActive: boolean;
  options: CustomFieldOption[];
}

type Fields = Pick<CustomFieldState, 'name' | 'description' | 'isRequired' | 'isActive' | 'options'>;

const fieldsAfter = (c: CreateCustomField | UpdateCustomField, before: Fields): Fields => ({
  name: c.name === undefined ? before.name : requiredName(c.name, CODING_MESSAGES.customFieldNameRequired),
  description: c.description === undefined ? before.description : optionalText('description', c.description),
  isRequired: c.isRequired ?? before.isRequired,
  isActive: c.isActive ?? before.isActive,
  options: c.options === undefined ? before.options : mergeOptions(before.options, c.options),
});

const same = (a: Fields, b: Fields) =>
  a.name === b.name && a.description === b.description && a.isRequired === b.isRequired && a.isActive === b.isActive && JSON.stringify(a.options) === JSON.stringify(b.options);

const decide = (c: CustomFieldCommand, state: CustomFieldState): CustomFieldEvent[] => {
  const ids = { customFieldId: c.customFieldId, companyId: c.companyId };
  if (c.type === 'CreateCustomField') {
    const fields = fieldsAfter(c, { name: '', description: null, isRequired: false, isActive: true, options: [] });
    // The same create retried (Idempotency-Key) records nothing new.
    return state.exists ? [] : [{ type: 'CustomFieldCreated', data: { ...ids, ...fields, at: c.now } }];
  }
  if (!state.exists || state.companyId !== c.companyId) throw notFound('Custom field');
  if (state.archived) throw conflict(CODING_MESSAGES.customFieldDeleted);
  if (c.type === 'DeleteCustomField') return [{ type: 'CustomFieldDeleted', data: { ...ids, at: c.now } }];
  const fields = fieldsAfter(c, state);
  return same(fields, state) ? [] : [{ type: 'CustomFieldUpdated', data: { ...ids, ...fields, at: c.now } }];
};

const evolve = (state: CustomFieldState, event: CustomFieldEvent): CustomFieldState => {
  if (event.type === 'CustomFieldDeleted') return { ...state, archived: true };
  const { name, description, isRequired, isActive, options, companyId } = event.data;
  return { ...state, exists: true, companyId, name, description, isRequired, isActive, options };
};

export const customFieldDecider: Decider<CustomFieldState, CustomFieldCommand, CustomFieldEvent> = {
  initialState: () => ({ exists: false, companyId: null, archived: false, name: '', description: null, isRequired: false, isActive: true, options: [] }),
  evolve,
  decide,
};
