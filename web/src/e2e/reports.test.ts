import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, logIn, purchase, toastText, tokenOf, useStackAndBrowser } from './browser';

// The stack with the real authorizer, so the report holds real purchases.
const { stack, browser } = useStackAndBrowser({ authorizer: true });

const SLOW = { timeout: 30_000 };

const read = async (file: Download): Promise<Buffer> => {
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Clicks Export, expects the spec's toast, and returns the downloaded file. */
const exportView = async (page: Page) => {
  const download = page.waitForEvent('download');
  await page.click('[data-testid=export-report]');
  await expect.poll(() => toastText(page), SLOW).toBe('Current table view report generated successfully. A download should start shortly');
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await read(file) };
};

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
    const transactions = await exportView(admin);
    expect(transactions.name).toBe('transactions-report.csv');
    const text = transactions.bytes.toString('utf8');
    expect(text.startsWith('\ufeffDate,Posted,Merchant,')).toBe(true);
    // Only the filtered row, its merchant quoted, its amount in decimal dollars.
    expect(text).toContain('"Blue Bottle, ""Coffee"""');
    expect(text).toContain(',123.45,USD,');
    expect(text).not.toContain('Uber');

    await admin.goto(`${stack().web}/cards`);
    const cards = await exportView(admin);
    expect(cards.name).toBe('transactions-report.csv');
    expect(cards.bytes.toString('utf8')).toContain(card.last4Digits);
  });
});
