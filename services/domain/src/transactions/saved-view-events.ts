import { z } from 'zod';

/**
 * Saved views of /transactions (issue #27 item 7): a member's named filters, sort and hidden
 * columns, kept as the list's own query-string parameters so a view is exactly what the address
 * bar held. Stream `saved-view-<id>`; only its owner changes it; `shared` shows it to the company.
 */
export const SAVED_VIEW_LIMITS = { name: 60, params: 20, value: 200, columns: 20 } as const;

export const savedViewSettings = z.object({
  /** The list's query-string parameters (filters, sort, page size), name -> value. */
  params: z.record(z.string().regex(/^[A-Za-z]{1,30}$/), z.string().max(SAVED_VIEW_LIMITS.value)),
  /** The columns the view hides. */
  hiddenColumns: z.array(z.string().regex(/^[A-Za-z]{1,30}$/)).max(SAVED_VIEW_LIMITS.columns),
});
export type SavedViewSettings = z.infer<typeof savedViewSettings>;

const fields = {
  viewId: z.uuid(),
  companyId: z.uuid(),
  name: z.string().min(1).max(SAVED_VIEW_LIMITS.name),
  shared: z.boolean(),
  settings: savedViewSettings,
  at: z.iso.datetime(),
};

export const savedViewCreated = z.object({ type: z.literal('SavedViewCreated'), data: z.object({ ...fields, ownerUserId: z.uuid() }) });
/** The full new values, not a diff. */
export const savedViewUpdated = z.object({ type: z.literal('SavedViewUpdated'), data: z.object(fields) });
export const savedViewDeleted = z.object({ type: z.literal('SavedViewDeleted'), data: z.object({ viewId: z.uuid(), companyId: z.uuid(), at: z.iso.datetime() }) });

export const savedViewEvent = z.discriminatedUnion('type', [savedViewCreated, savedViewUpdated, savedViewDeleted]);
export type SavedViewEvent = z.infer<typeof savedViewEvent>;
export const SAVED_VIEW_EVENT_TYPES = savedViewEvent.options.map((o) => o.shape.type.value);
