import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { RouteIcon } from '../ui/icons';
import styles from './bottom-nav.module.css';
import { activeNavPath } from './routes';

/** At most this many tabs fit side by side at 400px with a readable label (the last one may be More). */
export const BOTTOM_TABS = 5;

interface NavRoute {
  path: string;
  label: string;
}

/** The first tabs in the bar, the rest behind More, so nothing is cut off on a narrow phone. */
export const splitTabs = <T,>(routes: readonly T[], max = BOTTOM_TABS): { tabs: T[]; more: T[] } =>
  routes.length <= max ? { tabs: [...routes], more: [] } : { tabs: routes.slice(0, max - 1), more: routes.slice(max - 1) };

/**
 * The mobile view's bottom navigation (spec 2.1, below 481px): icon tabs with their labels, and a
 * More tab listing the remaining screens. `badgeFor` adds a route's live badge.
 */
export const BottomNav = ({ routes, badgeFor, extra }: { routes: readonly NavRoute[]; badgeFor: (path: string) => ReactNode; extra?: ReactNode }) => {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);
  const { tabs, more } = splitTabs(routes);
  const active = activeNavPath(pathname, routes.map((r) => r.path));
  const moreActive = more.some((r) => r.path === active);
  const current = (path: string) => (path === active ? { 'aria-current': 'page' as const } : {});
  return (
    <nav aria-label="Main" className={styles.bar} data-testid="bottom-nav">
      {/* Each badge beside its tab's link, not in it: a badge may link to what it counts. */}
      {tabs.map((route) => (
        <span key={route.path} className={styles.slot}>
          <Link to={route.path} className={`${styles.tab} ${route.path === active ? styles.active : ''}`} data-testid="bottom-tab" {...current(route.path)}>
            <RouteIcon path={route.path} stacked />
            <span className={styles.label} data-testid="bottom-label">{route.label}</span>
          </Link>
          <span className={styles.badge}>{badgeFor(route.path)}</span>
        </span>
      ))}
      {(more.length > 0 || extra) && (
        <button type="button" className={`${styles.tab} ${moreActive ? styles.active : ''}`} data-testid="bottom-tab" aria-expanded={open} aria-controls="bottom-more" onClick={() => setOpen(!open)}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path fill="currentColor" d="M6 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm6 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm6 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4z" />
          </svg>
          <span className={styles.label} data-testid="bottom-label">More</span>
        </button>
      )}
      {open && (
        <ul id="bottom-more" className={styles.more}>
          {more.map((route) => (
            <li key={route.path} className={styles.moreItem}>
              <Link to={route.path} className={`${styles.moreLink} ${route.path === active ? styles.active : ''}`} onClick={() => setOpen(false)} {...current(route.path)}>
                <RouteIcon path={route.path} />
                {route.label}
              </Link>
              <span className={styles.moreBadge}>{badgeFor(route.path)}</span>
            </li>
          ))}
          {extra && <li>{extra}</li>}
        </ul>
      )}
    </nav>
  );
};
