import { BOOKKEEPING_MESSAGES, MILEAGE_MESSAGES } from '@spend/domain';
import { describe, expect, it } from 'vitest';
import { callApi, logIn, pickDay, screenshot, toastText, tokenOf, useStackAndBrowser } from './browser';

const { stack, browser } = useStackAndBrowser();

/** Commands wait for the read models; on a busy 2-core machine that can take a while. */
const SLOW = { timeout: 90_000 };
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
/** The spender is where the day starts first (UTC+14): a trip dated today is then hours ahead of UTC, where "in 55 mins" came from. */
const ZONE = 'Pacific/Kiritimati';
/** A day as the product shows it: MM/DD/YYYY. */
const shown = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

describe('mileage in Chromium, against the real stack', () => {
  it('an admin sets the rate at /settings/mileage; a spender submits a trip, sees the amount, and opens it', async () => {
    const admin = await browser().newPage();
    await logIn(stack(), admin, 'admin@demo.spend.test', '/settings/mileage');
    await callApi(stack(), await tokenOf(admin), 'mutation { createOneGeneralLedger(name: "Mileage", code: "MILE") { id } }');
    await admin.reload();
    await admin.waitForSelector('form[aria-label=Mileage]');
    // A fraction of a cent is refused with the field's message, before anything is sent.
    await admin.fill('#mileage-rate', '67.5');
    await admin.click('form[aria-label=Mileage] button[type=submit]');
    await expect.poll(() => admin.textContent('[data-testid=error-mileage-rate]'), SLOW).toBe('Enter the rate as a whole number of cents per mile, from 0 to 1000.');
    await admin.fill('#mileage-rate', '67');
    await admin.fill('#mileage-policy', 'https://acme.test/mileage-policy.pdf');
    await expect.poll(() => admin.locator('#mileage-gl option').allTextContents(), SLOW).toContain('MILE · Mileage');
    await admin.selectOption('#mileage-gl', { label: 'MILE · Mileage' });
    await admin.click('form[aria-label=Mileage] button[type=submit]');
    await expect.poll(() => toastText(admin), SLOW).toBe('Mileage settings have been updated.');
    await admin.close();

    const spender = await browser().newPage({ timezoneId: ZONE });
    await logIn(stack(), spender, 'spender@demo.spend.test', '/transactions/mileage');
    await expect.poll(() => spender.textContent('[data-testid=mileage-rate]'), SLOW).toMatch(/^Reimbursed at \$0\.67 per mile\./);
    // An empty submit flags every required field at once (the date starts at today), nothing sent.
    await spender.click('form[aria-label="Submit a trip"] button[type=submit]');
    const required = { miles: MILEAGE_MESSAGES.miles, from: MILEAGE_MESSAGES.from, to: MILEAGE_MESSAGES.to, purpose: MILEAGE_MESSAGES.purpose, budget: MILEAGE_MESSAGES.budget };
    for (const [field, message] of Object.entries(required)) await expect.poll(() => spender.textContent(`[data-testid=error-mileage-${field}]`), SLOW).toBe(message);
    expect(await spender.isVisible('[data-testid=error-mileage-date]')).toBe(false);
    await pickDay(spender, '#mileage-date', daysAgo(2));
    await spender.fill('#mileage-from', 'Head office');
    await spender.fill('#mileage-to', 'Client site');
    await spender.fill('#mileage-purpose', 'Quarterly review');
    await spender.click('#mileage-budget');
    await spender.click('[role=treeitem]:has-text("Marketing")');
    // Zero miles: the field's message (the domain's own text), nothing sent.
    await spender.fill('#mileage-miles', '0');
    await spender.click('form[aria-label="Submit a trip"] button[type=submit]');
    await expect.poll(() => spender.textContent('[data-testid=error-mileage-miles]'), SLOW).toBe('Enter the miles driven: a number greater than 0 with at most one decimal, such as 12.5.');
    await spender.fill('#mileage-miles', '12.5');
    // 12.5 miles x 67 cents = 837.5 cents, rounded to $8.38.
    await expect.poll(() => spender.textContent('[data-field=mileage-miles]'), SLOW).toContain('$8.38 at $0.67 per mile.');
    await spender.click('form[aria-label="Submit a trip"] button[type=submit]');
    await expect.poll(() => toastText(spender), SLOW).toBe('Submitted 12.5 miles for $8.38.');

    // The trip's own page: /transactions/mileage/{id}, with the amount the API decided and its reimbursement pending.
    await spender.waitForURL(/\/transactions\/mileage\/[0-9a-f-]{36}$/, SLOW);
    await expect.poll(() => spender.textContent('[data-testid=mileage-amount]'), SLOW).toBe('$8.38');
    expect(await spender.textContent('[data-testid=mileage-title]')).toBe('Head office to Client site');
    expect(await spender.textContent('[data-testid=mileage-rate]')).toBe('$0.67 per mile');
    expect(await spender.textContent('[data-testid=mileage-status]')).toBe('PENDING');
    expect(await spender.textContent('[data-testid=mileage-gl]')).toBe('MILE · Mileage');
    expect(await spender.textContent('[data-testid=mileage-budget]')).toBe('Marketing');
    await expect.poll(() => spender.textContent('nav[aria-label=Breadcrumbs] [aria-current=page]'), SLOW).toBe('Head office to Client site');
    await screenshot(spender, 'mileage-trip');
    const tripUrl = spender.url();
    // A trip's date is a day: shown in the product's format, never ISO nor with a time.
    expect(await spender.textContent('[data-testid=mileage-date]')).toBe(shown(daysAgo(2)));

    // Its transaction's coding says why amount and date are fixed as a trip's, never calling it a card transaction.
    await spender.click('a:has-text("Open the transaction")');
    await expect.poll(() => spender.textContent('[data-field=coding-amount]'), SLOW).toContain(BOOKKEEPING_MESSAGES.mileageAmount);
    expect(await spender.textContent('[data-field=coding-date]')).toContain(BOOKKEEPING_MESSAGES.mileageDate);
    expect(await spender.textContent('form[aria-label=Coding]')).not.toMatch(/card/i);
    expect(await spender.textContent('[data-testid=fact-date]')).toBe(shown(daysAgo(2)));

    // A trip dated today (the spender's today, ahead of UTC) reads as today's date in the list, never "in 55 mins".
    const token = await tokenOf(spender);
    const { budgets } = await callApi<{ budgets: { items: { id: string }[] } }>(stack(), token, '{ budgets(where: { name: "Marketing" }) { items { id } } }');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
    await callApi(stack(), token, 'mutation ($data: MileageSubmissionCreateInput!) { createOneMileageSubmission(data: $data) { id } }',
      { data: { date: today, from: 'Home', to: 'Airport', miles: 20, purpose: 'Drive to the summit', budget: { connect: { id: budgets.items[0]!.id } } } });
    await spender.goto(`${stack().web}/transactions`);
    // Both read "Mileage" as their merchant: told apart by their amounts (20 and 12.5 miles at $0.67).
    const dateOf = (amount: RegExp) => spender.locator('[data-testid=transaction-row]', { has: spender.locator('td', { hasText: amount }) }).locator('[data-testid=transaction-date]').textContent();
    await expect.poll(() => dateOf(/^\$13\.40$/), SLOW).toBe(shown(today));
    expect(await dateOf(/^\$8\.38$/)).toBe(shown(daysAgo(2)));
    // The reimbursement requests' titles name the day the same way, never ISO.
    await spender.goto(`${stack().web}/alerts/requests`);
    await expect.poll(() => spender.textContent('main'), SLOW).toContain(`Mileage: 20 miles on ${shown(today)}`);
    expect(await spender.textContent('main')).toContain(`Mileage: 12.5 miles on ${shown(daysAgo(2))}`);
    expect(await spender.textContent('main')).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await spender.goto(tripUrl);
    await expect.poll(() => spender.textContent('[data-testid=mileage-title]'), SLOW).toBe('Head office to Client site');

    // Listed on /transactions/mileage; its row opens the same page.
    await spender.click('nav[aria-label=Breadcrumbs] a:has-text("Mileage")');
    const row = spender.locator('[data-testid=mileage-trip]', { hasText: 'Client site' });
    await expect.poll(() => row.count(), SLOW).toBe(1);
    expect(await row.textContent()).toContain('$8.38');
    await row.locator('a').click();
    await spender.waitForURL(tripUrl, SLOW);
    await spender.close();
  });
});
