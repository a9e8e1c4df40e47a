import { runApproval, type ApprovalInput } from '../requests/approval';

export { approvalStatusQuery, reviewUpdate } from '../requests/messages';

/** A reimbursement (spec 4: APPROVED or DECLINED, then paid) through its approval levels; workflow id `approval-<reimbursementId>`. */
export async function reimbursementApprovalWorkflow(input: ApprovalInput): Promise<string> {
  return runApproval('reimbursement', input);
}
