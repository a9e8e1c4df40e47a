import type { Resolvers } from '../generated/resolvers-types';
import { codingRuleResolvers } from './coding-rules';
import { customFieldResolvers } from './custom-fields';
import { generalLedgerResolvers } from './general-ledgers';
import { projectResolvers } from './projects';

/** The books' reference data (spec 7): general ledgers (and legacy GL names), custom fields, projects. */
export const codingResolvers: Resolvers = {
  Query: { ...generalLedgerResolvers.Query, ...customFieldResolvers.Query, ...projectResolvers.Query, ...codingRuleResolvers.Query },
  Mutation: { ...generalLedgerResolvers.Mutation, ...customFieldResolvers.Mutation, ...projectResolvers.Mutation, ...codingRuleResolvers.Mutation },
};
