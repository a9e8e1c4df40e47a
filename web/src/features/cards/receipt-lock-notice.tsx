import { DECLINE_MESSAGES } from '@spend/domain';
import { Link } from 'react-router-dom';
import type { MissingReceiptFragment } from '../../generated/graphql';
import { formatMoney } from '../../ui/money';

export const RECEIPT_LOCK_LABEL = 'Locked: receipts missing';

/** The cards list's short mark for a card the receipt policy locked. */
export const ReceiptLockBadge = () => (
  <span data-testid="receipt-lock-badge" style={{ marginLeft: 8, background: '#fdecec', color: '#c0262d', borderRadius: 10, padding: '1px 8px', fontSize: 12, fontWeight: 600 }}>
    {RECEIPT_LOCK_LABEL}
  </span>
);

/**
 * A card the books policy locked (receipts overdue): says so, what unlocks it, and which purchases
 * need their receipts, each linked to its page where the receipt is attached.
 */
export const ReceiptLockNotice = ({ missing }: { missing: readonly MissingReceiptFragment[] }) => (
  <div role="alert" data-testid="receipt-lock-notice" style={{ background: '#fdecec', color: '#7a1419', padding: '8px 12px', borderRadius: 8, margin: '8px 0' }}>
    <strong>{RECEIPT_LOCK_LABEL}</strong>
    {/* The authorizer's own decline text, so the notice and a declined purchase say the same. */}
    <p style={{ margin: '4px 0' }}>{DECLINE_MESSAGES.RECEIPTS_MISSING} Attaching them unlocks it.</p>
    {missing.length > 0 && (
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {missing.map((t) => (
          <li key={t.id} data-testid="receipt-missing">
            <Link to={`/transactions/${t.id}`}>{t.description}</Link> {formatMoney(t.amount)} · {new Date(t.initial_transaction_date).toLocaleDateString('en-US')}
          </li>
        ))}
      </ul>
    )}
  </div>
);
