// Demo data, created through the command handler like everything else. Ids and command ids are
// fixed, so running it again records nothing new.
import { AGREEMENTS, accountDecider, agreementsDecider, budgetFunding, companyDecider, emailClaimDecider, streams, userDecider } from '@spend/domain';
import { PostgresEventStore, deterministicUuid, emailClaimStream, handleCommand, handleCommands } from '@spend/eventstore';
import { seedDemoCards } from '../cards/demo-cards';
import { seedDemoCoding } from './demo-coding';
import { DEMO_BUDGETS, DEMO_USERS } from './demo-data';

const id = (...parts: string[]): string => deterministicUuid('demo', ...parts);
const store = new PostgresEventStore({ connectionString: process.env.DATABASE_URL ?? 'postgres://spend_api@127.0.0.1:5432/spend' });
const now = new Date().toISOString();
const context = (companyId: string, command: string) => ({ companyId, userId: null, correlationId: id('seed'), commandId: id('command', command) });

const companies = {
  platform: { id: id('company', 'platform'), name: 'Spend Platform', parent: null, reseller: true, funding: 0 },
  acme: { id: id('company', 'acme'), name: 'Acme Corporation', parent: 'platform', reseller: false, funding: 50_000_000 },
  globex: { id: id('company', 'globex'), name: 'Globex', parent: 'platform', reseller: false, funding: 20_000_000 },
} as const;
/** The card accounts of the companies that spend, opened a year back so the demo history has its statements. */
const accounts = [
  { key: 'acme', cycle: 'MONTHLY', creditLimitCents: 25_000_000, rebateBasisPoints: 150 },
  { key: 'globex', cycle: 'SEMI_MONTHLY', creditLimitCents: 10_000_000, rebateBasisPoints: 100 },
] as const;
const yearAgo = new Date(Date.now() - 366 * 86_400_000).toISOString();

try {
  for (const [key, c] of Object.entries(companies)) {
    await handleCommand(store, streams.company(c.id), companyDecider, {
      type: 'CreateCompany', companyId: c.id, dbaName: c.name, parentCompanyId: c.parent ? companies[c.parent].id : null,
      isReseller: c.reseller, totalFunding: c.funding, now,
    }, context(c.id, `company-${key}`));
  }
  for (const a of accounts) {
    const c = companies[a.key];
    await handleCommand(store, streams.account(c.id), accountDecider, {
      type: 'SetAccountTerms', companyId: c.id, name: `${c.name} card account`, creditLimitCents: a.creditLimitCents, cycle: a.cycle,
      rebateBasisPoints: a.rebateBasisPoints, paymentDueDays: 25, lateFeeCents: 0, interestBasisPoints: 1_800, now: yearAgo,
    }, context(c.id, `account-${a.key}`));
  }
  for (const u of DEMO_USERS) {
    const personId = id('person', u.email);
    await handleCommand(store, emailClaimStream(u.email), emailClaimDecider, { type: 'ClaimEmail', email: u.email, personId }, context(companies[u.company].id, `email-${u.email}`));
    // One company user per company the person belongs to (the first is their home company).
    for (const key of [u.company, ...(u.alsoIn ?? [])]) {
      const companyId = companies[key].id;
      const userId = key === u.company ? id('user', u.email) : id('user', u.email, key);
      await handleCommand(store, streams.user(userId), userDecider, {
        type: 'CreateUser', userId, companyId, personId, authId: null, email: u.email, firstName: u.firstName,
        lastName: u.lastName, title: u.title, embossName: null, roles: [u.role], now,
      }, context(companyId, key === u.company ? `user-${u.email}` : `user-${u.email}-${key}`));
      // Everyone but the auditor has accepted the agreements, so the auditor's first login shows onboarding.
      if (u.role === 'Analyst') continue;
      for (const agreement of AGREEMENTS) {
        await handleCommand(store, streams.agreements(userId), agreementsDecider, { type: 'AcceptAgreement', userId, companyId, agreement, now }, context(companyId, `agreement-${userId}-${agreement}`));
      }
    }
  }
  for (const b of DEMO_BUDGETS) {
    const companyId = companies[b.company].id;
    const budgetId = id('budget', b.key);
    // Through the one funding decision, so each budget's pool is sized and its source reserves it.
    const funding = budgetFunding({
      type: 'CreateBudget', budgetId, companyId, parent: b.parent ? { budgetId: id('budget', b.parent), companyId, active: true } : null,
      name: b.name, color: null, randomColorIndex: DEMO_BUDGETS.indexOf(b), number: null,
      owner: { userId: id('user', b.owner), companyId, archived: false }, funding: b.funding, softLimit: 'None', overageValue: null,
      spenderUserIds: (b.spenders ?? []).map((email) => id('user', email)), now,
    }, null);
    await handleCommands(store, funding.streams, funding.decide, context(companyId, `budget-${b.key}`));
  }
  // Cards for the simulator's traffic: each budget's spenders get one, every budget a subscription card.
  const cards = await seedDemoCards(store, process.env.DATABASE_URL ?? 'postgres://spend_api@127.0.0.1:5432/spend', DEMO_BUDGETS.flatMap((b) => [
    ...(b.spenders ?? []).map((email) => ({ key: `${b.key}-${email}`, companyId: companies[b.company].id, cardType: 'Digital' as const, spenderUserId: id('user', email), budgetId: id('budget', b.key), limitCents: 500_000 })),
    { key: `${b.key}-subscription`, companyId: companies[b.company].id, cardType: 'Subscription' as const, spenderUserId: null, budgetId: id('budget', b.key), limitCents: 300_000,
      controls: { mcc: { mode: 'RESTRICTED', codes: ['7995'] } } },
  ]));
  console.log(`Demo cards ready: ${cards}.`);
  // Each customer company keeps its books: GL codes, projects and custom fields.
  for (const key of ['acme', 'globex'] as const) await seedDemoCoding(store, companies[key].id, key, now);
  const summary = `Demo data ready: ${Object.keys(companies).length} companies, ${DEMO_USERS.length} users, ${DEMO_BUDGETS.length} budgets.`;
  console.log(summary);
} finally {
  await store.close();
}
