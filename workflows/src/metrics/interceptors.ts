import { isCancellation, proxySinks, TemporalFailure, type WorkflowExecuteInput, type WorkflowInboundCallsInterceptor, type WorkflowInterceptorsFactory, type Next } from '@temporalio/workflow';
import type { MetricsSinks } from './sinks';

const { metrics } = proxySinks<MetricsSinks>();

/**
 * Counts workflows that fail (a Temporal failure ends the execution) and workflow tasks that throw
 * (any other error: Temporal retries the task). Runs inside the workflow sandbox; the count reaches
 * the worker's registry through a sink, which is not called during replay.
 */
class FailureCounter implements WorkflowInboundCallsInterceptor {
  async execute(input: WorkflowExecuteInput, next: Next<WorkflowInboundCallsInterceptor, 'execute'>): Promise<unknown> {
    try {
      return await next(input);
    } catch (error) {
      // A continue-as-new and a cancellation are how a workflow ends, not failures.
      if (!isCancellation(error) && (error as Error)?.name !== 'ContinueAsNew') metrics.workflowFailed(error instanceof TemporalFailure ? 'workflow' : 'task');
      throw error;
    }
  }
}

export const interceptors: WorkflowInterceptorsFactory = () => ({ inbound: [new FailureCounter()] });
