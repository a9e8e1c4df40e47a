import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, logIn, screenshot, tokenOf, useStackAndBrowser } from './browser';

const { stack, browser } = useStackAndBrowser();
const SLOW = { timeout: 90_000 };
let projector: pg.Pool;
beforeAll(() => { projector = new pg.Pool({ connectionString: stack().projectorUrl, max: 2 }); });
afterAll(async () => { await projector?.end(); });

/**
 * A closed statement as the statements projection writes it (the e2e stack runs no card authorizer
 * to post purchases): January 2020, a period no demo history reaches.
 */
const recordStatement = async (companyId: string): Promise<string> => {
  const id = randomUUID();
  await projector.query(
    `INSERT INTO statements (id, company_id, date_start, date_end, starting_balance, ending_balance, payments, credits, debits, interest, fees, rebate, transaction_count, amount_due, due_date, closed_at, still_due)
     VALUES ($1, $2, '2020-01-01T00:00:00Z', '2020-02-01T00:00:00Z', 0, 12345, 0, 0, 12345, 0, 0, 0, 1, 12345, '2020-02-26T00:00:00Z', '2020-02-01T00:05:00Z', 12345)`,
    [id, companyId],
  );
  await projector.query(
    `INSERT INTO statement_transactions (id, company_id, transaction_id, period_start, kind, cents, at) VALUES ($1, $2, $3, '2020-01-01T00:00:00Z', 'DEBIT', 12345, '2020-01-10T10:00:00Z')`,
    [randomUUID(), companyId, randomUUID()],
  );
  return id;
};

describe('statements in Chromium, against the real stack', () => {
  it('lists a closed statement at /transactions/statements and opens it as a page, or as a modal with showStatementsModal', async () => {
    const page = await browser().newPage();
    await logIn(stack(), page, 'admin@demo.spend.test', '/transactions/statements');
    const { me } = await callApi<{ me: { companyId: string } }>(stack(), await tokenOf(page), '{ me { companyId } }');
    const id = await recordStatement(me.companyId);
    await page.reload();
    const row = page.locator('[data-testid=statement-row]', { hasText: '01/01/2020 – 01/31/2020' });
    await expect.poll(() => row.count(), SLOW).toBe(1);
    expect(await row.textContent()).toContain('$123.45');
    expect(await row.locator('[data-testid=statement-row-due]').textContent()).toBe('02/26/2020');
    await row.click();
    await page.waitForURL(new RegExp(`/transactions/statements/${id}$`), SLOW);
    await expect.poll(() => page.textContent('[data-testid=statement-debits]'), SLOW).toBe('$123.45');
    // Dates read MM/DD/YYYY.
    expect(await page.textContent('[data-testid=statement-period]')).toBe('01/01/2020 – 01/31/2020');
    expect(await page.textContent('[data-testid=statement-due-date]')).toBe('02/26/2020');
    // Nothing paid against it yet: it still asks for all of it.
    expect(await page.textContent('[data-testid=statement-still-due]')).toBe('$123.45');
    expect(await page.textContent('[data-testid=statement-payment-status]')).toBe('Unpaid');
    expect(await page.locator('[data-testid=statement-transaction]').count()).toBe(1);
    expect(await page.isVisible('[data-testid=statement-csv]')).toBe(true);
    await screenshot(page, 'statement');

    await page.evaluate(() => localStorage.setItem('devFlags', JSON.stringify({ showStatementsModal: true })));
    await page.goto(`${stack().web}/transactions/statements`);
    await expect.poll(() => row.count(), SLOW).toBe(1);
    await row.click();
    await expect.poll(() => page.textContent('[role=dialog] [data-testid=statement-ending]'), SLOW).toBe('$123.45');
    expect(await page.textContent('[role=dialog] h2')).toBe('Statement ending 01/31/2020');
    expect(page.url()).toMatch(/\/transactions\/statements$/);
    await page.close();
  });
});
