import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, logIn, PNG, purchase, toastText, tokenOf, useStackAndBrowser } from './browser';

// The stack with the real authorizer, so the report holds real purchases.
const { stack, browser } = useStackAndBrowser({ authorizer: true });

const SLOW = { timeout: 90_000 };

const read = async (file: Download): Promise<Buffer> => {
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Whether the toast on screen stays clear of the header's "+ Add" (their boxes do not meet), measured as it shows. */
const toastClearOfAdd = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const [toast, add] = [document.querySelector('[data-testid=toast]'), document.querySelector('button[aria-label=Add]')].map((e) => e!.getBoundingClientRect());
    return toast!.bottom <= add!.top || toast!.top >= add!.bottom || toast!.right <= add!.left || toast!.left >= add!.right;
  });

/** Clicks Export, expects the spec's toast (clear of "+ Add"), and returns the downloaded file. */
const exportView = async (page: Page, button = 'export-report') => {
  const download = page.waitForEvent('download');
  await page.click(`[data-testid=${button}]`);
  await page.waitForSelector('[data-testid=toast]', SLOW);
  const clearOfAdd = await toastClearOfAdd(page);
  await expect.poll(() => toastText(page), SLOW).toBe('Current table view report generated successfully. A download should start shortly');
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await read(file), clearOfAdd };
};

/** The CSS-module class a button starts with: the app's Button gives every button the same one. */
const buttonClass = (page: Page, selector: string): Promise<string | undefined> => page.$eval(selector, (b) => b.classList[0]);

describe('Export in Chromium', () => {
  it("downloads the transactions list's current view and the cards report", async () => {
    const spender = await browser().newPage();
    await logIn(stack(), spender, 'spender@demo.spend.test', '/my-wallet');
    const { userCards } = await callApi<{ userCards: { id: string; last4Digits: string }[] }>(stack(), await tokenOf(spender), '{ userCards { id last4Digits } }');
    const card = userCards[0]!;
    expect(await purchase(stack(), card.id, 12_345, 'Blue Bottle, "Coffee"', '5814')).toMatchObject({ approved: true });
    expect(await purchase(stack(), card.id, 500, 'Uber', '4121')).toMatchObject({ approved: true });

    const admin = await browser().newPage();
    await logIn(stack(), admin, 'admin@demo.spend.test', '/transactions?q=blue');
    await expect.poll(() => admin.$$eval('[data-testid=transaction-merchant]', (cells) => cells.map((c) => c.textContent)), SLOW).toEqual(['Blue Bottle, "Coffee"']);
    // Export is the app's Button (as "+ Add" is), and its toast shows under the header, never over "+ Add".
    expect(await buttonClass(admin, '[data-testid=export-report]')).toBe(await buttonClass(admin, 'button[aria-label=Add]'));
    const transactions = await exportView(admin);
    expect(transactions.clearOfAdd).toBe(true);
    expect(transactions.name).toBe('transactions-report.csv');
    const text = transactions.bytes.toString('utf8');
    // Dates as the screens show them, each beside its ISO 8601 for the accounting import (issue #29).
    expect(text.startsWith('\ufeffDate,Date (ISO 8601),Posted,Posted (ISO 8601),Merchant,')).toBe(true);
    expect(text.split('\n')[1]).toMatch(/^\d\d\/\d\d\/\d{4},\d{4}-\d\d-\d\dT/);
    // Only the filtered row, its merchant quoted, its amount in decimal dollars.
    expect(text).toContain('"Blue Bottle, ""Coffee"""');
    expect(text).toContain(',123.45,USD,');
    expect(text).not.toContain('Uber');

    await admin.goto(`${stack().web}/cards`);
    const cards = await exportView(admin);
    expect(cards.name).toBe('transactions-report.csv');
    expect(cards.bytes.toString('utf8')).toContain(card.last4Digits);
  });

  it("zips the receipts of the current view with an index (admins)", async () => {
    const admin = await browser().newPage();
    await logIn(stack(), admin, 'admin@demo.spend.test', '/transactions');
    const token = await tokenOf(admin);
    const vendor = `Staples ${randomUUID().slice(0, 6)}`;
    const { createOneTransaction } = await callApi<{ createOneTransaction: { id: string } }>(stack(), token,
      'mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id } }',
      { data: { source: 'MANUAL', paymentType: 'CHECK', paymentMethodDetail: '1042', amount: '87.10', date: '2026-03-10', vendor } });
    const { receiptUploadUrl: url } = await callApi<{ receiptUploadUrl: { uploadId: string; url: string; method: string; headers: { name: string; value: string }[] } }>(stack(), token,
      'query ($size: Int!) { receiptUploadUrl(fileName: "staples.png", contentType: "image/png", size: $size) { uploadId url method headers { name value } } }', { size: PNG.length });
    const sent = await fetch(new URL(url.url, stack().api), { method: url.method, headers: Object.fromEntries(url.headers.map((h) => [h.name, h.value])), body: new Uint8Array(PNG) });
    expect(sent.status).toBeLessThan(300);
    await callApi(stack(), token, 'mutation ($id: ID!, $uploadId: ID!) { attachTransactionReceipt(where: { id: $id }, uploadId: $uploadId) { id } }', { id: createOneTransaction.id, uploadId: url.uploadId });

    await admin.goto(`${stack().web}/transactions?q=${encodeURIComponent(vendor)}`);
    await expect.poll(() => admin.$$eval('[data-testid=transaction-merchant]', (cells) => cells.map((c) => c.textContent)), SLOW).toEqual([vendor]);
    const zip = await exportView(admin, 'export-receipts');
    expect(zip.name).toBe('receipts.zip');
    const files = unzipSync(new Uint8Array(zip.bytes));
    const index = parse(Buffer.from(files['index.csv']!), { bom: true, columns: true }) as Record<string, string>[];
    expect(index).toHaveLength(1);
    expect(index[0]).toMatchObject({ 'Transaction ID': createOneTransaction.id, 'Original File Name': 'staples.png', Amount: '87.10', Merchant: vendor });
    expect(Buffer.from(files[index[0]!.File!]!).equals(PNG)).toBe(true);

    // A spender has no such button.
    const spender = await browser().newPage();
    await logIn(stack(), spender, 'spender@demo.spend.test', '/transactions');
    await expect.poll(() => spender.isVisible('[data-testid=export-report]'), SLOW).toBe(true);
    expect(await spender.isVisible('[data-testid=export-receipts]')).toBe(false);
  });
});
