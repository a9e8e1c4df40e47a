import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context, type Link, type Span } from '@opentelemetry/api';

/**
 * The span helpers every service shares. Until `startTracing` (./tracing.ts) turns
 * tracing on, each helper runs its work directly: no span, no context lookup, no header.
 */
let enabled = false;

/** Set by `startTracing` (and its shutdown); nothing else turns spans on. */
export const setTracingEnabled = (on: boolean): void => {
  enabled = on;
};

export const tracingEnabled = (): boolean => enabled;

/** The active context's W3C `traceparent` (only when its trace is recorded somewhere), else undefined. */
export const currentTraceparent = (active: Context = context.active()): string | undefined => {
  if (!enabled) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(active, carrier);
  return carrier.traceparent;
};

/** The context a `traceparent` continues (the root context when there is none or it is malformed). */
export const contextOfTraceparent = (traceparent: string | undefined): Context =>
  traceparent ? propagation.extract(ROOT_CONTEXT, { traceparent }) : ROOT_CONTEXT;

export interface SpanOptions {
  /** Default: the active context. */
  parent?: Context;
  kind?: SpanKind;
  attributes?: Record<string, string | number | boolean>;
  links?: Link[];
}

/**
 * Runs `work` inside a new span of `tracer` (the package's name) and ends it with the outcome; an
 * error marks the span and is thrown on. With tracing off, just runs `work`.
 */
export const inSpan = <T>(tracer: string, name: string, options: SpanOptions, work: (span?: Span) => Promise<T>): Promise<T> => {
  if (!enabled) return work();
  const { parent = context.active(), ...spanOptions } = options;
  return trace.getTracer(tracer).startActiveSpan(name, spanOptions, parent, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message });
      throw error;
    } finally {
      span.end();
    }
  });
};

/** Renames the active span (the HTTP request's, once GraphQL knows the operation). */
export const nameActiveSpan = (name: string): void => {
  if (enabled) trace.getActiveSpan()?.updateName(name);
};

export { SpanKind };
