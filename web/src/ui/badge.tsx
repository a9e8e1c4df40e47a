import { BADGE_CAP } from '../app/config';
import styles from './badge.module.css';

/** The sidebar's red count badge, capped at "99+" (spec 2.3); nothing when zero. */
export const badgeText = (count: number): string | null => (count <= 0 ? null : count > BADGE_CAP ? `${BADGE_CAP}+` : String(count));

export const Badge = ({ count, label }: { count: number; label: string }) => {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span aria-label={`${text} ${label}`} data-testid={`badge-${label}`} className={styles.badge}>
      {text}
    </span>
  );
};
