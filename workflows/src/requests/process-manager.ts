import { approvalWorkflowId, budgetIncreaseDecider, budgetIncreaseRequested, reimbursementDecider, reimbursementRequested, type RequestStatus, streams } from '@spend/domain';
import { loadState, type EventStore, type RecordedEvent } from '@spend/eventstore';
import { runProcessManager, type ProcessManagerOptions } from '../process-manager';
import type { ApprovalInput } from './approval';

interface Start {
  workflow: string;
  input: Omit<ApprovalInput, 'remindAfterMs'>;
  /** The request's status now, from its stream. */
  status: () => Promise<RequestStatus>;
}

/** The approval workflow a submitted request starts, and its input. */
const startFor = (store: EventStore, event: RecordedEvent): Start | null => {
  if (event.type === 'BudgetIncreaseRequested') {
    const { data } = budgetIncreaseRequested.parse({ type: event.type, data: event.data });
    return {
      workflow: 'budgetIncreaseApprovalWorkflow', input: { requestId: data.requestId, companyId: data.companyId, levels: data.levels, requestorUserId: data.requestorUserId },
      status: async () => (await loadState(store, streams.budgetIncrease(data.requestId), budgetIncreaseDecider)).status,
    };
  }
  if (event.type === 'ReimbursementRequested') {
    const { data } = reimbursementRequested.parse({ type: event.type, data: event.data });
    return {
      workflow: 'reimbursementApprovalWorkflow', input: { requestId: data.reimbursementId, companyId: data.companyId, levels: data.levels, requestorUserId: data.requestorUserId },
      status: async () => (await loadState(store, streams.reimbursement(data.reimbursementId), reimbursementDecider)).status,
    };
  }
  return null;
};

/**
 * Starts one approval workflow per submitted request (workflow id `approval-<id>`). A request
 * already decided is skipped: a manager without a checkpoint catches up from the beginning after a
 * restart, and a finished workflow may be gone past the namespace's retention.
 */
export const runApprovalProcessManager = (
  options: ProcessManagerOptions & {
    /** Handed to each workflow: how long a level waits before a reminder. */
    remindAfterMs?: number;
    /** Told after each request's start: `started` false when its workflow already existed. */
    onHandled?: (requestId: string, started: boolean) => void },
): Promise<void> =>
  runProcessManager({
    ...options,
    startFor: (event) => {
      const start = startFor(options.store, event);
      if (!start) return null;
      return {
        workflowType: start.workflow,
        workflowId: approvalWorkflowId(start.input.requestId),
        args: [{ ...start.input, ...(options.remindAfterMs && { remindAfterMs: options.remindAfterMs }) }],
        skip: async () => (await start.status()) !== 'PENDING',
        key: start.input.requestId,
      };
    },
  });
