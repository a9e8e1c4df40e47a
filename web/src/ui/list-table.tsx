import type { ReactNode } from 'react';

/** A cell of a list table. */
export const listCell = { padding: '8px 10px', borderBottom: '1px solid #eee', textAlign: 'left' } as const;

/** A list screen's table: "Loading…" until the first answer, "No Results Found" when empty, else the rows. */
export const ListTable = ({ headers, loading, count, children }: { headers: string[]; loading: boolean; count: number; children: ReactNode }) => {
  if (loading) return <p>Loading…</p>;
  if (count === 0) return <p>No Results Found</p>;
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>{headers.map((h) => <th key={h} style={listCell}>{h}</th>)}</tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
};

/** Previous / Page n of m / Next under a list (spec 2.5 page); `count` rows in all, `limit` a page. */
export const Pager = ({ page, count, limit, onPage, children }: { page: number; count: number; limit: number; onPage: (page: number) => void; children?: ReactNode }) => {
  const pages = Math.max(1, Math.ceil(count / limit));
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 12 }}>
      {children}
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>Previous</button>
      <span>Page {page} of {pages}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>Next</button>
    </div>
  );
};
