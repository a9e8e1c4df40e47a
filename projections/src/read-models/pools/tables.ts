import type { ColumnType } from 'kysely';
import type { BigIntColumn } from '../column-types';

/**
 * A ledger's funds pool (migration 189): a budget's (ledger id = budget id) or the company's top
 * budgets' (ledger id = company id), folded by the ledger's own evolve (evolvePool).
 */
export interface BudgetPoolsTable {
  ledger_id: string;
  company_id: string;
  funding: BigIntColumn | null;
  ceiling: BigIntColumn | null;
  /** What the pool reserves for each sub-budget, by budget id. */
  allocations: ColumnType<Record<string, number>, string, string>;
  allocated: BigIntColumn;
  unallocated: BigIntColumn;
}

export interface PoolsReadModels {
  budget_pools: BudgetPoolsTable;
}
