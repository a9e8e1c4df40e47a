import type { Decider } from '../shared/decider';
import { conflict, notFound } from '../shared/errors';
import type { GeneralLedgerEvent, ProjectEvent } from './events';
import { CODING_MESSAGES, optionalText, requiredName } from './rules';

/**
 * A general ledger (a GL code). The legacy "GL name" of spec 7 (id, name, gl_code, description,
 * glType, glCategory) is this same aggregate: in this product a GL name IS a GL code, so its
 * mutations are thin aliases of these commands.
 */
export interface GeneralLedgerFields {
  name: string;
  code: string | null;
  description: string | null;
  type: string | null;
  category: string | null;
}

/** The fields sit apart from the command's own `type`, which a GL's type would otherwise shadow. */
export type CreateGeneralLedger = { type: 'CreateGeneralLedger'; generalLedgerId: string; companyId: string; fields: { name: string } & Partial<Omit<GeneralLedgerFields, 'name'>>; now: string };
/** Only the fields given change; null clears an optional one. */
export type UpdateGeneralLedger = { type: 'UpdateGeneralLedger'; generalLedgerId: string; companyId: string; fields: Partial<GeneralLedgerFields>; now: string };
export type ArchiveGeneralLedger = { type: 'ArchiveGeneralLedger'; generalLedgerId: string; companyId: string; now: string };
export type SetGeneralLedgerAvailability = { type: 'SetGeneralLedgerAvailability'; generalLedgerId: string; companyId: string; isEnabled: boolean; now: string };
export type GeneralLedgerCommand = CreateGeneralLedger | UpdateGeneralLedger | ArchiveGeneralLedger | SetGeneralLedgerAvailability;

export interface GeneralLedgerState extends GeneralLedgerFields {
  exists: boolean;
  companyId: string | null;
  archived: boolean;
  isEnabled: boolean;
}

const requireGeneralLedger = (state: GeneralLedgerState, companyId: string) => {
  if (!state.exists || state.companyId !== companyId) throw notFound('General Ledger');
  if (state.archived) throw conflict(CODING_MESSAGES.glArchived);
};

/** The fields as stored: name required, the others trimmed with empty as null. */
const glFields = (c: Partial<GeneralLedgerFields>, before: GeneralLedgerFields): GeneralLedgerFields => ({
  name: c.name === undefined ? before.name : requiredName(c.name, CODING_MESSAGES.glNameRequired),
  code: c.code === undefined ? before.code : optionalText('code', c.code),
  description: c.description === undefined ? before.description : optionalText('description', c.description),
  type: c.type === undefined ? before.type : optionalText('type', c.type),
  category: c.category === undefined ? before.category : optionalText('category', c.category),
});

const sameFields = (a: GeneralLedgerFields, b: GeneralLedgerFields) =>
  a.name === b.name && a.code === b.code && a.description === b.description && a.type === b.type && a.category === b.category;

const decideGeneralLedger = (c: GeneralLedgerCommand, state: GeneralLedgerState): GeneralLedgerEvent[] => {
  const ids = { generalLedgerId: c.generalLedgerId, companyId: c.companyId };
  switch (c.type) {
    case 'CreateGeneralLedger': {
      const fields = glFields(c.fields, { name: '', code: null, description: null, type: null, category: null });
      // The same create retried (Idempotency-Key) records nothing new.
      if (state.exists) return [];
      return [{ type: 'GeneralLedgerCreated', data: { ...ids, ...fields, at: c.now } }];
    }
    case 'UpdateGeneralLedger': {
      requireGeneralLedger(state, c.companyId);
      const fields = glFields(c.fields, state);
      return sameFields(fields, state) ? [] : [{ type: 'GeneralLedgerUpdated', data: { ...ids, ...fields, at: c.now } }];
    }
    case 'ArchiveGeneralLedger':
      requireGeneralLedger(state, c.companyId);
      return [{ type: 'GeneralLedgerArchived', data: { ...ids, at: c.now } }];
    case 'SetGeneralLedgerAvailability':
      requireGeneralLedger(state, c.companyId);
      return state.isEnabled === c.isEnabled ? [] : [{ type: 'GeneralLedgerAvailabilitySet', data: { ...ids, isEnabled: c.isEnabled, at: c.now } }];
  }
};

const evolveGeneralLedger = (state: GeneralLedgerState, event: GeneralLedgerEvent): GeneralLedgerState => {
  switch (event.type) {
    case 'GeneralLedgerCreated':
    case 'GeneralLedgerUpdated': {
      const { name, code, description, type, category, companyId } = event.data;
      return { ...state, exists: true, companyId, name, code, description, type, category };
    }
    case 'GeneralLedgerArchived':
      return { ...state, archived: true };
    case 'GeneralLedgerAvailabilitySet':
      return { ...state, isEnabled: event.data.isEnabled };
  }
};

export const generalLedgerDecider: Decider<GeneralLedgerState, GeneralLedgerCommand, GeneralLedgerEvent> = {
  initialState: () => ({ exists: false, companyId: null, archived: false, isEnabled: true, name: '', code: null, description: null, type: null, category: null }),
  evolve: evolveGeneralLedger,
  decide: decideGeneralLedger,
};

export type CreateProject = { type: 'CreateProject'; projectId: string; companyId: string; name: string; now: string };
export type ArchiveProject = { type: 'ArchiveProject'; projectId: string; companyId: string; now: string };
export type ProjectCommand = CreateProject | ArchiveProject;

export interface ProjectState {
  exists: boolean;
  companyId: string | null;
  name: string;
  archived: boolean;
}

const decideProject = (c: ProjectCommand, state: ProjectState): ProjectEvent[] => {
  switch (c.type) {
    case 'CreateProject': {
      const name = requiredName(c.name, CODING_MESSAGES.projectNameRequired);
      if (state.exists) return [];
      return [{ type: 'ProjectCreated', data: { projectId: c.projectId, companyId: c.companyId, name, at: c.now } }];
    }
    case 'ArchiveProject':
      if (!state.exists || state.companyId !== c.companyId) throw notFound('Project');
      if (state.archived) throw conflict(CODING_MESSAGES.projectArchived);
      return [{ type: 'ProjectArchived', data: { projectId: c.projectId, companyId: c.companyId, at: c.now } }];
  }
};

export const projectDecider: Decider<ProjectState, ProjectCommand, ProjectEvent> = {
  initialState: () => ({ exists: false, companyId: null, name: '', archived: false }),
  evolve: (state, event) =>
    event.type === 'ProjectCreated' ? { ...state, exists: true, companyId: event.data.companyId, name: event.data.name } : { ...state, archived: true },
  decide: decideProject,
};
