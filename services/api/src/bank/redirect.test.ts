import { describe, expect, it } from 'vitest';
import { checkLinkRedirect, LINK_REDIRECT_MESSAGE } from './redirect';

describe('where the hosted Link page may send a public token', () => {
  it("accepts the web app's own origin, localhost and 127.0.0.1 alike", () => {
    expect(checkLinkRedirect('http://127.0.0.1:5173/settings/integrations', 'http://localhost:5173')).toBe('http://127.0.0.1:5173/settings/integrations');
    expect(checkLinkRedirect('https://app.spend.test/settings/integrations?x=1', 'https://app.spend.test')).toBe('https://app.spend.test/settings/integrations?x=1');
  });

  it('refuses any other origin, scheme, port, credentials or text', () => {
    for (const uri of ['https://evil.test/settings', 'http://localhost:5174/settings', 'https://localhost:5173/x', 'http://user:pw@localhost:5173/', 'not a url', 'javascript:alert(1)']) {
      expect(() => checkLinkRedirect(uri, 'http://localhost:5173'), uri).toThrow(LINK_REDIRECT_MESSAGE);
    }
    expect(() => checkLinkRedirect('https://app.spend.test.evil.test/', 'https://app.spend.test')).toThrow(LINK_REDIRECT_MESSAGE);
  });
});
