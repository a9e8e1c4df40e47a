import { describe, expect, it } from 'vitest';
import { hasRouteIcon } from '../ui/icons';
import { activeNavPath, allowedRoutes, deniedRoutes, sidebarRoutes, ROUTES } from './routes';

describe('the navigation from the route table', () => {
  it('lights the one deepest entry a path is at or below', () => {
    const paths = ['/transactions', '/transactions/payments', '/transactions/mileage', '/cards', '/cards/external'];
    expect(activeNavPath('/transactions/payments', paths)).toBe('/transactions/payments');
    expect(activeNavPath('/transactions/1b2c', paths)).toBe('/transactions');
    expect(activeNavPath('/transactions/mileage/1b2c', paths)).toBe('/transactions/mileage');
    expect(activeNavPath('/cards/external', paths)).toBe('/cards/external');
    // A shared prefix that is not a path segment is no match.
    expect(activeNavPath('/cardsx', paths)).toBeUndefined();
  });

  it('gives every sidebar entry an icon of its own, not the plain disc', () => {
    const sidebar = ROUTES.filter((route) => !route.section).map((route) => route.path);
    expect(sidebar.filter((path) => !hasRouteIcon(path))).toEqual([]);
  });

  it('lists the sub-screens for the roles the permission table gives them to', () => {
    const sub = ['/transactions/payments', '/cards/external', '/alerts/activity'];
    expect(sidebarRoutes(['OrgAdmin']).map((r) => r.path)).toEqual(expect.arrayContaining(sub));
    expect(sidebarRoutes(['Analyst']).map((r) => r.path)).toEqual(expect.arrayContaining(sub));
    const owner = sidebarRoutes(['BudgetOwner']).map((r) => r.path);
    for (const path of sub) expect(owner).not.toContain(path);
  });

  it('refuses a Multi Analyst /companies/new by permission (a message), where a route group outside theirs is not theirs at all', () => {
    expect(allowedRoutes(['MultiOrgAnalyst'], true).map((r) => r.path)).not.toContain('/companies/new');
    expect(deniedRoutes(['MultiOrgAnalyst'], true).map((r) => r.path)).toContain('/companies/new');
    expect(allowedRoutes(['MultiOrgAdmin'], true).map((r) => r.path)).toContain('/companies/new');
    // A spender's route groups have no dashboard: it is neither allowed nor denied, only unknown.
    expect(deniedRoutes(['Spender']).map((r) => r.path)).not.toContain('/dashboard');
    expect(deniedRoutes(['Spender']).map((r) => r.path)).toContain('/alerts/activity');
  });
});
