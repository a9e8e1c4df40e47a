import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '@spend/runtime/testing';
import { todoRemindersWorkflowId } from '@spend/workflows/messages';
import { CREATE_USER, memberInput } from '../members/test-members';
import { runReportWorker } from '../reports/worker';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { startWorker, type WorkerProcess } from '../testing/worker';
import { loadConfig } from './config';

// The API configured with an SMTP relay (SMTP_URL, MAIL_FROM): its welcome mails and the to-do
// reminders reach a real SMTP server, and none is written to the outbox folder.
let sink: SmtpSink;
let api: ApiHarness;
let acme: SeededCompany;
let worker: WorkerProcess;
let apiWorker: Promise<void>;
const stopApiWorker = new AbortController();
const taskQueue = `test-${randomUUID()}`;
const MAIL_FROM = 'Spend <no-reply@spend.example.com>';
/** Where the mails would go without the relay: it stays empty. */
const outboxDir = mkdtempSync(join(tmpdir(), 'api-mail-relay-'));

beforeAll(async () => {
  sink = await startSmtpSink();
  const relay = { SMTP_URL: sink.url, MAIL_FROM, IDENTITY_OUTBOX_DIR: outboxDir };
  api = await ApiHarness.start('api_mail_relay', { ...relay, WEB_ORIGIN: 'http://web.test' });
  acme = await api.seedCompany('Relayco', ['SpendSuperAdmin']);
  worker = await startWorker(api.temporal, { DATABASE_URL: api.db.urlAs('spend_api'), TODO_REMINDER_INTERVAL_MS: '300' }, taskQueue);
  apiWorker = runReportWorker(loadConfig({ TEMPORAL_TASK_QUEUE: taskQueue, WEB_ORIGIN: 'http://web.test', ...relay }), api.workerServices(), stopApiWorker.signal);
});
afterAll(async () => {
  stopApiWorker.abort();
  await apiWorker;
  await worker?.stop();
  await api?.close();
  await sink?.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

const received = (to: string) => sink.messages.filter((m) => m.envelope.to.includes(to));

describe('the API\'s mail through an SMTP relay', () => {
  it('delivers the welcome mail to the relay; a relay that refuses it fails no mutation', async () => {
    const created = await api.gql(CREATE_USER, { data: memberInput('Ada.New@Relayco.test') }, { token: acme.token });
    expect(created.errors).toBeUndefined();
    const [welcome] = received('ada.new@relayco.test');
    expect(welcome).toMatchObject({ envelope: { from: 'no-reply@spend.example.com' }, user: 'user', accepted: true });
    expect(welcome!.mail.subject).toBe('Welcome to Spend');
    expect(welcome!.mail.text).toContain('Hello Grace,');
    expect(welcome!.mail.text).toContain('http://web.test/forgot-password');
    expect(readdirSync(outboxDir)).toEqual([]);

    sink.refuse(550, 1);
    const refused = await api.gql<{ createOneUserV2: { id: string } }>(CREATE_USER, { data: memberInput('bounced@relayco.test') }, { token: acme.token });
    expect(refused.errors).toBeUndefined();
    expect(refused.data!.createOneUserV2.id).toBeTruthy();
    expect(received('bounced@relayco.test')).toMatchObject([{ accepted: false }]);
  });

  it('retries a reminder the relay refused, with the same Message-ID, until it is taken', async () => {
    const spender = await api.addMember(acme, ['Spender']);
    const gl = await api.gql('mutation { createOneGeneralLedger(name: "Meals", code: "6300") { id } }', {}, { token: acme.token });
    expect(gl.errors).toBeUndefined();
    // The first reminder is answered "try later": the activity fails and Temporal runs it again.
    sink.refuse(451, 1);
    await api.gql('mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id } }', {
      data: { source: 'REIMBURSEMENT', paymentType: 'CASH', amount: '64.00', date: '2026-03-03', vendor: 'Corner Bistro' },
    }, { token: spender.token });
    await expect.poll(() => received(spender.email).filter((m) => m.accepted).length, { timeout: 120_000, interval: 100 }).toBeGreaterThanOrEqual(2);
    const handle = api.temporal.workflow.getHandle(todoRemindersWorkflowId(acme.companyId, spender.userId));
    const { runId } = await handle.describe();
    await handle.terminate('test over');

    const [refused, retried, next] = received(spender.email);
    expect(refused!.accepted).toBe(false);
    expect(retried).toMatchObject({ envelope: { from: 'no-reply@spend.example.com', to: [spender.email] }, accepted: true });
    expect(retried!.mail.subject).toBe('Spend: 1 thing waits on you');
    expect(retried!.mail.text).toContain('- Corner Bistro, $64.00 on 2026-03-03: Choose a GL code.');
    expect(retried!.mail.text).toContain('http://web.test/my-wallet/to-do');
    // One round's attempts share the Message-ID (its run and activity); the next round has its own.
    expect(retried!.mail.messageId).toMatch(new RegExp(`^<todo\\.${runId}\\.\\d+@spend\\.example\\.com>$`));
    expect(refused!.mail.messageId).toBe(retried!.mail.messageId);
    expect(next!.mail.messageId).not.toBe(retried!.mail.messageId);
    expect(readdirSync(outboxDir)).toEqual([]);
  });
});
