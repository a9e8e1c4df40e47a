import { useQuery } from '@apollo/client';
import { Suspense } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useBadgeCounts } from '../features/alerts/use-badge-counts';
import { Avatar } from '../ui/avatar';
import { Badge } from '../ui/badge';
import { RouteIcon } from '../ui/icons';
import { Tooltip } from '../ui/tooltip';
import { Breadcrumbs } from './breadcrumbs';
import { userManager } from './auth';
import { CompanySwitcher } from './company-switcher';
import { useInactivityLogout } from './inactivity';
import { ErrorBoundary } from './error-boundary';
import { useIsMobile } from './mobile';
import { allowedRoutes } from './routes';
import { ME, type Me } from './session';

/** Header (name, avatar, role label, Log out) and sidebar of spec 2.3, around the current screen. */
export const Layout = () => {
  useInactivityLogout();
  const { pathname } = useLocation();
  const mobile = useIsMobile();
  const { data } = useQuery<Me>(ME);
  const badges = useBadgeCounts();
  if (!data) return <p style={{ padding: 24 }}>Loading…</p>;
  const badgeFor = (path: string) =>
    path === '/alerts' ? <Badge count={badges.unreadAlerts} label="alerts" /> : path === '/transactions' ? <Badge count={badges.incompleteTransactions} label="transactions" /> : null;
  const name = `${data.me.firstName} ${data.me.lastName}`;
  const screen = (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<p>Loading…</p>}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
  if (mobile) {
    return (
      <div data-testid="mobile-view" style={{ fontFamily: 'system-ui, sans-serif' }}>
        <header style={{ display: 'flex', alignItems: 'center', gap: 8, padding: 12, background: '#1d1b4b', color: '#fff' }}>
          <Avatar name={name} size={28} />
          <span style={{ flex: 1 }}>
            <strong data-testid="user-name">{name}</strong> <small data-testid="role-label">{data.me.mainRoleName}</small>
          </span>
          <button type="button" onClick={() => void userManager.signoutRedirect()}>
            Log out
          </button>
        </header>
        <main style={{ padding: 12 }}>{screen}</main>
        <nav aria-label="Main" style={{ position: 'fixed', bottom: 0, left: 0, right: 0, display: 'flex', justifyContent: 'space-around', background: '#fff', borderTop: '1px solid #e6e6ef', padding: 8 }}>
          {allowedRoutes(data.me.roles).map((route) => (
            <NavLink key={route.path} to={route.path}>
              {route.label}
              {badgeFor(route.path)}
            </NavLink>
          ))}
        </nav>
      </div>
    );
  }
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '220px 1fr', minHeight: '100vh', fontFamily: 'system-ui, sans-serif' }}>
      <nav aria-label="Main" style={{ background: '#1d1b4b', color: '#fff', padding: '20px 12px' }}>
        <div style={{ fontWeight: 700, fontSize: 22, margin: '0 8px 24px' }}>Spend</div>
        {allowedRoutes(data.me.roles).map((route) => (
          <Tooltip key={route.path} text={route.label}>
            <NavLink
              to={route.path}
              style={({ isActive }) => ({ display: 'block', padding: '10px 12px', borderRadius: 8, color: '#fff', textDecoration: 'none', background: isActive ? '#3b37a0' : 'transparent' })}
            >
              <RouteIcon path={route.path} />
              {route.label}
              {badgeFor(route.path)}
            </NavLink>
          </Tooltip>
        ))}
        <a href="mailto:support@spend.test" style={{ display: 'block', padding: '10px 12px', color: '#c9c7ff', marginTop: 24 }}>
          Support
        </a>
      </nav>
      <div>
        <header style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 12, padding: '12px 24px', borderBottom: '1px solid #e6e6ef' }}>
          <CompanySwitcher />
          <span data-testid="company-name" style={{ color: '#555' }}>{data.company.dba_name}</span>
          <Avatar name={name} />
          <span>
            <strong data-testid="user-name">{name}</strong>
            <br />
            <small data-testid="role-label">{data.me.mainRoleName}</small>
          </span>
          <button type="button" onClick={() => void userManager.signoutRedirect()}>
            Log out
          </button>
        </header>
        <main style={{ padding: 24 }}>
          <Breadcrumbs />
          {screen}
        </main>
      </div>
    </div>
  );
};
