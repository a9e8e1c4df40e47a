import { useQuery } from '@apollo/client';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { readDevFlags } from '../../app/dev-flags';
import type { CardChangedSubscription, CardholderStatus, CardsQuery, CardsQueryVariables, CardSortField } from '../../generated/graphql';
import { ORDERS, useListParams } from '../../ui/list-params';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { Select } from '../../ui/select';
import { CardSearchFilters } from './card-search-filters';
import { formatMoney } from '../../ui/money';
import { useCan } from '../../ui/use-can';
import { useLive } from '../../ui/use-live';
import { ExportButton } from '../reports/export-button';
import { BulkUploadDialog } from './bulk-upload-dialog';
import { CardDialog } from './card-dialog';
import { CARDS, CARD_CHANGED, STATUS_LABEL, holderName } from './operations';
import styles from './cards.module.css';
import { ReceiptLockBadge } from './receipt-lock-notice';

/** Spec 9: cards list defaults. */
const DEFAULTS = { limit: '25', page: '1', sortBy: 'assigned_on', order: 'desc', cardholder_status: 'All' } as const;
const SORTS: CardSortField[] = ['assigned_on', 'createdAt', 'last4Digits', 'status'];
const HOLDER: CardholderStatus[] = ['All', 'Assigned', 'unassigned'];
const HOLDER_OPTIONS = [{ value: 'All', label: 'All' }, { value: 'Assigned', label: 'Assigned' }, { value: 'unassigned', label: 'Unassigned' }];
const ACTIVATION_OPTIONS = [{ value: '', label: 'All' }, { value: 'true', label: 'Activated' }, { value: 'false', label: 'Not activated' }];
const SORT_OPTIONS = [{ value: 'assigned_on', label: 'Assigned on' }, { value: 'createdAt', label: 'Created' }, { value: 'last4Digits', label: 'Last 4 digits' }, { value: 'status', label: 'Status' }];

type Card = CardsQuery['cardsV2']['items'][number];

const money = (id: string, header: string, value: (c: Card) => number): DataColumn<Card> => ({ id, header, meta: { numeric: true }, cell: ({ row }) => formatMoney(value(row.original)) });

/** The cards list's columns: Card and Status also sort it from their headers. */
const COLUMNS: DataColumn<Card>[] = [
  { id: 'card', header: 'Card', enableHiding: false, meta: { sortField: 'last4Digits' }, cell: ({ row: { original: c } }) => <Link to={`/cards/${c.id}`} data-testid="card-last4" className={styles.pan}>•••• {c.last4Digits}</Link> },
  { id: 'type', header: 'Type', cell: ({ row }) => row.original.card_type },
  { id: 'holder', header: 'Cardholder', meta: { testId: 'card-holder' }, cell: ({ row }) => holderName(row.original) },
  { id: 'budgets', header: 'Budget', cell: ({ row }) => row.original.budgets.map((b) => b.name).join(', ') || '—' },
  {
    id: 'status', header: 'Status', meta: { sortField: 'status', testId: 'card-row-status' },
    cell: ({ row: { original: c } }) => <>{STATUS_LABEL[c.status]}{c.activated ? '' : ' (not activated)'}{c.receiptLocked && <ReceiptLockBadge />}</>,
  },
  money('spent', 'Spent', (c) => c.balance.spent),
  money('limit', 'Limit', (c) => c.balance.limit),
  money('available', 'Available', (c) => c.balance.available),
];

/**
 * /cards and /cards/external (spec 2.5): limit, page, sortBy, order, q and the filters activated and
 * cardholder_status live in the query string; a path with "external" lists only bank-linked cards.
 */
export const CardsPage = () => {
  const external = useLocation().pathname.includes('external');
  const params = useListParams(DEFAULTS);
  const { get, oneOf, set, limit, skip, q, search, setSearch } = params;
  const sortBy = oneOf('sortBy', SORTS);
  const order = oneOf('order', ORDERS);
  const holder = oneOf('cardholder_status', HOLDER);
  const activated = oneOf('activated', ['true', 'false']);
  const { me, can } = useCan();
  const [creating, setCreating] = useState(false);
  const [uploading, setUploading] = useState(false);

  const spenderId = external ? '' : get('spender');
  const budgetId = external ? '' : get('budget');
  const where = {
    external, cardholder_status: holder, ...(activated !== null && { activated: activated === 'true' }), ...(q && { q }), ...(spenderId && { spenderId }), ...(budgetId && { budgetId }),
  };
  const { data, error, refetch } = useQuery<CardsQuery, CardsQueryVariables>(CARDS, {
    variables: { take: limit, skip, orderBy: [{ field: sortBy, order }], where },
  });
  // A pushed card updates its row in the cache; only a new one is read with the list.
  useLive<CardChangedSubscription>(CARD_CHANGED, { stale: ({ cardChanged: c }) => !data?.cardsV2.items.some((row) => row.id === c.id), refetch: () => refetch() });
  const count = data?.cardsV2.count ?? 0;
  // Spec 6: external cards are for admins and auditors; the others go back to their cards.
  if (external && me && !can('externalCards.read')) return <Navigate to="/cards" replace />;

  return (
    <section>
      <div className={styles.head}>
        <h1 className={styles.title}>{external ? 'External Cards' : 'Cards'}</h1>
        {!external && can('card.create') && (
          <>
            {/* Spec 6: bulk operations on rechargeable cards sit behind the bulkCardOperations flag. */}
            {readDevFlags().has('bulkCardOperations') && <Button onClick={() => setUploading(true)}>Bulk Upload</Button>}
            <Button variant="primary" onClick={() => setCreating(true)}>Create Card</Button>
          </>
        )}
        {!external && can('cardsReport.create') && <ExportButton report="cards" where={where} orderBy={[{ field: sortBy, order }]} />}
      </div>
      <div className={styles.filters}>
        <input aria-label="Search cards" placeholder="Search by cardholder or last 4 digits" value={search} onChange={(e) => setSearch(e.target.value)} className={styles.search} />
        <label className={styles.filter} htmlFor="cardholder_status">
          Cardholder <Select id="cardholder_status" value={holder} onValueChange={(v) => set({ cardholder_status: v })} options={HOLDER_OPTIONS} />
        </label>
        <label className={styles.filter} htmlFor="activated">
          Activation <Select id="activated" value={activated ?? ''} onValueChange={(v) => set({ activated: v || null })} options={ACTIVATION_OPTIONS} />
        </label>
        {!external && <CardSearchFilters spenderId={spenderId} budgetId={budgetId} onChange={set} />}
        <label className={styles.filter} htmlFor="sortBy">
          Sort by <Select id="sortBy" value={sortBy} onValueChange={(v) => set({ sortBy: v })} options={SORT_OPTIONS} />
        </label>
        <Button size="small" onClick={() => set({ order: order === 'asc' ? 'desc' : 'asc' })}>{order === 'asc' ? 'Ascending' : 'Descending'}</Button>
      </div>
      <DataTable
        id="cards" label={external ? 'External Cards' : 'Cards'} columns={COLUMNS} rows={data?.cardsV2.items} error={error?.message} rowKey={(c) => c.id}
        rowProps={() => ({ 'data-testid': 'card-row' })} list={{ params, sortBy, order, count }}
        footer={<span className={styles.count}>{count} cards</span>}
      />
      <CardDialog open={creating} onOpenChange={setCreating} mode={{ kind: 'create' }} />
      <BulkUploadDialog open={uploading} onOpenChange={setUploading} />
    </section>
  );
};
