import { context, propagation, SpanStatusCode } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { extractContextFromHeaders, instrument } from '@temporalio/interceptors-opentelemetry/lib/instrumentation';
import { OpenTelemetryInboundInterceptor, OpenTelemetryInternalsInterceptor, OpenTelemetryOutboundInterceptor } from '@temporalio/interceptors-opentelemetry/lib/workflow';
import { ContextManager } from '@temporalio/interceptors-opentelemetry/lib/workflow/context-manager';
import type { Next, UpdateInput, WorkflowInboundCallsInterceptor, WorkflowInterceptorsFactory } from '@temporalio/workflow';

/**
 * An approval review is an update: its validator and handler continue the trace the client put in
 * the update's headers (see UpdateClientTracing) and the handler's activities join it. The library
 * traces updates itself since 1.13.3, but only in a run whose history carries its SDK flag
 * (OpenTelemetryInterceptorsInstrumentsAllMethods): a run begun by an older worker would handle
 * its reviews untraced, and without this span's yield points. These overrides trace every update
 * as they did before that, so a history recorded with them (or without spans: spans do not change
 * the workflow's commands) replays unchanged.
 */
class UpdateTracingInboundInterceptor extends OpenTelemetryInboundInterceptor {
  override async handleUpdate(input: UpdateInput, next: Next<WorkflowInboundCallsInterceptor, 'handleUpdate'>): Promise<unknown> {
    return await instrument({
      tracer: this.tracer,
      spanName: `HandleUpdate:${input.name}`,
      context: extractContextFromHeaders(input.headers),
      fn: (span) => {
        span.setAttribute('update_id', input.updateId);
        return next(input);
      },
    });
  }

  // Validators are synchronous (and do not run on replay), so their span is too.
  override validateUpdate(input: UpdateInput, next: Next<WorkflowInboundCallsInterceptor, 'validateUpdate'>): void {
    const span = this.tracer.startSpan(`ValidateUpdate:${input.name}`, { attributes: { update_id: input.updateId } }, extractContextFromHeaders(input.headers) ?? context.active());
    try {
      next(input);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      throw error;
    } finally {
      span.end();
    }
  }
}

// Shared by every workflow after the first (one AsyncLocalStorage, not one per workflow).
let contextManager: ContextManager | undefined;
const propagator = new W3CTraceContextPropagator();

/**
 * The worker reuses one V8 context for its workflows: modules (and the library's tracer) are
 * shared, but each workflow starts from pristine globals, where OpenTelemetry's API keeps its
 * context manager and propagator. The library registers them once, in the first workflow's
 * globals; every later workflow would start each span as a new trace, so it gets them here.
 */
const registerInThisWorkflow = (): void => {
  if (propagation.fields().length > 0) return;
  propagation.setGlobalPropagator(propagator);
  context.setGlobalContextManager((contextManager ??= new ContextManager()));
};

/**
 * Workflow-side tracing (in the sandbox): continues the trace the start (or an update) carried in
 * its Temporal headers and passes it on to each activity's headers. Spans leave through the
 * `exporter` sink.
 */
export const interceptors: WorkflowInterceptorsFactory = () => {
  const inbound = new UpdateTracingInboundInterceptor();
  registerInThisWorkflow();
  return { inbound: [inbound], outbound: [new OpenTelemetryOutboundInterceptor()], internals: [new OpenTelemetryInternalsInterceptor()] };
};
