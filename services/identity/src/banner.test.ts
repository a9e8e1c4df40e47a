import { describe, expect, it } from 'vitest';
import { startupLines } from './banner';
import { loadIdentityConfig } from './config';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';

const listening = { issuer: 'http://127.0.0.1:4100', port: 4100, keys: 'IDENTITY_JWKS', mail: 'in .run/outbox/' };
const printed = (env: Record<string, string>) => startupLines(loadIdentityConfig(env), listening).join('\n');

describe('the identity provider\'s start-up lines', () => {
  it('name the demo users and their password in development', () => {
    const text = printed({ NODE_ENV: 'development' });
    expect(text).toContain('Identity provider on http://127.0.0.1:4100 (listening on 127.0.0.1:4100; signing with IDENTITY_JWKS; reset mails in .run/outbox/)');
    expect(text).toContain(`Demo users (password ${DEMO_PASSWORD}): `);
    for (const user of DEMO_USERS) expect(text).toContain(`${user.email} (${user.role})`);
  });

  it.each(['production', 'test'])('name neither in %s', (NODE_ENV) => {
    const text = printed({ NODE_ENV, IDENTITY_ADMIN_SECRET: 'a-production-secret-of-enough-length-0123456789' });
    expect(text).toContain('Identity provider on http://127.0.0.1:4100');
    expect(text).not.toContain(DEMO_PASSWORD);
    for (const user of DEMO_USERS) expect(text).not.toContain(user.email);
  });
});
