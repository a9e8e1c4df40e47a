import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todoRemindersWorkflowId } from '@spend/workflows/messages';
import { PNG, uploadFile } from '../files/testing';
import { runReportWorker } from '../reports/worker';
import { loadConfig } from '../shared/config';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { startWorker, type WorkerProcess } from '../testing/worker';

let api: ApiHarness;
let acme: SeededCompany;
let worker: WorkerProcess;
let apiWorker: Promise<void>;
const stopApiWorker = new AbortController();
const outboxDir = mkdtempSync(join(tmpdir(), 'todo-reminders-'));
const taskQueue = `test-${randomUUID()}`;

const run = async <T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> => {
  const answer = await api.gql<T>(query, variables, { token });
  expect(answer.errors).toBeUndefined();
  return answer.data!;
};
const mailsTo = (email: string) => readdirSync(outboxDir).filter((n) => n.endsWith('.json'))
  .map((n) => JSON.parse(readFileSync(join(outboxDir, n), 'utf8')) as { to: string; subject: string; text: string }).filter((m) => m.to === email);

beforeAll(async () => {
  // The expense-policy reactor too: a policy's verdict can put something on a member's to-do.
  api = await ApiHarness.start('api_todo_reminders', {}, undefined, { expensePolicy: true });
  acme = await api.seedCompany('Acme');
  await run('mutation { updateBooksPolicy(data: { receiptRequiredAbove: "25.00" }) { receiptRequiredAbove } }', {}, acme.token);
  // The real worker with its process managers, reminding every 300 ms; the API's worker reads the to-do and writes the mail.
  worker = await startWorker(api.temporal, { DATABASE_URL: api.db.urlAs('spend_api'), TODO_REMINDER_INTERVAL_MS: '300' }, taskQueue);
  apiWorker = runReportWorker(loadConfig({ TEMPORAL_TASK_QUEUE: taskQueue, IDENTITY_OUTBOX_DIR: outboxDir }), api.workerServices(), stopApiWorker.signal);
});
afterAll(async () => {
  stopApiWorker.abort();
  await apiWorker;
  await worker?.stop();
  await api?.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

describe('to-do reminders (Temporal)', () => {
  it('mails the member on the schedule while something waits, stops the moment the to-do is empty, and starts again for the next thing', async () => {
    const spender = await api.addMember(acme, ['Spender']);
    const gl = (await run<{ createOneGeneralLedger: { id: string } }>('mutation { createOneGeneralLedger(name: "Meals", code: "6300") { id } }', {}, acme.token)).createOneGeneralLedger.id;
    const create = async () => (await run<{ createOneTransaction: { id: string } }>('mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id } }', {
      data: { source: 'REIMBURSEMENT', paymentType: 'CASH', amount: '64.00', date: '2026-03-03', vendor: 'Corner Bistro' },
    }, spender.token)).createOneTransaction.id;
    const dinner = await create();

    // Reminded again and again while the dinner lacks its receipt and code.
    await expect.poll(() => mailsTo(spender.email).length, { timeout: 120_000, interval: 100 }).toBeGreaterThanOrEqual(2);
    expect(mailsTo(spender.email)[0]).toMatchObject({ subject: 'Spend: 2 things wait on you' });
    expect(mailsTo(spender.email)[0]!.text).toContain('- Corner Bistro, $64.00 on 2026-03-03: Choose a GL code.');
    const handle = api.temporal.workflow.getHandle(todoRemindersWorkflowId(acme.companyId, spender.userId));
    const first = await handle.describe();
    expect(first.status.name).toBe('RUNNING');

    await run('mutation ($id: ID!, $gl: ID!) { updateOneTransaction(where: { id: $id }, data: { generalLedgerId: $gl }) { id } }', { id: dinner, gl }, spender.token);
    const photo = await uploadFile(api, spender.token, 'bistro.png', PNG);
    await run('mutation ($id: ID!, $u: ID!) { attachTransactionReceipt(where: { id: $id }, uploadId: $u) { id } }', { id: dinner, u: photo }, spender.token);

    // The next round finds nothing to do: it mails nothing and the loop ends. Every reminder it sent is a mail in the outbox.
    const sent = await api.temporal.workflow.getHandle(handle.workflowId, first.runId).result() as number;
    expect((await handle.describe()).status.name).toBe('COMPLETED');
    expect(mailsTo(spender.email)).toHaveLength(sent);
    expect(sent).toBeGreaterThanOrEqual(2);

    // A new thing to do starts a new loop for the member.
    await create();
    await expect.poll(async () => (await handle.describe()).runId, { timeout: 120_000, interval: 100 }).not.toBe(first.runId);
    await expect.poll(() => mailsTo(spender.email).length, { timeout: 120_000, interval: 100 }).toBeGreaterThan(sent);
    await handle.terminate('test over');
  });

  it('starts an ended loop again when the expense policy flags a transaction of the member, and ends it once they answer', async () => {
    // A company of its own: its policy judges only this member's purchase.
    const globex = await api.seedCompany('Globex');
    const spender = await api.addMember(globex, ['Spender']);
    const gl = (await run<{ createOneGeneralLedger: { id: string } }>('mutation { createOneGeneralLedger(name: "Travel", code: "6400") { id } }', {}, globex.token)).createOneGeneralLedger.id;
    const taxi = (await run<{ createOneTransaction: { id: string } }>('mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id } }', {
      data: { source: 'REIMBURSEMENT', paymentType: 'CASH', amount: '18.00', date: '2026-03-07', vendor: 'Yellow Cab', generalLedgerId: gl },
    }, spender.token)).createOneTransaction.id;
    const todo = async () => (await run<{ todo: { items: { kind: string }[] } }>('{ todo { items { kind } } }', {}, spender.token)).todo.items.map((i) => i.kind);
    expect(await todo()).toEqual([]);

    // The purchase started the member's loop, which found nothing to do and ended without a mail.
    const handle = api.temporal.workflow.getHandle(todoRemindersWorkflowId(globex.companyId, spender.userId));
    const status = () => handle.describe().then((d) => d.status.name, () => 'NOT_STARTED');
    await expect.poll(status, { timeout: 120_000, interval: 100 }).toBe('COMPLETED');
    const ended = await handle.describe();
    expect(mailsTo(spender.email)).toEqual([]);

    // Weekend spend now needs review: the Saturday taxi waits on the member's answer, and they are reminded of it.
    await run('mutation ($data: ExpensePolicyInput!) { updateExpensePolicy(data: $data) { flagWeekends } }', {
      data: { categoryLimits: [], blockedCategories: [], flagWeekends: true, flagMissingReceipts: false },
    }, globex.token);
    await expect.poll(() => mailsTo(spender.email).length, { timeout: 120_000, interval: 100 }).toBeGreaterThanOrEqual(1);
    expect(mailsTo(spender.email)[0]).toMatchObject({ subject: 'Spend: 1 thing waits on you' });
    expect(mailsTo(spender.email)[0]!.text).toContain('- Yellow Cab, $18.00 on 2026-03-07: Explain why: Bought on a Saturday');
    const flagged = await handle.describe();
    expect(flagged.runId).not.toBe(ended.runId);
    expect(await todo()).toEqual(['POLICY']);

    // Their answer empties the to-do: the next round mails nothing and the loop ends.
    await run('mutation ($id: ID!) { explainPolicyFinding(where: { id: $id }, explanation: "Airport run for the Denver offsite.") { id } }', { id: taxi }, spender.token);
    const sent = await api.temporal.workflow.getHandle(handle.workflowId, flagged.runId).result() as number;
    expect((await handle.describe()).status.name).toBe('COMPLETED');
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(mailsTo(spender.email)).toHaveLength(sent);
  });

  it('a change that names no member (a stricter books policy) starts the loops of those it gives something to do', async () => {
    const initech = await api.seedCompany('Initech');
    const spender = await api.addMember(initech, ['Spender']);
    const gl = (await run<{ createOneGeneralLedger: { id: string } }>('mutation { createOneGeneralLedger(name: "Travel", code: "6400") { id } }', {}, initech.token)).createOneGeneralLedger.id;
    const taxi = (await run<{ createOneTransaction: { id: string } }>('mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id } }', {
      data: { source: 'REIMBURSEMENT', paymentType: 'CASH', amount: '18.00', date: '2026-03-04', vendor: 'Yellow Cab', generalLedgerId: gl },
    }, spender.token)).createOneTransaction.id;
    const handle = api.temporal.workflow.getHandle(todoRemindersWorkflowId(initech.companyId, spender.userId));
    await expect.poll(() => handle.describe().then((d) => d.status.name, () => 'NOT_STARTED'), { timeout: 120_000, interval: 100 }).toBe('COMPLETED');
    const ended = await handle.describe();

    // Receipts above $10.00 now: the taxi lacks one, and its member is reminded.
    await run('mutation { updateBooksPolicy(data: { receiptRequiredAbove: "10.00" }) { receiptRequiredAbove } }', {}, initech.token);
    await expect.poll(() => mailsTo(spender.email).length, { timeout: 120_000, interval: 100 }).toBeGreaterThanOrEqual(1);
    expect(mailsTo(spender.email)[0]).toMatchObject({ subject: 'Spend: 1 thing waits on you' });
    expect(mailsTo(spender.email)[0]!.text).toContain('- Yellow Cab, $18.00 on 2026-03-04:');
    const reminded = await handle.describe();
    expect(reminded.runId).not.toBe(ended.runId);

    const photo = await uploadFile(api, spender.token, 'cab.png', PNG);
    await run('mutation ($id: ID!, $u: ID!) { attachTransactionReceipt(where: { id: $id }, uploadId: $u) { id } }', { id: taxi, u: photo }, spender.token);
    const sent = await api.temporal.workflow.getHandle(handle.workflowId, reminded.runId).result() as number;
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(mailsTo(spender.email)).toHaveLength(sent);
  });
});
