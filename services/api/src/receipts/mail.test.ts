import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readdirSync, readSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '@spend/eventstore';
import { PNG } from '../files/testing';
import { ApiHarness, type SeededCompany } from '../testing/harness';
import { aliasToken } from './alias';
import { MAIL_MESSAGES } from './check';
import { receiptPdf, startReceiptsMail, type RunningMail } from './testing';

const DOMAIN = 'receipts.acme.test';
const SECRET = randomBytes(32).toString('hex');
const SHARED = `receipts@${DOMAIN}`;
const MB = 1024 * 1024;

let api: ApiHarness;
let mail: RunningMail;
let acme: SeededCompany;
let spender: { userId: string; email: string; token: string };
let other: { userId: string; email: string; token: string };
const fileStart = (path: string, bytes: number): Buffer => {
  const fd = openSync(path, 'r');
  const start = Buffer.alloc(bytes);
  readSync(fd, start, 0, bytes, 0);
  closeSync(fd);
  return start;
};
const filesDir = mkdtempSync(join(tmpdir(), 'spend-mail-files-'));

type Inbox = { id: string; fileName: string; contentType: string; sizeBytes: number; source: string; url: string }[];
const inbox = async (token: string): Promise<Inbox> => {
  const answer = await api.gql<{ receiptInbox: Inbox }>('{ receiptInbox { id fileName contentType sizeBytes source url } }', {}, { token });
  expect(answer.errors).toBeUndefined();
  return answer.data!.receiptInbox;
};
const download = async (url: string, token: string) => Buffer.from(await (await fetch(new URL(url, api.url), { headers: { authorization: `Bearer ${token}` } })).arrayBuffer());

/** The SMTP rejection a mail gets (its code and the text of the bounce). */
const refusal = async (send: Promise<string>): Promise<{ code: number; text: string }> => {
  const error = await send.then(() => null, (e: { responseCode?: number; response?: string }) => e);
  if (!error) throw new Error('the mail was accepted');
  return { code: error.responseCode ?? 0, text: error.response ?? '' };
};

/** Everything a mail could have left behind: events, upload rows, files on disk. */
const recorded = async () => {
  const client = new pg.Client({ connectionString: api.db.url });
  await client.connect();
  const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM uploads');
  await client.end();
  const files = readdirSync(filesDir, { recursive: true }).length;
  return { events: await api.eventCount(), uploads: Number(rows[0]!.n), files };
};

beforeAll(async () => {
  api = await ApiHarness.start('api_receipts_mail', { STORAGE_LOCAL_DIR: filesDir, RECEIPTS_MAIL_DOMAIN: DOMAIN, RECEIPTS_MAIL_SECRET: SECRET });
  acme = await api.seedCompany('Acme');
  spender = await api.addMember(acme, ['Spender']);
  other = await api.addMember(acme, ['Spender']);
  mail = await startReceiptsMail({ db: api.readDb, store: api.store, storage: api.storage, clock: systemClock, domain: DOMAIN, secret: SECRET, maxMessageBytes: 25 * MB, maxReceiptBytes: 10 * MB });
});
afterAll(async () => {
  await mail?.close();
  await api?.close();
});

describe('receipts by mail', () => {
  it("files a member's attached PDF and PNG in their inbox, downloadable by them, and only once when the same mail comes again", async () => {
    const pdf = await receiptPdf();
    const message = { from: spender.email, to: SHARED, subject: 'Lunch', text: 'See attached', messageId: `<${randomBytes(8).toString('hex')}@phone.test>`,
      attachments: [{ filename: 'lunch.pdf', content: pdf }, { filename: 'taxi.png', content: PNG }] };
    expect(await mail.send(message)).toMatch(/^250 2\.0\.0 2 receipts received/);
    await expect.poll(async () => (await inbox(spender.token)).map((r) => [r.fileName, r.contentType, r.sizeBytes, r.source]).sort()).toEqual([
      ['lunch.pdf', 'application/pdf', pdf.length, 'EMAIL'], ['taxi.png', 'image/png', PNG.length, 'EMAIL'],
    ]);
    const received = await inbox(spender.token);
    expect((await download(received.find((r) => r.fileName === 'lunch.pdf')!.url, spender.token)).equals(pdf)).toBe(true);
    expect(await inbox(other.token)).toEqual([]);

    // A sending server's retry of the same message records nothing new.
    const before = await recorded();
    await mail.send(message);
    expect(await recorded()).toEqual(before);
  });

  it("takes forwarded mail from any address at the member's personal address, and a forwarded receipt mail's HTML body as a PDF", async () => {
    const addresses = await api.gql<{ receiptsMailAddresses: { shared: string; personal: string } }>('{ receiptsMailAddresses { shared personal } }', {}, { token: other.token });
    const { shared, personal } = addresses.data!.receiptsMailAddresses;
    expect([shared, personal]).toEqual([SHARED, `receipts+${aliasToken(SECRET, other.userId)}@${DOMAIN}`]);
    const html = '<html><body><h1>Uber</h1><table><tr><td>Trip</td><td>$23.10</td></tr><tr><td>Total</td><td>$23.10</td></tr></table></body></html>';
    expect(await mail.send({ from: 'sam.private@gmail.test', to: personal, subject: 'Fwd: Your Tuesday trip with Uber', html })).toMatch(/^250 2\.0\.0 Receipt received/);
    await expect.poll(async () => (await inbox(other.token)).map((r) => [r.fileName, r.contentType]), { timeout: 120_000 }).toEqual([['Fwd Your Tuesday trip with Uber.pdf', 'application/pdf']]);
    const pdf = await download((await inbox(other.token))[0]!.url, other.token);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // A token changed by one letter names nobody.
    const forged = personal.replace(/\+(.)/, (_, c: string) => `+${c === 'a' ? 'b' : 'a'}`);
    const before = await recorded();
    expect(await refusal(mail.send({ from: 'sam.private@gmail.test', to: forged, text: 'hi', attachments: [{ filename: 'a.png', content: PNG }] }))).toEqual({ code: 550, text: `550 ${MAIL_MESSAGES.noMailbox(forged)}` });
    expect(await recorded()).toEqual(before);
  });
});

describe('bad mail is refused with a clear bounce, and nothing is recorded', () => {
  const refusedCases: [string, () => Promise<{ from?: string; attachments?: { filename: string; content: Buffer }[]; html?: string }>, number, (name: string) => string][] = [
    ['an unknown sender', async () => ({ from: 'stranger@elsewhere.test', attachments: [{ filename: 'r.pdf', content: await receiptPdf() }] }), 550, () => MAIL_MESSAGES.unknownSender('stranger@elsewhere.test')],
    // 40 MB of zeros in a 40 kB zip: refused by its magic bytes, never unpacked.
    ['a zip bomb named .pdf', async () => ({ attachments: [{ filename: 'receipt.pdf', content: Buffer.from(zipSync({ 'a.bin': new Uint8Array(40 * MB) })) }] }), 550, () => MAIL_MESSAGES.notReceipt('receipt.pdf')],
    // The start of a real executable (this Node's own binary).
    ['an executable named .pdf', async () => ({ attachments: [{ filename: 'invoice.pdf', content: fileStart(process.execPath, 64 * 1024) }] }), 550, () => MAIL_MESSAGES.notReceipt('invoice.pdf')],
    ['a PDF that fails to parse', async () => ({ attachments: [{ filename: 'broken.pdf', content: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer garbage') }] }), 550, () => MAIL_MESSAGES.unreadablePdf('broken.pdf')],
    ['a good receipt beside a file that is not one', async () => ({ attachments: [{ filename: 'ok.pdf', content: await receiptPdf() }, { filename: 'notes.txt', content: Buffer.from('hello') }] }), 550, () => MAIL_MESSAGES.notReceipt('notes.txt')],
    ['a 30 MB attachment', async () => ({ attachments: [{ filename: 'huge.pdf', content: Buffer.concat([await receiptPdf(), randomBytes(30 * MB)]) }] }), 552, () => MAIL_MESSAGES.tooLarge(25 * MB)],
    ['a 12 MB receipt (over the receipt limit, under the mail limit)', async () => ({ attachments: [{ filename: 'scan.png', content: Buffer.concat([PNG, randomBytes(12 * MB)]) }] }), 552, () => MAIL_MESSAGES.fileTooLarge('scan.png', 10 * MB)],
    ['a mail with no receipt at all', async () => ({ html: '' }), 550, () => MAIL_MESSAGES.empty],
  ];

  it.each(refusedCases)('%s', async (_, build, code, message) => {
    const before = await recorded();
    const { from, ...rest } = await build();
    expect(await refusal(mail.send({ from: from ?? spender.email, to: SHARED, subject: 'Receipt', ...rest }))).toEqual({ code, text: `${code} ${message('')}` });
    expect(await recorded()).toEqual(before);
  });
});

describe("attaching an inbox receipt to one of the member's transactions", () => {
  type Tx = { id: string; receipts: { fileId: string; fileName: string }[]; missingDetails: { kind: string }[] };
  const ATTACH = 'mutation ($receiptId: ID!, $id: ID!) { attachInboxReceipt(receiptId: $receiptId, where: { id: $id }) { id receipts { fileId fileName } missingDetails { kind } } }';
  const attach = (receiptId: string, id: string, token: string) => api.gql<{ attachInboxReceipt: Tx }>(ATTACH, { receiptId, id }, { token });

  it('attaches it through the upload path (the missing receipt is no longer missing), once, and only for its own member', async () => {
    const policy = await api.gql('mutation { updateBooksPolicy(data: { receiptRequiredAbove: "25.00" }) { receiptRequiredAbove } }', {}, { token: acme.token });
    expect(policy.errors).toBeUndefined();
    const created = await api.gql<{ createOneTransaction: Tx }>('mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id receipts { fileId fileName } missingDetails { kind } } }', {
      data: { source: 'REIMBURSEMENT', paymentType: 'CASH', amount: '120.00', date: '2026-02-27', vendor: 'Blue Bottle Coffee' },
    }, { token: spender.token });
    const transaction = created.data!.createOneTransaction;
    expect(transaction.missingDetails.map((m) => m.kind)).toContain('RECEIPT');

    await mail.send({ from: spender.email, to: SHARED, subject: 'Coffee', text: 'receipt', attachments: [{ filename: 'coffee.pdf', content: await receiptPdf() }] });
    await expect.poll(async () => (await inbox(spender.token)).some((r) => r.fileName === 'coffee.pdf'), { timeout: 120_000 }).toBe(true);
    const receipt = (await inbox(spender.token)).find((r) => r.fileName === 'coffee.pdf')!;

    // Another member can neither attach it nor learn it exists.
    expect((await attach(receipt.id, transaction.id, other.token)).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    expect((await attach('not-a-uuid', transaction.id, spender.token)).errors![0]!.extensions!.code).toBe('NOT_FOUND');

    const attached = await attach(receipt.id, transaction.id, spender.token);
    expect(attached.errors).toBeUndefined();
    expect(attached.data!.attachInboxReceipt.receipts).toEqual([{ fileId: receipt.id, fileName: 'coffee.pdf' }]);
    expect(attached.data!.attachInboxReceipt.missingDetails.map((m) => m.kind)).not.toContain('RECEIPT');
    expect((await inbox(spender.token)).map((r) => r.id)).not.toContain(receipt.id);

    const again = await attach(receipt.id, transaction.id, spender.token);
    expect(again.errors![0]!.extensions!.code).toBe('CONFLICT');
  });
});
