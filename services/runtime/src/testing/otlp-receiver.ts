import { EventEmitter, once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as a test reads it from an OTLP/HTTP JSON export. */
export interface ReceivedSpan {
  service: string;
  /** The instrumentation scope (the tracer's name: `@spend/api`, `@temporalio/interceptors-opentelemetry`…). */
  scope: string;
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  links: { traceId: string; spanId: string }[];
}

interface OtlpJson {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value?: { stringValue?: string } }[] };
    scopeSpans?: { scope?: { name?: string }; spans?: { name: string; traceId: string; spanId: string; parentSpanId?: string; links?: { traceId: string; spanId: string }[] }[] }[];
  }[];
}

export interface OtlpReceiver {
  /** Give it as OTEL_EXPORTER_OTLP_ENDPOINT. */
  endpoint: string;
  spans: ReceivedSpan[];
  /** Resolves with the spans once `found` holds for what was received (checked on each export). */
  waitFor(found: (spans: ReceivedSpan[]) => boolean, timeoutMs?: number): Promise<ReceivedSpan[]>;
  close(): Promise<void>;
}

/**
 * A real OTLP/HTTP endpoint for tests: accepts `POST /v1/traces` in the JSON encoding (what
 * `@opentelemetry/exporter-trace-otlp-http` sends) and keeps every span it is sent.
 */
export const startOtlpReceiver = async (): Promise<OtlpReceiver> => {
  const spans: ReceivedSpan[] = [];
  const received = new EventEmitter();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces' || !req.headers['content-type']?.includes('json')) {
        res.writeHead(415).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpJson;
      for (const resourceSpans of body.resourceSpans ?? []) {
        const service = resourceSpans.resource?.attributes?.find((a) => a.key === 'service.name')?.value?.stringValue ?? '';
        for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
          for (const span of scopeSpans.spans ?? []) {
            spans.push({ service, scope: scopeSpans.scope?.name ?? '', name: span.name, traceId: span.traceId, spanId: span.spanId, parentSpanId: span.parentSpanId ?? '', links: span.links ?? [] });
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      received.emit('spans');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    waitFor: async (found, timeoutMs = 30_000) => {
      const signal = AbortSignal.timeout(timeoutMs);
      while (!found(spans)) {
        try {
          await once(received, 'spans', { signal });
        } catch {
          throw new Error(`the spans looked for did not arrive; received: ${spans.map((s) => `${s.service} ${s.name}`).join(', ')}`);
        }
      }
      return spans;
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
};
