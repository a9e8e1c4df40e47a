import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardDecider, ledgerDecider, streams } from '@spend/domain';
import { handleCommand, loadState } from '@spend/eventstore';
import { verifyWebhook } from '@spend/workflows/webhooks';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { startWorker, type WorkerProcess } from '../testing/worker';
import { startReceiver, type Receiver } from './testing';

type Endpoint = { id: string; url: string; eventTypes: string[]; enabled: boolean };
type Delivery = { id: string; eventId: string; status: string; attempts: { attempt: number; statusCode: number | null; outcome: string; error: string | null }[] };
const ENDPOINT = 'id url eventTypes enabled';
const DELIVERY = 'id eventId eventType status attempts { attempt statusCode outcome error durationMs }';

let api: ApiHarness;
let receiver: Receiver;
let worker: WorkerProcess;
let acme: SeededCompany;
let globex: SeededCompany;
let cardId: string;
const workerEnv = () => ({ DATABASE_URL: api.db.urlAs('spend_api'), WEBHOOK_RETRY_MS: '100', WEBHOOK_ATTEMPTS: '4', WEBHOOK_TIMEOUT_MS: '1000' });

const gql = <T = Record<string, any>>(c: SeededCompany, query: string, variables: Record<string, unknown> = {}) => api.gql<T>(query, variables, { token: c.token }); // eslint-disable-line @typescript-eslint/no-explicit-any -- loose answers read in a test
const register = (c: SeededCompany, url: string, eventTypes = ['transactions.authorized']) =>
  gql<{ createOneWebhookEndpoint: { endpoint: Endpoint; secret: string } }>(c, `mutation ($data: WebhookEndpointInput!) { createOneWebhookEndpoint(data: $data) { endpoint { ${ENDPOINT} } secret } }`, { data: { url, eventTypes } });
const registered = async (path: string) => {
  const answer = await register(acme, receiver.url(path));
  expect(answer.errors).toBeUndefined();
  return answer.data!.createOneWebhookEndpoint;
};
const deliveries = async (endpointId: string, c = acme) => (await gql<{ webhookDeliveries: Delivery[] }>(c, `query ($id: ID!) { webhookDeliveries(endpointId: $id) { ${DELIVERY} } }`, { id: endpointId })).data!.webhookDeliveries;
const endpointEvents = () => api.store.readStream(streams.webhooks(acme.companyId)).then((events) => events.length, () => 0);
/** The requests a path got for one transaction. */
const receivedFor = (path: string, transactionId: string) => receiver.received(path).filter((r) => JSON.parse(r.body).data.transactionId === transactionId);

/** A purchase approved through the authorizer's ledger command (the one command handler), as the card network's webhook makes it. */
const authorize = async () => {
  const card = await loadState(api.store, streams.card(cardId), cardDecider);
  const transactionId = randomUUID();
  await handleCommand(api.store, streams.ledger(cardId), ledgerDecider, {
    type: 'Process', ledgerId: cardId, budget: null,
    messages: [{ kind: 'authorize', at: new Date().toISOString(), card, request: { authorizationId: `auth-${transactionId}`, transactionId, cardId, amountCents: 2_500, currency: 'USD', merchantName: 'Staples', merchantId: null, mcc: '5111', country: 'US' } }],
  }, { companyId: acme.companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
  return transactionId;
};

beforeAll(async () => {
  receiver = await startReceiver();
  const taskQueue = `test-webhooks-${randomUUID()}`;
  api = await ApiHarness.start('api_webhooks', { TEMPORAL_TASK_QUEUE: taskQueue });
  worker = await startWorker(api.temporal, workerEnv(), taskQueue);
  acme = await api.seedCompany('Acme');
  globex = await api.seedCompany('Globex');
  const card = await gql<{ createOneCardV2: { id: string } }>(acme, 'mutation ($data: CardCreateInput!) { createOneCardV2(data: $data) { id } }', {
    data: { type: 'Digital', spender: { connect: { id: acme.adminUserId } }, transactionControl: { spendLimit: 100_000 } },
  });
  expect(card.errors).toBeUndefined();
  cardId = card.data!.createOneCardV2.id;
});
afterAll(async () => {
  await worker?.stop();
  await api?.close();
  await receiver?.close();
});

describe('outgoing webhooks', () => {
  it('delivers an authorized purchase exactly once to an endpoint, signed with the secret shown at registration', async () => {
    const { endpoint, secret } = await registered('/ok');
    expect(endpoint).toMatchObject({ url: receiver.url('/ok'), eventTypes: ['transactions.authorized'], enabled: true });
    expect(secret).toMatch(/^whsec_/);
    const transactionId = await authorize();
    await expect.poll(async () => (await deliveries(endpoint.id)).map((d) => d.status)).toEqual(['DELIVERED']);
    const [request] = receivedFor('/ok', transactionId);
    const verified = verifyWebhook(secret, request!.headers, request!.body, 300);
    expect(verified.payload).toMatchObject({ type: 'transactions.authorized', data: { transactionId, cardId, amountCents: 2_500, merchantName: 'Staples' } });
    const [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({ eventId: verified.id, attempts: [{ attempt: 1, statusCode: 200, outcome: 'DELIVERED', error: null }] });
    expect(receivedFor('/ok', transactionId)).toHaveLength(1);
    // The list never holds the secret, and a rotated secret signs from then on.
    const rotated = await gql(acme, `mutation ($id: ID!) { rotateWebhookSecret(id: $id) { secret } }`, { id: endpoint.id });
    expect(rotated.data!.rotateWebhookSecret.secret).not.toBe(secret);
    const next = await authorize();
    await expect.poll(() => receivedFor('/ok', next).length).toBe(1);
    expect(() => verifyWebhook(secret, receivedFor('/ok', next)[0]!.headers, receivedFor('/ok', next)[0]!.body)).toThrow(/does not match/);
    expect(verifyWebhook(rotated.data!.rotateWebhookSecret.secret, receivedFor('/ok', next)[0]!.headers, receivedFor('/ok', next)[0]!.body).payload.data.transactionId).toBe(next);
  });

  it('retries a receiver answering 500 twice, then 200: the log shows three attempts', async () => {
    const { endpoint } = await registered('/flaky');
    receiver.answer('/flaky', 500, 500);
    const transactionId = await authorize();
    await expect.poll(async () => (await deliveries(endpoint.id))[0]?.status).toBe('DELIVERED');
    expect((await deliveries(endpoint.id))[0]!.attempts.map((a) => [a.attempt, a.statusCode, a.outcome])).toEqual([[1, 500, 'RETRYING'], [2, 500, 'RETRYING'], [3, 200, 'DELIVERED']]);
    const ids = receivedFor('/flaky', transactionId).map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
  });

  it('gives up on a 404 at once; Resend sends it again with the same webhook-id', async () => {
    const { endpoint } = await registered('/gone');
    receiver.answer('/gone', 404);
    const transactionId = await authorize();
    await expect.poll(async () => (await deliveries(endpoint.id))[0]?.status).toBe('FAILED');
    const [failed] = await deliveries(endpoint.id);
    expect(failed!.attempts).toEqual([expect.objectContaining({ attempt: 1, statusCode: 404, outcome: 'FAILED', error: 'HTTP 404' })]);
    const resent = await gql(acme, `mutation ($id: ID!) { resendWebhookDelivery(id: $id) { id status } }`, { id: failed!.id });
    expect(resent.errors).toBeUndefined();
    await expect.poll(async () => (await deliveries(endpoint.id))[0]?.status).toBe('DELIVERED');
    expect((await deliveries(endpoint.id))[0]!.attempts.map((a) => a.statusCode)).toEqual([404, 200]);
    expect(new Set(receivedFor('/gone', transactionId).map((r) => r.headers['webhook-id'])).size).toBe(1);
    const again = await gql(acme, `mutation ($id: ID!) { resendWebhookDelivery(id: $id) { id } }`, { id: failed!.id });
    expect(again.errors![0]).toMatchObject({ message: 'Only a failed delivery can be resent.', extensions: { code: 'CONFLICT' } });
  });

  it('answers a resend with no worker running; the delivery goes out once one is back', async () => {
    // Given a delivery that failed, and then no worker (its failed run may not even have closed)
    const { endpoint } = await registered('/later');
    receiver.answer('/later', 404);
    const transactionId = await authorize();
    await expect.poll(async () => (await deliveries(endpoint.id))[0]?.status).toBe('FAILED');
    const [failed] = await deliveries(endpoint.id);
    await worker.kill();
    // When an admin resends it, then the answer comes at once: recorded, waiting to be sent
    const resent = await gql(acme, `mutation ($id: ID!) { resendWebhookDelivery(id: $id) { id status } }`, { id: failed!.id });
    expect(resent.errors).toBeUndefined();
    expect(resent.data!.resendWebhookDelivery).toEqual({ id: failed!.id, status: 'PENDING' });
    expect(receivedFor('/later', transactionId)).toHaveLength(1);
    // When a worker is back, then the resend is sent, once, with the same webhook-id
    worker = await startWorker(api.temporal, workerEnv(), worker.taskQueue);
    await expect.poll(async () => (await deliveries(endpoint.id))[0]?.status, { timeout: 120_000 }).toBe('DELIVERED');
    expect((await deliveries(endpoint.id))[0]!.attempts.map((a) => [a.attempt, a.statusCode])).toEqual([[1, 404], [2, 200]]);
    expect(new Set(receivedFor('/later', transactionId).map((r) => r.headers['webhook-id'])).size).toBe(1);
  });

  it('sends nothing to a disabled endpoint', async () => {
    const { endpoint: off } = await registered('/off');
    const disabled = await gql(acme, `mutation ($id: ID!) { setWebhookEndpointEnabled(id: $id, enabled: false) { enabled } }`, { id: off.id });
    expect(disabled.data!.setWebhookEndpointEnabled.enabled).toBe(false);
    const transactionId = await authorize();
    // The enabled endpoint got it, so the event's endpoints were chosen: the disabled one was not among them.
    await expect.poll(() => receivedFor('/ok', transactionId).length).toBe(1);
    expect(receiver.received('/off')).toEqual([]);
    expect(await deliveries(off.id)).toEqual([]);
  });

  it("keeps another company's endpoints and deliveries invisible and untouchable", async () => {
    const [mine] = (await gql<{ webhookEndpoints: Endpoint[] }>(acme, `{ webhookEndpoints { ${ENDPOINT} } }`)).data!.webhookEndpoints;
    expect((await gql(globex, `{ webhookEndpoints { id } }`)).data!.webhookEndpoints).toEqual([]);
    const theirs = await gql(globex, `query ($id: ID!) { webhookDeliveries(endpointId: $id) { id } }`, { id: mine!.id });
    expect(theirs.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    for (const mutation of ['setWebhookEndpointEnabled(id: $id, enabled: false) { id }', 'rotateWebhookSecret(id: $id) { secret }', 'deleteOneWebhookEndpoint(id: $id)']) {
      expect((await gql(globex, `mutation ($id: ID!) { ${mutation} }`, { id: mine!.id })).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    }
    const [acmeDelivery] = await deliveries(mine!.id);
    expect((await gql(globex, `mutation ($id: ID!) { resendWebhookDelivery(id: $id) { id } }`, { id: acmeDelivery!.id })).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const resend = (id: string) => gql(acme, `mutation ($id: ID!) { resendWebhookDelivery(id: $id) { id } }`, { id });
    expect((await resend('x'.repeat(10_000))).errors![0]).toMatchObject({ message: 'Id must be at most 200 characters.', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await resend('a\u0000b')).errors![0]).toMatchObject({ message: 'Id must not contain control characters.', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await resend('not-a-delivery')).errors![0]).toMatchObject({ message: 'Webhook delivery not found.', extensions: { code: 'NOT_FOUND' } });
    expect((await gql(acme, `{ webhookEndpoints { id enabled } }`)).data!.webhookEndpoints.find((e: Endpoint) => e.id === mine!.id).enabled).toBe(true);
  });

  it('keeps no secret under an Idempotency-Key: a retry registers nothing new and shows the same secret again', async () => {
    const key = { headers: { 'idempotency-key': randomUUID() }, token: acme.token };
    const mutation = `mutation ($data: WebhookEndpointInput!) { createOneWebhookEndpoint(data: $data) { endpoint { id } secret } }`;
    const data = { url: receiver.url('/retried'), eventTypes: ['transactions.cleared'] };
    const first = await api.gql<{ createOneWebhookEndpoint: { endpoint: { id: string }; secret: string } }>(mutation, { data }, key);
    // The company's endpoint stream, not the whole store: earlier tests' deliveries may still be recording attempts.
    const events = await endpointEvents();
    const retry = await api.gql<{ createOneWebhookEndpoint: { endpoint: { id: string }; secret: string } }>(mutation, { data }, key);
    expect(retry.data).toEqual(first.data);
    expect(await endpointEvents()).toBe(events);
    const owner = new pg.Pool({ connectionString: api.db.url, max: 1 });
    const { rows } = await owner.query(`SELECT response::text FROM idempotency_keys WHERE key = $1`, [key.headers['idempotency-key']]);
    await owner.end();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('whsec_');
  });

  it('refuses an unknown event type and a bad URL with the field message, changing nothing', async () => {
    const before = await endpointEvents();
    const answer = await register(acme, receiver.url('/x'), ['cards.created']);
    expect(answer.errors![0]).toMatchObject({ message: 'Pick events from the list.', extensions: { code: 'BAD_USER_INPUT', fields: { eventTypes: 'Pick events from the list.' } } });
    expect((await register(acme, 'ftp://example.com/')).errors![0]!.extensions!.fields).toEqual({ url: 'Enter a valid URL, such as https://example.com/webhooks.' });
    expect(await endpointEvents()).toBe(before);
  });

  it('sends transactions.ready_to_sync once a transaction is complete under the company rules, with one webhook-id per transaction', async () => {
    const answer = await register(acme, receiver.url('/ready'), ['transactions.ready_to_sync']);
    const { secret } = answer.data!.createOneWebhookEndpoint;
    const gl = await gql(acme, 'mutation { createOneGeneralLedger(name: "Travel", code: "6000") { id } }');
    expect(gl.errors).toBeUndefined();
    const created = await gql(acme, 'mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id } }', {
      data: { paymentType: 'CARD', amount: '42.10', date: '2026-11-02', vendor: 'Delta' },
    });
    expect(created.errors).toBeUndefined();
    const id = created.data!.createOneTransaction.id as string;
    // Without a GL code it is not complete; coding it makes it READY_TO_SYNC.
    const coded = await gql(acme, 'mutation ($id: ID!, $gl: ID!) { updateOneTransaction(where: { id: $id }, data: { generalLedgerId: $gl }) { id } }', { id, gl: gl.data!.createOneGeneralLedger.id });
    expect(coded.errors).toBeUndefined();
    await expect.poll(() => receivedFor('/ready', id).length).toBe(1);
    const [request] = receivedFor('/ready', id);
    const verified = verifyWebhook(secret, request!.headers, request!.body);
    expect(verified).toMatchObject({ id: `ready-to-sync-${id}`, payload: { type: 'transactions.ready_to_sync', data: { transactionId: id, amountCents: 4_210, syncState: 'READY_TO_SYNC' } } });
  });

  it('still delivers, with the same webhook-id, when the worker dies mid-delivery', async () => {
    const { endpoint } = await registered('/hang');
    receiver.answer('/hang', 0);
    const arrived = receiver.next('/hang');
    const transactionId = await authorize();
    await arrived;
    await worker.kill();
    worker = await startWorker(api.temporal, workerEnv(), worker.taskQueue);
    // A new worker process, then the killed attempt's timeout before the retry: both slow on a loaded machine.
    await expect.poll(async () => (await deliveries(endpoint.id))[0]?.status, { timeout: 90_000 }).toBe('DELIVERED');
    const requests = receivedFor('/hang', transactionId);
    expect(requests.length).toBeGreaterThanOrEqual(2);
    expect(new Set(requests.map((r) => r.headers['webhook-id'])).size).toBe(1);
  });
});

describe('webhook URLs in production mode', () => {
  let strict: ApiHarness;
  beforeAll(async () => {
    strict = await ApiHarness.start('api_webhooks_strict', { WEBHOOK_STRICT_URLS: 'true' });
  });
  afterAll(async () => strict?.close());

  it('refuses a loopback or private URL and plain http with BAD_USER_INPUT and a message; nothing is recorded', async () => {
    const admin = await strict.seedCompany('Initech');
    const before = await strict.eventCount();
    const create = (url: string) => strict.gql<{ createOneWebhookEndpoint: { secret: string } }>(`mutation ($data: WebhookEndpointInput!) { createOneWebhookEndpoint(data: $data) { secret } }`, { data: { url, eventTypes: ['transactions.cleared'] } }, { token: admin.token });
    const message = 'The webhook URL must point at a public address, not a private, loopback or link-local one.';
    for (const url of ['https://127.0.0.1:8443/hook', 'https://localhost/hook', 'https://[::1]/hook', 'https://169.254.169.254/latest/meta-data']) {
      expect((await create(url)).errors![0], url).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { url: message } } });
    }
    expect((await create('http://hooks.example.com/')).errors![0]!.message).toBe('The webhook URL must use https.');
    expect(await strict.eventCount()).toBe(before);
    expect((await create('https://hooks.example.com/spend')).data!.createOneWebhookEndpoint.secret).toMatch(/^whsec_/);
  });
});
