import { useQuery, useSubscription } from '@apollo/client';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { BudgetTilesQuery, BudgetTilesQueryVariables } from '../../generated/graphql';
import { ALL_BUDGETS, BudgetMultiSelect } from '../../ui/budget-selector';
import { Button } from '../../ui/button';
import { ORDERS, useListParams } from '../../ui/list-params';
import { Pager, listTableClass } from '../../ui/list-table';
import { formatMoney } from '../../ui/money';
import { ProgressRing } from '../../ui/progress-ring';
import { Tabs } from '../../ui/tabs';
import { Tooltip } from '../../ui/tooltip';
import { useCan } from '../../ui/use-can';
import { BudgetFormDialog } from './budget-form-dialog';
import styles from './budgets-page.module.css';
import { BUDGET_CHANGED, BUDGET_TILES } from './operations';
import { useBudgetOptions } from './use-budget-options';

type Tile = BudgetTilesQuery['budgetTiles']['items'][number];

/** The tiles page, refetched whenever anyone changes a budget (pushed over graphql-ws). */
const useLiveTiles = (variables: BudgetTilesQueryVariables) => {
  const query = useQuery<BudgetTilesQuery, BudgetTilesQueryVariables>(BUDGET_TILES, { variables });
  useSubscription(BUDGET_CHANGED, { onData: () => void query.refetch() });
  return query;
};

/** Spec 9 "other lists": 25 per page, page 1, by name ascending; the Active tab and tiles first. */
export const BUDGET_LIST_DEFAULTS = { limit: '25', page: '1', sortBy: 'name', order: 'asc', activeTab: 'Active', view: 'tiles', level: 'all', budgets: ALL_BUDGETS } as const;

const SORTS = ['name', 'funding', 'createdAt'] as const;
const TABS = [{ value: 'Active', label: 'Active' }, { value: 'Archived', label: 'Archived' }] as const;

const ownerName = (b: Tile): string => (b.owner ? `${b.owner.person.first_name} ${b.owner.person.last_name}` : '—');

/**
 * /budgets: tiles or a list; tabs, filters, search, sort and page live in the query string
 * (spec 2.5), so a link reproduces the view. Figures refresh when anyone changes a budget.
 */
export const BudgetsPage = () => {
  const { get, oneOf, set, limit, page, skip, q, search, setSearch } = useListParams(BUDGET_LIST_DEFAULTS);
  const sortBy = oneOf('sortBy', SORTS);
  const order = oneOf('order', ORDERS);
  const view = get('view') === 'list' ? 'list' : 'tiles';
  const archived = get('activeTab') === 'Archived';
  const { can } = useCan();
  const options = useBudgetOptions();
  // The Budget(s) filter: ids joined by commas, or All Budgets (the default).
  const picked = get('budgets') === ALL_BUDGETS ? [] : get('budgets').split(',').filter(Boolean);
  const [creating, setCreating] = useState(false);
  const { data, loading } = useLiveTiles({
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
        <select aria-label="Level" className={styles.control} value={get('level')} onChange={(e) => set({ level: e.target.value })}>
          <option value="all">All levels</option>
          <option value="top">Top level only</option>
        </select>
        <select aria-label="Sort by" className={styles.control} value={`${sortBy}:${order}`} onChange={(e) => { const [s, o] = e.target.value.split(':'); set({ sortBy: s!, order: o! }); }}>
          <option value="name:asc">Name (A–Z)</option>
          <option value="name:desc">Name (Z–A)</option>
          <option value="funding:desc">Funding (high–low)</option>
          <option value="funding:asc">Funding (low–high)</option>
          <option value="createdAt:desc">Newest</option>
        </select>
        <div className={styles.selector}>
          <BudgetMultiSelect budgets={options} allowAll value={picked.length > 0 ? picked : [ALL_BUDGETS]}
            onChange={(ids) => set({ budgets: ids.filter((id) => id !== ALL_BUDGETS).join(',') || ALL_BUDGETS })} />
        </div>
        <span role="group" aria-label="View" className={styles.view}>
          <Button size="small" aria-pressed={view === 'tiles'} onClick={() => set({ view: 'tiles' }, false)}>Tiles</Button>
          <Button size="small" aria-pressed={view === 'list'} onClick={() => set({ view: 'list' }, false)}>List</Button>
        </span>
      </div>
      {loading && !data ? (
        <p>Loading…</p>
      ) : budgets.length === 0 ? (
        <p>No Results Found</p>
      ) : view === 'tiles' ? (
        <div className={styles.tiles}>
          {budgets.map((b) => (
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
      ) : (
        <table className={`${listTableClass} ${styles.table}`}>
          <thead>
            <tr>
              <th>Name</th>
              <th>Owner</th>
              <th className={styles.number}>Funding</th>
              <th className={styles.number}>Spent</th>
              <th className={styles.number}>Available</th>
              <th className={styles.number}>Spenders</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {budgets.map((b) => (
              <tr key={b.id} data-testid="budget-row">
                <td>
                  <span className={styles.dot} style={{ background: b.color }} />
                  <Link to={`/budgets/${b.id}`} data-testid="budget-name">{b.name}</Link>
                </td>
                <td>{ownerName(b)}</td>
                <td className={styles.number} data-testid="budget-funding">{formatMoney(b.funding)}</td>
                <td className={styles.number}>{formatMoney(b.funds.totalSpent)}</td>
                <td className={styles.number}>{formatMoney(b.funds.available)}</td>
                <td className={styles.number}>{b.spendersCount}</td>
                <td>{b.active ? 'Active' : 'Archived'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={page} count={count} limit={limit} onPage={(n) => set({ page: String(n) }, false)}>
        <span className={styles.muted}>{count} budgets</span>
      </Pager>
      <BudgetFormDialog open={creating} onOpenChange={setCreating} mode={{ kind: 'create', sub: false }} />
    </section>
  );
};
