import type { ApolloClient } from '@apollo/client';
import { BUDGETS } from '../budgets/operations';
import { COMPANY_FUNDS } from './operations';

/** The top budgets the dashboard sums (the screen and its prefetch ask the very same, so one answer serves both). */
export const TOP_BUDGETS = { take: 100, where: { topLevel: true, active: true } };

/**
 * A page load that opens on the dashboard asks for its headline figures with the shell's first
 * queries, not after them: the screen then finds them in the cache (or in flight, deduplicated).
 */
export const prefetchDashboard = (client: ApolloClient<unknown>): void => {
  void client.query({ query: COMPANY_FUNDS }).catch(() => undefined);
  void client.query({ query: BUDGETS, variables: TOP_BUDGETS }).catch(() => undefined);
};
