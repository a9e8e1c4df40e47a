import type { IncomingMessage, ServerResponse } from 'node:http';
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { Resource } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, ParentBasedSampler, TraceIdRatioBasedSampler, type SpanExporter } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { headers as natsHeaders, type MsgHdrs } from '@nats-io/transport-node';
import { z } from 'zod';
import { setTracingEnabled, tracingEnabled } from './spans';

/** The spec's tracing sample rate (product spec section 9, business constants). */
export const DEFAULT_SAMPLE_RATIO = 0.5;

const schema = z.object({
  /** Unset: tracing off (no provider, no exporter, no span). */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(DEFAULT_SAMPLE_RATIO),
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
});

export interface Tracing {
  provider: NodeTracerProvider;
  /** The worker hands it to Temporal's workflow span sink (workflow code cannot export itself). */
  exporter: SpanExporter;
  resource: Resource;
  /** Exports what is still buffered, then turns tracing off. */
  shutdown(): Promise<void>;
}

/**
 * Turns on OpenTelemetry traces for this process when `OTEL_EXPORTER_OTLP_ENDPOINT` is set: spans
 * go by OTLP/HTTP (JSON) to `<endpoint>/v1/traces`; a new trace is sampled at
 * `OTEL_TRACES_SAMPLER_ARG` (default 0.5) and a continued one follows its parent's decision, so a
 * trace is kept end to end or not at all. W3C trace context is the propagator. Returns null (and
 * changes nothing) when the endpoint is unset; a wrong value throws naming the variable.
 */
export const startTracing = (serviceName: string, env: Record<string, string | undefined> = process.env): Tracing | null => {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${issue.path.join('.')}: ${issue.message}`);
  }
  const config = parsed.data;
  if (!config.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  const resource = new Resource({ [ATTR_SERVICE_NAME]: config.OTEL_SERVICE_NAME ?? serviceName });
  const exporter = new OTLPTraceExporter({ url: `${config.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces` });
  const provider = new NodeTracerProvider({
    resource,
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(config.OTEL_TRACES_SAMPLER_ARG) }),
    spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: 1000 })],
  });
  // Registers the global tracer provider, the W3C trace-context propagator and AsyncLocalStorage context.
  provider.register();
  setTracingEnabled(true);
  return {
    provider, exporter, resource,
    shutdown: async () => {
      setTracingEnabled(false);
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
};

/** NATS headers carrying the active trace context (undefined when there is none to carry). */
export const natsTraceHeaders = (active: Context = context.active()): MsgHdrs | undefined => {
  if (!tracingEnabled()) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(active, carrier);
  if (!carrier.traceparent) return undefined;
  const headers = natsHeaders();
  for (const [key, value] of Object.entries(carrier)) headers.set(key, value);
  return headers;
};

/** The trace context a NATS message's headers carry (the root context without one). */
export const contextOfNatsHeaders = (headers: MsgHdrs | undefined): Context =>
  propagation.extract(ROOT_CONTEXT, headers, { keys: (h) => (h ? h.keys() : []), get: (h, key) => h?.get(key) || undefined });

/**
 * An HTTP handler inside a SERVER span that continues the caller's `traceparent`, if any, and
 * ends when the response closes. With tracing off, the handler itself.
 */
export const tracedHttp = <Req extends IncomingMessage, Res extends ServerResponse>(tracer: string, handle: (req: Req, res: Res) => unknown) => (req: Req, res: Res): unknown => {
  if (!tracingEnabled()) return handle(req, res);
  const parent = propagation.extract(ROOT_CONTEXT, req.headers);
  const path = (req.url ?? '/').split('?')[0];
  const span = trace.getTracer(tracer).startSpan(`${req.method} ${path}`, { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method ?? '', 'url.path': path! } }, parent);
  res.once('close', () => {
    span.setAttribute('http.response.status_code', res.statusCode);
    if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  return context.with(trace.setSpan(parent, span), () => handle(req, res));
};
