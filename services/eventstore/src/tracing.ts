import { trace, type Link, type Span, type SpanContext } from '@opentelemetry/api';
import { contextOfTraceparent, currentTraceparent, inSpan, tracingEnabled, type SpanOptions } from '@spend/runtime';
import type { RecordedEvent, StreamAppend } from './types';

// The span helpers of the event store's own records; the general ones are the runtime's (@spend/runtime).
const spanContextOf = (traceparent: string | undefined): SpanContext | undefined => trace.getSpanContext(contextOfTraceparent(traceparent));

/**
 * Work that follows recorded events (a projection batch, a process manager's start) continues the
 * trace of the first traced event and links the others' traces, so each event's request shows it.
 */
export const inEventsSpan = <T>(tracer: string, name: string, events: readonly RecordedEvent[], options: Omit<SpanOptions, 'parent' | 'links'>, work: (span?: Span) => Promise<T>): Promise<T> => {
  if (!tracingEnabled() || events.length === 0) return work();
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

