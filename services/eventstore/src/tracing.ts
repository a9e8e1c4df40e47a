import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context, type Link, type Span, type SpanContext } from '@opentelemetry/api';
import type { RecordedEvent, StreamAppend } from './types';

/**
 * The span helpers every service shares. Until `startTracing` (`@spend/eventstore/runtime`) turns
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

const spanContextOf = (traceparent: string | undefined): SpanContext | undefined => trace.getSpanContext(contextOfTraceparent(traceparent));

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

/**
 * Work that follows recorded events (a projection batch, a process manager's start) continues the
 * trace of the first traced event and links the others' traces, so each event's request shows it.
 */
export const inEventsSpan = <T>(tracer: string, name: string, events: readonly RecordedEvent[], options: Omit<SpanOptions, 'parent' | 'links'>, work: (span?: Span) => Promise<T>): Promise<T> => {
  if (!enabled || events.length === 0) return work();
  const traced = events.map((e) => e.metadata.traceparent).filter((tp): tp is string => !!tp);
  const seen = new Set<string>();
  const links: Link[] = [];
  for (const tp of traced.slice(1)) {
    const linked = spanContextOf(tp);
    if (!linked || seen.has(linked.spanId)) continue;
    seen.add(linked.spanId);
    links.push({ context: linked });
  }
  return inSpan(tracer, name, { ...options, parent: contextOfTraceparent(traced[0]), links }, work);
};

/** Each event carries its append's trace context, so whatever follows it (projections, process managers) joins the trace. */
export const withTraceparent = (appends: readonly StreamAppend[]): readonly StreamAppend[] => {
  const traceparent = currentTraceparent();
  if (!traceparent) return appends;
  return appends.map((a) => ({ ...a, events: a.events.map((e) => (e.metadata.traceparent ? e : { ...e, metadata: { ...e.metadata, traceparent } })) }));
};

/** Renames the active span (the HTTP request's, once GraphQL knows the operation). */
export const nameActiveSpan = (name: string): void => {
  if (enabled) trace.getActiveSpan()?.updateName(name);
};

export { SpanKind };
