import nodemailer from 'nodemailer';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { callApi, logIn, screenshot, toastText, tokenOf, useStackAndBrowser } from './browser';

// Receipts by email (issue #27 item 1) in Chromium against the real stack: a spender mails a receipt
// to the API's receipts mail service, finds it in their inbox on a transaction's page with their
// personal forwarding address, and attaches it with one click; with the worker, a mailed PDF is read
// (the receipt-reading workflow) and matched to its transaction on its own (items 2 and 3).
const { stack, browser } = useStackAndBrowser({ worker: true });

const SLOW = { timeout: 90_000 };
/** A real 1x1 PNG (a phone's photo of a receipt, in miniature). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe('receipts by email, in Chromium', () => {
  it("a spender's mailed receipt waits in their inbox and is attached to their transaction with one click", async () => {
    const page = await browser().newPage();
    await logIn(stack(), page, 'spender@demo.spend.test', '/transactions');
    const token = await tokenOf(page);
    const { createOneTransaction } = await callApi<{ createOneTransaction: { id: string } }>(stack(), token,
      'mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id } }',
      { data: { source: 'REIMBURSEMENT', paymentType: 'CASH', amount: '18.20', date: '2026-02-27', vendor: 'Corner Cafe' } });

    const smtp = nodemailer.createTransport({ host: '127.0.0.1', port: stack().receiptsSmtpPort, secure: false, ignoreTLS: true });
    const sent = await smtp.sendMail({ from: 'spender@demo.spend.test', to: 'receipts@spend.localhost', subject: 'Cafe', text: 'Photo attached', attachments: [{ filename: 'cafe-receipt.png', content: PNG }] });
    expect(sent.response).toMatch(/^250 2\.0\.0 Receipt received/);
    smtp.close();
    // Filed once the projections have the event (the page reads the inbox when it opens).
    const inbox = async () => (await callApi<{ receiptInbox: { fileName: string }[] }>(stack(), token, '{ receiptInbox { fileName } }')).receiptInbox.map((r) => r.fileName);
    await expect.poll(inbox, SLOW).toContain('cafe-receipt.png');

    await page.goto(`${stack().web}/transactions/${createOneTransaction.id}`);
    await expect.poll(() => page.textContent('[data-testid=receipts-address]'), SLOW).toMatch(/forward them from any address to receipts\+[a-z2-7]{42}@spend\.localhost/);
    await expect.poll(() => page.$$eval('[data-testid=inbox-receipt-name]', (names) => names.map((n) => n.textContent)), SLOW).toContain('cafe-receipt.png');
    await screenshot(page, 'receipt-inbox');
    await page.locator('[data-testid=inbox-receipt]', { hasText: 'cafe-receipt.png' }).locator('[data-testid=attach-inbox-receipt]').click();
    await expect.poll(() => toastText(page), SLOW).toBe('The receipt has been attached.');
    await expect.poll(() => page.$$eval('[data-testid=receipt-name]', (names) => names.map((n) => n.textContent)), SLOW).toEqual(['cafe-receipt.png']);
    await expect.poll(() => page.$$eval('[data-testid=inbox-receipt-name]', (names) => names.map((n) => n.textContent)), SLOW).not.toContain('cafe-receipt.png');
    await page.close();
  });

  it("reads a mailed PDF receipt and attaches it to the spender's matching transaction on its own, the reading shown beside it", async () => {
    const page = await browser().newPage();
    await logIn(stack(), page, 'spender@demo.spend.test', '/transactions');
    const token = await tokenOf(page);
    const { createOneTransaction } = await callApi<{ createOneTransaction: { id: string } }>(stack(), token,
      'mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id } }',
      { data: { source: 'REIMBURSEMENT', paymentType: 'CASH', amount: '47.35', date: '2026-03-02', vendor: 'Tartine Bakery' } });
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Courier);
    doc.addPage([260, 200]).drawText('TARTINE BAKERY\n600 Guerrero St\n03/01/2026 09:12\nPastries        43.50\nTax              3.85\nTOTAL           47.35', { x: 12, y: 180, size: 10, font, lineHeight: 14 });

    const smtp = nodemailer.createTransport({ host: '127.0.0.1', port: stack().receiptsSmtpPort, secure: false, ignoreTLS: true });
    await smtp.sendMail({ from: 'spender@demo.spend.test', to: 'receipts@spend.localhost', subject: 'Tartine', text: 'Receipt attached', attachments: [{ filename: 'tartine.pdf', content: Buffer.from(await doc.save()) }] });
    smtp.close();
    // Read by the reading workflow (the API's activity), matched by the receipt-matching reactor: nobody attaches it.
    const receipts = async () => (await callApi<{ transaction: { receipts: { fileName: string }[] } }>(stack(), token,
      `{ transaction(where: { id: "${createOneTransaction.id}" }) { receipts { fileName } } }`)).transaction.receipts.map((r) => r.fileName);
    await expect.poll(receipts, SLOW).toEqual(['tartine.pdf']);

    await page.goto(`${stack().web}/transactions/${createOneTransaction.id}`);
    await expect.poll(() => page.textContent('[data-testid=receipt] [data-testid=receipt-reading]'), SLOW).toBe('Read from the PDF: TARTINE BAKERY · 2026-03-01 · $47.35');
    await screenshot(page, 'receipt-read-and-matched');
    await page.close();
  });
});
