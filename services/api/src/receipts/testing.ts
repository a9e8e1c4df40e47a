// Test and benchmark helpers: real receipts, and the receipts mail service started on a free port.
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pino } from 'pino';
import type { SMTPServer } from 'smtp-server';
import { createReceiptsMailServer, type ReceiptsMailOptions } from './mail-server';

/** A real one-page PDF receipt; `padBytes` of random data embedded in it make it as large as a scanned one. */
export const receiptPdf = async (merchant = 'Blue Bottle Coffee', padBytes = 0): Promise<Buffer> => {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 400]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(`${merchant}\nTotal $12.40\n2026-03-01`, { x: 20, y: 360, size: 12, font, lineHeight: 16 });
  if (padBytes > 0) {
    const { randomBytes } = await import('node:crypto');
    await doc.attach(randomBytes(padBytes), 'scan.bin', { mimeType: 'application/octet-stream' });
  }
  return Buffer.from(await doc.save());
};

export interface RunningMail {
  port: number;
  server: SMTPServer;
  /** Sends a mail; answers the server's reply, or throws the rejection (its `responseCode` and `response`). */
  send: (mail: Mail.Options) => Promise<string>;
  close: () => Promise<void>;
}

/** The receipts mail service on a free loopback port, and a client that speaks to it (nodemailer). */
export const startReceiptsMail = async (options: Omit<ReceiptsMailOptions, 'logger'>): Promise<RunningMail> => {
  const server = createReceiptsMailServer({ ...options, logger: pino({ level: 'warn' }) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, pool: true, maxConnections: 4 });
  return {
    port,
    server,
    send: async (mail) => (await transport.sendMail(mail)).response,
    close: async () => {
      transport.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
