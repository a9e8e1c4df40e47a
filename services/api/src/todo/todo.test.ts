import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptDecider, streams } from '@spend/domain';
import { handleCommand } from '@spend/eventstore';
import { outboxFolder } from '@spend/runtime/mail';
import { PNG, uploadFile } from '../files/testing';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { remindTodo } from './remind';

let api: ApiHarness;
let acme: SeededCompany;
let spender: { userId: string; email: string; token: string };
let other: { userId: string; email: string; token: string };
let generalLedgerId: string;
const outboxDir = mkdtempSync(join(tmpdir(), 'todo-outbox-'));

type Item = { id: string; kind: string; transaction: { id: string; description: string } | null; receipt: { id: string; suggestions: { transactionId: string }[] } | null; missing: { kind: string; message: string }[] };
const TODO = '{ todo { count items { id kind transaction { id description } receipt { id suggestions { transactionId } } missing { kind message } } } badgeCounts { todo } }';
const todoOf = async (token: string) => {
  const answer = await api.gql<{ todo: { count: number; items: Item[] }; badgeCounts: { todo: number } }>(TODO, {}, { token });
  expect(answer.errors).toBeUndefined();
  return answer.data!;
};

const run = async <T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> => {
  const answer = await api.gql<T>(query, variables, { token });
  expect(answer.errors).toBeUndefined();
  return answer.data!;
};
const reimbursement = async (token: string, vendor: string, amount: string): Promise<string> =>
  (await run<{ createOneTransaction: { id: string } }>('mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id } }', {
    data: { source: 'REIMBURSEMENT', paymentType: 'CASH', amount, date: '2026-02-27', vendor },
  }, token)).createOneTransaction.id;
const code = (id: string, token: string) => run('mutation ($id: ID!, $gl: ID!) { updateOneTransaction(where: { id: $id }, data: { generalLedgerId: $gl }) { id } }', { id, gl: generalLedgerId }, token);

/** A receipt in the member's inbox the matcher could not be sure about, offered for these transactions (as the matching reactor records it). */
const offeredReceipt = async (userId: string, transactionIds: string[]): Promise<string> => {
  const uploadId = await uploadFile(api, userId === spender.userId ? spender.token : other.token, 'taxi.png', PNG);
  await run('mutation ($uploadId: ID!) { uploadInboxReceipt(uploadId: $uploadId) { id } }', { uploadId }, userId === spender.userId ? spender.token : other.token);
  const why = { receiptTotalCents: 4000, transactionAmountCents: 4000, amount: 'EXACT' as const, dayDifference: 0, merchantSimilarity: 0.9, cardLast4: null };
  await handleCommand(api.store, streams.receipt(uploadId), receiptDecider, {
    type: 'SuggestReceiptMatch', receiptId: uploadId, companyId: acme.companyId, userId, candidates: transactionIds.map((transactionId) => ({ transactionId, why })),
    sameTransactions: false, now: new Date().toISOString(),
  }, { companyId: acme.companyId, userId: null, correlationId: uploadId, commandId: randomUUID() });
  return uploadId;
};

beforeAll(async () => {
  api = await ApiHarness.start('api_todo');
  acme = await api.seedCompany('Acme');
  spender = await api.addMember(acme, ['Spender']);
  other = await api.addMember(acme, ['Spender']);
  await run('mutation { updateBooksPolicy(data: { receiptRequiredAbove: "25.00" }) { receiptRequiredAbove } }', {}, acme.token);
  generalLedgerId = (await run<{ createOneGeneralLedger: { id: string } }>('mutation { createOneGeneralLedger(name: "Travel", code: "6200") { id } }', {}, acme.token)).createOneGeneralLedger.id;
});
afterAll(async () => {
  await api?.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

describe("the spender's to-do", () => {
  it('lists what waits on the member alone, each with exactly what is missing; acting on an item takes it off', async () => {
    const dinner = await reimbursement(spender.token, 'Dinner Place', '120.00');
    const parking = await reimbursement(spender.token, 'City Parking', '10.00');
    const taxiA = await reimbursement(spender.token, 'Yellow Cab', '40.00');
    await code(taxiA, spender.token);
    const taxiB = await reimbursement(spender.token, 'Yellow Cab', '40.00');
    await code(taxiB, spender.token);
    const othersDinner = await reimbursement(other.token, 'Dinner Place', '80.00');
    const receiptId = await offeredReceipt(spender.userId, [taxiA, taxiB]);

    // The dinner lacks a receipt and a code, the parking (below the threshold) a code, each taxi a receipt; one receipt to confirm.
    await expect.poll(async () => (await todoOf(spender.token)).badgeCounts.todo, { timeout: 120_000 }).toBe(6);
    const { todo } = await todoOf(spender.token);
    expect(todo.count).toBe(6);
    const byId = new Map(todo.items.map((i) => [i.id, i]));
    expect(todo.items.every((i) => i.transaction?.id !== othersDinner)).toBe(true);
    expect(byId.get(`RECEIPT:${dinner}`)).toMatchObject({ kind: 'RECEIPT', transaction: { id: dinner, description: 'Dinner Place' }, missing: [
      { kind: 'RECEIPT', message: 'Attach a receipt: the company asks for one above $25.00.' },
    ] });
    expect(byId.get(`CODING:${dinner}`)).toMatchObject({ kind: 'CODING', transaction: { id: dinner }, missing: [{ kind: 'GENERAL_LEDGER', message: 'Choose a GL code.' }] });
    expect(byId.has(`RECEIPT:${parking}`)).toBe(false);
    expect(byId.get(`CODING:${parking}`)!.missing).toEqual([{ kind: 'GENERAL_LEDGER', message: 'Choose a GL code.' }]);
    expect(byId.has(`CODING:${taxiA}`)).toBe(false);
    expect(byId.get(`RECEIPT:${taxiA}`)!.missing).toEqual([{ kind: 'RECEIPT', message: 'Attach a receipt: the company asks for one above $25.00.' }]);
    expect(byId.get(`MATCH:${receiptId}`)).toMatchObject({ kind: 'MATCH', transaction: null, receipt: { id: receiptId, suggestions: [{ transactionId: taxiA }, { transactionId: taxiB }] },
      missing: [{ kind: 'MATCH', message: 'Confirm which transaction this receipt is for: 2 transactions look like it.' }] });
    expect((await todoOf(other.token)).todo.items.map((i) => i.id)).toEqual([`RECEIPT:${othersDinner}`, `CODING:${othersDinner}`]);

    // The one-tap actions: confirm the suggested receipt, upload the missing one, code.
    await run('mutation ($r: ID!, $id: ID!) { attachInboxReceipt(receiptId: $r, where: { id: $id }) { id } }', { r: receiptId, id: taxiA }, spender.token);
    const photo = await uploadFile(api, spender.token, 'dinner.png', PNG);
    await run('mutation ($id: ID!, $u: ID!) { attachTransactionReceipt(where: { id: $id }, uploadId: $u) { id } }', { id: dinner, u: photo }, spender.token);
    await code(parking, spender.token);
    const after = await todoOf(spender.token);
    expect(after.todo.items.map((i) => i.id).sort()).toEqual([`CODING:${dinner}`, `RECEIPT:${taxiB}`].sort());
    expect(after.badgeCounts.todo).toBe(2);
  });

  it("refuses acting on another member's item or on one already done, recording nothing", async () => {
    const lunch = await reimbursement(spender.token, 'Lunch Spot', '60.00');
    const othersLunch = await reimbursement(other.token, 'Lunch Spot', '60.00');
    const receiptId = await offeredReceipt(spender.userId, [lunch]);
    const attach = (id: string, token: string) => api.gql('mutation ($r: ID!, $id: ID!) { attachInboxReceipt(receiptId: $r, where: { id: $id }) { id } }', { r: receiptId, id }, { token });

    const before = await api.eventCount();
    // Another member: their token cannot confirm the spender's receipt, nor onto their own transaction.
    expect((await attach(lunch, other.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await attach(othersLunch, other.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // The spender cannot put it on someone else's transaction.
    expect((await attach(othersLunch, spender.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await api.eventCount()).toBe(before);
    expect((await todoOf(spender.token)).todo.items.some((i) => i.id === `MATCH:${receiptId}`)).toBe(true);

    expect((await attach(lunch, spender.token)).errors).toBeUndefined();
    const done = await api.eventCount();
    const again = await attach(lunch, spender.token);
    expect(again.errors?.[0]).toMatchObject({ message: 'This receipt is already attached to a transaction.', extensions: { code: 'CONFLICT' } });
    expect(await api.eventCount()).toBe(done);
    expect((await todoOf(spender.token)).todo.items.some((i) => i.id === `MATCH:${receiptId}`)).toBe(false);
  });
});

describe('the reminder mail', () => {
  const mails = () => readdirSync(outboxDir).filter((n) => n.endsWith('.json')).map((n) => JSON.parse(readFileSync(join(outboxDir, n), 'utf8')) as { to: string; subject: string; text: string; link: string });

  it("mails the member what waits, each with what it lacks, and nothing once it is done", async () => {
    const member = await api.addMember(acme, ['Spender']);
    const hotel = await reimbursement(member.token, 'Harbor Hotel', '300.00');
    const services = { ...api.workerServices(), mail: outboxFolder(outboxDir), webOrigin: 'https://spend.example' };
    expect(await remindTodo(services, { companyId: acme.companyId, userId: member.userId })).toEqual({ open: 2 });
    const [mail] = mails().filter((m) => m.to === member.email);
    expect(mail).toMatchObject({ subject: 'Spend: 2 things wait on you', link: 'https://spend.example/my-wallet/to-do' });
    expect(mail!.text).toContain('- Harbor Hotel, $300.00 on 2026-02-27: Attach a receipt: the company asks for one above $25.00.\n- Harbor Hotel, $300.00 on 2026-02-27: Choose a GL code.\n');

    // Another company's id finds nothing of this member's.
    const globex = await api.seedCompany('Globex');
    expect(await remindTodo(services, { companyId: globex.companyId, userId: member.userId })).toEqual({ open: 0 });

    await code(hotel, member.token);
    const photo = await uploadFile(api, member.token, 'hotel.png', PNG);
    await run('mutation ($id: ID!, $u: ID!) { attachTransactionReceipt(where: { id: $id }, uploadId: $u) { id } }', { id: hotel, u: photo }, member.token);
    expect(await remindTodo(services, { companyId: acme.companyId, userId: member.userId })).toEqual({ open: 0 });
    expect(mails().filter((m) => m.to === member.email)).toHaveLength(1);
  });
});
