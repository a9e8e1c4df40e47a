import { badInput } from '../shared/errors';
import { checkText, textRuleFor } from '../shared/text';
import type { CustomFieldOption } from './events';

/** Spec 5 "GL form" gives the GL name's text; the others follow its style. */
export const CODING_MESSAGES = {
  glNameRequired: 'General Ledger Name is required',
  glArchived: 'This General Ledger is archived and cannot be changed.',
  customFieldNameRequired: 'Custom Field Name is required',
  customFieldDeleted: 'This custom field has been deleted and cannot be changed.',
  optionNameRequired: 'Every option needs a name.',
  optionNamesUnique: 'Option names must be unique.',
  optionGivenTwice: 'An option can be listed only once.',
  projectNameRequired: 'Project Name is required',
  projectArchived: 'This project is archived.',
} as const;

/**
 * A free-text field as stored: checked by the text rules of shared/text.ts (the API's guard checks
 * them too; commands from elsewhere meet them here), trimmed, and empty is null.
 */
export const optionalText = (field: string, value: string | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  const checked = checkText(value, { ...textRuleFor(field), exact: false });
  if (!checked.ok) throw badInput(field, checked.message);
  return checked.value === '' ? null : checked.value;
};

/** A required name, trimmed; blank gets the entity's own message. */
export const requiredName = (value: string, message: string, field = 'name'): string => {
  const name = optionalText(field, value);
  if (name === null) throw badInput(field, message);
  return name;
};

/** An option as a command asks for it: a known id keeps (and may rename) that option; no known id adds one. */
export interface OptionInput {
  optionId: string;
  name: string;
}

const key = (name: string) => name.toLocaleLowerCase('en-US');

/**
 * The options after a change: the ones asked for, in that order, then the others archived (a
 * removed option is archived, never dropped). A new option named like an archived one brings that
 * one back, so a value recorded with it keeps meaning. Names are unique, case-insensitively.
 */
export const mergeOptions = (current: readonly CustomFieldOption[], wanted: readonly OptionInput[]): CustomFieldOption[] => {
  const names = wanted.map((o) => requiredName(o.name, CODING_MESSAGES.optionNameRequired, 'options'));
  if (new Set(names.map(key)).size < names.length) throw badInput('options', CODING_MESSAGES.optionNamesUnique);
  const byId = new Map(current.map((o) => [o.optionId, o]));
  const used = new Set<string>();
  const kept = wanted.map((o, i): CustomFieldOption => {
    const existing = byId.get(o.optionId) ?? current.find((c) => c.archived && !used.has(c.optionId) && key(c.name) === key(names[i]!));
    const optionId = existing && !used.has(existing.optionId) ? existing.optionId : o.optionId;
    if (used.has(optionId)) throw badInput('options', CODING_MESSAGES.optionGivenTwice);
    used.add(optionId);
    return { optionId, name: names[i]!, archived: false };
  });
  const removed = current.filter((o) => !used.has(o.optionId)).map((o) => ({ ...o, archived: true }));
  return [...kept, ...removed];
};
