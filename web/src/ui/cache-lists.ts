import type { ApolloCache, Reference, StoreObject } from '@apollo/client';

export interface AddOptions {
  /** Where the row goes: lists the API answers newest first take it at the start. */
  at?: 'start' | 'end';
  /** Which cached copies (by their arguments, null without any) the row belongs in; every one without it. */
  where?: (args: Record<string, unknown> | null) => boolean;
}

/** A cached field's arguments, read back from its store name (`plaidItems({"archived":false})`). */
export const fieldArgs = (field: string, storeFieldName: string): Record<string, unknown> | null => {
  const rest = storeFieldName.slice(field.length);
  if (!rest.startsWith('(') || !rest.endsWith(')')) return null;
  try {
    return JSON.parse(rest.slice(1, -1)) as Record<string, unknown>;
  } catch {
    return null;
  }
};

/**
 * Writes a created row into a root list field the API answers whole (`webhookEndpoints`, `apiClients`...):
 * the mutation's answer is already normalised, so the list only needs its reference. Every cached
 * copy of the field (whatever its arguments) gets it, at the start or the end.
 */
export const addToList = (cache: ApolloCache<unknown>, field: string, row: StoreObject, { at = 'end', where }: AddOptions = {}): void => {
  cache.modify({
    fields: {
      [field]: (existing, { toReference, readField, storeFieldName }) => {
        if (!Array.isArray(existing) || (where && !where(fieldArgs(field, storeFieldName)))) return existing;
        const ref = toReference(row, true);
        if (!ref || existing.some((r: Reference) => readField('id', r) === row.id)) return existing as readonly Reference[];
        return at === 'start' ? [ref, ...existing] : [...existing, ref];
      },
    },
  });
};

/** Drops a deleted row from the cache: every list holding it stops showing it (Apollo skips dangling references). */
export const removeFromCache = (cache: ApolloCache<unknown>, row: StoreObject): void => {
  cache.evict({ id: cache.identify(row) });
  cache.gc();
};

/**
 * Forgets a root field (every copy, or the one with the given arguments) after a row joins or leaves
 * it where only the server knows its place (paged, filtered, totalled): a list on screen reads its
 * page again, once; one off screen is read when next shown. Instead of naming lists in `refetchQueries`.
 */
export const forgetField = (cache: ApolloCache<unknown>, ...fields: (string | { fieldName: string; args: Record<string, unknown> })[]): void => {
  for (const field of fields) cache.evict({ id: 'ROOT_QUERY', ...(typeof field === 'string' ? { fieldName: field } : field) });
  cache.gc();
};
