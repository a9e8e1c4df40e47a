import { badInput, can, forbidden, isUuid, normalizeEmail } from '@spend/domain';
import { deterministicUuid } from '@spend/eventstore';
import type { QueryResolvers } from '../generated/resolvers-types';
import { requirePermission, type ApiContext } from '../shared/context';
import { containsPattern } from '../shared/search';
import { withTenant } from '../shared/tenant';
import { isResellerCompany, loadUser, pageSize, personOf, sortTeam, teamQuery } from './load';
import { storeReport } from './reports';
import { usersReportCsv } from './users-report';

/** Oneself always; another member of the company needs the team read permission. */
const requireSelfOrTeamRead = (ctx: ApiContext, userId: string): void => {
  if (userId !== ctx.caller.userId) requirePermission(ctx, 'teamMembers.company.read');
};

export const memberQueries: QueryResolvers = {
  teamMembers: async (_, { take, skip, orderBy, where }, ctx) => {
    requirePermission(ctx, 'teamMembers.company.read');
    const limit = pageSize(take, 25);
    return withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, async (trx) => {
      const query = teamQuery(trx, ctx, where);
      const counted = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      const items = await sortTeam(query, orderBy).limit(limit).offset(Math.max(0, skip ?? 0)).execute();
      return { items, count: Number(counted.n) };
    });
  },

  person: async (_, __, ctx) => {
    // x-nbx-mode: MultipleEntity (spec 7): every company's user of the signed-in person, found by token subject.
    const scope = ctx.multipleEntity ? { companyId: ctx.caller.companyId, authId: ctx.caller.authId } : { companyId: ctx.caller.companyId };
    const users = await withTenant(ctx.services.db, scope, (trx) => {
      const mine = trx.selectFrom('users').selectAll().where('archived', '=', false).orderBy('created_at').orderBy('id');
      return (ctx.multipleEntity ? mine.where('auth_id', '=', ctx.caller.authId) : mine.where('id', '=', ctx.caller.userId)).execute();
    });
    const current = users.find((u) => u.id === ctx.caller.userId)!;
    return personOf(current, users);
  },

  personV2: async (_, { where }, ctx) => {
    if (!where.id && !where.email) throw badInput('where', 'Give a person id or an email.');
    if (where.id && !isUuid(where.id)) return null;
    const user = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) => {
      let query = trx.selectFrom('users').selectAll().where('company_id', '=', ctx.caller.companyId);
      if (where.id) query = query.where('person_id', '=', where.id);
      if (where.email) query = query.where('email', '=', normalizeEmail(where.email));
      return query.executeTakeFirst();
    });
    if (!user) return null;
    requireSelfOrTeamRead(ctx, user.id);
    return personOf(user);
  },

  people: async (_, { take, skip, where }, ctx) => {
    requirePermission(ctx, 'teamMembers.company.read');
    const limit = pageSize(take, 25);
    const users = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
      sortTeam(teamQuery(trx, ctx, where), null).limit(limit).offset(Math.max(0, skip ?? 0)).execute(),
    );
    return users.map((u) => personOf(u));
  },

  peopleWithSpenderBudgets: async (_, { take, skip, where }, ctx) => {
    requirePermission(ctx, 'teamMembers.company.read');
    const limit = pageSize(take, 25);
    const users = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
      sortTeam(teamQuery(trx, ctx, where).where((eb) => eb.exists(eb.selectFrom('budget_spenders').select('user_id').whereRef('budget_spenders.user_id', '=', 'users.id'))), null)
        .limit(limit)
        .offset(Math.max(0, skip ?? 0))
        .execute(),
    );
    return users.map((u) => personOf(u));
  },

  findFirstPerson: async (_, { where }, ctx) => {
    requirePermission(ctx, 'teamMembers.company.read');
    const user = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
      trx.selectFrom('users').selectAll().where('email', '=', normalizeEmail(where.email)).executeTakeFirst(),
    );
    return user ? personOf(user) : null;
  },

  currentUserByAuthId: async (_, { authId }, ctx) => {
    if (authId !== ctx.caller.authId) throw forbidden();
    return loadUser(ctx, ctx.caller.userId);
  },

  userWithCompanyAndRole: async (_, { where }, ctx) => {
    requireSelfOrTeamRead(ctx, where.id);
    if (!isUuid(where.id)) return null;
    return withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) => trx.selectFrom('users').selectAll().where('id', '=', where.id).executeTakeFirst()).then((u) => u ?? null);
  },

  teamSearchOptions: async (_, { q, take }, ctx) => {
    // Member pickers appear in the team screens and in the budget form, which budget owners use too.
    if (!can(ctx.caller.roles, 'teamMembers.company.read') && !can(ctx.caller.roles, 'budget.edit')) throw forbidden();
    const limit = pageSize(take, 10);
    const pattern = containsPattern(q);
    const users = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
      trx
        .selectFrom('users')
        .selectAll()
        .where('archived', '=', false)
        .where((eb) => eb.or([eb('first_name', 'ilike', pattern), eb('last_name', 'ilike', pattern), eb('email', 'ilike', pattern), eb(eb.fn('concat_ws', [eb.val(' '), 'first_name', 'last_name']), 'ilike', pattern)]))
        .orderBy('first_name')
        .orderBy('last_name')
        .orderBy('id')
        .limit(limit)
        .execute(),
    );
    return users.map((u) => ({ userId: u.id, personId: u.person_id, name: `${u.first_name} ${u.last_name}`, email: u.email, title: u.title }));
  },

  multiOrgCompanies: async (_, __, ctx) => {
    requirePermission(ctx, 'multiTeamMembers.create', await isResellerCompany(ctx));
    // Row-level security shows the caller's company and its children (policy `children`).
    return withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
      trx.selectFrom('companies').selectAll().where((eb) => eb.or([eb('id', '=', ctx.caller.companyId), eb('parent_company_id', '=', ctx.caller.companyId)])).orderBy('dba_name').execute(),
    );
  },

  usersReport: async (_, { where, orderBy, options }, ctx) => {
    requirePermission(ctx, 'teamMembersReport.create');
    const users = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) => sortTeam(teamQuery(trx, ctx, where), orderBy).execute());
    const content = usersReportCsv(users, options);
    const id = deterministicUuid(ctx.commandId, 'users-report');
    return storeReport(ctx, { id, fileName: 'team-members-report.csv', content, permission: 'teamMembersReport.create', exportKind: 'MEMBERS_CSV' });
  },
};


