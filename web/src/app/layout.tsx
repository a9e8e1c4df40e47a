import { useQuery } from '@apollo/client';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useBadgeCounts } from '../features/alerts/use-badge-counts';
import { INCOMPLETE_DRILL_DOWN } from '../features/transactions/list-filters';
import { SuspendedBanner } from '../features/account/payment-due';
import { Avatar } from '../ui/avatar';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { RouteIcon } from '../ui/icons';
import { Logo } from '../ui/logo';
import { Tooltip } from '../ui/tooltip';
import { Truncated } from '../ui/truncated';
import { AddMenu } from './add-menu';
import { Breadcrumbs } from './breadcrumbs';
import { signOut } from './auth';
import { BottomNav } from './bottom-nav';
import { webConfig } from './config';
import { CompanySwitcher } from './company-switcher';
import { GlobalSearch } from './global-search';
import { useInactivityLogout } from './inactivity';
import { ErrorBoundary } from './error-boundary';
import styles from './layout.module.css';
import { useIsMobile } from './mobile';
import { activeNavPath, sidebarRoutes } from './routes';
import { ME, type Me } from './session';
import { PageSkeleton, ShellSkeleton } from '../ui/skeleton';

const LogOut = () => (
  <Button size="small" onClick={() => void signOut()}>
    Log out
  </Button>
);

/** The help desk, in a tab of its own (spec 2.3). */
const Support = ({ className }: { className?: string }) => (
  <a href={webConfig.supportUrl} target="_blank" rel="noopener noreferrer" className={className} data-testid="support-link">
    Support
  </a>
);

const CONTENT = 'content';

/** The first thing Tab reaches: past the sidebar and header straight to the screen (WCAG 2.4.1). */
const SkipLink = () => (
  <a href={`#${CONTENT}`} className={styles.skip} onClick={(e) => {
    // Focus moves without the router seeing a change of address.
    e.preventDefault();
    document.getElementById(CONTENT)?.focus();
  }}>
    Skip to content
  </a>
);

/** Header (name, avatar, role label, Log out) and sidebar of spec 2.3, around the current screen. */
export const Layout = () => {
  useInactivityLogout();
  const { pathname } = useLocation();
  const mobile = useIsMobile();
  const { data } = useQuery<Me>(ME);
  const badges = useBadgeCounts();
  if (!data) return <ShellSkeleton />;
  // The Transactions badge leads to the incomplete ones it counts, each saying what it lacks.
  const badgeFor = (path: string) =>
    path === '/alerts' ? <Badge count={badges.unreadAlerts} label="alerts" />
      : path === '/transactions' ? <Badge count={badges.incompleteTransactions} label="transactions" to={INCOMPLETE_DRILL_DOWN} title="The incomplete transactions, each with what it lacks" />
      // My Wallet's badge is the member's to-do, and leads to it.
      : path === '/my-wallet' ? <Badge count={badges.todo} label="things to do" to="/my-wallet/to-do" title="Your to-do: receipts, codes, policy answers and matches waiting on you" />
      : null;
  const name = `${data.me.firstName} ${data.me.lastName}`;
  const routes = sidebarRoutes(data.me.roles, data.company.isReseller);
  const active = activeNavPath(pathname, routes.map((r) => r.path));
  const search = <GlobalSearch members={routes.some((r) => r.path === '/members')} cards={routes.some((r) => r.path === '/cards')} />;
  const screen = (
    <ErrorBoundary resetKey={pathname}>
      <SuspendedBanner />
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
  if (mobile) {
    return (
      <div data-testid="mobile-view">
        <SkipLink />
        <header className={styles.mobileHeader}>
          <Logo variant="mark" colour="white" height={24} />
          <Avatar name={name} size={28} url={data.me.avatarUrl} />
          <span className={`${styles.mobileUser} ${styles.user}`}>
            <Truncated text={name} data-testid="user-name" className={styles.strong} />
            <small data-testid="role-label" className={styles.role}>{data.me.mainRoleName}</small>
          </span>
          <LogOut />
        </header>
        <main id={CONTENT} tabIndex={-1} className={styles.mobileMain}>{screen}</main>
        <BottomNav routes={routes} badgeFor={badgeFor} extra={<Support className={styles.moreSupport} />} />
      </div>
    );
  }
  return (
    <div className={styles.shell}>
      <SkipLink />
      <nav aria-label="Main" className={styles.sidebar}>
        <span className={styles.brand}>
          <Logo colour="white" height={28} />
        </span>
        {routes.map((route) => (
          <Tooltip key={route.path} text={route.label}>
            <Link to={route.path} className={`${styles.navLink} ${route.path === active ? styles.active : ''}`} aria-current={route.path === active ? 'page' : undefined}>
              <RouteIcon path={route.path} />
              {route.label}
            </Link>
            <span className={styles.navBadge}>{badgeFor(route.path)}</span>
          </Tooltip>
        ))}
        <Support className={styles.support} />
      </nav>
      <div>
        <header className={styles.header}>
          {search}
          <AddMenu />
          <CompanySwitcher />
          <Truncated text={data.company.dba_name} data-testid="company-name" className={styles.company} />
          <Avatar name={name} url={data.me.avatarUrl} />
          <span className={styles.user}>
            <Truncated text={name} data-testid="user-name" className={styles.strong} />
            <small data-testid="role-label" className={styles.role}>{data.me.mainRoleName}</small>
          </span>
          <LogOut />
        </header>
        <main id={CONTENT} tabIndex={-1} className={styles.main}>
          <Breadcrumbs />
          {screen}
        </main>
      </div>
    </div>
  );
};
