import { useQuery } from '@apollo/client';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { BudgetChangedSubscription, BudgetTilesQuery, BudgetTilesQueryVariables } from '../../generated/graphql';
import { ALL_BUDGETS, BudgetMultiSelect } from '../../ui/budget-selector';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { ORDERS, useListParams } from '../../ui/list-params';
import { Pager } from '../../ui/pager';
import { formatMoney } from '../../ui/money';
import { ProgressRing } from '../../ui/progress-ring';
import { Select } from '../../ui/select';
import { Tabs } from '../../ui/tabs';
import { Tooltip } from '../../ui/tooltip';
import { useCan } from '../../ui/use-can';
import { useLive } from '../../ui/use-live';
import { BudgetFormDialog } from './budget-form-dialog';
import styles from './budgets-page.module.css';
import { BUDGET_CHANGED, BUDGET_TILES } from './operations';
import { useBudgetOptions } from './use-budget-options';
import { budgetListStale } from './use-live-budgets';
import { PageSkeleton } from '../../ui/skeleton';

type Tile = BudgetTilesQuery['budgetTiles']['items'][number];

/** The tiles page, kept live by anyone's budget changes (pushed over graphql-ws); read again only when its rows change. */
const useLiveTiles = (variables: BudgetTilesQueryVariables) => {
  const query = useQuery<BudgetTilesQuery, BudgetTilesQueryVariables>(BUDGET_TILES, { variables });
  useLive<BudgetChangedSubscription>(BUDGET_CHANGED, {
    stale: (push) => budgetListStale(query.data?.budgetTiles.items, push.budgetChanged, variables.where ?? {}),
    refetch: () => query.refetch(),
  });
  return query;
};

/** Spec 9 "other lists": 25 per page, page 1, by name ascending; the Active tab and tiles first. */
export const BUDGET_LIST_DEFAULTS = { limit: '25', page: '1', sortBy: 'name', order: 'asc', activeTab: 'Active', view: 'tiles', level: 'all', budgets: ALL_BUDGETS } as const;

const SORTS = ['name', 'funding', 'createdAt'] as const;
const TABS = [{ value: 'Active', label: 'Active' }, { value: 'Archived', label: 'Archived' }] as const;

const ownerName = (b: Tile): string => (b.owner ? `${b.owner.person.first_name} ${b.owner.person.last_name}` : '—');

const LEVELS = [{ value: 'all', label: 'All levels' }, { value: 'top', label: 'Top level only' }];
const SORT_OPTIONS = [
  { value: 'name:asc', label: 'Name (A–Z)' }, { value: 'name:desc', label: 'Name (Z–A)' }, { value: 'funding:desc', label: 'Funding (high–low)' },
  { value: 'funding:asc', label: 'Funding (low–high)' }, { value: 'createdAt:desc', label: 'Newest' },
];

/** The list view's columns; Name and Funding sort it from their headers, like the Sort by select. */
const COLUMNS: DataColumn<Tile>[] = [
  {
    id: 'name', header: 'Name', enableHiding: false, meta: { sortField: 'name' },
    cell: ({ row: { original: b } }) => (
      <>
        {/* The dot takes the budget's own colour. */}
        <span className={styles.dot} style={{ background: b.color }} />
        <Link to={`/budgets/${b.id}`} data-testid="budget-name">{b.name}</Link>
      </>
    ),
  },
  { id: 'owner', header: 'Owner', cell: ({ row }) => ownerName(row.original) },
  { id: 'funding', header: 'Funding', meta: { sortField: 'funding', numeric: true, testId: 'budget-funding' }, cell: ({ row }) => formatMoney(row.original.funding) },
  { id: 'spent', header: 'Spent', meta: { numeric: true }, cell: ({ row }) => formatMoney(row.original.funds.totalSpent) },
  { id: 'available', header: 'Available', meta: { numeric: true }, cell: ({ row }) => formatMoney(row.original.funds.available) },
  { id: 'spenders', header: 'Spenders', meta: { numeric: true }, cell: ({ row }) => row.original.spendersCount },
  { id: 'status', header: 'Status', cell: ({ row }) => (row.original.active ? 'Active' : 'Archived') },
];

/**
 * /budgets: tiles or a list; tabs, filters, search, sort and page live in the query string
 * (spec 2.5), so a link reproduces the view. Figures refresh when anyone changes a budget.
 */
export const BudgetsPage = () => {
  const params = useListParams(BUDGET_LIST_DEFAULTS);
  const { get, oneOf, set, limit, page, skip, q, search, setSearch } = params;
  const sortBy = oneOf('sortBy', SORTS);
  const order = oneOf('order', ORDERS);
  const view = get('view') === 'list' ? 'list' : 'tiles';
  const archived = get('activeTab') === 'Archived';
  const { can } = useCan();
  const options = useBudgetOptions();
  // The Budget(s) filter: ids joined by commas, or All Budgets (the default).
  const picked = get('budgets') === ALL_BUDGETS ? [] : get('budgets').split(',').filter(Boolean);
  const [creating, setCreating] = useState(false);
  const { data, loading, error } = useLiveTiles({
    take: limit,
    skip,
    orderBy: [{ field: sortBy, order }],
    where: { active: !archived, ...(q && { search: q }), ...(get('level') === 'top' && { topLevel: true }), ...(picked.length > 0 && { ids: picked }) },
  });
  const budgets = data?.budgetTiles.items ?? [];
  const count = data?.budgetTiles.count ?? 0;
  return (
    <section>
      <div className={styles.head}>
        <h1 className={styles.title}>Budgets</h1>
        {can('budget.settings.edit') && (
          <Button variant="primary" onClick={() => setCreating(true)}>
            Create Budget
          </Button>
        )}
      </div>
      <Tabs label="Budgets" tabs={TABS} value={archived ? 'Archived' : 'Active'} onValueChange={(name) => set({ activeTab: name })} />
      <div className={styles.filters}>
        <input aria-label="Search budgets" placeholder="Search" value={search} onChange={(e) => setSearch(e.target.value)} className={styles.control} />
        <Select label="Level" value={get('level')} onValueChange={(level) => set({ level })} options={LEVELS} />
        <Select label="Sort by" value={`${sortBy}:${order}`} options={SORT_OPTIONS} onValueChange={(value) => { const [s, o] = value.split(':'); set({ sortBy: s!, order: o! }); }} />
        <div className={styles.selector}>
          <BudgetMultiSelect budgets={options} allowAll value={picked.length > 0 ? picked : [ALL_BUDGETS]}
            onChange={(ids) => set({ budgets: ids.filter((id) => id !== ALL_BUDGETS).join(',') || ALL_BUDGETS })} />
        </div>
        <span role="group" aria-label="View" className={styles.view}>
          <Button size="small" aria-pressed={view === 'tiles'} onClick={() => set({ view: 'tiles' }, false)}>Tiles</Button>
          <Button size="small" aria-pressed={view === 'list'} onClick={() => set({ view: 'list' }, false)}>List</Button>
        </span>
      </div>
      {view === 'list' ? (
        <DataTable id="budgets" label="Budgets" columns={COLUMNS} rows={data?.budgetTiles.items} error={error?.message} rowKey={(b) => b.id}
          rowProps={() => ({ 'data-testid': 'budget-row' })} list={{ params, sortBy, order }} />
      ) : loading && !data ? (
        <PageSkeleton />
      ) : budgets.length === 0 ? (
        <p>No Results Found</p>
      ) : (
        <div className={styles.tiles}>
          {budgets.map((b) => (
            // The top border takes the budget's own colour.
            <Link key={b.id} to={`/budgets/${b.id}`} data-testid="budget-row" className={styles.tile} style={{ borderTopColor: b.color }}>
              <div className={styles.tileRow}>
                <div className={styles.tileText}>
                  {/* A long name is cut with an ellipsis; the tooltip shows it whole. */}
                  <Tooltip text={b.name} placement="below">
                    <strong data-testid="budget-name" className={styles.name}>{b.name}</strong>
                  </Tooltip>
                  <div className={styles.path}>{b.parents.map((p) => p.name).join(' / ') || 'Top Level'}</div>
                  <div className={styles.funding} data-testid="budget-funding">{formatMoney(b.funding)}</div>
                  <div className={styles.small}>Available {formatMoney(b.funds.available)}</div>
                </div>
                <ProgressRing value={b.percentage} size={64} label={`${b.name} spent`} />
              </div>
              <small className={styles.muted}>
                Owner: {ownerName(b)} · {b.spendersCount} spenders
              </small>
            </Link>
          ))}
        </div>
      )}
      <Pager page={page} count={count} limit={limit} onPage={(n) => set({ page: String(n) }, false)}>
        <span className={styles.muted}>{count} budgets</span>
      </Pager>
      <BudgetFormDialog open={creating} onOpenChange={setCreating} mode={{ kind: 'create', sub: false }} />
    </section>
  );
};
