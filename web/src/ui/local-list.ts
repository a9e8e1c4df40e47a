import type { SortOrder } from '../generated/graphql';
import type { ListWiring } from './data-table';
import { ORDERS, useListParams, type ListDefaults } from './list-params';

/** How a list the API answers whole is shown: the query string's sort and page (spec 2.5). */
export interface LocalView {
  sortBy?: string;
  order?: SortOrder | null;
  skip: number;
  limit: number;
}

/** A sortable column's value for each row: text sorts by the locale, numbers by size; null sorts last. */
export type Sorters<T> = Record<string, (row: T) => string | number | null | undefined>;

const compare = (a: string | number | null | undefined, b: string | number | null | undefined): number => {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
};

/**
 * One page of a list whose API has no paging (a company's webhook endpoints, its bank connections...):
 * sorted by `sortBy` when it names one of `sorters`, then cut at `skip` / `limit`. Rows still loading
 * (undefined) stay undefined, so the table shows its skeleton.
 */
export const localPage = <T>(rows: readonly T[] | undefined, { sortBy, order, skip, limit }: LocalView, sorters: Sorters<T> = {}): { rows: T[] | undefined; count: number } => {
  if (!rows) return { rows: undefined, count: 0 };
  const key = sortBy ? sorters[sortBy] : undefined;
  // Nulls stay last whichever way the rest runs.
  const sorted = key
    ? [...rows].sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        if (x === null || x === undefined || y === null || y === undefined) return compare(x, y);
        return order === 'desc' ? compare(y, x) : compare(x, y);
      })
    : [...rows];
  // A page past the end (rows removed since) shows the last page rather than nothing.
  const start = skip < sorted.length ? skip : Math.max(0, Math.floor((sorted.length - 1) / limit) * limit);
  return { rows: sorted.slice(start, start + limit), count: sorted.length };
};

type Params = ListWiring['params'] & Pick<ReturnType<typeof useListParams>, 'get' | 'skip'>;

/** A list's page and its DataTable `list` wiring, from the screen's query string (spec 2.5) and the whole list. */
export const localList = <T>(params: Params, rows: readonly T[] | undefined, sorters: Sorters<T>): { rows: T[] | undefined; list: ListWiring } => {
  const sortBy = params.get('sortBy') || undefined;
  const order = ORDERS.find((o) => o === params.get('order'));
  const page = localPage(rows, { sortBy, order, skip: params.skip, limit: params.limit }, sorters);
  return { rows: page.rows, list: { params, sortBy, order, count: page.count } };
};

/**
 * A list screen whose API answers the whole list, driven by the query string like every other list
 * (spec 2.5). One per screen, since the keys (page, sortBy, order) are the screen's.
 */
export const useLocalList = <T, D extends ListDefaults>(defaults: D, rows: readonly T[] | undefined, sorters: Sorters<T>) => {
  const params = useListParams(defaults);
  return { ...localList(params, rows, sorters), params };
};
