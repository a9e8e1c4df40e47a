import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import { transactionSpend } from '@spend/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, logIn, screenshot, tokenOf, useStackAndBrowser } from './browser';

const { stack, browser } = useStackAndBrowser();

let projector: pg.Pool;
let nats: NatsConnection;

beforeAll(async () => {
  projector = new pg.Pool({ connectionString: stack().projectorUrl, max: 2 });
  projector.on('error', () => undefined);
  nats = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
});

afterAll(async () => {
  await nats?.close();
  await projector?.end();
});

interface Person {
  id: string;
  name: string;
}

/**
 * A transaction row as the transactions projection writes it (no command can make a card purchase
 * in this stack yet: the authorizer is not part of it).
 */
/** The row's spend as the projection stores it (the ledger's rule). */
const spentOf = (cents: number, status: string): number => {
  const spend = transactionSpend({ status, isReversed: false, amountCents: cents, holdCents: null, refundedCents: 0 });
  return spend.pending + spend.posted;
};
const recordSpend = async (companyId: string, spender: Person, cents: number, at: string, status = 'Posted'): Promise<void> => {
  await projector.query(
    `INSERT INTO transactions (id, company_id, spender_id, merchant_name, amount_cents, status, initial_transaction_date, is_complete, spent_cents)
     VALUES ($1, $2, $3, 'Paper Co', $4, $5, $6, true, $7)`,
    [randomUUID(), companyId, spender.id, cents, status, at, spentOf(cents, status)],
  );
};

/**
 * The runner's after-batch message. Core NATS is at-most-once and the page's subscription may not
 * be registered yet when the first one goes out, so the polls below repeat it (a refetch is harmless).
 */
const announce = (companyId: string): void => nats.publish(`company.${companyId}.changed.transactions`, JSON.stringify({ ids: [] }));

const texts = (page: Page, selector: string) => page.$$eval(selector, (nodes) => nodes.map((n) => n.textContent));
const spent = (page: Page) => page.textContent('[data-testid="figure-Spent"]');

describe('dashboard in Chromium, against the real stack', () => {
  it('charts spend per day with the spec ticks, ranks top spenders, and updates live without a reload', async () => {
    const context = await browser().newContext({ timezoneId: 'UTC', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // January 2030: a month no demo history reaches, so every figure is this test's own.
    await logIn(stack(), page, 'admin@demo.spend.test', '/dashboard?range=custom&from=2030-01-01&to=2030-01-31');
    const token = await tokenOf(page);
    const { me, budgets } = await callApi<{ me: { id: string; companyId: string; firstName: string; lastName: string }; budgets: { items: { spenders: { id: string; person: { first_name: string; last_name: string } }[] }[] } }>(
      stack(),
      token,
      `{ me { id companyId firstName lastName } budgets(where: { name: "Marketing" }) { items { spenders { id person { first_name last_name } } } } }`,
    );
    const admin = { id: me.id, name: `${me.firstName} ${me.lastName}` };
    const s = budgets.items[0]!.spenders[0]!;
    const spender = { id: s.id, name: `${s.person.first_name} ${s.person.last_name}` };

    await recordSpend(me.companyId, spender, 10_000, '2030-01-05T12:00:00Z');
    await recordSpend(me.companyId, spender, 2_550, '2030-01-05T15:00:00Z', 'Pending');
    await recordSpend(me.companyId, admin, 30_000, '2030-01-10T09:00:00Z');
    await recordSpend(me.companyId, admin, 99_900, '2030-01-10T09:30:00Z', 'Declined');

    await expect.poll(() => (announce(me.companyId), spent(page))).toBe('$425.50');
    expect(await texts(page, '[data-testid=top-spender]')).toEqual([`${admin.name}: $300.00`, `${spender.name}: $125.50`]);
    await expect.poll(() => texts(page, '.recharts-xAxis-tick-labels text')).toEqual(['1', '5', '10', '15', '20', '25', '31']);
    // One bar per day with spend; hovering the first shows that day's sum.
    await expect.poll(() => page.locator('.recharts-bar-rectangle path').count()).toBe(2);
    await page.locator('.recharts-bar-rectangle path').first().hover();
    await expect.poll(() => page.textContent('.recharts-tooltip-wrapper')).toBe('Jan 5Spent : $125.50');
    await screenshot(page, 'dashboard');

    // A new purchase arrives while the page is open: the figures change, the page is not reloaded.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await recordSpend(me.companyId, admin, 7_450, '2030-01-20T10:00:00Z');
    await expect.poll(() => (announce(me.companyId), spent(page))).toBe('$500.00');
    expect(await texts(page, '[data-testid=top-spender-amount]')).toEqual(['$374.50', '$125.50']);
    await expect.poll(() => page.locator('.recharts-bar-rectangle path').count()).toBe(3);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await context.close();
  });

  it('keeps the date range in the query string, with the month last day as the final tick', async () => {
    const context = await browser().newContext({ timezoneId: 'UTC' });
    const page = await context.newPage();
    await logIn(stack(), page, 'admin@demo.spend.test', '/dashboard');
    await expect.poll(() => page.inputValue('select[aria-label="Date range"]')).toBe('this-month');
    const now = new Date();
    const lastDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
    await expect.poll(() => texts(page, '.recharts-xAxis-tick-labels text')).toEqual(['1', '5', '10', '15', '20', '25', String(lastDay)]);

    await page.selectOption('select[aria-label="Date range"]', 'previous-year');
    await expect.poll(() => new URL(page.url()).search).toBe('?range=previous-year');
    // A year of days: one tick per month.
    await expect.poll(() => texts(page, '.recharts-xAxis-tick-labels text')).toEqual(['Jan 1', 'Feb 1', 'Mar 1', 'Apr 1', 'May 1', 'Jun 1', 'Jul 1', 'Aug 1', 'Sep 1', 'Oct 1', 'Nov 1', 'Dec 1']);

    await page.selectOption('select[aria-label="Date range"]', 'custom');
    await page.fill('input[aria-label=From]', '2030-01-03');
    await page.fill('input[aria-label=To]', '2030-01-12');
    await expect.poll(() => new URL(page.url()).searchParams.toString()).toBe('range=custom&from=2030-01-03&to=2030-01-12');
    await expect.poll(() => spent(page)).toBe('$425.50');
    await page.reload();
    await expect.poll(() => spent(page)).toBe('$425.50');
    expect(await page.inputValue('input[aria-label=From]')).toBe('2030-01-03');
    // A start after the end is refused with a clear message; the URL keeps what was picked.
    await page.fill('input[aria-label=From]', '2030-02-01');
    await expect.poll(() => page.isVisible('text=Pick a start date on or before the end date. Showing This Month meanwhile.')).toBe(true);
    expect(new URL(page.url()).searchParams.get('from')).toBe('2030-02-01');
    await context.close();
  });
});
