import type { Role } from '@spend/domain';

/** Demo users, one per role; their sign-in name is the email (it is also the token subject). */
export const DEMO_USERS: { email: string; firstName: string; lastName: string; title: string; role: Role; company: 'platform' | 'acme' | 'globex' }[] = [
  { email: 'superadmin@demo.spend.test', firstName: 'Sam', lastName: 'Root', title: 'Platform operator', role: 'SpendSuperAdmin', company: 'platform' },
  { email: 'multiadmin@demo.spend.test', firstName: 'Morgan', lastName: 'Reed', title: 'Reseller admin', role: 'MultiOrgAdmin', company: 'platform' },
  { email: 'multianalyst@demo.spend.test', firstName: 'Avery', lastName: 'Quinn', title: 'Reseller analyst', role: 'MultiOrgAnalyst', company: 'platform' },
  { email: 'admin@demo.spend.test', firstName: 'Ada', lastName: 'Lovelace', title: 'Finance director', role: 'OrgAdmin', company: 'acme' },
  { email: 'owner@demo.spend.test', firstName: 'Otis', lastName: 'Owens', title: 'Marketing lead', role: 'BudgetOwner', company: 'acme' },
  { email: 'spender@demo.spend.test', firstName: 'Sofia', lastName: 'Diaz', title: 'Field marketer', role: 'Spender', company: 'acme' },
  { email: 'auditor@demo.spend.test', firstName: 'Arthur', lastName: 'Ledger', title: 'External auditor', role: 'Analyst', company: 'acme' },
  { email: 'globex.admin@demo.spend.test', firstName: 'Hank', lastName: 'Scorpio', title: 'CEO', role: 'OrgAdmin', company: 'globex' },
];

export const DEMO_BUDGETS: { key: string; name: string; funding: number; parent?: string; owner: string; spenders?: string[]; company: 'acme' | 'globex' }[] = [
  { key: 'marketing', name: 'Marketing', funding: 12_000_000, owner: 'owner@demo.spend.test', spenders: ['spender@demo.spend.test'], company: 'acme' },
  { key: 'events', name: 'Events', funding: 3_500_000, parent: 'marketing', owner: 'owner@demo.spend.test', spenders: ['spender@demo.spend.test'], company: 'acme' },
  { key: 'software', name: 'Software', funding: 4_800_000, owner: 'admin@demo.spend.test', company: 'acme' },
  { key: 'travel', name: 'Travel', funding: 2_500_000, owner: 'admin@demo.spend.test', company: 'acme' },
  { key: 'operations', name: 'Operations', funding: 9_000_000, owner: 'globex.admin@demo.spend.test', company: 'globex' },
];
