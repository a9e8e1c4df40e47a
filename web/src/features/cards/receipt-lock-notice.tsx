import { DECLINE_MESSAGES } from '@spend/domain';
import { Link } from 'react-router-dom';
import type { MissingReceiptFragment } from '../../generated/graphql';
import { formatDate } from '../../ui/dates';
import { formatMoney } from '../../ui/money';
import styles from './receipt-lock-notice.module.css';

export const RECEIPT_LOCK_LABEL = 'Locked: receipts missing';

/** The cards list's short mark for a card the receipt policy locked. */
export const ReceiptLockBadge = () => (
  <span data-testid="receipt-lock-badge" className={styles.badge}>
    {RECEIPT_LOCK_LABEL}
  </span>
);

/**
 * A card the books policy locked (receipts overdue): says so, what unlocks it, and which purchases
 * need their receipts, each linked to its page where the receipt is attached.
 */
export const ReceiptLockNotice = ({ missing }: { missing: readonly MissingReceiptFragment[] }) => (
  <div role="alert" data-testid="receipt-lock-notice" className={styles.notice}>
    <strong>{RECEIPT_LOCK_LABEL}</strong>
    {/* The authorizer's own decline text, so the notice and a declined purchase say the same. */}
    <p className={styles.text}>{DECLINE_MESSAGES.RECEIPTS_MISSING} Attaching them unlocks it.</p>
    {missing.length > 0 && (
      <ul className={styles.list}>
        {missing.map((t) => (
          <li key={t.id} data-testid="receipt-missing">
            <Link to={`/transactions/${t.id}`}>{t.description}</Link> {formatMoney(t.amount)} · {formatDate(t.initial_transaction_date)}
          </li>
        ))}
      </ul>
    )}
  </div>
);
