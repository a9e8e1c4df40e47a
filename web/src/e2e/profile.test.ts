import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { callApi, choose, errorOf, screenshot, signInAccepting, toastText, tokenOf, useStackAndBrowser } from './browser';

const { stack, browser } = useStackAndBrowser();

/** Commands wait for the read models; on a busy 2-core machine that can take a while. */
const SLOW = { timeout: 90_000 };
const EMAIL = 'spender@demo.spend.test';
const PROFILE = '/settings/account/profile-information';

describe('the member\'s own profile in Chromium, against the real stack', () => {
  it('edits the profile (names, phone, US address, emboss name), refuses bad text on its field, and keeps what was saved', async () => {
    const page = await browser().newPage();
    await signInAccepting(stack(), page, EMAIL, PROFILE);
    await expect.poll(() => page.inputValue('#first_name'), SLOW).not.toBe('');
    const save = page.locator('button:has-text("Save")');

    await page.fill('#middle_name', 'Q\u202Eevil');
    await page.fill('#phone_number', '555-01');
    await page.fill('#address_line1', '1 Main St');
    await save.click();
    expect(await errorOf(page, 'middle_name')).toBe('Middle name must not contain text direction override characters.');
    expect(await errorOf(page, 'phone_number')).toBe('Enter a 10-digit US phone number.');

    await page.fill('#middle_name', 'Quincy');
    await page.fill('#phone_number', '555 201 0100');
    await page.fill('#city', 'San Juan');
    await choose(page, '#state', 'Puerto Rico (PR)');
    await page.fill('#postal_code', '00901');
    await page.fill('#embossName', 'SAM SPENDER');
    await save.click();
    await expect.poll(() => toastText(page), SLOW).toBe('Your profile has been updated.');

    await page.reload();
    await expect.poll(() => page.inputValue('#middle_name'), SLOW).toBe('Quincy');
    expect(await page.inputValue('#phone_number')).toBe('(555) 201-0100');
    expect(await page.textContent('#state')).toContain('Puerto Rico (PR)');
    expect(await page.inputValue('#embossName')).toBe('SAM SPENDER');
    await screenshot(page, 'settings-profile-address');

    // An avatar of 600×400 is kept as its centred square, 256 px wide: what the header shows.
    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 600;
      canvas.height = 400;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#3366cc';
      context.fillRect(0, 0, 600, 400);
      return canvas.toDataURL('image/png').split(',')[1]!;
    });
    await page.setInputFiles('input[aria-label="Upload avatar"]', { name: 'wide.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
    await expect.poll(() => toastText(page), SLOW).toBe('Your avatar has been updated.');
    await expect.poll(() => page.locator('header img').evaluate((img: HTMLImageElement) => img.complete && [img.naturalWidth, img.naturalHeight]), SLOW).toEqual([256, 256]);

    // The settings screens with nothing in them yet show only with showEmptySettings.
    const menu = page.locator('nav[aria-label=Settings]');
    expect(await menu.textContent()).toContain('Password');
    expect(await menu.textContent()).not.toContain('Notifications');
    await page.evaluate(() => localStorage.setItem('devFlags', JSON.stringify({ showEmptySettings: true })));
    await page.reload();
    await expect.poll(() => menu.textContent(), SLOW).toContain('Notifications');
    await menu.locator('text=Notifications').click();
    await expect.poll(() => page.textContent('[data-testid=empty-settings]'), SLOW).toBe('There is nothing to set here yet.');
    await page.close();
  });

  it('changes the password: a wrong current one is refused on its field; after it, this session goes on and another one is signed out', async () => {
    const elsewhere = await browser().newPage();
    await signInAccepting(stack(), elsewhere, EMAIL, '/settings/account/out-of-office');
    const page = await browser().newPage();
    await signInAccepting(stack(), page, EMAIL, '/settings/account/password');

    await page.fill('#currentPassword', 'not-my-password');
    await page.fill('#newPassword', 'battery staple horse');
    await page.fill('#confirmation', 'battery staple horse');
    await page.click('button:has-text("Update Password")');
    await expect.poll(() => errorOf(page, 'currentPassword'), SLOW).toBe('Your current password is incorrect.');

    await page.fill('#currentPassword', 'Spend-demo-1');
    await page.click('button:has-text("Update Password")');
    await expect.poll(() => toastText(page), SLOW).toBe('Your password has been changed. Your other sessions have been signed out.');
    // This session renewed its token: its screens still load.
    await page.click('nav[aria-label=Settings] >> text=Profile Information');
    await expect.poll(() => page.inputValue('#first_name'), SLOW).not.toBe('');
    expect(new URL(page.url()).origin).toBe(stack().web);

    // The other session is sent to the login page on its next request, and the new password lets it in.
    await elsewhere.reload();
    await elsewhere.waitForURL((url) => url.origin === stack().identity, SLOW);
    await elsewhere.fill('input[name=email]', EMAIL);
    await elsewhere.fill('input[name=password]', 'Spend-demo-1');
    await elsewhere.click('button[type=submit]');
    await expect.poll(() => elsewhere.textContent('body'), SLOW).toContain('Invalid email or password.');
    await elsewhere.fill('input[name=email]', EMAIL);
    await elsewhere.fill('input[name=password]', 'battery staple horse');
    await elsewhere.click('button[type=submit]');
    await elsewhere.waitForURL((url) => url.origin === stack().web && url.pathname === '/settings/account/out-of-office', SLOW);
    await elsewhere.close();
    await page.close();
  });

  it('uses the reference queries: the vendor typeahead filters /transactions, the role filter /members', async () => {
    const page = await browser().newPage({ viewport: { width: 1400, height: 900 } });
    await signInAccepting(stack(), page, 'admin@demo.spend.test', '/transactions');
    const token = await tokenOf(page);
    for (const vendor of ['Blue Bottle Coffee', 'Staples']) {
      await callApi(stack(), token, 'mutation ($data: TransactionCreateInput!) { createOneTransaction(data: $data) { id } }', {
        data: { paymentType: 'CASH', amount: '12.00', date: new Date().toISOString(), vendor },
      });
    }
    await page.reload();
    const rows = page.locator('[data-testid=transaction-row]');
    await expect.poll(() => rows.count(), SLOW).toBeGreaterThanOrEqual(2);
    await page.fill('#vendor-filter', 'blue');
    await page.getByRole('option', { name: /Blue Bottle Coffee/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('vendor'), SLOW).toBe('Blue Bottle Coffee');
    await expect.poll(() => rows.count(), SLOW).toBe(1);
    expect(await rows.first().textContent()).toContain('Blue Bottle Coffee');
    await page.click('[aria-label="All vendors"]');
    await expect.poll(() => rows.count(), SLOW).toBeGreaterThanOrEqual(2);

    await page.goto(`${stack().web}/members`);
    const members = page.locator('[data-testid=member-row]');
    await expect.poll(() => members.count(), SLOW).toBeGreaterThan(1);
    await choose(page, '#member-role-filter', 'Auditor');
    await expect.poll(() => new URL(page.url()).searchParams.get('role'), SLOW).toBe('Analyst');
    await expect.poll(() => members.allTextContents(), SLOW).toEqual([expect.stringContaining('auditor@demo.spend.test')]);

    // The card list's holder filter offers the holders of the company's cards (cardSearchOptions).
    await page.goto(`${stack().web}/cards`);
    const cards = page.locator('[data-testid=card-row]');
    await expect.poll(() => cards.count(), SLOW).toBeGreaterThan(0);
    await page.click('#card-holder-filter');
    const holder = page.getByRole('option').nth(1);
    const name = (await holder.textContent())!;
    await holder.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('spender'), SLOW).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(async () => (await cards.allTextContents()).every((row) => row.includes(name)), SLOW).toBe(true);
    await page.close();
  });

  it('resets a forgotten password through the mailed link, once, and signs in with the new one', async () => {
    const email = 'globex.admin@demo.spend.test';
    const page = await browser().newPage();
    await page.goto(`${stack().web}/`);
    await page.waitForURL((url) => url.origin === stack().identity);
    await page.click('text=Forgot password?');
    await page.waitForURL(`${stack().web}/forgot-password`);
    // Unknown addresses get the same answer, and no mail.
    await page.fill('#email', 'nobody@demo.spend.test');
    await page.click('button[type=submit]');
    await expect.poll(() => page.textContent('[role=status]')).toBe('If an account exists, we have sent a password reset link to nobody@demo.spend.test');
    await page.goto(`${stack().web}/forgot-password`);
    await page.fill('#email', email);
    await page.click('button[type=submit]');
    await expect.poll(() => page.textContent('[role=status]')).toBe(`If an account exists, we have sent a password reset link to ${email}`);

    const mails = async () => {
      const files = (await readdir(stack().outbox).catch(() => [])).filter((f) => f.endsWith('.json'));
      return Promise.all(files.sort().map(async (f) => JSON.parse(await readFile(`${stack().outbox}/${f}`, 'utf8')) as { to: string; link: string }));
    };
    await expect.poll(async () => (await mails()).map((m) => m.to)).toEqual([email]);
    const { link } = (await mails())[0]!;
    expect(link.startsWith(`${stack().identity}/password-reset/`)).toBe(true);

    await page.goto(link);
    await page.fill('#password', 'Globex-new-42');
    await page.fill('#confirmation', 'Globex-new-43');
    await page.click('button[type=submit]');
    expect(await page.textContent('[role=alert]')).toBe('Passwords do not match.');
    await page.fill('#password', 'Globex-new-42');
    await page.fill('#confirmation', 'Globex-new-42');
    await page.click('button[type=submit]');
    expect(await page.textContent('h1')).toBe('Password changed');
    // The link is spent.
    await page.goto(link);
    expect(await page.textContent('main p')).toBe('This link is invalid or has expired.');

    await page.goto(`${stack().web}/`);
    await page.waitForURL((url) => url.origin === stack().identity);
    await page.fill('input[name=email]', email);
    await page.fill('input[name=password]', 'Spend-demo-1');
    await page.click('button[type=submit]');
    expect(await page.textContent('[role=alert]')).toBe('Invalid email or password.');
    await page.fill('input[name=password]', 'Globex-new-42');
    await page.click('button[type=submit]');
    await page.waitForURL((url) => url.origin === stack().web && !url.pathname.startsWith('/callback'));
    await expect.poll(() => page.textContent('[data-testid=user-name]')).toBe('Hank Scorpio');
    await screenshot(page, 'forgot-password-signed-in');
    await page.close();
  });
});
