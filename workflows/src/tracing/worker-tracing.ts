import type { ClientInterceptors } from '@temporalio/client';
import { makeWorkflowExporter, OpenTelemetryActivityInboundInterceptor, OpenTelemetryActivityOutboundInterceptor, OpenTelemetryWorkflowClientInterceptor, type OpenTelemetrySinks } from '@temporalio/interceptors-opentelemetry';
import type { InjectedSinks, WorkerOptions } from '@temporalio/worker';
import type { Tracing } from '@spend/eventstore/runtime';

/** The workflow interceptor module that traces workflows (for Worker.create's interceptors). */
export const workflowTracingModule = new URL('./interceptors.ts', import.meta.url).pathname;

/**
 * What Worker.create adds when tracing is on (nothing when it is off): the workflow module, an
 * activity interceptor that continues the workflow's trace, and the sink workflow spans leave by.
 */
export const workerTracing = (tracing: Tracing | null): { workflowModules: string[]; activity: NonNullable<NonNullable<WorkerOptions['interceptors']>['activity']>; sinks: InjectedSinks<OpenTelemetrySinks> | Record<never, never> } =>
  tracing
    ? {
      workflowModules: [workflowTracingModule],
      activity: [(ctx) => ({ inbound: new OpenTelemetryActivityInboundInterceptor(ctx), outbound: new OpenTelemetryActivityOutboundInterceptor(ctx) })],
      sinks: { exporter: makeWorkflowExporter(tracing.exporter, tracing.resource) },
    }
    : { workflowModules: [], activity: [], sinks: {} };

/** A Temporal client's interceptors: with tracing on, a workflow start carries the active trace in its headers. */
export const clientTracing = (on: boolean): ClientInterceptors | undefined =>
  on ? { workflow: [new OpenTelemetryWorkflowClientInterceptor()] } : undefined;
