import { DataTable, type DataColumn } from '../../ui/data-table';
import { formatDate } from '../../ui/dates';
import { formatMoney } from '../../ui/money';
import type { TransactionDetail } from './transaction-facts';

const REASONS = { AMOUNT: 'Amount change (refund, reversal or clearing)', CODING: 'Re-coding' } as const;
const SYNC_STATES = { READY_TO_SYNC: 'Ready to sync', SYNCED: 'Synced' } as const;

type Adjustment = TransactionDetail['adjustments'][number];
const COLUMNS: DataColumn<Adjustment>[] = [
  { id: 'date', header: 'Date', cell: ({ row }) => formatDate(row.original.createdAt) },
  { id: 'reason', header: 'Adjustment', enableHiding: false, cell: ({ row }) => REASONS[row.original.reason] },
  { id: 'amount', header: 'Amount', enableHiding: false, meta: { numeric: true }, cell: ({ row }) => formatMoney(row.original.amountDelta) },
  { id: 'syncState', header: 'Sync state', cell: ({ row }) => SYNC_STATES[row.original.syncState] },
];

/** A synced transaction's corrections, each pushed to accounting as its own record; nothing shown before the first. */
export const AdjustmentsSection = ({ t }: { t: TransactionDetail }) => {
  if (t.adjustments.length === 0) return null;
  return (
    <section data-testid="adjustments">
      <h2>Adjustments</h2>
      <DataTable id="transaction-adjustments" label="Adjustments" columns={COLUMNS} rows={t.adjustments} rowKey={(a) => a.id} rowProps={() => ({ 'data-testid': 'adjustment-row' })} />
    </section>
  );
};
