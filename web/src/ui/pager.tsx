import type { ReactNode } from 'react';
import { Button } from './button';
import styles from './data-table.module.css';

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
