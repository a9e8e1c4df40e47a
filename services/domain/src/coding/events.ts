import { z } from 'zod';

/**
 * The books' reference data (spec 3): general ledgers (GL codes), projects and custom fields, one
 * aggregate per entity. These event names and fields are a contract: the transactions projection
 * follows the custom-field events by type name.
 */
const text = z.string().nullable();

const generalLedgerFields = {
  generalLedgerId: z.uuid(),
  companyId: z.uuid(),
  name: z.string(),
  code: text,
  description: text,
  type: text,
  category: text,
  at: z.iso.datetime(),
};
const generalLedgerIds = { generalLedgerId: z.uuid(), companyId: z.uuid(), at: z.iso.datetime() };

/** Stream `general-ledger-<id>`. A legacy GL name (spec 7) is the same aggregate. */
export const generalLedgerCreated = z.object({ type: z.literal('GeneralLedgerCreated'), data: z.object(generalLedgerFields) });
/** The full new values, not a diff. */
export const generalLedgerUpdated = z.object({ type: z.literal('GeneralLedgerUpdated'), data: z.object(generalLedgerFields) });
export const generalLedgerArchived = z.object({ type: z.literal('GeneralLedgerArchived'), data: z.object(generalLedgerIds) });
export const generalLedgerAvailabilitySet = z.object({ type: z.literal('GeneralLedgerAvailabilitySet'), data: z.object({ ...generalLedgerIds, isEnabled: z.boolean() }) });

export const generalLedgerEvent = z.discriminatedUnion('type', [generalLedgerCreated, generalLedgerUpdated, generalLedgerArchived, generalLedgerAvailabilitySet]);
export type GeneralLedgerEvent = z.infer<typeof generalLedgerEvent>;

/** Stream `project-<id>`. */
export const projectCreated = z.object({ type: z.literal('ProjectCreated'), data: z.object({ projectId: z.uuid(), companyId: z.uuid(), name: z.string(), at: z.iso.datetime() }) });
export const projectArchived = z.object({ type: z.literal('ProjectArchived'), data: z.object({ projectId: z.uuid(), companyId: z.uuid(), at: z.iso.datetime() }) });

export const projectEvent = z.discriminatedUnion('type', [projectCreated, projectArchived]);
export type ProjectEvent = z.infer<typeof projectEvent>;

/** An option of a custom field; a removed one stays, archived, so a value already recorded keeps its meaning. */
export const customFieldOption = z.object({ optionId: z.uuid(), name: z.string(), archived: z.boolean() });
export type CustomFieldOption = z.infer<typeof customFieldOption>;

const customFieldFields = {
  customFieldId: z.uuid(),
  companyId: z.uuid(),
  name: z.string(),
  description: text,
  isRequired: z.boolean(),
  isActive: z.boolean(),
  options: z.array(customFieldOption),
  at: z.iso.datetime(),
};

/** Stream `custom-field-<id>`. */
export const customFieldCreated = z.object({ type: z.literal('CustomFieldCreated'), data: z.object(customFieldFields) });
/** The full new state, options included. */
export const customFieldUpdated = z.object({ type: z.literal('CustomFieldUpdated'), data: z.object(customFieldFields) });
/** deleteOneCustomField: an archive, kept for history. */
export const customFieldDeleted = z.object({ type: z.literal('CustomFieldDeleted'), data: z.object({ customFieldId: z.uuid(), companyId: z.uuid(), at: z.iso.datetime() }) });

export const customFieldEvent = z.discriminatedUnion('type', [customFieldCreated, customFieldUpdated, customFieldDeleted]);
export type CustomFieldEvent = z.infer<typeof customFieldEvent>;

/** Every event of the books' reference data (the coding read model follows them all). */
export const codingEvent = z.discriminatedUnion('type', [...generalLedgerEvent.options, ...projectEvent.options, ...customFieldEvent.options]);
export type CodingEvent = z.infer<typeof codingEvent>;
