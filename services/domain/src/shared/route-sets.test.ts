import { describe, expect, it } from 'vitest';
import { ROUTE_GROUPS, allowedRouteGroups, type RouteGroup } from './route-sets';
import type { Role } from './roles';

const ALL = Object.keys(ROUTE_GROUPS) as RouteGroup[];
const sorted = (groups: Iterable<RouteGroup>) => [...groups].sort();

describe('route sets (spec 6)', () => {
  it.each<[Role, RouteGroup[]]>([
    ['MultiOrgAdmin', ALL],
    ['MultiOrgAnalyst', ALL],
    ['SpendSuperAdmin', ALL],
    ['OrgAdmin', ALL],
    ['Analyst', ALL],
    ['BudgetOwner', ['budgets', 'budgetSettings', 'spenders', 'wallet', 'transactions', 'cards', 'alerts', 'acknowledgments', 'settings']],
    ['Spender', ['budgets', 'wallet', 'transactions', 'mileage', 'alerts', 'acknowledgments', 'settings']],
  ])('%s in a reseller company', (role, expected) => {
    expect(sorted(allowedRouteGroups([role], { isReseller: true }))).toEqual(sorted(expected));
  });

  it('gives no one the companies routes outside a reseller company', () => {
    for (const role of ['MultiOrgAdmin', 'SpendSuperAdmin', 'OrgAdmin'] as const) {
      const groups = allowedRouteGroups([role]);
      expect(groups.has('companies') || groups.has('companyDetail')).toBe(false);
    }
  });

  it('removes the company detail routes from OrgAdmin and Analyst when the multi-org flag is on, not from the multi-org roles', () => {
    const flagOn = { isReseller: true, enableMultiOrgRoles: true };
    expect(allowedRouteGroups(['OrgAdmin'], flagOn).has('companyDetail')).toBe(false);
    expect(allowedRouteGroups(['Analyst'], flagOn).has('companyDetail')).toBe(false);
    expect(allowedRouteGroups(['OrgAdmin'], flagOn).has('companies')).toBe(true);
    expect(allowedRouteGroups(['MultiOrgAnalyst'], flagOn).has('companyDetail')).toBe(true);
  });

  it('a budget owner gets neither members, rewards nor the dashboard; several roles get the union', () => {
    const owner = allowedRouteGroups(['BudgetOwner'], { isReseller: true });
    expect(['members', 'rewards', 'companies', 'dashboard'].some((g) => owner.has(g as RouteGroup))).toBe(false);
    expect(sorted(allowedRouteGroups(['BudgetOwner', 'Spender']))).toContain('mileage');
  });
});
