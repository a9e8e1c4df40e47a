import { runApproval, type ApprovalInput } from './approval';

export type { ApprovalInput } from './approval';
export { approvalStatusQuery, reviewUpdate, type ReviewerDecision } from './messages';

/** A budget increase request (spec 4) through its approval levels; workflow id `approval-<requestId>`. */
export async function budgetIncreaseApprovalWorkflow(input: ApprovalInput): Promise<string> {
  return runApproval('budgetIncrease', input);
}
