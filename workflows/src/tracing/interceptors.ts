import { OpenTelemetryInboundInterceptor, OpenTelemetryInternalsInterceptor, OpenTelemetryOutboundInterceptor } from '@temporalio/interceptors-opentelemetry/lib/workflow';
import type { WorkflowInterceptorsFactory } from '@temporalio/workflow';

/**
 * Workflow-side tracing (in the sandbox): continues the trace the start carried in its Temporal
 * headers and passes it on to each activity's headers. Spans leave through the `exporter` sink.
 */
export const interceptors: WorkflowInterceptorsFactory = () => ({
  inbound: [new OpenTelemetryInboundInterceptor()],
  outbound: [new OpenTelemetryOutboundInterceptor()],
  internals: [new OpenTelemetryInternalsInterceptor()],
});
