import { readFileSync } from 'node:fs';
import type { Role } from '@spend/domain';

/**
 * Demo users, one per role, shared with the identity provider (which gives each the demo password):
 * their sign-in name is the email, which is also the token subject.
 */
export const DEMO_USERS: { email: string; firstName: string; lastName: string; title: string; role: Role; company: 'platform' | 'acme' | 'globex'; alsoIn?: ('acme' | 'globex')[] }[] = JSON.parse(
  readFileSync(new URL('../../../../deploy/dev/demo-users.json', import.meta.url), 'utf8'),
).users;

export const DEMO_BUDGETS: { key: string; name: string; funding: number; parent?: string; owner: string; spenders?: string[]; company: 'acme' | 'globex' }[] = [
  { key: 'marketing', name: 'Marketing', funding: 12_000_000, owner: 'owner@demo.spend.test', spenders: ['spender@demo.spend.test'], company: 'acme' },
  { key: 'events', name: 'Events', funding: 3_500_000, parent: 'marketing', owner: 'owner@demo.spend.test', spenders: ['spender@demo.spend.test'], company: 'acme' },
  { key: 'software', name: 'Software', funding: 4_800_000, owner: 'admin@demo.spend.test', company: 'acme' },
  { key: 'travel', name: 'Travel', funding: 2_500_000, owner: 'admin@demo.spend.test', company: 'acme' },
  { key: 'operations', name: 'Operations', funding: 9_000_000, owner: 'globex.admin@demo.spend.test', company: 'globex' },
];
