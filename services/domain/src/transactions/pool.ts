import { Map as IMap } from 'immutable';
import type { LedgerEvent } from './events';
import { evolveLedger, initialLedgerState, type LedgerState } from './ledger-state';

/** The events that size a funds pool and reserve it for sub-budgets (the top budgets, for the company's pool). */
export const POOL_EVENT_TYPES = ['LedgerFundsSet', 'FundsAllocated'] as const;

/** A ledger's funds pool as read models keep it: its size and what it reserves for each sub-budget. */
export interface PoolFigures {
  funding: number | null;
  ceiling: number | null;
  allocations: Record<string, number>;
  allocatedCents: number;
  /** The funding no sub-budget takes: what the pool can still give (never below 0: an overspent pool has nothing). */
  unallocatedCents: number;
}

export const NO_POOL: PoolFigures = { funding: null, ceiling: null, allocations: {}, allocatedCents: 0, unallocatedCents: 0 };

/**
 * Folds one pool event with the ledger's own `evolveLedger` (authorizations are not needed for the
 * pool: it moves only `funds` and `allocations`), so the figures shown are the ones the ledger
 * decides with.
 */
export const evolvePool = (pool: PoolFigures, event: Extract<LedgerEvent, { type: (typeof POOL_EVENT_TYPES)[number] }>): PoolFigures => {
  const state: LedgerState = {
    ...initialLedgerState(), funds: pool.funding === null ? null : { funding: pool.funding, ceiling: pool.ceiling ?? pool.funding },
    allocations: IMap(pool.allocations), allocatedCents: pool.allocatedCents,
  };
  return poolOf(evolveLedger(state, event));
};

/**
 * The company's funding sizes its top budgets' pool (the budget decision's headroom counts it, not
 * a LedgerFundsSet: a company created with its funding has none until the funding changes).
 */
export const sizeCompanyPool = (pool: PoolFigures, companyId: string, totalFunding: number, at: string): PoolFigures =>
  evolvePool(pool, { type: 'LedgerFundsSet', data: { ledgerId: companyId, companyId, funding: totalFunding, ceiling: totalFunding, at } });

/** A ledger state's pool figures. */
export const poolOf = (state: LedgerState): PoolFigures => ({
  funding: state.funds?.funding ?? null, ceiling: state.funds?.ceiling ?? null, allocations: state.allocations.toObject(), allocatedCents: state.allocatedCents,
  unallocatedCents: Math.max(0, (state.funds?.funding ?? 0) - state.allocatedCents),
});
