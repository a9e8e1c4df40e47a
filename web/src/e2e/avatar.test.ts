import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInAccepting, toastText, useStackAndBrowser, PNG } from './browser';

const { stack, browser } = useStackAndBrowser();

/** Commands wait for the read models; on a busy 2-core machine that can take a while. */
const SLOW = { timeout: 90_000 };
const ELF = Buffer.concat([Buffer.from('7f454c46020101000000000000000000', 'hex'), randomBytes(200)]);

describe('the avatar in Chromium, against the real stack', () => {
  it('uploads an avatar from the profile screen, shows it in the header, refuses a renamed executable, and removes it', async () => {
    const page = await browser().newPage();
    await signInAccepting(stack(), page, 'spender@demo.spend.test', '/settings/account/profile-information');
    const headerImage = page.locator('header img');
    expect(await headerImage.count()).toBe(0);

    await page.setInputFiles('input[aria-label="Upload avatar"]', { name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => toastText(page), SLOW).toBe('Your avatar has been updated.');
    // The header shows the stored image itself, fetched with the session's token.
    await expect.poll(() => headerImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), SLOW).toBe(1);

    await page.setInputFiles('input[aria-label="Upload avatar"]', { name: 'me.png', mimeType: 'image/png', buffer: ELF });
    await expect.poll(() => page.textContent('[data-testid=avatar-error]'), SLOW)
      .toBe("The file's content is not what its name says. Avatars must be JPG, JPEG, PNG, GIF, BMP or WEBP files.");
    expect(await headerImage.count()).toBe(1);

    await page.setInputFiles('input[aria-label="Upload avatar"]', { name: 'me.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
    expect(await page.textContent('[data-testid=avatar-error]')).toBe('Avatars must be JPG, JPEG, PNG, GIF, BMP or WEBP files.');

    await page.click('button:has-text("Remove avatar")');
    await page.click('[role=dialog] button:text-is("Remove")');
    await expect.poll(() => toastText(page), SLOW).toBe('Your avatar has been removed.');
    await expect.poll(() => headerImage.count(), SLOW).toBe(0);
  });
});
