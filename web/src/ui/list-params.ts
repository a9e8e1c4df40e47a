import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortOrder } from '../generated/graphql';
import { useDebounced } from './typeahead';

/** A list's spec 9 defaults: every list has a limit; page, sortBy, order, activeTab... as it needs. */
export type ListDefaults = Readonly<{ limit: string } & Record<string, string>>;

export const ORDERS: readonly SortOrder[] = ['asc', 'desc'];

/**
 * The query string of a list screen (spec 2.5: limit, page, sortBy, order, activeTab, q, plus filter
 * keys), read with the list's defaults. `search` is the text being typed; it reaches `q` after the
 * typeahead's pause.
 */
export const useListParams = <D extends ListDefaults>(defaults: D) => {
  const [params, setParams] = useSearchParams();
  /** The value in the address, else the default, else ''. */
  const get = (key: string): string => params.get(key) ?? defaults[key] ?? '';
  /** The value when it is one of `allowed`, else the default (when that is allowed), else null. */
  function oneOf<T extends string>(key: Extract<keyof D, string>, allowed: readonly T[]): T;
  function oneOf<T extends string>(key: string, allowed: readonly T[]): T | null;
  function oneOf<T extends string>(key: string, allowed: readonly T[]): T | null {
    return allowed.find((a) => a === params.get(key)) ?? allowed.find((a) => a === defaults[key]) ?? null;
  }
  // The API answers at most 100 rows a page.
  const limit = Math.min(Math.max(Number(get('limit')) || Number(defaults.limit), 1), 100);
  const page = Math.max(Number(get('page')) || 1, 1);

  /**
   * Sets keys (null, '' or the default removes one) and goes back to page 1 unless `page` is set or
   * `resetPage` is false. Starts from the address bar's query string, which the router updates at
   * once (its own `params` follow only on the next render), so two quick changes do not undo each other.
   */
  const set = (changes: Record<string, string | null>, resetPage = true): void => {
    const next = new URLSearchParams(window.location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '' || value === defaults[key]) next.delete(key);
      else next.set(key, value);
    }
    if (resetPage && !('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };

  /** The value in the address bar right now, else the default: ahead of `get` until the router's next render. */
  const now = (key: string): string => new URLSearchParams(window.location.search).get(key) ?? defaults[key] ?? '';

  const q = get('q');
  const [search, setSearch] = useState(q);
  const settled = useDebounced(search);
  useEffect(() => {
    if (settled.trim() !== get('q')) set({ q: settled.trim() });
    // Only a settled search changes the query string.
  }, [settled]);

  return { get, now, oneOf, set, limit, page, skip: (page - 1) * limit, q, search, setSearch };
};
