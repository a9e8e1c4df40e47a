import type { Selectable } from 'kysely';
import { companyDecider, forbidden, notFound, parseAmountToCents, badInput } from '@spend/domain';
import { deterministicUuid } from '@spend/eventstore';
import type { CompaniesTable } from '@spend/projections';
import type { Resolvers } from '../generated/resolvers-types';
import { awaitProjections, requirePermission, runCommand, type ApiContext } from '../shared/context';
import { withTenant } from '../shared/tenant';

export type CompanyModel = Selectable<CompaniesTable>;

/** The caller's company, or one of its child companies (a reseller sees its children). */
export const loadCompany = async (ctx: ApiContext, id: string): Promise<CompanyModel> => {
  const company = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
    trx.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst(),
  );
  if (!company) throw notFound('Company');
  return company;
};

export const companyResolvers: Resolvers = {
  Company: {
    parentCompanyID: (c) => c.parent_company_id,
    isReseller: (c) => c.is_reseller,
    total_funding: (c) => Number(c.total_funding),
    budgetNumbers: (c) => c.budget_numbers,
    createdAt: (c) => c.created_at,
  },
  Query: {
    company: (_, __, ctx) => loadCompany(ctx, ctx.caller.companyId),
    companies: async (_, __, ctx) => {
      const own = await loadCompany(ctx, ctx.caller.companyId);
      if (!own.is_reseller) throw forbidden();
      requirePermission(ctx, 'client.edit');
      const children = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
        trx.selectFrom('companies').selectAll().where('parent_company_id', '=', own.id).orderBy('dba_name').orderBy('id').execute(),
      );
      return [own, ...children];
    },
  },
  Mutation: {
    createCompanyV2: async (_, { data }, ctx) => {
      requirePermission(ctx, 'client.create');
      const totalFunding = data.total_funding ? parseAmountToCents(data.total_funding) : 0;
      if (totalFunding === null) throw badInput('total_funding', 'Invalid input.');
      const companyId = deterministicUuid(ctx.commandId, 'company');
      await runCommand(
        ctx,
        `company-${companyId}`,
        companyDecider,
        {
          type: 'CreateCompany',
          companyId,
          dbaName: data.dba_name,
          parentCompanyId: ctx.caller.companyId,
          isReseller: data.isReseller ?? false,
          totalFunding,
          now: new Date().toISOString(),
        },
        { companyId },
      );
      await awaitProjections(ctx, ['companies']);
      return loadCompany(ctx, companyId);
    },
    updateOneCompany: async (_, { data }, ctx) => {
      requirePermission(ctx, 'budget.settings.edit');
      const { companyId } = ctx.caller;
      if (typeof data.budgetNumbers === 'boolean') {
        await runCommand(ctx, `company-${companyId}`, companyDecider, { type: 'SetBudgetNumbers', companyId, budgetNumbers: data.budgetNumbers, now: new Date().toISOString() });
      }
      await awaitProjections(ctx, ['companies']);
      return loadCompany(ctx, companyId);
    },
  },
};
