import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { linkedBankItems } from './bank-link';
import { callApi, screenshot, signInAccepting, toastText, tokenOf, useStackAndBrowser } from './browser';

const { stack, browser } = useStackAndBrowser({ worker: true });

const linkedItems = linkedBankItems();

/** Workflows run on the worker; on a busy 2-core machine that can take a while. */
const SLOW = { timeout: 90_000 };

describe('bank connections: connected on /settings/integrations through the hosted Link page, shown on /cards/external', () => {
  it('links through the Link page (wrong credentials first), shows the accounts as external cards with their transactions, archives and restores', async () => {
    const page = await browser().newPage();
    await signInAccepting(stack(), page, 'admin@demo.spend.test', '/cards/external');
    // Nothing connected yet: the list's empty state and the way to connect one.
    await expect.poll(() => page.textContent('main'), SLOW).toContain('No Results Found');
    await page.click('[data-testid=external-empty] a:has-text("Connect a bank account")');
    await page.waitForURL((url) => url.pathname === '/settings/integrations');

    await page.click('[data-testid=bank-connections] button:has-text("Connect a bank")');
    await page.waitForURL((url) => url.pathname === '/link', SLOW);
    const linkOrigin = new URL(page.url()).origin;
    expect(linkOrigin).not.toBe(stack().web);
    await page.check('input[name=institution][value=ins_109508]');
    await page.fill('input[name=username]', 'user_good');
    await page.fill('input[name=password]', 'pass_bad');
    await page.click('button:has-text("Sign in")');
    await expect.poll(() => page.textContent('#link-error'), SLOW).toBe('The username or password provided were not correct.');
    await page.check('input[name=institution][value=ins_109508]');
    await page.fill('input[name=username]', 'user_good');
    await page.fill('input[name=password]', 'pass_good');
    await page.click('button:has-text("Sign in")');
    await page.uncheck('input[name=account][value="2"]');
    await page.click('button:has-text("Continue")');
    // Back in the app with Link's public token, which the API exchanges once.
    await page.waitForURL((url) => url.origin === stack().web && url.pathname === '/settings/integrations', SLOW);
    await expect.poll(() => toastText(page), SLOW).toBe('Connected First Platypus Bank.');
    expect(new URL(page.url()).searchParams.has('public_token')).toBe(false);
    await expect.poll(async () => page.locator('[data-testid=bank-item]').count(), SLOW).toBe(1);
    const { plaidItems } = await callApi<{ plaidItems: { id: string }[] }>(stack(), await tokenOf(page), '{ plaidItems { id } }');
    linkedItems.push(...plaidItems.map((i) => i.id));
    expect(await page.textContent('[data-testid=bank-item]')).toContain('Not synced yet');

    await page.click('[data-testid=bank-item] button:has-text("Sync now")');
    await expect.poll(() => toastText(page), SLOW).toBe('Synced: 12 added, 0 modified, 0 removed.');
    await page.click('[data-testid=bank-item] button:has-text("Sync now")');
    await expect.poll(() => toastText(page), SLOW).toBe('Synced: 0 added, 0 modified, 0 removed.');

    await page.goto(`${stack().web}/cards/external`);
    await expect.poll(async () => page.locator('[data-testid=external-card]').count(), SLOW).toBe(2);
    const cards = await page.locator('[data-testid=external-card]').allTextContents();
    expect(cards[0]).toMatch(/^Plaid Checking •••• \d{4}First Platypus Bank\$110\.00$/);
    expect(cards[1]).toContain('Plaid Credit Card');
    await expect.poll(async () => page.locator('[data-testid=external-transaction]').count(), SLOW).toBe(12);
    // One card's transactions: half of them.
    await page.selectOption('#external-account', { index: 1 });
    await expect.poll(async () => page.locator('[data-testid=external-transaction]').count(), SLOW).toBe(6);
    await screenshot(page, 'cards-external');
    // The other card lists never show a bank account.
    await page.goto(`${stack().web}/cards`);
    await expect.poll(async () => page.locator('[data-testid=card-row]').count(), SLOW).toBeGreaterThan(0);
    expect(await page.textContent('main')).not.toContain('Plaid Checking');

    await page.goto(`${stack().web}/settings/integrations`);
    await page.locator('[data-testid=bank-item] button:has-text("Archive")').click(SLOW);
    await expect.poll(() => page.textContent('[data-testid=bank-item]'), SLOW).toContain('(archived)');
    expect(await page.isVisible('[data-testid=bank-item] button:has-text("Sync now")')).toBe(false);
    await page.goto(`${stack().web}/cards/external`);
    await expect.poll(() => page.textContent('main'), SLOW).toContain('No Results Found');
    await page.goto(`${stack().web}/settings/integrations`);
    await page.locator('[data-testid=bank-item] button:has-text("Restore")').click(SLOW);
    await expect.poll(() => page.isVisible('[data-testid=bank-item] button:has-text("Sync now")'), SLOW).toBe(true);
  });
});

describe('tenant snapshots in Chromium, against the real stack and worker', () => {
  it('a super admin with enableExportingSnapshots creates one, is alerted when it is ready, and downloads it', async () => {
    const page = await browser().newPage();
    await page.goto(`${stack().web}/inactivity`);
    await page.evaluate(() => localStorage.setItem('devFlags', JSON.stringify({ enableExportingSnapshots: true })));
    await signInAccepting(stack(), page, 'superadmin@demo.spend.test', '/alerts/activity');
    await page.locator('[data-testid=snapshot-export]').waitFor(SLOW);

    // A range that ends before it starts: the form gives the API's message, nothing started.
    await page.fill('input[name=snapshotName]', 'Audit');
    await page.fill('input[name=startsAt]', '2026-02-01T00:00');
    await page.fill('input[name=endsAt]', '2026-01-01T00:00');
    await page.click('button:has-text("Create snapshot")');
    await expect.poll(() => page.textContent('[data-testid=error-snapshot-endsAt]'), SLOW).toBe('The snapshot range ends before it starts.');

    await page.fill('input[name=startsAt]', '2000-01-01T00:00');
    await page.fill('input[name=endsAt]', '2999-01-01T00:00');
    await page.click('button:has-text("Create snapshot")');
    await expect.poll(() => page.textContent('[data-testid=snapshot-status]'), SLOW).toMatch(/^tenant-snapshot-.*\.ndjson\.gz: ready, \d+ events/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=snapshot-status] button:has-text("Download")')]);
    const lines = gunzipSync(readFileSync((await download.path())!)).toString('utf8').trim().split('\n').map((l) => JSON.parse(l) as { kind: string; name?: string });
    expect(lines[0]).toMatchObject({ kind: 'snapshot', name: 'Audit' });
    expect(lines.some((l) => l.kind === 'event')).toBe(true);
    expect(lines.some((l) => l.kind === 'state')).toBe(true);

    await page.goto(`${stack().web}/alerts`);
    await expect.poll(() => page.textContent('body'), SLOW).toContain('Snapshot ready');
  });
});
