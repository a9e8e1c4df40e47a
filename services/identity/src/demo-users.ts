import { readFileSync } from 'node:fs';
import type { AccountStore } from './accounts';

interface DemoUsers {
  password: string;
  users: { email: string; firstName: string; lastName: string; role: string }[];
}

/** The demo users of every role (deploy/dev/demo-users.json, shared with the API's demo seed). */
export const DEMO_USERS: DemoUsers = JSON.parse(readFileSync(new URL('../../../deploy/dev/demo-users.json', import.meta.url), 'utf8'));

export const addDemoUsers = async (accounts: AccountStore): Promise<void> => {
  for (const user of DEMO_USERS.users) await accounts.add(user.email, `${user.firstName} ${user.lastName}`, DEMO_USERS.password);
};
