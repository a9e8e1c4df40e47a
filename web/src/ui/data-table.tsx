import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type RowData, type SortingState } from '@tanstack/react-table';
import type { HTMLAttributes, ReactNode } from 'react';
import type { SortOrder } from '../generated/graphql';
import { ColumnsMenu, useRememberedVisibility } from './data-table-columns';
import type { useListParams } from './list-params';
import { Pager } from './pager';
import styles from './data-table.module.css';
import { Skeleton } from './skeleton';

declare module '@tanstack/react-table' {
  // Type parameters must match TanStack's declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The API's sort field: a column that has one sorts the list from its header. */
    sortField?: string;
    /** The data-testid of the column's cells. */
    testId?: string;
    /** Amounts and counts: right-aligned header and cells. */
    numeric?: boolean;
    /** A class for the column's header and cells. */
    className?: string;
  }
}

/** One column of a DataTable: an id, a header, a cell renderer and optional meta; `enableHiding: false` keeps it always shown. */
export type DataColumn<T> = ColumnDef<T, unknown>;

type RowProps = HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string | undefined };

/** The query string a list is driven by (spec 2.5), with the sort it currently shows and its row count. */
export interface ListWiring {
  params: Pick<ReturnType<typeof useListParams>, 'set' | 'now' | 'page' | 'limit'>;
  sortBy?: string;
  order?: SortOrder;
  /** Rows in all (every page); the pager shows when it is given. */
  count?: number;
}

const SKELETON_ROWS = 5;

const cellClass = (meta: DataColumn<never>['meta']): string | undefined => [meta?.numeric && styles.numeric, meta?.className].filter(Boolean).join(' ') || undefined;
/** A column's header as text, shown beside each of its cells when the table is stacked into cards on a phone. */
const labelOf = (header: unknown): string | undefined => (typeof header === 'string' && header ? header : undefined);
// One empty array, so TanStack does not rebuild its row model on every render while loading.
const NO_ROWS: never[] = [];

/**
 * Every list screen's table, on TanStack Table. Sorting and paging happen on the server: a sortable
 * header writes sortBy and order into the query string, the pager writes page (spec 2.5). Loading
 * shows skeleton rows; an empty list shows the spec's "No Results Found" (or the list's own text).
 * Columns can be hidden from the Columns menu, remembered per list (`id`) in this browser. Below 481px
 * (spec 2.1's mobile view) each row is a stacked card, its cells labelled by their column's header.
 */
export const DataTable = <T,>({ id, columns, rows, rowKey, rowProps, list, emptyText = 'No Results Found', error, toolbar, footer, label, visibility }: {
  id: string;
  /** The hidden columns held by the screen (useRememberedVisibility), for a screen that sets them itself (a saved view). */
  visibility?: ReturnType<typeof useRememberedVisibility>;
  columns: DataColumn<T>[];
  /** undefined until the first answer: the table shows skeleton rows. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  rowProps?: (row: T) => RowProps;
  list?: ListWiring;
  emptyText?: string;
  /** Why the rows could not be loaded: shown in place of the rows (and of the skeleton). */
  error?: string;
  /** Filters or actions shown beside the Columns menu. */
  toolbar?: ReactNode;
  /** Shown in the pager's row (a count of the rows). */
  footer?: ReactNode;
  label?: string;
}) => {
  const own = useRememberedVisibility(id);
  const [columnVisibility, setColumnVisibility] = visibility ?? own;
  const sortColumn = columns.find((c) => c.meta?.sortField && c.meta.sortField === list?.sortBy);
  const sorting: SortingState = sortColumn?.id ? [{ id: sortColumn.id, desc: list?.order === 'desc' }] : [];
  const table = useReactTable<T>({
    // TanStack's type asks for a mutable array; it never changes it.
    data: (rows ?? NO_ROWS) as T[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowKey,
    manualSorting: true,
    manualPagination: true,
    state: { sorting, columnVisibility },
    onColumnVisibilityChange: setColumnVisibility,
    onSortingChange: (updater) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater;
      const field = next && table.getColumn(next.id)?.columnDef.meta?.sortField;
      if (field && list) list.params.set({ sortBy: field, order: next.desc ? 'desc' : 'asc' });
    },
  });
  const visible = table.getVisibleLeafColumns().length;

  return (
    <div className={styles.wrap}>
      <div className={styles.toolbar}>
        {toolbar}
        <ColumnsMenu table={table} />
      </div>
      <div className={styles.scroll}>
        <table className={styles.table} aria-label={label} aria-busy={(rows === undefined && !error) || undefined}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const { meta } = header.column.columnDef;
                  const sorted = header.column.getIsSorted();
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th key={header.id} className={cellClass(meta)} aria-sort={meta?.sortField ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}>
                      {meta?.sortField ? (
                        // By its field ascending first, then the other way on each click. The current sort is read
                        // from the address bar: a second click may come before the first one's render.
                        <button type="button" className={styles.sort} onClick={() => {
                          const ascending = list ? list.params.now('sortBy') === meta.sortField && list.params.now('order') === 'asc' : sorted === 'asc';
                          table.setSorting([{ id: header.column.id, desc: ascending }]);
                        }}>
                          {content}{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                        </button>
                      ) : content}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {error ? (
              <tr>
                <td colSpan={visible} role="alert" className={styles.empty}>{error}</td>
              </tr>
            ) : rows === undefined ? (
              Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <tr key={i} data-skeleton="" aria-hidden="true">
                  {table.getVisibleLeafColumns().map((c) => <td key={c.id}><Skeleton /></td>)}
                </tr>
              ))
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={visible} className={styles.empty}>{emptyText}</td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} {...rowProps?.(row.original)}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={cellClass(cell.column.columnDef.meta)} data-testid={cell.column.columnDef.meta?.testId} data-label={labelOf(cell.column.columnDef.header)}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {/* One page needs no pager: its footer (a row count) shows alone. */}
      {list?.count !== undefined && (list.count > list.params.limit || list.params.page > 1) ? (
        <Pager page={list.params.page} count={list.count} limit={list.params.limit} onPage={(n) => list.params.set({ page: String(n) }, false)}>
          {footer}
        </Pager>
      ) : footer}
    </div>
  );
};
