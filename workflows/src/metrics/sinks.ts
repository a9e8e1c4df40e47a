import type { Sinks } from '@temporalio/workflow';

/** What workflow code (in its sandbox) reports to the worker's process for /metrics. */
export interface MetricsSinks extends Sinks {
  metrics: {
    /** `kind`: `workflow` when the execution fails, `task` when its task fails and Temporal retries it. */
    workflowFailed(kind: 'workflow' | 'task'): void;
  };
}
