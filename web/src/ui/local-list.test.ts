import { describe, expect, it } from 'vitest';
import { localPage } from './local-list';

interface Row { id: string; name: string; seen: number | null }
const ROWS: Row[] = [
  { id: 'a', name: 'Carol', seen: 3 },
  { id: 'b', name: 'alice', seen: null },
  { id: 'c', name: 'Bob', seen: 10 },
];
const SORTERS = { name: (r: Row) => r.name, seen: (r: Row) => r.seen };
const ids = (rows: Row[] | undefined) => rows?.map((r) => r.id);

describe('localPage', () => {
  it('keeps rows still loading undefined, so the table shows its skeleton', () => {
    expect(localPage<Row>(undefined, { skip: 0, limit: 25 }, SORTERS)).toEqual({ rows: undefined, count: 0 });
  });

  it('keeps the API order without a known sort field', () => {
    expect(ids(localPage(ROWS, { skip: 0, limit: 25 }, SORTERS).rows)).toEqual(['a', 'b', 'c']);
    expect(ids(localPage(ROWS, { sortBy: 'nope', order: 'asc', skip: 0, limit: 25 }, SORTERS).rows)).toEqual(['a', 'b', 'c']);
  });

  it('sorts text by the locale, either way', () => {
    expect(ids(localPage(ROWS, { sortBy: 'name', order: 'asc', skip: 0, limit: 25 }, SORTERS).rows)).toEqual(['b', 'c', 'a']);
    expect(ids(localPage(ROWS, { sortBy: 'name', order: 'desc', skip: 0, limit: 25 }, SORTERS).rows)).toEqual(['a', 'c', 'b']);
  });

  it('sorts numbers by size with nulls last both ways', () => {
    expect(ids(localPage(ROWS, { sortBy: 'seen', order: 'asc', skip: 0, limit: 25 }, SORTERS).rows)).toEqual(['a', 'c', 'b']);
    expect(ids(localPage(ROWS, { sortBy: 'seen', order: 'desc', skip: 0, limit: 25 }, SORTERS).rows)).toEqual(['c', 'a', 'b']);
  });

  it('cuts the page and counts every row', () => {
    const page = localPage(ROWS, { sortBy: 'name', order: 'asc', skip: 2, limit: 2 }, SORTERS);
    expect(ids(page.rows)).toEqual(['a']);
    expect(page.count).toBe(3);
  });

  it('shows the last page when the asked one is past the end', () => {
    expect(ids(localPage(ROWS, { skip: 50, limit: 2 }, SORTERS).rows)).toEqual(['c']);
    expect(localPage<Row>([], { skip: 25, limit: 25 }, SORTERS)).toEqual({ rows: [], count: 0 });
  });

  it('leaves the given array alone', () => {
    const rows = [...ROWS];
    localPage(rows, { sortBy: 'name', order: 'desc', skip: 0, limit: 1 }, SORTERS);
    expect(ids(rows)).toEqual(['a', 'b', 'c']);
  });
});
