import type { ClientInterceptors, Next, WorkflowClientInterceptor, WorkflowStartUpdateInput, WorkflowStartUpdateOutput } from '@temporalio/client';
import { headersWithContext, instrument } from '@temporalio/interceptors-opentelemetry/lib/instrumentation';
import { makeWorkflowExporter, OpenTelemetryActivityInboundInterceptor, OpenTelemetryActivityOutboundInterceptor, OpenTelemetryWorkflowClientInterceptor, type OpenTelemetrySinks } from '@temporalio/interceptors-opentelemetry';
import type { InjectedSinks, WorkerOptions } from '@temporalio/worker';
import type { Tracing } from '@spend/runtime';

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

/**
 * An approval review is an update (WorkflowHandle.executeUpdate): its span's context rides in the
 * update's headers for the workflow's inbound interceptor (./interceptors.ts) to continue. The
 * library's client interceptor does the same since 1.13.3; this one names the update by the
 * `update_id` attribute, as the workflow's spans of it do.
 */
class UpdateClientTracing extends OpenTelemetryWorkflowClientInterceptor {
  override async startUpdate(input: WorkflowStartUpdateInput, next: Next<WorkflowClientInterceptor, 'startUpdate'>): Promise<WorkflowStartUpdateOutput> {
    return await instrument({
      tracer: this.tracer,
      spanName: `StartWorkflowUpdate:${input.updateName}`,
      fn: async (span) => {
        const output = await next({ ...input, headers: headersWithContext(input.headers) });
        span.setAttribute('update_id', output.updateId);
        return output;
      },
    });
  }
}

/** A Temporal client's interceptors: with tracing on, a workflow start or update carries the active trace in its headers. */
export const clientTracing = (on: boolean): ClientInterceptors | undefined =>
  on ? { workflow: [new UpdateClientTracing()] } : undefined;
