import { companyDecider, type CompanyState } from '../companies/decider';
import { conflict } from '../shared/errors';
import type { LedgerEvent } from '../transactions/events';
import { budgetCeiling, ledgerDecider } from '../transactions/ledger';
import type { LedgerState } from '../transactions/ledger-state';
import { budgetDecider, type BudgetState, type CreateBudget, type IncreaseBudgetFunding, type UpdateBudget } from './decider';
import type { BudgetEvent } from './events';
import type { FundingContext } from './rules';
import { streams } from '../shared/streams';

/** A command that changes how much a budget takes from its source (funding, soft limit, overage, parent). */
export type FundingCommand = CreateBudget | UpdateBudget | IncreaseBudgetFunding;

export interface FundingStates {
  budget: BudgetState;
  /** The budget's own pool: its size, its direct spend, what it reserves for its sub-budgets. */
  own: LedgerState;
  /** The pool it draws on: its parent's, or the company's for a top budget. */
  source: LedgerState;
  /** The pool it leaves, when it moves. */
  previousSource?: LedgerState;
  /** For a top budget: the company's total funding sizes the company's pool. */
  company?: CompanyState;
  /** For a sub-budget: the parent it draws on, read for its name only (a refusal says where to add funds). */
  parent?: BudgetState;
}

/** A stream and how to fold it (the shape the command handler takes). */
export interface FoldedStream<State> {
  name: string;
  fold: { initialState: () => State; evolve: (state: State, event: never) => State };
}
export type FundingStreams = { [K in keyof FundingStates]: FoldedStream<NonNullable<FundingStates[K]>> };

const stream = <State, Event>(name: string, fold: { initialState: () => State; evolve: (state: State, event: Event) => State }): FoldedStream<State> =>
  ({ name, fold: fold as FoldedStream<State>['fold'] });

/** Funding a budget takes (its funding less what is spent and reserved) as spec 3's "available" counts it. */
const availableIn = (pool: LedgerState, size: number, budgetId: string): number =>
  size - pool.spentCents - pool.allocatedCents + (pool.allocations.get(budgetId) ?? 0);

/**
 * The one way a budget's funding changes (create, edit, move, an approved increase): the budget,
 * its own pool and the pool it draws on are decided together and appended in one atomic append,
 * each at the revision it was read at. So funds one budget takes can never be taken by a sibling,
 * by the parent's own card spend, or by an approval deciding at the same moment. A budget reserves
 * its ceiling (funding plus allowed overage) in its source, so a tree never spends more than its
 * top budget's ceiling.
 *
 * `currentParentId` is the parent the caller read (null: top level; ignored on creation); the
 * command is refused as a conflict when the budget has moved since.
 */
export const budgetFunding = (command: FundingCommand, currentParentId: string | null) => {
  const { budgetId, companyId } = command;
  const newParentId = command.type === 'CreateBudget' ? (command.parent?.budgetId ?? null)
    : command.type === 'UpdateBudget' && command.parent !== undefined ? (command.parent?.budgetId ?? null) : currentParentId;
  const fromParentId = command.type === 'CreateBudget' ? newParentId : currentParentId;
  const poolOf = (parentId: string | null) => streams.ledger(parentId ?? companyId);
  // Only the streams this change can touch: commands on other parts of the tree never wait for it.
  const specs: FundingStreams = {
    budget: stream(streams.budget(budgetId), budgetDecider),
    own: stream(streams.ledger(budgetId), ledgerDecider),
    source: stream(poolOf(newParentId), ledgerDecider),
    ...(fromParentId !== newParentId && { previousSource: stream(poolOf(fromParentId), ledgerDecider) }),
    ...(newParentId === null && { company: stream(streams.company(companyId), companyDecider) }),
    ...(newParentId !== null && { parent: stream(streams.budget(newParentId), budgetDecider) }),
  };

  const decide = ({ budget, own, source, company, parent }: FundingStates): { budget: BudgetEvent[]; own?: LedgerEvent[]; source?: LedgerEvent[]; previousSource?: LedgerEvent[] } => {
    if (budget.exists && budget.parentBudgetId !== fromParentId) throw conflict('This budget was moved meanwhile. Try again.');
    const sourceSize = newParentId ? (source.funds?.funding ?? 0) : (company?.totalFunding ?? 0);
    const headroom = availableIn(source, sourceSize, budgetId);
    const funds: FundingContext = {
      headroom, budgeted: own.allocatedCents, directSpent: own.spentCents, totalSpent: 0,
      sourceName: newParentId ? (parent?.name || 'The parent budget') : null, unassigned: headroom - (source.allocations.get(budgetId) ?? 0),
    };
    const budgetEvents = command.type === 'IncreaseBudgetFunding'
      ? budgetDecider.decide({ type: 'UpdateBudget', budgetId, companyId, funding: budget.funding + command.amount, funds, now: command.now }, budget)
      : budgetDecider.decide({ ...command, funds }, budget);
    const after = budgetEvents.reduce(budgetDecider.evolve, budget);
    const at = command.now;
    const ceiling = budgetCeiling(after);
    const moved = budget.exists && after.parentBudgetId !== fromParentId;
    const resized = !budget.exists || after.funding !== budget.funding || ceiling !== budgetCeiling(budget);
    const events: ReturnType<typeof decide> = { budget: budgetEvents };
    if (resized) events.own = [{ type: 'LedgerFundsSet', data: { ledgerId: budgetId, companyId, funding: after.funding, ceiling, at } }];
    if (resized || moved) events.source = [{ type: 'FundsAllocated', data: { ledgerId: newParentId ?? companyId, companyId, budgetId, cents: ceiling, at } }];
    if (moved) events.previousSource = [{ type: 'FundsAllocated', data: { ledgerId: fromParentId ?? companyId, companyId, budgetId, cents: 0, at } }];
    return events;
  };

  return { streams: specs, decide };
};
