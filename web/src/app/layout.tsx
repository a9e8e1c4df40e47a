import { useQuery } from '@apollo/client';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Suspense, lazy, useState } from 'react';
import { useCan } from '../ui/use-can';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useBadgeCounts } from '../features/alerts/use-badge-counts';
import { SuspendedBanner } from '../features/account/payment-due';
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
import { sidebarRoutes } from './routes';
import { ME, type Me } from './session';

/** The budget in the URL (a budget's screens or a wallet budget), if any. */
export const budgetInPath = (pathname: string): string | null => /^\/(?:my-wallet\/)?budgets\/([^/]+)/.exec(pathname)?.[1] ?? null;

// The dialogs (and their form libraries) load when first opened, not with the app.
const BudgetFormDialog = lazy(() => import('../features/budgets/budget-form-dialog').then((m) => ({ default: m.BudgetFormDialog })));
const CreateMemberDialog = lazy(() => import('../features/members/create-member-dialog').then((m) => ({ default: m.CreateMemberDialog })));

const menuItem = { padding: '8px 12px', borderRadius: 6, cursor: 'pointer', outline: 'none' } as const;

/**
 * The Add menu of spec 2.3: Budget (or Sub Budget when a budget is in the URL) and Member, each
 * offered only by the permission table; so a Budget Owner sees it only on a budget's screens.
 */
const AddMenu = () => {
  const { pathname } = useLocation();
  const { can } = useCan();
  const [open, setOpen] = useState<'budget' | 'member' | null>(null);
  const budgetId = budgetInPath(pathname);
  const items = [
    ...(budgetId ? (can('budget.edit') ? [['budget', 'Sub Budget'] as const] : []) : can('budget.settings.edit') ? [['budget', 'Budget'] as const] : []),
    ...(can('teamMembers.create') || can('multiTeamMembers.create') ? [['member', 'Member'] as const] : []),
  ];
  if (items.length === 0) return null;
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <button type="button" aria-label="Add">+ Add</button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={4} style={{ background: '#fff', border: '1px solid #d6d6e2', borderRadius: 8, padding: 4, minWidth: 160, fontFamily: 'system-ui, sans-serif', boxShadow: '0 6px 24px rgba(0,0,0,.12)', zIndex: 50 }}>
            {items.map(([kind, label]) => (
              <DropdownMenu.Item key={kind} onSelect={() => setOpen(kind)} style={menuItem}>
                {label}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Suspense fallback={null}>
        {open === 'budget' && <BudgetFormDialog open onOpenChange={(o) => !o && setOpen(null)} mode={{ kind: 'create', sub: !!budgetId, parentId: budgetId }} />}
        {open === 'member' && <CreateMemberDialog open onOpenChange={(o) => !o && setOpen(null)} />}
      </Suspense>
    </>
  );
};

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
      <SuspendedBanner />
      <Suspense fallback={<p>Loading…</p>}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
  if (mobile) {
    return (
      <div data-testid="mobile-view" style={{ fontFamily: 'system-ui, sans-serif' }}>
        <header style={{ display: 'flex', alignItems: 'center', gap: 8, padding: 12, background: '#1d1b4b', color: '#fff' }}>
          <Avatar name={name} size={28} url={data.me.avatarUrl} />
          <span style={{ flex: 1 }}>
            <strong data-testid="user-name">{name}</strong> <small data-testid="role-label">{data.me.mainRoleName}</small>
          </span>
          <button type="button" onClick={() => void userManager.signoutRedirect()}>
            Log out
          </button>
        </header>
        <main style={{ padding: 12 }}>{screen}</main>
        <nav aria-label="Main" style={{ position: 'fixed', bottom: 0, left: 0, right: 0, display: 'flex', justifyContent: 'space-around', background: '#fff', borderTop: '1px solid #e6e6ef', padding: 8 }}>
          {sidebarRoutes(data.me.roles, data.company.isReseller).map((route) => (
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
        {sidebarRoutes(data.me.roles, data.company.isReseller).map((route) => (
          <Tooltip key={route.path} text={route.label}>
            <NavLink
              to={route.path}
              style={({ isActive }) => ({ display: 'flex', alignItems: 'center', whiteSpace: 'nowrap', padding: '10px 12px', borderRadius: 8, color: '#fff', textDecoration: 'none', background: isActive ? '#3b37a0' : 'transparent' })}
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
          <AddMenu />
          <CompanySwitcher />
          <span data-testid="company-name" style={{ color: '#555' }}>{data.company.dba_name}</span>
          <Avatar name={name} url={data.me.avatarUrl} />
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
