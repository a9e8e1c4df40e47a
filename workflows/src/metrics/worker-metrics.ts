import type { InjectedSinks } from '@temporalio/worker';
import { Counter, type Registry } from '@spend/runtime';
import type { MetricsSinks } from './sinks';

/** The workflow interceptor module that feeds these metrics (for Worker.create's interceptors). */
export const workflowMetricsModule = new URL('./interceptors.ts', import.meta.url).pathname;

/** `spend_workflow_failures_total{workflow_type, kind}`, fed by the workflows' sink. */
export const workflowMetricsSinks = (registry: Registry): InjectedSinks<MetricsSinks> => {
  const failures = new Counter({
    name: 'spend_workflow_failures_total',
    help: 'Workflow executions that failed (kind=workflow) and workflow tasks that threw and are retried (kind=task)',
    labelNames: ['workflow_type', 'kind'] as const,
    registers: [registry],
  });
  return {
    metrics: {
      workflowFailed: { fn: (info, kind) => failures.inc({ workflow_type: info.workflowType, kind }), callDuringReplay: false },
    },
  };
};
