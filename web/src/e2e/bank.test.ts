import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { Client, Connection } from '@temporalio/client';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi, screenshot, signInAccepting, toastText, tokenOf, useStackAndBrowser } from './browser';

const { stack, browser } = useStackAndBrowser({ worker: true });

/** The connections this file links: their sync schedules live on the shared Temporal server, so they go at the end. */
const linkedItems: string[] = [];

/** Workflows run on the worker; on a busy 2-core machine that can take a while. */
const SLOW = { timeout: 30_000 };

afterAll(async () => {
  if (linkedItems.length) {
    const connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS ?? '127.0.0.1:7233' });
    const client = new Client({ connection });
    for (const id of linkedItems) await client.schedule.getHandle(`bank-sync-${id}`).delete().catch(() => undefined);
    await connection.close();
  }
});

describe('bank connections on /cards/external, against the real stack and the simulator bank feed', () => {
  it('connects a bank, shows its accounts as external cards, syncs without importing twice, archives and restores', async () => {
    const page = await browser().newPage();
    await signInAccepting(stack(), page, 'admin@demo.spend.test', '/cards/external');
    await page.locator('[data-testid=external-accounts]').waitFor(SLOW);
    await page.click('button:has-text("Connect a bank")');
    await expect.poll(async () => (await page.$$('[data-testid=bank-item]')).length, SLOW).toBe(1);
    expect(await page.locator('[data-testid=external-card]').count()).toBe(2);
    const { plaidItems } = await callApi<{ plaidItems: { id: string }[] }>(stack(), await tokenOf(page), '{ plaidItems { id } }');
    linkedItems.push(...plaidItems.map((i) => i.id));
    expect(await page.textContent('[data-testid=bank-item]')).toContain('Not synced yet');

    await page.click('button:has-text("Sync now")');
    await expect.poll(() => toastText(page), SLOW).toBe('Synced: 12 added, 0 modified, 0 removed.');
    await expect.poll(async () => page.locator('[data-testid=external-transaction]').count(), SLOW).toBe(12);
    await screenshot(page, 'cards-external');
    await page.click('button:has-text("Sync now")');
    await expect.poll(() => toastText(page), SLOW).toBe('Synced: 0 added, 0 modified, 0 removed.');
    expect(await page.locator('[data-testid=external-transaction]').count()).toBe(12);

    await page.click('[data-testid=bank-item] button:has-text("Archive")');
    await expect.poll(() => page.textContent('[data-testid=bank-item]'), SLOW).toContain('(archived)');
    expect(await page.isVisible('button:has-text("Sync now")')).toBe(false);
    await page.click('[data-testid=bank-item] button:has-text("Restore")');
    await expect.poll(() => page.isVisible('button:has-text("Sync now")'), SLOW).toBe(true);
  });
});

describe('tenant snapshots in Chromium, against the real stack and worker', () => {
  it('a super admin with enableExportingSnapshots creates one, is alerted when it is ready, and downloads it', async () => {
    const page = await browser().newPage();
    await page.goto(`${stack().web}/inactivity`);
    await page.evaluate(() => localStorage.setItem('devFlags', JSON.stringify({ enableExportingSnapshots: true })));
    await signInAccepting(stack(), page, 'superadmin@demo.spend.test', '/alerts/activity');
    await page.locator('[data-testid=snapshot-export]').waitFor(SLOW);

    // A range that ends before it starts: the API's message, nothing started.
    await page.fill('input[name=snapshotName]', 'Audit');
    await page.fill('input[name=startsAt]', '2026-02-01T00:00');
    await page.fill('input[name=endsAt]', '2026-01-01T00:00');
    await page.click('button:has-text("Create snapshot")');
    await expect.poll(() => page.textContent('[data-testid=snapshot-error]'), SLOW).toBe('The snapshot range ends before it starts.');

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
