import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptDecider, streams } from '@spend/domain';
import { handleCommand, loadState, systemClock } from '@spend/eventstore';
import { storeServerFile } from '../files/stored-file';
import { PNG, uploadFile } from '../files/testing';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { EXTRACT_MESSAGES, ReceiptTextReader } from './extract';
import { goldenCases, goldenFile } from './golden/golden';
import { readReceiptFile } from './read-file';
import { receiptPdf } from './testing';

let api: ApiHarness;
let acme: SeededCompany;
const reader = new ReceiptTextReader();

beforeAll(async () => {
  api = await ApiHarness.start('api_receipts_read', {}, systemClock, { receiptMatching: true });
  acme = await api.seedCompany('Acme');
});
afterAll(async () => {
  await reader.close();
  await api?.close();
});

/** A receipt in the admin's inbox (stored and received as the mail service does), then read as the reading workflow's activity reads it. */
const mailedAndRead = async (fileName: string, contentType: string, bytes: Buffer): Promise<string> => {
  const receiptId = randomUUID();
  const file = await storeServerFile(api.storage, api.readDb, { fileId: receiptId, kind: 'receipt', companyId: acme.companyId, userId: acme.adminUserId, fileName, contentType, bytes });
  await handleCommand(api.store, streams.receipt(receiptId), receiptDecider, {
    type: 'ReceiveReceipt', receiptId, companyId: acme.companyId, userId: acme.adminUserId, source: 'EMAIL', fileId: receiptId, fileName, contentType,
    sizeBytes: file.sizeBytes, sha256: file.sha256, now: new Date().toISOString(),
  }, { companyId: acme.companyId, userId: acme.adminUserId, correlationId: receiptId, commandId: receiptId });
  await readReceiptFile({ db: api.readDb, storage: api.storage, store: api.store, reader, clock: systemClock }, { fileId: receiptId, companyId: acme.companyId });
  return receiptId;
};

type Reading = { method: string; failure: string | null; merchant: string | null; date: string | null; total: number | null; cardLast4: string | null } | null;
type InboxRow = { id: string; url: string; reading: Reading; suggestions: { transactionId: string; amount: string }[] };
const inbox = async (): Promise<InboxRow[]> => {
  const answer = await api.gql<{ receiptInbox: InboxRow[] }>('{ receiptInbox { id url reading { method failure merchant date total cardLast4 } suggestions { transactionId amount } } }', {}, { token: acme.token });
  expect(answer.errors).toBeUndefined();
  return answer.data!.receiptInbox;
};
const inboxRow = async (id: string) => (await inbox()).find((r) => r.id === id);

describe('reading receipts', () => {
  it("reads a PDF's text and attaches the receipt to the member's transaction it matches, the reading shown beside it", async () => {
    const created = await api.gql<{ createOneTransaction: { id: string } }>('mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id } }', {
      data: { paymentType: 'CASH', amount: '12.40', date: '2026-03-02', vendor: 'Blue Bottle' },
    }, { token: acme.token });
    expect(created.errors).toBeUndefined();
    const transactionId = created.data!.createOneTransaction.id;
    const receiptId = await mailedAndRead('coffee.pdf', 'application/pdf', await receiptPdf('Blue Bottle Coffee'));
    expect((await loadState(api.store, streams.receipt(receiptId), receiptDecider)).read).toMatchObject({ method: 'PDF_TEXT', failure: null, merchant: 'Blue Bottle Coffee', date: '2026-03-01', totalCents: 1240 });

    await expect.poll(async () => (await loadState(api.store, streams.receipt(receiptId), receiptDecider)).transactionId, { timeout: 120_000 }).toBe(transactionId);
    const query = '{ transaction(where: { id: $id }) { receipts { fileId reading { merchant total date method } } } }'.replace('{ id: $id }', `{ id: "${transactionId}" }`);
    await expect.poll(async () => (await api.gql<{ transaction: { receipts: unknown[] } }>(query, {}, { token: acme.token })).data?.transaction.receipts, { timeout: 120_000 })
      .toEqual([{ fileId: receiptId, reading: { merchant: 'Blue Bottle Coffee', total: 1240, date: '2026-03-01', method: 'PDF_TEXT' } }]);
    expect(await inboxRow(receiptId)).toBeUndefined();
  });

  it('reads a photographed receipt by OCR (a golden-set photo with rotation, blur and noise)', async () => {
    const photo = goldenCases().find((c) => c.file === '011.jpg')!;
    const receiptId = await mailedAndRead('photo.jpg', 'image/jpeg', goldenFile(photo));
    const read = (await loadState(api.store, streams.receipt(receiptId), receiptDecider)).read!;
    const right = photo.transactions.find((t) => t.transactionId === photo.expected)!;
    expect([read.method, read.failure, read.totalCents]).toEqual(['OCR', null, right.amountCents]);
    expect(read.confidence).toBeGreaterThan(0.5);
  });

  it('keeps a PDF that fails to parse and an image with no text, read with nothing and saying why', async () => {
    const broken = await mailedAndRead('broken.pdf', 'application/pdf', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage without an xref'));
    const blank = await mailedAndRead('blank.png', 'image/png', PNG);
    await expect.poll(async () => [(await inboxRow(broken))?.reading, (await inboxRow(blank))?.reading], { timeout: 120_000 }).toEqual([
      { method: 'PDF_TEXT', failure: EXTRACT_MESSAGES.unparsablePdf, merchant: null, date: null, total: null, cardLast4: null },
      { method: 'OCR', failure: EXTRACT_MESSAGES.noText, merchant: null, date: null, total: null, cardLast4: null },
    ]);
    // Nothing lost: the files are still in the inbox and download as they came.
    const response = await fetch(new URL((await inboxRow(broken))!.url, api.url), { headers: { authorization: `Bearer ${acme.token}` } });
    expect((await response.text()).startsWith('%PDF-1.7')).toBe(true);
  });
});

describe('uploading a receipt to the inbox', () => {
  it("files a member's uploaded photo in their inbox, once however often it is sent, and refuses someone else's upload", async () => {
    const uploadId = await uploadFile(api, acme.token, 'phone-photo.png', PNG);
    const send = (token = acme.token) => api.gql<{ uploadInboxReceipt: { id: string; source: string; fileName: string } }>(
      'mutation ($uploadId: ID!) { uploadInboxReceipt(uploadId: $uploadId) { id source fileName } }', { uploadId }, { token });
    const first = await send();
    expect(first.errors).toBeUndefined();
    expect(first.data!.uploadInboxReceipt).toEqual({ id: uploadId, source: 'UPLOAD', fileName: 'phone-photo.png' });
    expect((await send()).data!.uploadInboxReceipt.id).toBe(uploadId);
    expect((await inbox()).filter((r) => r.id === uploadId)).toHaveLength(1);

    const other = await api.addMember(acme, ['Spender']);
    const events = await api.eventCount();
    expect((await send(other.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await api.eventCount()).toBe(events);
  });
});
