import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataTable, type DataColumn } from './data-table';
import { ORDERS, useListParams } from './list-params';

interface Trip { id: string; place: string; miles: number }

const COLUMNS: DataColumn<Trip>[] = [
  { id: 'place', header: 'Place', cell: ({ row }) => row.original.place, meta: { sortField: 'place', testId: 'trip-place' } },
  { id: 'miles', header: 'Miles', cell: ({ row }) => row.original.miles, meta: { sortField: 'miles' } },
  { id: 'note', header: 'Note', cell: () => 'note' },
  { id: 'actions', header: '', cell: () => <button type="button">Open</button>, enableHiding: false },
];
const TRIPS: Trip[] = [{ id: 't1', place: 'Oslo', miles: 12 }, { id: 't2', place: 'Rome', miles: 30 }];
const DEFAULTS = { limit: '25', page: '1', sortBy: 'place', order: 'asc' } as const;

const Search = () => <output data-testid="search">{useLocation().search}</output>;

const List = ({ rows, count = rows?.length, emptyText, error }: { rows: Trip[] | undefined; count?: number; emptyText?: string; error?: string }) => {
  const params = useListParams(DEFAULTS);
  const sortBy = params.get('sortBy');
  const order = params.oneOf('order', ORDERS);
  return (
    <DataTable id="trips" columns={COLUMNS} rows={rows} rowKey={(t) => t.id} rowProps={() => ({ 'data-testid': 'trip-row' })}
      list={{ params, sortBy, order, count }} emptyText={emptyText} error={error} />
  );
};

const renderList = (props: Parameters<typeof List>[0]) => render(<BrowserRouter><List {...props} /><Search /></BrowserRouter>);
const search = () => screen.getByTestId('search').textContent;
const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

beforeEach(() => {
  window.history.replaceState(null, '', '/trips');
  localStorage.clear();
});
afterEach(cleanup);

describe('DataTable', () => {
  it('renders a row per item with its cells and test ids', () => {
    renderList({ rows: TRIPS });
    expect(screen.getAllByTestId('trip-row')).toHaveLength(2);
    expect(screen.getAllByTestId('trip-place').map((td) => td.textContent)).toEqual(['Oslo', 'Rome']);
  });

  it('sorts from a header: the query string gets sortBy and order, ascending first then the other way', () => {
    renderList({ rows: TRIPS });
    const miles = () => screen.getByRole('columnheader', { name: /Miles/ });
    expect(screen.getByRole('columnheader', { name: /Place/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(miles().getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(miles()).getByRole('button'));
    expect(search()).toBe('?sortBy=miles');
    expect(miles().getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(miles()).getByRole('button'));
    expect(search()).toBe('?sortBy=miles&order=desc');
    expect(miles().getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: 'Note' }).getAttribute('aria-sort')).toBeNull();
  });

  it('pages through the query string, and a new sort goes back to page 1', () => {
    renderList({ rows: TRIPS, count: 60 });
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(search()).toBe('?page=2');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Place/ })).getByRole('button'));
    expect(search()).toBe('?order=desc');
  });

  it('shows no pager when every row fits on one page', () => {
    renderList({ rows: TRIPS, count: 25 });
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByText(/^Page /)).toBeNull();
  });

  it('shows the spec\'s empty text, or the list\'s own', () => {
    renderList({ rows: [] });
    expect(screen.getByRole('cell').textContent).toBe('No Results Found');
    cleanup();
    renderList({ rows: [], emptyText: 'No statement has closed yet.' });
    expect(screen.getByRole('cell').textContent).toBe('No statement has closed yet.');
  });

  it('shows skeleton rows while loading', () => {
    const { container } = renderList({ rows: undefined, count: 0 });
    expect(container.querySelectorAll('tr[data-skeleton]')).toHaveLength(5);
    expect(screen.getByRole('table', { hidden: true }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('No Results Found')).toBeNull();
  });

  it('shows why the rows could not be loaded instead of skeleton rows', () => {
    const { container } = renderList({ rows: undefined, error: 'Failed to fetch' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch');
    expect(container.querySelectorAll('tr[data-skeleton]')).toHaveLength(0);
  });

  it('hides a column from the Columns menu and remembers it for the list', async () => {
    renderList({ rows: TRIPS });
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = screen.getByRole('dialog', { name: 'Columns' });
    // The actions column has no name and cannot be hidden.
    expect(within(menu).getAllByRole('checkbox').map((box) => box.parentElement!.textContent)).toEqual(['Place', 'Miles', 'Note']);
    fireEvent.click(within(menu).getByRole('checkbox', { name: 'Miles' }));
    expect(headers()).toEqual(['Place ▲', 'Note', '']);
    expect(JSON.parse(localStorage.getItem('spend.columns.trips')!)).toEqual(['miles']);
    cleanup();
    await act(async () => { renderList({ rows: TRIPS }); });
    expect(headers()).toEqual(['Place ▲', 'Note', '']);
  });
});
