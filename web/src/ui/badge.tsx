import { Link } from 'react-router-dom';
import { BADGE_CAP } from '../app/config';
import styles from './badge.module.css';

/** The sidebar's red count badge, capped at "99+" (spec 2.3); nothing when zero. */
export const badgeText = (count: number): string | null => (count <= 0 ? null : count > BADGE_CAP ? `${BADGE_CAP}+` : String(count));

/**
 * With `to`, the badge is a link to exactly what it counts (the incomplete transactions, say), so it
 * must sit beside its route's link, not inside it: a link within a link is not valid HTML.
 */
export const Badge = ({ count, label, to, title }: { count: number; label: string; to?: string; title?: string }) => {
  const text = badgeText(count);
  if (!text) return null;
  const props = { 'aria-label': `${text} ${label}`, 'data-testid': `badge-${label}`, className: styles.badge, title };
  return to ? <Link to={to} {...props}>{text}</Link> : <span {...props}>{text}</span>;
};
