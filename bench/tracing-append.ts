import { randomUUID } from 'node:crypto';
import { PostgresEventStore } from '@spend/eventstore';
import { inSpan, startTracing } from '@spend/runtime';
import { createTestDatabase } from '@spend/eventstore/testing';
import { startOtlpReceiver } from '@spend/runtime/testing';
import { report, throughput } from './report';

/**
 * tracing.append: appends/s from 16 concurrent clients, each in a request's span, with tracing on
 * at the spec's 0.5 (spans exported by OTLP/HTTP to a receiver on this machine, traceparent stamped
 * in the events), against the same appends with tracing off (no endpoint), measured first.
 */
export const run = async (): Promise<void> => {
  const CLIENTS = 16;
  const TOTAL = Number(process.env.BENCH_APPENDS ?? 10_000);
  const db = await createTestDatabase('bench_tracing');
  const store = new PostgresEventStore({ connectionString: db.urlAs('spend_api'), poolSize: CLIENTS });
  const receiver = await startOtlpReceiver();
  const metadata = { companyId: randomUUID(), userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 };
  const streams = Array.from({ length: 1000 }, () => `bench-${randomUUID()}`);
  const append = (i: number) => inSpan('bench', 'request', {}, async () => {
    await store.append(streams[i % streams.length]!, [{ id: randomUUID(), type: 'Bench', data: { i }, metadata }], { expectedRevision: 'any' });
  });
  try {
    await throughput(CLIENTS, 1000, append);
    const baseline = await throughput(CLIENTS, TOTAL, append);
    const tracing = startTracing('bench', { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint })!;
    const value = await throughput(CLIENTS, TOTAL, append);
    await tracing.shutdown();
    // Proof the traced run traced: about half its requests' spans (and their appends') arrived.
    if (receiver.spans.length < TOTAL / 2) throw new Error(`only ${receiver.spans.length} spans exported`);
    report('tracing.append', value, 'appends/s', baseline);
  } finally {
    await receiver.close();
    await store.close();
    await db.drop();
  }
};
