import type { Resolvers } from '../generated/resolvers-types';
import { loadBudgets, loadersFor } from '../budgets/load';
import { loadVaultConfig } from '../cards/vault';
import { cardCompanies, cardIssuers, cardSearchOptions } from './cards';
import { findRole, listRoles } from './roles';
import { listVendors } from './vendors';

const { CARD_BIN } = loadVaultConfig();

/** Reference and search data of spec 7 that filters and typeaheads offer; each read is the caller's company's. */
export const referenceResolvers: Resolvers = {
  CardSearchOptions: {
    spenders: async (o, _, ctx) => (await Promise.all(o.spenderIds.map((id) => loadersFor(ctx).user.load(id)))).filter((u) => u !== null),
    budgets: (o, _, ctx) => loadBudgets(ctx, o.budgetIds),
    statuses: (o) => o.statuses as never,
  },
  Query: {
    roles: (_, { where }, ctx) => listRoles(ctx, where),
    role: (_, { where }, ctx) => findRole(ctx, where),
    vendors: (_, args, ctx) => listVendors(ctx, args),
    cardSearchOptions: (_, __, ctx) => cardSearchOptions(ctx),
    cardIssuers: (_, __, ctx) => cardIssuers(ctx),
    cardCompanies: (_, __, ctx) => cardCompanies(ctx, CARD_BIN),
  },
};
