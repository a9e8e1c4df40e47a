import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, logIn, purchase, toastText, tokenOf, useStackAndBrowser, watchGraphqlPosts } from './browser';

// The real authorizer (purchases) and worker (deliveries) with the rest of the stack.
const { stack, browser } = useStackAndBrowser({ authorizer: true, worker: true });

/** Commands wait for the read models; on a busy 2-core machine that can take a while. */
const SLOW = { timeout: 60_000 };

/** A real receiving server: every webhook is recorded and answered 200. */
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
    response.writeHead(200).end();
  });
});
let receiverUrl = '';

beforeAll(async () => {
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/spend-hooks`;
});
afterAll(async () => {
  receiver.closeAllConnections();
  receiver.close();
});

describe('webhooks in Chromium, against the real stack', () => {
  it('an admin registers an endpoint at /settings/webhooks, sees the secret once, and a purchase shows up in its delivery log', async () => {
    const page = await browser().newPage();
    await logIn(stack(), page, 'admin@demo.spend.test', '/settings/company');
    const menu = page.locator('nav[aria-label=Settings]');
    await expect.poll(() => menu.textContent(), SLOW).toContain('Webhooks');
    await menu.locator('a:has-text("Webhooks")').click();
    await page.click('button:has-text("Add endpoint")', SLOW);

    // No event picked: the field's message, nothing sent.
    await page.fill('#webhook-url', receiverUrl);
    await page.click('form[aria-label="Add webhook endpoint"] button[type=submit]');
    await expect.poll(() => page.textContent('form[aria-label="Add webhook endpoint"] [role=alert]'), SLOW).toBe('Pick at least one event.');
    await page.check('label:has-text("transactions.authorized") input');
    // The save sends the mutation and nothing else: its answer joins the cached list.
    const created = watchGraphqlPosts(page);
    await page.click('form[aria-label="Add webhook endpoint"] button[type=submit]');
    await expect.poll(() => toastText(page), SLOW).toBe('Webhook endpoint added.');
    expect(await page.textContent('[data-testid=webhook-secret]')).toMatch(/^whsec_/);
    await page.click('button:has-text("Done")');
    await expect.poll(() => page.textContent('[data-testid=webhook-endpoint]'), SLOW).toContain(receiverUrl);
    await expect.poll(created.idle).toBe(true);
    created.stop();
    expect(created.sent).toEqual(['CreateWebhookEndpoint']);

    // A purchase on one of the admin company's cards, through the card network's webhook to the authorizer.
    const token = await tokenOf(page);
    const cards = await callApi<{ cardsV2: { items: { id: string; status: string }[] } }>(stack(), token, '{ cardsV2(take: 50) { items { id status } } }');
    let transactionId: string | null = null;
    for (const card of cards.cardsV2.items.filter((c) => c.status === 'ACTIVE')) {
      const decision = await purchase(stack(), card.id, 1_234, 'Webhook Diner');
      if (decision.approved) {
        transactionId = decision.transaction_id;
        break;
      }
    }
    expect(transactionId).not.toBeNull();
    await expect.poll(() => received.filter((r) => JSON.parse(r.body).data.transactionId === transactionId).length, SLOW).toBe(1);
    const webhookId = received.find((r) => JSON.parse(r.body).data.transactionId === transactionId)!.headers['webhook-id'];

    await page.click('[data-testid=webhook-endpoint] button:has-text("Deliveries")');
    const row = page.locator('[data-testid=webhook-delivery]', { hasText: String(webhookId) });
    await expect.poll(() => row.textContent(), SLOW).toContain('DELIVERED');
    expect(await row.textContent()).toContain('transactions.authorized');
    expect(await row.textContent()).toContain('#1: 200');

    // Disable, then delete with a confirmation.
    await page.click('[data-testid=webhook-endpoint] [role=switch]');
    await expect.poll(() => toastText(page), SLOW).toBe('Webhook endpoint disabled.');
    await page.click('[data-testid=webhook-endpoint] button:has-text("Delete")');
    // Beside the open delivery log's poll, the delete sends its mutation and nothing else.
    const deleted = watchGraphqlPosts(page);
    await page.click('button:has-text("Delete endpoint")');
    await expect.poll(() => toastText(page), SLOW).toBe('Webhook endpoint deleted.');
    await expect.poll(async () => (await page.$$('[data-testid=webhook-endpoint]')).length, SLOW).toBe(0);
    await expect.poll(deleted.idle).toBe(true);
    deleted.stop();
    expect(deleted.sent.filter((name) => name !== 'WebhookDeliveries')).toEqual(['DeleteWebhookEndpoint']);
    await page.close();
  }, 600_000);
});
