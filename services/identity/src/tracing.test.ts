import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, type Tracing } from '@spend/runtime';
import { type OtlpReceiver, startOtlpReceiver } from '@spend/runtime/testing';
import { startIdentityServer, type StartedIdentityServer } from './provider';

// The identity provider's requests in server spans that continue the caller's trace (every trace kept here).
let receiver: OtlpReceiver;
let tracing: Tracing;
let identity: StartedIdentityServer;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  tracing = startTracing('identity', { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_TRACES_SAMPLER_ARG: '1' })!;
  identity = await startIdentityServer({ port: 0 });
});
afterAll(async () => {
  await identity?.close();
  await tracing?.shutdown();
  await receiver?.close();
});

describe('identity traces', () => {
  it('serves each request in a server span joined to the traceparent it came with', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpanId = '00f067aa0ba902b7';
    const response = await fetch(`${identity.issuer}/.well-known/openid-configuration`, { headers: { traceparent: `00-${traceId}-${callerSpanId}-01` } });
    expect(response.status).toBe(200);
    const spans = await receiver.waitFor((all) => all.some((s) => s.traceId === traceId));
    expect(spans.find((s) => s.traceId === traceId)).toMatchObject({
      service: 'identity', scope: '@spend/identity', name: 'GET /.well-known/openid-configuration', parentSpanId: callerSpanId,
    });
  });
});
