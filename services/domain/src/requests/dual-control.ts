import type { BudgetState } from '../budgets/decider';
import type { CompanyState } from '../companies/decider';
import { formatMoney, type Cents } from '../shared/money';
import type { RequestBudgetIncrease } from './decider';

/** What an admin asks of a budget's funding, and who the company's admins are (who a second approval falls to). */
export interface FundingChange {
  budgetId: string;
  actorUserId: string;
  /** The budget's funding the admin asked for, in cents. */
  funding: Cents;
  adminUserIds: readonly string[];
  requestId: string;
  now: string;
}

/**
 * Dual control (issue #26, separation of duties): with the company's setting on, an admin who raises
 * the funding of a budget they are the only spender of does not raise it; the raise becomes a budget
 * increase request to the company's admins, routed around its requester (separation.ts), so a second
 * admin approves it and the approval workflow raises the funding. Lowering funding, or funding a
 * budget others spend from too, applies at once: the admin gains nothing a second person must check.
 *
 * Answers the request to record in place of the raise, or null when the change applies as asked.
 */
export const dualControlRequest = ({ company, budget }: { company: CompanyState; budget: BudgetState }, change: FundingChange): RequestBudgetIncrease | null => {
  const isAdmin = change.adminUserIds.includes(change.actorUserId);
  const onlySpender = budget.spenderUserIds.length === 1 && budget.spenderUserIds[0] === change.actorUserId;
  const raise = change.funding - budget.funding;
  if (!company.flags.isDualControlRequired || !budget.exists || !isAdmin || !onlySpender || raise <= 0) return null;
  return {
    type: 'RequestBudgetIncrease', requestId: change.requestId, companyId: budget.companyId!, budgetId: change.budgetId, requestorUserId: change.actorUserId,
    amount: raise, reason: `Dual control: raise the funding from ${formatMoney(budget.funding)} to ${formatMoney(change.funding)}`,
    levels: [{ approverUserIds: [...change.adminUserIds] }], adminUserIds: change.adminUserIds, now: change.now,
  };
};
