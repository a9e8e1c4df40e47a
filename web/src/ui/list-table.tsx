import type { ReactNode } from 'react';
import { Button } from './button';
import styles from './list-table.module.css';

/** The list table's class, for pages that still write their own table markup (sortable headers). */
export const listTableClass = styles.table;

/** A list screen's table: "Loading…" until the first answer, "No Results Found" when empty, else the rows. */
export const ListTable = ({ headers, loading, count, children }: { headers: string[]; loading: boolean; count: number; children: ReactNode }) => {
  if (loading) return <p className={styles.empty}>Loading…</p>;
  if (count === 0) return <p className={styles.empty}>No Results Found</p>;
  return (
    <table className={styles.table}>
      <thead>
        <tr>{headers.map((h) => <th key={h}>{h}</th>)}</tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
};

/** Previous / Page n of m / Next under a list (spec 2.5 page); `count` rows in all, `limit` a page. */
export const Pager = ({ page, count, limit, onPage, children }: { page: number; count: number; limit: number; onPage: (page: number) => void; children?: ReactNode }) => {
  const pages = Math.max(1, Math.ceil(count / limit));
  return (
    <div className={styles.pager}>
      {children}
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>Previous</Button>
      <span>Page {page} of {pages}</span>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>Next</Button>
    </div>
  );
};
