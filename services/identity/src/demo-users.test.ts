import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createDemoAccountStore, DEMO_PASSWORD, DEMO_USERS } from './demo-users';

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

  // The API's demo seed reads deploy/dev/demo-users.json (the API may not import identity): keep both lists equal.
  const seedFile = new URL('../../../deploy/dev/demo-users.json', import.meta.url);
  it('match the members the demo seed creates (deploy/dev/demo-users.json)', () => {
    const seed = JSON.parse(readFileSync(seedFile, 'utf8')) as { password: string; users: { email: string; firstName: string; lastName: string; role: string }[] };
    expect(seed.password).toBe(DEMO_PASSWORD);
    const pick = (users: readonly { email: string; firstName: string; lastName: string; role: string }[]) =>
      users.map(({ email, firstName, lastName, role }) => ({ email: email.toLowerCase(), firstName, lastName, role }));
    expect(pick(seed.users)).toEqual(pick(DEMO_USERS));
  });
});
