import { ledgerDecider, streams } from '@spend/domain';
import { loadState } from '@spend/eventstore';
import { loadFunds } from '../budgets/load';
import type { ApiContext } from '../shared/context';
import { withTenant } from '../shared/tenant';

/**
 * The company's funds (spec 3 Company.funds): budgeted is what its top budgets reserve in the
 * company pool, read from the write model (the same figure updateOneCompany funding is decided on);
 * totalSpent is the spend under its top budgets, from the read model, for display.
 */
export const loadCompanyFunds = async (ctx: ApiContext, companyId: string): Promise<{ budgeted: number; totalSpent: number }> => {
  const pool = await loadState(ctx.services.store, streams.ledger(companyId), ledgerDecider);
  const totalSpent = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, async (trx) => {
    const tops = await trx.selectFrom('budgets').select('id').where('company_id', '=', companyId).where('parent_budget_id', 'is', null).execute();
    if (tops.length === 0) return 0;
    const funds = await loadFunds(trx, tops.map((t) => t.id));
    return [...funds.values()].reduce((sum, f) => sum + f.totalSpent, 0);
  });
  return { budgeted: pool.allocatedCents, totalSpent };
};
