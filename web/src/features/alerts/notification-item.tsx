import { Link } from 'react-router-dom';
import { Button } from '../../ui/button';
import { formatDate } from '../../ui/dates';
import { formatMoney } from '../../ui/money';
import styles from './alerts-page.module.css';
import { notificationLink } from './notification-link';
import type { NotificationRow } from './operations';

/** Amount, date and who caused it, where the notification's data names them (spec 3 notificationData). */
const details = (n: NotificationRow): string[] => {
  const d = n.notificationData;
  if (!d) return [];
  const who = d.notifier ? `${d.notifier.person.first_name} ${d.notifier.person.last_name}`.trim() : '';
  return [d.amount === null || d.amount === undefined ? '' : formatMoney(d.amount), d.date ? formatDate(d.date) : '', who ? `by ${who}` : ''].filter(Boolean);
};

/** One notification of /alerts: what it says, its data, a link to what it is about, and marking it read. */
export const NotificationItem = ({ n, onRead }: { n: NotificationRow; onRead: (id: string) => void }) => {
  const link = notificationLink(n);
  const shown = details(n);
  return (
    <li data-testid="notification" className={n.read ? styles.item : `${styles.item} ${styles.unread}`}>
      <div>{n.title}</div>
      <div className={styles.message}>{n.message}</div>
      {shown.length > 0 && <div data-testid="notification-data" className={styles.data}>{shown.join(' · ')}</div>}
      {link && <Link to={link.to}>{link.label}</Link>}
      {!n.read && (
        <Button size="small" onClick={() => onRead(n.id)}>
          Mark as read
        </Button>
      )}
    </li>
  );
};
