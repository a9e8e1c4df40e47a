import { AccountStore } from './accounts';
import { SecondFactors } from './second-factor';

/** The one password every demo user starts with (documented in the README; development only). */
export const DEMO_PASSWORD = 'Spend-demo-1';

/**
 * The demo admin's authenticator key (base32, RFC 6238 defaults), printed in the README so a person can
 * add it to an authenticator app; the browser tests compute its codes. Development only.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'SPENDDEMOADMINTOTPSECRETFORDEV23';
export const DEMO_ADMIN_EMAIL = 'admin@demo.spend.test';

/** A role id of spec section 6 (the super admin's id carries the product's name). */
export type DemoRole = 'OrgAdmin' | 'BudgetOwner' | 'Spender' | 'Analyst' | 'MultiOrgAdmin' | 'MultiOrgAnalyst' | 'SpendSuperAdmin';

export interface DemoUser {
  /** Lowercase; it is also the account id, i.e. the token `sub`, which the API maps to a user's authId. */
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  title: string;
  role: DemoRole;
  /** Which demo company the seed puts the member in (`platform` is the reseller parent). */
  company: 'platform' | 'acme' | 'globex';
  /** Further companies a multi-org member belongs to. */
  alsoIn?: readonly ('acme' | 'globex')[];
}

const user = (email: string, firstName: string, lastName: string, title: string, role: DemoRole, company: DemoUser['company'], alsoIn?: DemoUser['alsoIn']): DemoUser => ({
  email,
  firstName,
  lastName,
  name: `${firstName} ${lastName}`,
  title,
  role,
  company,
  ...(alsoIn ? { alsoIn } : {}),
});

/**
 * Demo users, at least one for every role. The API's demo seed creates the matching members through
 * commands (deploy/dev/demo-users.json holds the same list for it; a test here keeps them equal).
 */
export const DEMO_USERS: readonly DemoUser[] = [
  user('superadmin@demo.spend.test', 'Sam', 'Root', 'Platform operator', 'SpendSuperAdmin', 'platform'),
  user('multiadmin@demo.spend.test', 'Morgan', 'Reed', 'Reseller admin', 'MultiOrgAdmin', 'platform', ['acme', 'globex']),
  user('multianalyst@demo.spend.test', 'Avery', 'Quinn', 'Reseller analyst', 'MultiOrgAnalyst', 'platform'),
  user(DEMO_ADMIN_EMAIL, 'Ada', 'Lovelace', 'Finance director', 'OrgAdmin', 'acme'),
  user('owner@demo.spend.test', 'Otis', 'Owens', 'Marketing lead', 'BudgetOwner', 'acme'),
  user('spender@demo.spend.test', 'Sofia', 'Diaz', 'Field marketer', 'Spender', 'acme'),
  user('auditor@demo.spend.test', 'Arthur', 'Ledger', 'External auditor', 'Analyst', 'acme'),
  user('globex.admin@demo.spend.test', 'Hank', 'Scorpio', 'CEO', 'OrgAdmin', 'globex'),
];

/** Adds every demo user to the store with the demo password. */
export const addDemoUsers = async (accounts: AccountStore, password = DEMO_PASSWORD): Promise<void> => {
  await Promise.all(DEMO_USERS.map((demo) => accounts.add(demo.email, demo.name, password)));
};

/** A new in-memory store holding the demo users. */
export const createDemoAccountStore = async (): Promise<AccountStore> => {
  const accounts = new AccountStore();
  await addDemoUsers(accounts);
  return accounts;
};

/** The demo users' authenticator apps: the demo admin's, with DEMO_ADMIN_TOTP_SECRET; the others enrol when asked. */
export const createDemoFactors = (now?: () => number, periodSeconds?: number): SecondFactors => {
  const factors = new SecondFactors(now, periodSeconds);
  factors.enrol(DEMO_ADMIN_EMAIL, DEMO_ADMIN_TOTP_SECRET);
  return factors;
};
