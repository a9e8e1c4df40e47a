import type { Selectable } from 'kysely';
import { COMPANY_FUNDING_MESSAGES, companyDecider, companyFunding, forbidden, notFound, parseAmountToCents, badInput, streams } from '@spend/domain';
import { deterministicUuid } from '@spend/eventstore';
import type { CompaniesTable } from '@spend/projections/api';
import type { Resolvers } from '../generated/resolvers-types';
import { awaitProjections, requirePermission, runCommand, runCommands, type ApiContext, nowOf } from '../shared/context';
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
        streams.company(companyId),
        companyDecider,
        {
          type: 'CreateCompany',
          companyId,
          dbaName: data.dba_name,
          parentCompanyId: ctx.caller.companyId,
          isReseller: data.isReseller ?? false,
          totalFunding,
          now: nowOf(ctx),
        },
        { companyId },
      );
      await awaitProjections(ctx, ['companies']);
      return loadCompany(ctx, companyId);
    },
    updateOneCompany: async (_, { data }, ctx) => {
      const { companyId } = ctx.caller;
      const fundingGiven = data.total_funding !== undefined && data.total_funding !== null;
      // Company funds and company settings are separate permissions (spec 6); a bare update needs the settings one.
      if (fundingGiven) requirePermission(ctx, 'company.funds.edit');
      if (!fundingGiven || typeof data.budgetNumbers === 'boolean') requirePermission(ctx, 'budget.settings.edit');
      if (fundingGiven) {
        const totalFunding = parseAmountToCents(data.total_funding!);
        if (totalFunding === null) throw badInput('total_funding', COMPANY_FUNDING_MESSAGES.invalid);
        const { streams: specs, decide } = companyFunding({ type: 'SetCompanyFunding', companyId, totalFunding, now: nowOf(ctx) });
        await runCommands(ctx, specs, decide);
      }
      if (typeof data.budgetNumbers === 'boolean') {
        await runCommand(ctx, streams.company(companyId), companyDecider, { type: 'SetBudgetNumbers', companyId, budgetNumbers: data.budgetNumbers, now: nowOf(ctx) });
      }
      await awaitProjections(ctx, ['companies']);
      return loadCompany(ctx, companyId);
    },
  },
};
