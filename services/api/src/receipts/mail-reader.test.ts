import { join } from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import { Piscina } from 'piscina';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledServices } from '@spend/eventstore/build';
import { bundleFileName, workerScript } from '@spend/runtime/bundles';
import { MAIL_MESSAGES } from './check';
import { createMailReader } from './mail-reader';
import type { MailReading } from './read-mail';
import { receiptPdf } from './testing';

// The mail reader parses and checks mail on worker threads, off the API's event loop: from source
// (tsx) as tests and `npm start` run it, and from the compiled bundle as the production image does.
const WORKER = 'services/api/src/receipts/mail-worker.ts';
const compose = (mail: Mail.Options): Promise<Buffer> => new MailComposer(mail).compile().build();
const MB = 1024 * 1024;

const reader = createMailReader();
afterAll(() => reader.close());

const receiptMail = async () => {
  const pdf = await receiptPdf('Worker Hotel');
  const raw = await compose({ from: 'sam@acme.test', to: 'receipts@acme.test', subject: 'Folio', text: 'Attached.', messageId: '<folio-1@acme.test>', attachments: [{ filename: 'folio.pdf', content: pdf }] });
  return { pdf, raw };
};

const expectOneReceipt = (reading: MailReading, pdf: Buffer) => {
  if ('refusal' in reading) throw new Error(`refused: ${reading.refusal.message}`);
  expect(reading.messageKey).toBe('<folio-1@acme.test>');
  expect(reading.receipts.map((r) => [r.fileName, r.contentType])).toEqual([['folio.pdf', 'application/pdf']]);
  expect(Buffer.from(reading.receipts[0]!.bytes).equals(pdf)).toBe(true);
};

describe('the mail reader (worker threads)', () => {
  it("reads a mail's receipts, checked, with the bytes as attached", async () => {
    const { pdf, raw } = await receiptMail();
    // In chunks, as the SMTP session hands them over.
    expectOneReceipt(await reader.read([raw.subarray(0, 1000), raw.subarray(1000)], 10 * MB), pdf);
  });

  it('answers a refusal as data for mail that is no receipt, and keeps reading after it', async () => {
    const exe = await compose({ from: 'sam@acme.test', to: 'receipts@acme.test', subject: 'Invoice', attachments: [{ filename: 'invoice.pdf', content: Buffer.from('MZ\x90\x00 not a pdf at all') }] });
    expect(await reader.read([exe], 10 * MB)).toEqual({ refusal: { responseCode: 550, message: MAIL_MESSAGES.notReceipt('invoice.pdf') } });
    const empty = await compose({ from: 'sam@acme.test', to: 'receipts@acme.test', subject: 'Hi' });
    expect(await reader.read([empty], 10 * MB)).toEqual({ refusal: { responseCode: 550, message: MAIL_MESSAGES.empty } });
    const { pdf, raw } = await receiptMail();
    expectOneReceipt(await reader.read([raw], 10 * MB), pdf);
  });

  it("runs the worker's compiled bundle when the caller is the API's bundle", async () => {
    const dir = await compiledServices();
    const script = workerScript(WORKER, join(dir, bundleFileName('services/api/src/main.ts')), new URL('./mail-worker.ts', import.meta.url));
    expect(script).toEqual({ filename: join(dir, bundleFileName(WORKER)) });
    const pool = new Piscina({ ...script, maxThreads: 1 });
    try {
      const { pdf, raw } = await receiptMail();
      expectOneReceipt((await pool.run({ message: raw, maxReceiptBytes: 10 * MB })) as MailReading, pdf);
    } finally {
      await pool.destroy();
    }
  }, 300_000);
});
