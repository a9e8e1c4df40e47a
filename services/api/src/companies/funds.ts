import { loadFunds } from '../budgets/load';
import type { ApiContext } from '../shared/context';
import { withTenant } from '../shared/tenant';

/**
 * The company's funds (spec 3 Company.funds): budgeted is what its top budgets reserve in the
 * company pool and unallocated what no top budget takes, from the pools read model (the ledger's own
 * fold, the figures updateOneCompany funding is decided on); totalSpent is the spend under its top budgets.
 */
export const loadCompanyFunds = (ctx: ApiContext, companyId: string): Promise<{ budgeted: number; unallocated: number; totalSpent: number }> =>
  withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, async (trx) => {
    const [pool, tops] = await Promise.all([
      trx.selectFrom('budget_pools').select(['allocated', 'unallocated']).where('ledger_id', '=', companyId).executeTakeFirst(),
      trx.selectFrom('budgets').select('id').where('company_id', '=', companyId).where('parent_budget_id', 'is', null).execute(),
    ]);
    const funds = tops.length === 0 ? new Map() : await loadFunds(trx, tops.map((t) => t.id));
    const totalSpent = [...funds.values()].reduce((sum: number, f: { totalSpent: number }) => sum + f.totalSpent, 0);
    return { budgeted: Number(pool?.allocated ?? 0), unallocated: Number(pool?.unallocated ?? 0), totalSpent };
  });
