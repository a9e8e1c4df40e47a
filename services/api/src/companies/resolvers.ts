import type { Selectable } from 'kysely';
import { BOOKS_ADMIN_PERMISSION, COMPANY_FLAGS, COMPANY_FUNDING_MESSAGES, companyDecider, companyOpeningStreams, decideCompanyOpening, type CreateUser, forbidden, notFound, parseAmountToCents, badInput, streams, updateCompany } from '@spend/domain';
import { deterministicUuid, loadState } from '@spend/eventstore';
import type { CompaniesTable } from '@spend/projections/api';
import type { Resolvers } from '../generated/resolvers-types';
import { awaitProjections, requirePermission, runCommands, type ApiContext, nowOf } from '../shared/context';
import { withTenant } from '../shared/tenant';
import { loadCompanyFunds } from './funds';

export type CompanyModel = Selectable<CompaniesTable>;

/** The caller's company, or one of its child companies (a reseller sees its children). */
export const loadCompany = async (ctx: ApiContext, id: string): Promise<CompanyModel> => {
  const company = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
    trx.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst(),
  );
  if (!company) throw notFound('Company');
  return company;
};

/**
 * The company a mutation acts on: the caller's own, or, for a reseller's people with client edit
 * (spec 6), one of its child companies. Parenthood is read from the child's own stream (it never
 * changes); anything else, another reseller's child included, is not found.
 */
const companyActedOn = async (ctx: ApiContext, id: string | null | undefined): Promise<string> => {
  if (!id || id === ctx.caller.companyId) return ctx.caller.companyId;
  requirePermission(ctx, 'client.edit');
  const child = await loadState(ctx.services.store, streams.company(id), companyDecider);
  if (!child.exists || child.parentCompanyId !== ctx.caller.companyId) throw notFound('Company');
  return id;
};

/**
 * The caller's user in a company they create: the same person and sign-in with their roles, but for
 * BudgetOwner, which a budget of the new company grants (spec 4). None for an API client.
 */
const creatorOf = (ctx: ApiContext, companyId: string): CreateUser | undefined => {
  const { caller } = ctx;
  if (caller.apiClient) return undefined;
  return {
    type: 'CreateUser', userId: deterministicUuid(ctx.commandId, 'user', companyId), companyId, personId: caller.personId, authId: caller.authId,
    email: caller.email, firstName: caller.firstName, lastName: caller.lastName, title: null, embossName: null,
    roles: caller.roles.filter((r) => r !== 'BudgetOwner'), titleOptional: true, now: nowOf(ctx),
  };
};

export const companyResolvers: Resolvers = {
  Company: {
    parentCompanyID: (c) => c.parent_company_id,
    isReseller: (c) => c.is_reseller,
    total_funding: (c) => Number(c.total_funding),
    budgetNumbers: (c) => c.budget_numbers,
    funds: (c, _, ctx) => loadCompanyFunds(ctx, c.id),
    dba_address: (c) => c.dba_address,
    isCMARequired: (c) => c.is_cma_required,
    isPPRequired: (c) => c.is_pp_required,
    isTOURequired: (c) => c.is_tou_required,
    spendersSubCardsEnabled: (c) => c.spenders_sub_cards_enabled,
    isAllocationUnrestricted: (c) => c.is_allocation_unrestricted,
    isSecondFactorRequired: (c) => c.is_second_factor_required,
    isDualControlRequired: (c) => c.is_dual_control_required,
    createdAt: (c) => c.created_at,
  },
  Query: {
    company: (_, __, ctx) => loadCompany(ctx, ctx.caller.companyId),
    companyFunds: (_, __, ctx) => loadCompanyFunds(ctx, ctx.caller.companyId),
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
      const command = {
        type: 'CreateCompany' as const, companyId, dbaName: data.dba_name, parentCompanyId: ctx.caller.companyId, isReseller: data.isReseller ?? false, totalFunding, now: nowOf(ctx),
      };
      // One atomic append: the company, its card account and its creator's user in it (an API client is no person: it gets none).
      const creator = creatorOf(ctx, companyId);
      await runCommands(ctx, companyOpeningStreams(companyId, creator?.userId), (states) => decideCompanyOpening(command, states, creator), { companyId });
      await awaitProjections(ctx, ['companies', 'account', ...(creator ? ['members' as const] : [])]);
      return loadCompany(ctx, companyId);
    },
    updateOneCompany: async (_, { data, where }, ctx) => {
      const companyId = await companyActedOn(ctx, where?.id);
      const fundingGiven = data.total_funding !== undefined && data.total_funding !== null;
      // Company funds and company settings are separate permissions (spec 6); a bare update needs the settings one.
      if (fundingGiven) requirePermission(ctx, 'company.funds.edit');
      const flags = Object.fromEntries(COMPANY_FLAGS.flatMap((f) => (typeof data[f] === 'boolean' ? [[f, data[f]]] : [])));
      const settingsGiven = typeof data.dba_name === 'string' || typeof data.dba_address === 'string' || Object.keys(flags).length > 0;
      if (!fundingGiven || typeof data.budgetNumbers === 'boolean' || settingsGiven) requirePermission(ctx, 'budget.settings.edit');
      // The two coding flags live in the books policy (its own stream), as updateBooksPolicy sets them.
      const books = {
        ...(typeof data.isProjectsEnabled === 'boolean' && { isProjectsEnabled: data.isProjectsEnabled }),
        ...(typeof data.isInvoiceNumberEnabled === 'boolean' && { isInvoiceNumberEnabled: data.isInvoiceNumberEnabled }),
      };
      const booksGiven = Object.keys(books).length > 0;
      if (booksGiven) requirePermission(ctx, BOOKS_ADMIN_PERMISSION);
      const totalFunding = fundingGiven ? parseAmountToCents(data.total_funding!) : null;
      if (fundingGiven && totalFunding === null) throw badInput('total_funding', COMPANY_FUNDING_MESSAGES.invalid);
      const now = nowOf(ctx);
      const { streams: specs, decide } = updateCompany({
        companyId,
        ...(settingsGiven && { settings: { type: 'UpdateCompanySettings', companyId, dbaName: data.dba_name ?? undefined, dbaAddress: data.dba_address ?? undefined, flags, now } }),
        ...(typeof data.budgetNumbers === 'boolean' && { budgetNumbers: { type: 'SetBudgetNumbers', companyId, budgetNumbers: data.budgetNumbers, now } }),
        ...(totalFunding !== null && { funding: { type: 'SetCompanyFunding', companyId, totalFunding, now } }),
        ...(booksGiven && { books: { type: 'SetBooksPolicy', companyId, ...books, now } }),
      });
      await runCommands(ctx, specs as never, decide as never, { companyId });
      // The company's funds are the pool's (the pools read model): a funding change is read back from it.
      await awaitProjections(ctx, ['companies', ...(booksGiven ? ['transactions'] : []), ...(fundingGiven ? ['pools'] : [])]);
      return loadCompany(ctx, companyId);
    },
  },
};
