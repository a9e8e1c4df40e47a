import { z } from 'zod';

/**
 * Automatic coding (issue #27 item 4): a new transaction coded by the company's first matching
 * coding rule, else by its history for that merchant. The TransactionCoded event says so and which
 * fields it set, so a person sees where a value came from and can undo it; a person's own edit
 * takes a field out of the automatic ones for good (an undo never clears what a person set).
 */
// A plain union: the domain's exported discriminated unions are its event unions (audit/describe.test.ts).
export const codingSource = z.union([
  z.object({ kind: z.literal('rule'), ruleId: z.uuid(), ruleName: z.string() }),
  /** The coding the company used most for this merchant, on `transactions` earlier transactions. */
  z.object({ kind: z.literal('suggestion'), basis: z.literal('merchant-history'), merchant: z.string(), transactions: z.number().int().positive() }),
]);
export type CodingSource = z.infer<typeof codingSource>;

/** A field of the coding: `generalLedgerId`, `projectId`, or a custom field's id. */
export const automaticCoding = z.object({ source: codingSource, fields: z.array(z.string()).min(1) });
export type AutomaticCoding = z.infer<typeof automaticCoding>;

/** What automatic coding may set. */
export interface AutomaticOutcome {
  generalLedgerId: string | null;
  projectId: string | null;
  customFieldValues: Record<string, string>;
}

/** The coded fields as a TransactionCoded event's data carries them. */
export interface CodedData {
  generalLedgerId?: string | null;
  projectId?: string | null;
  customFieldValues?: Record<string, string>;
  automatic?: AutomaticCoding;
  undone?: AutomaticCoding;
}

/** The fields a coding event changed, custom fields compared with the values before it. */
const touched = (before: Record<string, string>, d: CodedData): string[] => {
  const fields: string[] = [];
  if (d.generalLedgerId !== undefined) fields.push('generalLedgerId');
  if (d.projectId !== undefined) fields.push('projectId');
  if (d.customFieldValues) {
    const after = d.customFieldValues;
    for (const id of new Set([...Object.keys(before), ...Object.keys(after)])) if (before[id] !== after[id]) fields.push(id);
  }
  return fields;
};

/**
 * The automatic coding still standing after a coding event (the decider's state and the
 * transactions read model fold it alike): an automatic one is recorded, an undo ends it, and a
 * person's edit takes the fields it changed out of it.
 */
export const evolveAutomaticCoding = (current: AutomaticCoding | null, before: Record<string, string>, d: CodedData): AutomaticCoding | null => {
  if (d.automatic) return d.automatic;
  if (d.undone || !current) return null;
  const edited = new Set(touched(before, d));
  const fields = current.fields.filter((f) => !edited.has(f));
  return fields.length > 0 ? { ...current, fields } : null;
};

/**
 * The part of an outcome that lands: only fields still empty, so a value a person set (or one
 * recorded with the transaction) is never overwritten. Null when nothing would change.
 */
export const automaticChanges = (
  current: { generalLedgerId: string | null; projectId: string | null; customFieldValues: Record<string, string> }, outcome: AutomaticOutcome, source: CodingSource,
): CodedData | null => {
  const data: CodedData = {};
  const fields: string[] = [];
  if (outcome.generalLedgerId && current.generalLedgerId === null) { data.generalLedgerId = outcome.generalLedgerId; fields.push('generalLedgerId'); }
  if (outcome.projectId && current.projectId === null) { data.projectId = outcome.projectId; fields.push('projectId'); }
  const added = Object.entries(outcome.customFieldValues).filter(([id]) => current.customFieldValues[id] === undefined);
  if (added.length > 0) {
    data.customFieldValues = { ...current.customFieldValues, ...Object.fromEntries(added) };
    fields.push(...added.map(([id]) => id));
  }
  return fields.length > 0 ? { ...data, automatic: { source, fields } } : null;
};

/** The fields an undo clears: only the automatic ones still standing. */
export const undoChanges = (current: { customFieldValues: Record<string, string> }, automatic: AutomaticCoding): CodedData => {
  const data: CodedData = { undone: automatic };
  const fields = new Set(automatic.fields);
  if (fields.has('generalLedgerId')) data.generalLedgerId = null;
  if (fields.has('projectId')) data.projectId = null;
  const custom = Object.keys(current.customFieldValues).filter((id) => fields.has(id));
  if (custom.length > 0) data.customFieldValues = Object.fromEntries(Object.entries(current.customFieldValues).filter(([id]) => !fields.has(id)));
  return data;
};
