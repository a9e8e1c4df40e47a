import { useQuery, useSubscription } from '@apollo/client';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { BudgetTilesQuery, BudgetTilesQueryVariables } from '../../generated/graphql';
import { ALL_BUDGETS, BudgetMultiSelect } from '../../ui/budget-selector';
import { ORDERS, useListParams } from '../../ui/list-params';
import { Pager } from '../../ui/list-table';
import { formatMoney } from '../../ui/money';
import { ProgressRing } from '../../ui/progress-ring';
import { useCan } from '../../ui/use-can';
import { BudgetFormDialog } from './budget-form-dialog';
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
  const tab = (name: 'Active' | 'Archived') => (
    <button type="button" role="tab" aria-selected={get('activeTab') === name} onClick={() => set({ activeTab: name })} style={{ fontWeight: get('activeTab') === name ? 700 : 400 }}>
      {name}
    </button>
  );
  return (
    <section>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <h1 style={{ flex: 1 }}>Budgets</h1>
        {can('budget.settings.edit') && (
          <button type="button" onClick={() => setCreating(true)}>
            Create Budget
          </button>
        )}
      </div>
      <div role="tablist" style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        {tab('Active')}
        {tab('Archived')}
      </div>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center', marginBottom: 16 }}>
        <input aria-label="Search budgets" placeholder="Search" value={search} onChange={(e) => setSearch(e.target.value)} />
        <select aria-label="Level" value={get('level')} onChange={(e) => set({ level: e.target.value })}>
          <option value="all">All levels</option>
          <option value="top">Top level only</option>
        </select>
        <select aria-label="Sort by" value={`${sortBy}:${order}`} onChange={(e) => { const [s, o] = e.target.value.split(':'); set({ sortBy: s!, order: o! }); }}>
          <option value="name:asc">Name (A–Z)</option>
          <option value="name:desc">Name (Z–A)</option>
          <option value="funding:desc">Funding (high–low)</option>
          <option value="funding:asc">Funding (low–high)</option>
          <option value="createdAt:desc">Newest</option>
        </select>
        <div style={{ minWidth: 260 }}>
          <BudgetMultiSelect budgets={options} allowAll value={picked.length > 0 ? picked : [ALL_BUDGETS]}
            onChange={(ids) => set({ budgets: ids.filter((id) => id !== ALL_BUDGETS).join(',') || ALL_BUDGETS })} />
        </div>
        <span role="group" aria-label="View">
          <button type="button" aria-pressed={view === 'tiles'} onClick={() => set({ view: 'tiles' }, false)}>Tiles</button>
          <button type="button" aria-pressed={view === 'list'} onClick={() => set({ view: 'list' }, false)}>List</button>
        </span>
      </div>
      {loading && !data ? (
        <p>Loading…</p>
      ) : budgets.length === 0 ? (
        <p>No Results Found</p>
      ) : view === 'tiles' ? (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 16 }}>
          {budgets.map((b) => (
            <Link key={b.id} to={`/budgets/${b.id}`} data-testid="budget-row" style={{ border: '1px solid #e6e6ef', borderTop: `6px solid ${b.color}`, borderRadius: 12, padding: 16, color: 'inherit', textDecoration: 'none' }}>
              <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <strong data-testid="budget-name">{b.name}</strong>
                  <div style={{ color: '#777', fontSize: 12 }}>{b.parents.map((p) => p.name).join(' / ') || 'Top Level'}</div>
                  <div style={{ fontSize: 22, fontWeight: 600, margin: '8px 0' }} data-testid="budget-funding">{formatMoney(b.funding)}</div>
                  <div style={{ fontSize: 13 }}>Available {formatMoney(b.funds.available)}</div>
                </div>
                <ProgressRing value={b.percentage} size={64} label={`${b.name} spent`} />
              </div>
              <small style={{ color: '#666' }}>
                Owner: {ownerName(b)} · {b.spendersCount} spenders
              </small>
            </Link>
          ))}
        </div>
      ) : (
        <table style={{ borderCollapse: 'collapse', minWidth: 640 }}>
          <thead>
            <tr>
              <th style={{ textAlign: 'left', padding: 8 }}>Name</th>
              <th style={{ textAlign: 'left', padding: 8 }}>Owner</th>
              <th style={{ textAlign: 'right', padding: 8 }}>Funding</th>
              <th style={{ textAlign: 'right', padding: 8 }}>Spent</th>
              <th style={{ textAlign: 'right', padding: 8 }}>Available</th>
              <th style={{ textAlign: 'right', padding: 8 }}>Spenders</th>
              <th style={{ textAlign: 'left', padding: 8 }}>Status</th>
            </tr>
          </thead>
          <tbody>
            {budgets.map((b) => (
              <tr key={b.id} data-testid="budget-row">
                <td style={{ padding: 8 }}>
                  <span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: b.color, marginRight: 8 }} />
                  <Link to={`/budgets/${b.id}`} data-testid="budget-name">{b.name}</Link>
                </td>
                <td style={{ padding: 8 }}>{ownerName(b)}</td>
                <td style={{ padding: 8, textAlign: 'right' }} data-testid="budget-funding">{formatMoney(b.funding)}</td>
                <td style={{ padding: 8, textAlign: 'right' }}>{formatMoney(b.funds.totalSpent)}</td>
                <td style={{ padding: 8, textAlign: 'right' }}>{formatMoney(b.funds.available)}</td>
                <td style={{ padding: 8, textAlign: 'right' }}>{b.spendersCount}</td>
                <td style={{ padding: 8 }}>{b.active ? 'Active' : 'Archived'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={page} count={count} limit={limit} onPage={(n) => set({ page: String(n) }, false)}>
        <span style={{ color: '#666' }}>{count} budgets</span>
      </Pager>
      <BudgetFormDialog open={creating} onOpenChange={setCreating} mode={{ kind: 'create', sub: false }} />
    </section>
  );
};
