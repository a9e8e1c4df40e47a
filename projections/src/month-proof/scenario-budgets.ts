import { randomUUID } from 'node:crypto';
import {
  budgetDecider, budgetFunding, budgetIncreaseDecider, companyDecider, streams, type BudgetState, type CompanyState, type DomainEvent, type FundingCommand,
  type LedgerEvent, type LedgerState,
} from '@spend/domain';

/** What the month's parts share: the company, its admin, and how events are recorded (with the ledgers' folds the authorizer decides on). */
export interface MonthContext {
  companyId: string;
  adminUserId: string;
  record: (stream: string, events: DomainEvent[]) => void;
  ledger: (ledgerId: string) => LedgerState;
  takeLedger: (ledgerId: string, events: LedgerEvent[]) => void;
}

/**
 * The company's budgets as the budget forms and the approval workflow decide them: every funding
 * change through `budgetFunding` (the budget, its own pool and the pool it draws on together).
 */
export const monthBudgets = (ctx: MonthContext, totalFunding: number) => {
  const { companyId, adminUserId } = ctx;
  const budgets = new Map<string, BudgetState>();
  const company: CompanyState = { ...companyDecider.initialState(), exists: true, companyId, totalFunding };

  const fund = (command: FundingCommand, parentId: string | null) => {
    const { decide } = budgetFunding(command, parentId);
    const budget = budgets.get(command.budgetId) ?? budgetDecider.initialState();
    const source = parentId ?? companyId;
    const decided = decide({ budget, own: ctx.ledger(command.budgetId), source: ctx.ledger(source), company, parent: parentId ? budgets.get(parentId) : undefined });
    budgets.set(command.budgetId, decided.budget.reduce(budgetDecider.evolve, budget));
    ctx.record(streams.budget(command.budgetId), decided.budget);
    if (decided.own) ctx.takeLedger(command.budgetId, decided.own);
    if (decided.source) ctx.takeLedger(source, decided.source);
  };

  /** A budget (a sub-budget when `parentId` is given) of `funding` cents, owned by the admin. */
  const create = (name: string, funding: number, parentId: string | null, now: string): string => {
    const budgetId = randomUUID();
    fund({
      type: 'CreateBudget', budgetId, companyId, parent: parentId ? { budgetId: parentId, companyId, active: true } : null, name, color: null, randomColorIndex: budgets.size,
      number: null, owner: { userId: adminUserId, companyId, archived: false }, funding, softLimit: 'None', overageValue: null, spenderUserIds: [], now,
    }, parentId);
    return budgetId;
  };

  /** A spender asks for more on a budget; the admin approves; the workflow raises the funding and completes the request. */
  const approveIncrease = (budgetId: string, amount: string, requestorUserId: string, now: string) => {
    const requestId = randomUUID();
    let request = budgetIncreaseDecider.initialState();
    const take = (events: ReturnType<typeof budgetIncreaseDecider.decide>) => {
      request = events.reduce(budgetIncreaseDecider.evolve, request);
      ctx.record(streams.budgetIncrease(requestId), events);
    };
    take(budgetIncreaseDecider.decide({
      type: 'RequestBudgetIncrease', requestId, companyId, budgetId, requestorUserId, amount, reason: 'Client dinners this month', levels: [{ approverUserIds: [adminUserId] }],
      adminUserIds: [adminUserId], now,
    }, request));
    take(budgetIncreaseDecider.decide({ type: 'ReviewBudgetIncrease', requestId, companyId, reviewerUserId: adminUserId, outcome: 'APPROVED', note: null, now }, request));
    fund({ type: 'IncreaseBudgetFunding', budgetId, companyId, amount: request.amount, now }, budgets.get(budgetId)!.parentBudgetId);
    take(budgetIncreaseDecider.decide({ type: 'CompleteBudgetIncrease', requestId, companyId, now }, request));
  };

  return { create, approveIncrease, budgets };
};
