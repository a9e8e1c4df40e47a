import { formatDate } from '../../ui/dates';
import { ListTable } from '../../ui/list-table';
import { formatMoney } from '../../ui/money';
import type { TransactionDetail } from './transaction-facts';

const REASONS = { AMOUNT: 'Amount change (refund, reversal or clearing)', CODING: 'Re-coding' } as const;
const SYNC_STATES = { READY_TO_SYNC: 'Ready to sync', SYNCED: 'Synced' } as const;

/** A synced transaction's corrections, each pushed to accounting as its own record; nothing shown before the first. */
export const AdjustmentsSection = ({ t }: { t: TransactionDetail }) => {
  if (t.adjustments.length === 0) return null;
  return (
    <section data-testid="adjustments">
      <h2>Adjustments</h2>
      <ListTable headers={['Date', 'Adjustment', 'Amount', 'Sync state']} loading={false} count={t.adjustments.length}>
        {t.adjustments.map((a) => (
          <tr key={a.id} data-testid="adjustment-row">
            <td>{formatDate(a.createdAt)}</td>
            <td>{REASONS[a.reason]}</td>
            <td>{formatMoney(a.amountDelta)}</td>
            <td>{SYNC_STATES[a.syncState]}</td>
          </tr>
        ))}
      </ListTable>
    </section>
  );
};
