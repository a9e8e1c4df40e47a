import { randomUUID } from 'node:crypto';
import { trace } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOfTraceparent, currentTraceparent, DEFAULT_SAMPLE_RATIO, inSpan, natsTraceHeaders, startTracing, tracingEnabled, type Tracing } from '@spend/runtime';
import { startOtlpReceiver, type OtlpReceiver } from '@spend/runtime/testing';
import { PostgresEventStore } from './postgres/postgres-event-store';
import { createTestDatabase, type TestDatabase } from './testing/database';

let receiver: OtlpReceiver | undefined;
let tracing: Tracing | null = null;
let db: TestDatabase;
let store: PostgresEventStore;
beforeAll(async () => {
  db = await createTestDatabase('tracing');
  store = new PostgresEventStore({ connectionString: db.urlAs('spend_api') });
});
afterAll(async () => {
  await tracing?.shutdown();
  await receiver?.close();
  await store.close();
  await db.drop();
});

/** Appends one event and reads back its recorded metadata. */
const appendOne = async () => {
  const stream = `trace-${randomUUID()}`;
  await store.append(stream, [{ id: randomUUID(), type: 'Traced', data: {}, metadata: { companyId: randomUUID(), userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 } }]);
  return (await store.readStream(stream))[0]!.metadata;
};

// The order matters: tracing is process-wide, so "off" is checked before it is turned on.
describe('tracing', () => {
  it('is off without OTEL_EXPORTER_OTLP_ENDPOINT: no provider, no exporter, no span, no header', async () => {
    expect(startTracing('test', {})).toBeNull();
    expect(tracingEnabled()).toBe(false);
    const span = await inSpan('test', 'nothing', {}, async (s) => s);
    expect(span).toBeUndefined();
    expect(currentTraceparent()).toBeUndefined();
    expect(natsTraceHeaders()).toBeUndefined();
    expect(trace.getTracerProvider().getTracer('test').startSpan('x').isRecording()).toBe(false);
    expect(await appendOne()).not.toHaveProperty('traceparent');
  });

  it('refuses a wrong sampler ratio or endpoint, naming the variable', () => {
    expect(() => startTracing('test', { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_TRACES_SAMPLER_ARG: '1.5' })).toThrow(/^OTEL_TRACES_SAMPLER_ARG: /);
    expect(() => startTracing('test', { OTEL_EXPORTER_OTLP_ENDPOINT: 'not a url' })).toThrow(/^OTEL_EXPORTER_OTLP_ENDPOINT: /);
    expect(tracingEnabled()).toBe(false);
  });

  it('samples new traces at the ratio (the spec\'s 0.5 by default) and continued ones as their parent was', async () => {
    receiver = await startOtlpReceiver();
    tracing = startTracing('ratio-test', { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint })!;
    expect(tracingEnabled()).toBe(true);
    // Under the batch processor's queue (2048), so no sampled span is dropped before export.
    const roots = 2000;
    for (let i = 0; i < roots; i++) await inSpan('ratio', 'root', {}, async () => undefined);
    // Children of a sampled and of an unsampled remote parent (W3C flags 01 / 00).
    const sampledParent = contextOfTraceparent('00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01');
    const droppedParent = contextOfTraceparent('00-1af7651916cd43dd8448eb211c80319c-c7ad6b7169203331-00');
    for (let i = 0; i < 20; i++) {
      await inSpan('ratio', 'child-of-sampled', { parent: sampledParent }, async () => undefined);
      await inSpan('ratio', 'child-of-dropped', { parent: droppedParent }, async () => undefined);
    }
    await tracing.provider.forceFlush();
    const count = (name: string) => receiver!.spans.filter((s) => s.name === name).length;
    // Binomial(2000, 0.5): mean 1000, standard deviation about 22; six of them either side.
    expect(DEFAULT_SAMPLE_RATIO).toBe(0.5);
    expect(count('root')).toBeGreaterThan(1000 - 6 * 22);
    expect(count('root')).toBeLessThan(1000 + 6 * 22);
    expect(count('child-of-sampled')).toBe(20);
    expect(count('child-of-dropped')).toBe(0);
    expect(new Set(receiver.spans.map((s) => s.service))).toEqual(new Set(['ratio-test']));
  });

  it('carries the active trace in a traceparent and in NATS headers', async () => {
    const parent = contextOfTraceparent('00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01');
    await inSpan('carry', 'carrier', { parent }, async (span) => {
      const traceparent = currentTraceparent();
      expect(traceparent).toBe(`00-0af7651916cd43dd8448eb211c80319c-${span!.spanContext().spanId}-01`);
      expect(natsTraceHeaders()?.get('traceparent')).toBe(traceparent);
    });
  });

  it('stamps each appended event with the append span\'s traceparent, in the caller\'s trace', async () => {
    const parent = contextOfTraceparent('00-2af7651916cd43dd8448eb211c80319c-d7ad6b7169203331-01');
    const metadata = await inSpan('carry', 'command', { parent }, () => appendOne());
    expect(metadata.traceparent).toMatch(/^00-2af7651916cd43dd8448eb211c80319c-[0-9a-f]{16}-01$/);
    await tracing!.provider.forceFlush();
    const append = receiver!.spans.find((s) => s.name === 'eventstore.append' && metadata.traceparent!.includes(s.spanId));
    expect(append?.traceId).toBe('2af7651916cd43dd8448eb211c80319c');
  });
});
