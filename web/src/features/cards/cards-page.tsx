import { useQuery, useSubscription } from '@apollo/client';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { readDevFlags } from '../../app/dev-flags';
import type { CardholderStatus, CardsQuery, CardsQueryVariables, CardSortField } from '../../generated/graphql';
import { ORDERS, useListParams } from '../../ui/list-params';
import { ListTable, Pager, listCell } from '../../ui/list-table';
import { formatMoney } from '../../ui/money';
import { useCan } from '../../ui/use-can';
import { ExportButton } from '../reports/export-button';
import { ExternalAccounts } from '../bank/external-accounts';
import { BulkUploadDialog } from './bulk-upload-dialog';
import { CardDialog } from './card-dialog';
import { CARDS, CARD_CHANGED, STATUS_LABEL, holderName } from './operations';
import { ReceiptLockBadge } from './receipt-lock-notice';

/** Spec 9: cards list defaults. */
const DEFAULTS = { limit: '25', page: '1', sortBy: 'assigned_on', order: 'desc', cardholder_status: 'All' } as const;
const SORTS: CardSortField[] = ['assigned_on', 'createdAt', 'last4Digits', 'status'];
const HOLDER: CardholderStatus[] = ['All', 'Assigned', 'unassigned'];

/**
 * /cards and /cards/external (spec 2.5): limit, page, sortBy, order, q and the filters activated and
 * cardholder_status live in the query string; a path with "external" lists only bank-linked cards.
 */
export const CardsPage = () => {
  const external = useLocation().pathname.includes('external');
  const { oneOf, set, limit, page, skip, q, search, setSearch } = useListParams(DEFAULTS);
  const sortBy = oneOf('sortBy', SORTS);
  const order = oneOf('order', ORDERS);
  const holder = oneOf('cardholder_status', HOLDER);
  const activated = oneOf('activated', ['true', 'false']);
  const { me, can } = useCan();
  const [creating, setCreating] = useState(false);
  const [uploading, setUploading] = useState(false);

  const where = { external, cardholder_status: holder, ...(activated !== null && { activated: activated === 'true' }), ...(q && { q }) };
  const { data, loading, refetch } = useQuery<CardsQuery, CardsQueryVariables>(CARDS, {
    variables: { take: limit, skip, orderBy: [{ field: sortBy, order }], where },
  });
  useSubscription(CARD_CHANGED, { onData: () => void refetch() });
  const count = data?.cardsV2.count ?? 0;
  // Spec 6: external cards are for admins and auditors; the others go back to their cards.
  if (external && me && !can('externalCards.read')) return <Navigate to="/cards" replace />;

  return (
    <section>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <h1 style={{ flex: 1 }}>{external ? 'External Cards' : 'Cards'}</h1>
        {!external && can('card.create') && (
          <>
            {/* Spec 6: bulk operations on rechargeable cards sit behind the bulkCardOperations flag. */}
            {readDevFlags().has('bulkCardOperations') && <button type="button" onClick={() => setUploading(true)}>Bulk Upload</button>}
            <button type="button" onClick={() => setCreating(true)}>Create Card</button>
          </>
        )}
        {!external && can('cardsReport.create') && <ExportButton report="cards" where={where} orderBy={[{ field: sortBy, order }]} />}
      </div>
      <div style={{ display: 'flex', gap: 12, marginBottom: 12, flexWrap: 'wrap' }}>
        <input aria-label="Search cards" placeholder="Search by cardholder or last 4 digits" value={search} onChange={(e) => setSearch(e.target.value)} />
        <label>
          Cardholder{' '}
          <select id="cardholder_status" value={holder} onChange={(e) => set({ cardholder_status: e.target.value })}>
            <option value="All">All</option>
            <option value="Assigned">Assigned</option>
            <option value="unassigned">Unassigned</option>
          </select>
        </label>
        <label>
          Activation{' '}
          <select id="activated" value={activated ?? ''} onChange={(e) => set({ activated: e.target.value || null })}>
            <option value="">All</option>
            <option value="true">Activated</option>
            <option value="false">Not activated</option>
          </select>
        </label>
        <label>
          Sort by{' '}
          <select id="sortBy" value={sortBy} onChange={(e) => set({ sortBy: e.target.value })}>
            <option value="assigned_on">Assigned on</option>
            <option value="createdAt">Created</option>
            <option value="last4Digits">Last 4 digits</option>
            <option value="status">Status</option>
          </select>
        </label>
        <button type="button" onClick={() => set({ order: order === 'asc' ? 'desc' : 'asc' })}>{order === 'asc' ? 'Ascending' : 'Descending'}</button>
      </div>
      <ListTable headers={['Card', 'Type', 'Cardholder', 'Budget', 'Status', 'Spent', 'Limit', 'Available']} loading={loading && !data} count={count}>
        {data?.cardsV2.items.map((card) => (
          <tr key={card.id} data-testid="card-row">
            <td style={listCell}><Link to={`/cards/${card.id}`} data-testid="card-last4">•••• {card.last4Digits}</Link></td>
            <td style={listCell}>{card.card_type}</td>
            <td style={listCell} data-testid="card-holder">{holderName(card)}</td>
            <td style={listCell}>{card.budgets.map((b) => b.name).join(', ') || '—'}</td>
            <td style={listCell} data-testid="card-row-status">{STATUS_LABEL[card.status]}{card.activated ? '' : ' (not activated)'}{card.receiptLocked && <ReceiptLockBadge />}</td>
            <td style={listCell}>{formatMoney(card.balance.spent)}</td>
            <td style={listCell}>{formatMoney(card.balance.limit)}</td>
            <td style={listCell}>{formatMoney(card.balance.available)}</td>
          </tr>
        ))}
      </ListTable>
      <Pager page={page} count={count} limit={limit} onPage={(n) => set({ page: String(n) })} />
      <CardDialog open={creating} onOpenChange={setCreating} mode={{ kind: 'create' }} />
      <BulkUploadDialog open={uploading} onOpenChange={setUploading} />
      {external && <ExternalAccounts />}
    </section>
  );
};
