import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { approvalWorkflowId } from '@spend/domain';
import { type OtlpReceiver, type ReceivedSpan, startOtlpReceiver } from '@spend/runtime/testing';
import { startTracing, type Tracing } from '@spend/runtime';
import { recordMember } from '../members/test-members';
import { runReportWorker } from '../reports/worker';
import { ApiHarness, startWorker, type SeededCompany, type WorkerProcess } from '../testing';
import { loadConfig } from './config';

/**
 * OpenTelemetry across the real stack (ARCHITECTURE 1), every trace sampled: this process runs the
 * API and the projection runner, the worker is its own process; both export by OTLP/HTTP to a
 * receiver of the test's own, and every span of one request must share its trace id.
 */
let receiver: OtlpReceiver;
let tracing: Tracing;
let api: ApiHarness;
let worker: WorkerProcess;
let acme: SeededCompany;
let platform: SeededCompany;
let dir: string;
let reportWorker: Promise<void>;
const stopReports = new AbortController();

const httpSpanOf = (spans: ReceivedSpan[], operation: string, type = 'mutation') => spans.find((s) => s.scope === '@spend/api' && s.name === `graphql ${type} ${operation}`);
const inTrace = (spans: ReceivedSpan[], traceId: string) => spans.filter((s) => s.traceId === traceId);

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  const otel = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_TRACES_SAMPLER_ARG: '1' };
  tracing = startTracing('api', otel)!;
  dir = mkdtempSync(join(tmpdir(), 'api-tracing-'));
  const taskQueue = `test-tracing-${randomUUID()}`;
  // Every report runs as a workflow (on the API's report worker, traced as main.ts runs it).
  api = await ApiHarness.start('api_tracing', { TEMPORAL_TASK_QUEUE: taskQueue, SNAPSHOT_DIR: dir, REPORT_INLINE_MAX_ROWS: '0' });
  reportWorker = runReportWorker(loadConfig({ TEMPORAL_TASK_QUEUE: taskQueue }), api.workerServices(), stopReports.signal, tracing);
  const workerEnv = { DATABASE_URL: api.db.urlAs('spend_api'), SNAPSHOT_DIR: dir, ...otel, OTEL_SERVICE_NAME: 'worker' };
  worker = await startWorker(api.temporal, workerEnv, taskQueue);
  acme = await api.seedCompany('Acme');
  platform = await api.seedCompany('Platform', ['SpendSuperAdmin'], { isReseller: true });
});
afterAll(async () => {
  stopReports.abort();
  await reportWorker;
  await worker?.stop();
  await api?.close();
  await tracing?.shutdown();
  await receiver?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('traces', () => {
  it('follow a mutation from the API through the append, the projection batches and NATS to the subscription that delivers it', async () => {
    const client = createClient({ url: api.url.replace('http', 'ws'), webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${acme.token}` } });
    try {
      const listening = api.listening();
      const delivered = new Promise<string>((resolve, reject) => {
        client.subscribe<{ budgetChanged: { name: string } }>({ query: 'subscription { budgetChanged { id name } }' }, { next: (v) => resolve(v.data!.budgetChanged.name), error: reject, complete: () => undefined });
      });
      await listening;
      const created = await api.gql(
        'mutation CreateTraced($owner: ID!) { createOneBudget(data: { name: "Traced", funding: "1", owner: { connect: { id: $owner } } }) { id } }',
        { owner: acme.adminUserId },
        { token: acme.token },
      );
      expect(created.errors).toBeUndefined();
      expect(await delivered).toBe('Traced');

      const spans = await receiver.waitFor((all) => {
        const http = httpSpanOf(all, 'CreateTraced');
        return !!http && inTrace(all, http.traceId).some((s) => s.name.startsWith('graphql.subscription.deliver'));
      });
      const http = httpSpanOf(spans, 'CreateTraced')!;
      const trace = inTrace(spans, http.traceId);
      const append = trace.find((s) => s.name === 'eventstore.append' && s.parentSpanId === http.spanId);
      expect(append?.scope).toBe('@spend/eventstore');
      // The runner's batches continue the trace from the appended events' metadata.
      const batches = trace.filter((s) => s.scope === '@spend/projections' && s.name.startsWith('projection.batch') && s.parentSpanId === append!.spanId);
      expect(batches.length).toBeGreaterThan(0);
      const publishes = trace.filter((s) => s.name === 'nats.publish' && batches.some((b) => b.spanId === s.parentSpanId));
      expect(publishes.length).toBeGreaterThan(0);
      // The API's subscription continues the trace from the NATS message's headers.
      const delivery = trace.find((s) => s.name.startsWith('graphql.subscription.deliver'));
      expect(delivery?.scope).toBe('@spend/api');
      expect(publishes.map((p) => p.spanId)).toContain(delivery!.parentSpanId);
      expect(new Set(trace.map((s) => s.service))).toEqual(new Set(['api']));
    } finally {
      await client.dispose();
    }
  });

  it('follow a mutation that starts a workflow into the worker: its start, the workflow and its activity', async () => {
    const created = await api.gql<{ createTenantSnapshot: { id: string } }>(
      'mutation SnapshotTraced($name: String!, $startsAt: DateTime!, $endsAt: DateTime!) { createTenantSnapshot(name: $name, startsAt: $startsAt, endsAt: $endsAt) { id } }',
      { name: 'Traced', startsAt: '2026-01-01T00:00:00Z', endsAt: '2026-12-31T23:59:59Z' },
      { token: platform.token, headers: { 'x-dev-flags': 'enableExportingSnapshots' } },
    );
    expect(created.errors).toBeUndefined();
    const spans = await receiver.waitFor((all) => {
      const http = httpSpanOf(all, 'SnapshotTraced');
      // The workflow's span ends (and is exported) after its last activity's.
      return !!http && ['RunActivity:completeTenantSnapshot', 'RunWorkflow:tenantSnapshotWorkflow'].every((name) => inTrace(all, http.traceId).some((s) => s.name === name));
    });
    const http = httpSpanOf(spans, 'SnapshotTraced')!;
    const trace = inTrace(spans, http.traceId);
    const append = trace.find((s) => s.name === 'eventstore.append' && s.parentSpanId === http.spanId)!;
    // The worker's process manager starts the workflow in the trace the requested event carries.
    const manager = trace.find((s) => s.service === 'worker' && s.name === 'process-manager tenantSnapshotWorkflow');
    expect(manager?.parentSpanId).toBe(append.spanId);
    const start = trace.find((s) => s.name === 'StartWorkflow:tenantSnapshotWorkflow');
    expect(start?.parentSpanId).toBe(manager!.spanId);
    const run = trace.find((s) => s.name === 'RunWorkflow:tenantSnapshotWorkflow');
    expect(run?.parentSpanId).toBe(start!.spanId);
    const activity = trace.find((s) => s.name === 'RunActivity:writeTenantSnapshot');
    expect(activity?.service).toBe('worker');
    expect(trace.some((s) => s.name === 'StartActivity:writeTenantSnapshot' && s.spanId === activity!.parentSpanId)).toBe(true);
  });

  it('follow a request whose resolver starts a workflow itself: its start, the workflow and its activity on the API\'s report worker', async () => {
    const budget = await api.gql<{ createOneBudget: { id: string } }>('mutation ($owner: ID!) { createOneBudget(data: { name: "Cards", funding: "100", owner: { connect: { id: $owner } } }) { id } }', { owner: acme.adminUserId }, { token: acme.token });
    expect(budget.errors).toBeUndefined();
    const card = await api.gql('mutation ($data: CardCreateInput!) { createOneCardV2(data: $data) { id } }', {
      data: { type: 'Digital', spender: { connect: { id: acme.adminUserId } }, shouldLinkBudget: true, budgets: { connect: [{ id: budget.data!.createOneBudget.id }] }, transactionControl: { spendLimit: 1_000 } },
    }, { token: acme.token });
    expect(card.errors).toBeUndefined();
    const report = await api.gql('query CardsTraced { cardsReport { url } }', {}, { token: acme.token });
    expect(report.errors).toBeUndefined();
    const spans = await receiver.waitFor((all) => {
      const http = httpSpanOf(all, 'CardsTraced', 'query');
      return !!http && ['RunActivity:writeReport', 'RunWorkflow:reportWorkflow'].every((name) => inTrace(all, http.traceId).some((s) => s.name === name));
    });
    const http = httpSpanOf(spans, 'CardsTraced', 'query')!;
    const trace = inTrace(spans, http.traceId);
    const start = trace.find((s) => s.name === 'StartWorkflow:reportWorkflow');
    expect(start?.parentSpanId).toBe(http.spanId);
    const run = trace.find((s) => s.name === 'RunWorkflow:reportWorkflow');
    expect(run?.parentSpanId).toBe(start!.spanId);
    const activity = trace.find((s) => s.name === 'RunActivity:writeReport');
    expect(trace.some((s) => s.name === 'StartActivity:writeReport' && s.spanId === activity!.parentSpanId)).toBe(true);
  });

  it('follow an approval review from the mutation through the Temporal update into the workflow\'s handler, its activities and their appends', async () => {
    // Not the worker's first workflow (the snapshot's ran before): a later workflow in the worker's
    // shared V8 context must still continue the trace (workflows/src/tracing/interceptors.ts).
    const spender = await recordMember(api, acme.companyId, 'spender@acme.test', 'Spender');
    const budget = await api.gql<{ createOneBudget: { id: string } }>('mutation ($owner: ID!, $spender: ID!) { createOneBudget(data: { name: "Fair", funding: "100", owner: { connect: { id: $owner } }, spenders: { connect: [{ id: $spender }] } }) { id } }',
      { owner: acme.adminUserId, spender: spender.userId }, { token: acme.token });
    expect(budget.errors).toBeUndefined();
    const requested = await api.gql<{ createOneBudgetIncreaseRequest: { id: string } }>('mutation ($budget: ID!) { createOneBudgetIncreaseRequest(data: { budget: { connect: { id: $budget } }, amount: "10", reason: "Fair" }) { id } }',
      { budget: budget.data!.createOneBudget.id }, { token: spender.token });
    expect(requested.errors).toBeUndefined();
    // Reviewed once the process manager has started the workflow, so the update is sent once.
    const requestId = requested.data!.createOneBudgetIncreaseRequest.id;
    await vi.waitFor(() => api.temporal.workflow.getHandle(approvalWorkflowId(requestId)).describe(), { timeout: 120_000, interval: 100 });
    const reviewed = await api.gql<{ updateOneBudgetIncreaseRequest: { status: string } }>('mutation ReviewTraced($id: ID!) { updateOneBudgetIncreaseRequest(where: { id: $id }, data: { status: APPROVED }) { status } }',
      { id: requestId }, { token: acme.token });
    expect(reviewed.data?.updateOneBudgetIncreaseRequest.status).toBe('COMPLETED');

    const completed = (all: ReceivedSpan[], traceId: string) => inTrace(all, traceId).some((s) => s.name === 'eventstore.append' && all.some((a) => a.spanId === s.parentSpanId && a.name === 'RunActivity:complete'));
    const spans = await receiver.waitFor((all) => {
      const http = httpSpanOf(all, 'ReviewTraced');
      // The handler's span ends (and is exported) after its last activity's.
      return !!http && completed(all, http.traceId) && inTrace(all, http.traceId).some((s) => s.name === 'HandleUpdate:review');
    });
    const http = httpSpanOf(spans, 'ReviewTraced')!;
    const trace = inTrace(spans, http.traceId);
    const updates = trace.filter((s) => s.name === 'StartWorkflowUpdate:review');
    expect(updates.map((s) => s.parentSpanId)).toEqual([http.spanId]);
    const update = updates[0];
    // The worker's workflow validates and handles the update in the trace its headers carried.
    const validate = trace.find((s) => s.name === 'ValidateUpdate:review');
    expect(validate).toMatchObject({ service: 'worker', parentSpanId: update!.spanId });
    const handle = trace.find((s) => s.name === 'HandleUpdate:review');
    expect(handle).toMatchObject({ service: 'worker', parentSpanId: update!.spanId });
    // Each local activity the handler runs, and the review's append in it, continue the handler's span.
    for (const activity of ['recordReview', 'complete']) {
      const start = trace.find((s) => s.name === `StartActivity:${activity}`);
      expect(start?.parentSpanId).toBe(handle!.spanId);
      const run = trace.find((s) => s.name === `RunActivity:${activity}`);
      expect(run?.parentSpanId).toBe(start!.spanId);
      const append = trace.find((s) => s.name === 'eventstore.append' && s.parentSpanId === run!.spanId);
      expect(append).toMatchObject({ service: 'worker', scope: '@spend/eventstore' });
    }
  });
});
