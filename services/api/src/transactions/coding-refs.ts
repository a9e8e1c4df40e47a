import { badInput, customFieldDecider, generalLedgerDecider, isUuid, projectDecider, streams } from '@spend/domain';
import { loadState } from '@spend/eventstore';
import type { ApiContext } from '../shared/context';

export const CODING_MESSAGES = {
  generalLedger: 'Choose an enabled GL code of your company.',
  project: 'Choose an active project of your company.',
  customField: 'Choose an active custom field of your company.',
  option: (field: string) => `Choose one of the options of ${field}.`,
  budget: 'Choose a budget of your company.',
} as const;

/** The references a coding names: GL codes, projects, and custom field id -> value. */
export interface CodingIds {
  generalLedgerIds?: readonly (string | null | undefined)[];
  projectIds?: readonly (string | null | undefined)[];
  customFieldValues?: Readonly<Record<string, string | null>>;
}

const inCompany = (ctx: ApiContext) => (state: { exists: boolean; companyId: string | null; archived: boolean }) => state.exists && state.companyId === ctx.caller.companyId && !state.archived;

/**
 * Checks every reference against its own stream (the write model, so a GL code archived a moment
 * ago is refused at once): each must be the caller's company's and in use (GL code enabled and not
 * archived, project not archived, custom field active; an option of that field, not archived).
 * Throws BAD_USER_INPUT with the field's message; the one lookup for all coding.
 */
export const loadCodingRefs = async (ctx: ApiContext, ids: CodingIds): Promise<void> => {
  const gls = [...new Set((ids.generalLedgerIds ?? []).filter((id): id is string => !!id))];
  const projects = [...new Set((ids.projectIds ?? []).filter((id): id is string => !!id))];
  const values = Object.entries(ids.customFieldValues ?? {});
  const { store } = ctx.services;
  const usable = inCompany(ctx);
  for (const id of gls) {
    const gl = isUuid(id) ? await loadState(store, streams.generalLedger(id), generalLedgerDecider) : null;
    if (!gl || !usable(gl) || !gl.isEnabled) throw badInput('generalLedgerId', CODING_MESSAGES.generalLedger);
  }
  for (const id of projects) {
    const project = isUuid(id) ? await loadState(store, streams.project(id), projectDecider) : null;
    if (!project || !usable(project)) throw badInput('projectId', CODING_MESSAGES.project);
  }
  for (const [fieldId, value] of values) {
    const field = isUuid(fieldId) ? await loadState(store, streams.customField(fieldId), customFieldDecider) : null;
    if (!field || !usable(field) || !field.isActive) throw badInput('customFieldValues', CODING_MESSAGES.customField);
    const options = field.options.filter((o) => !o.archived);
    // A field with options takes one of them (by id); a field without options takes free text.
    if (value && field.options.length > 0 && !options.some((o) => o.optionId === value)) throw badInput('customFieldValues', CODING_MESSAGES.option(field.name));
  }
};
