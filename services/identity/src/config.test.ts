import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_ADMIN_SECRET, loadIdentityConfig } from './config';
import { generateSigningKeys } from './keys';

describe('identity configuration', () => {
  it('has working defaults', () => {
    expect(loadIdentityConfig({})).toEqual({
      NODE_ENV: 'development',
      IDENTITY_ADMIN_SECRET: DEV_ADMIN_SECRET,
      IDENTITY_ISSUER: 'http://127.0.0.1:4100',
      IDENTITY_PORT: 4100,
      IDENTITY_HOST: '127.0.0.1',
      IDENTITY_DATABASE_URL: 'postgres://spend_identity@127.0.0.1:5432/spend',
      WEB_ORIGIN: 'http://127.0.0.1:5173',
      WEB_REDIRECT_URIS: ['http://localhost:5173/callback', 'http://127.0.0.1:5173/callback'],
      IDENTITY_RESET_TTL_MINUTES: 30,
      IDENTITY_TOTP_PERIOD_SECONDS: 30,
    });
  });

  it('reads the values it is given', () => {
    const config = loadIdentityConfig({ IDENTITY_PORT: '4200', WEB_REDIRECT_URIS: ' http://a.test/callback , http://b.test/cb ', IDENTITY_OUTBOX_DIR: '/tmp/mail', IDENTITY_RESET_TTL_MINUTES: '5', IDENTITY_TOTP_PERIOD_SECONDS: '5',
      SMTP_URL: 'smtp://mailer:pw@relay.example.com:587', MAIL_FROM: 'Spend <no-reply@example.com>' });
    expect(config).toMatchObject({ SMTP_URL: 'smtp://mailer:pw@relay.example.com:587', MAIL_FROM: 'Spend <no-reply@example.com>', IDENTITY_PORT: 4200, WEB_REDIRECT_URIS: ['http://a.test/callback', 'http://b.test/cb'], IDENTITY_OUTBOX_DIR: '/tmp/mail', IDENTITY_RESET_TTL_MINUTES: 5, IDENTITY_TOTP_PERIOD_SECONDS: 5 });
  });

  it.each([
    [{ IDENTITY_PORT: 'abc' }, /^Invalid configuration: IDENTITY_PORT: must be a port number \(0-65535\)$/],
    [{ IDENTITY_PORT: '70000' }, /^Invalid configuration: IDENTITY_PORT: /],
    [{ IDENTITY_ISSUER: 'not a url' }, /^Invalid configuration: IDENTITY_ISSUER: /],
    [{ IDENTITY_ISSUER: 'ftp://x.test' }, /^Invalid configuration: IDENTITY_ISSUER: must be an http\(s\) URL$/],
    [{ WEB_ORIGIN: 'http://127.0.0.1:5173/app' }, /^Invalid configuration: WEB_ORIGIN: must be an origin/],
    [{ WEB_REDIRECT_URIS: 'http://ok.test/cb,nope' }, /^Invalid configuration: WEB_REDIRECT_URIS \(at 1\): /],
    [{ WEB_REDIRECT_URIS: ' , ' }, /^Invalid configuration: WEB_REDIRECT_URIS: needs at least one URL$/],
    [{ IDENTITY_JWKS: '{nope' }, /^Invalid configuration: IDENTITY_JWKS: must be JSON/],
    [{ IDENTITY_JWKS: '{"keys":[{"kty":"EC","crv":"P-256","x":"a","y":"b"}]}' }, /^Invalid configuration: IDENTITY_JWKS \(at keys.0.d\): /],
    [{ IDENTITY_JWKS_FILE: '/no/such/file.json' }, /^Invalid configuration: IDENTITY_JWKS_FILE: cannot read \/no\/such\/file.json/],
    [{ IDENTITY_RESET_TTL_MINUTES: '0' }, /^Invalid configuration: IDENTITY_RESET_TTL_MINUTES: /],
    [{ IDENTITY_TOTP_PERIOD_SECONDS: '0' }, /^Invalid configuration: IDENTITY_TOTP_PERIOD_SECONDS: must be a whole number of seconds \(1-300\)$/],
    [{ IDENTITY_ADMIN_SECRET: 'short' }, /^Invalid configuration: IDENTITY_ADMIN_SECRET: must be at least 32 characters$/],
    [{ NODE_ENV: 'production' }, /^Invalid configuration: IDENTITY_ADMIN_SECRET: must be set in production$/],
    [{ SMTP_URL: 'http://mail.example.com' }, /^Invalid configuration: SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL$/],
    [{ SMTP_URL: 'smtps://u:p@mail.example.com:465' }, /^Invalid configuration: MAIL_FROM: is needed with SMTP_URL$/],
    [{ SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'Spend' }, /^Invalid configuration: MAIL_FROM: must be an address, or a name and <address>$/],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => loadIdentityConfig(env)).toThrow(message);
    try {
      loadIdentityConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('takes private signing keys from IDENTITY_JWKS or IDENTITY_JWKS_FILE', async () => {
    const keys = await generateSigningKeys('RS256');
    expect(loadIdentityConfig({ IDENTITY_JWKS: JSON.stringify(keys) }).IDENTITY_JWKS?.keys[0]).toMatchObject({ kty: 'RSA', kid: keys.keys[0]!.kid });
    const dir = await mkdtemp(join(tmpdir(), 'identity-jwks-'));
    try {
      await writeFile(join(dir, 'jwks.json'), JSON.stringify(keys));
      expect(loadIdentityConfig({ IDENTITY_JWKS_FILE: join(dir, 'jwks.json') }).IDENTITY_JWKS_FILE?.keys[0]?.kid).toBe(keys.keys[0]!.kid);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
