import { readFileSync } from 'node:fs';
import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { createDemoAccountStore, createDemoFactors, DEMO_ADMIN_EMAIL, DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, DEMO_USERS } from './demo-users';

describe('demo users', () => {
  it('cover every role of spec 6, with lowercase unique emails', () => {
    expect(new Set(DEMO_USERS.map((user) => user.role))).toEqual(new Set(['OrgAdmin', 'BudgetOwner', 'Spender', 'Analyst', 'MultiOrgAdmin', 'MultiOrgAnalyst', 'SpendSuperAdmin']));
    for (const user of DEMO_USERS) expect(user.email).toBe(user.email.toLowerCase());
    expect(new Set(DEMO_USERS.map((user) => user.email)).size).toBe(DEMO_USERS.length);
    expect(DEMO_PASSWORD.length).toBeGreaterThanOrEqual(8);
  });

  it('log in with the demo password, as accounts whose id is the email', async () => {
    const accounts = await createDemoAccountStore();
    for (const user of DEMO_USERS) expect((await accounts.authenticate(user.email, DEMO_PASSWORD))?.id).toBe(user.email);
  });

  it('give the demo admin, alone, an authenticator app with the README\'s key', () => {
    const factors = createDemoFactors();
    expect(DEMO_USERS.filter((user) => factors.has(user.email)).map((user) => user.email)).toEqual([DEMO_ADMIN_EMAIL]);
    expect(new TOTP({ secret: DEMO_ADMIN_TOTP_SECRET }).secret.base32).toBe(DEMO_ADMIN_TOTP_SECRET);
    expect(factors.verify(DEMO_ADMIN_EMAIL, new TOTP({ secret: DEMO_ADMIN_TOTP_SECRET }).generate())).toBe('ok');
  });

  // The API's demo seed reads deploy/dev/demo-users.json (the API may not import identity): keep both lists equal.
  const seedFile = new URL('../../../deploy/dev/demo-users.json', import.meta.url);
  it('match the members the demo seed creates (deploy/dev/demo-users.json)', () => {
    const seed = JSON.parse(readFileSync(seedFile, 'utf8')) as { password: string; users: { email: string; firstName: string; lastName: string; role: string; totpSecret?: string }[] };
    expect(seed.password).toBe(DEMO_PASSWORD);
    // The browser tests compute the demo admin's codes from the seed file's copy of the key.
    expect(seed.users.filter((user) => user.totpSecret)).toEqual([expect.objectContaining({ email: DEMO_ADMIN_EMAIL, totpSecret: DEMO_ADMIN_TOTP_SECRET })]);
    const pick = (users: readonly { email: string; firstName: string; lastName: string; role: string }[]) =>
      users.map(({ email, firstName, lastName, role }) => ({ email: email.toLowerCase(), firstName, lastName, role }));
    expect(pick(seed.users)).toEqual(pick(DEMO_USERS));
  });
});
