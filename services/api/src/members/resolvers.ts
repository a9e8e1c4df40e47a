import { sql, type Selectable } from 'kysely';
import { badInput, budgetDecider, companyDecider, emailClaimDecider, isUuid, normalizeEmail, notFound, roleLabel, userDecider, ROLES, type Role } from '@spend/domain';
import { deterministicUuid, loadState } from '@spend/eventstore';
import type { UsersTable } from '@spend/projections';
import type { Resolvers } from '../generated/resolvers-types';
import { awaitProjections, requirePermission, runCommand } from '../shared/context';
import { apiError } from '../shared/errors';
import { containsPattern } from '../shared/search';
import { withTenant } from '../shared/tenant';

export type UserModel = Selectable<UsersTable>;

const knownRoles = (roles: readonly string[]): Role[] => roles.filter((r): r is Role => (ROLES as readonly string[]).includes(r));

export const memberResolvers: Resolvers = {
  User: {
    companyId: (u) => u.company_id,
    embossName: (u) => u.emboss_name,
    person: (u) => ({ id: u.person_id, email: u.email, first_name: u.first_name, last_name: u.last_name, title: u.title }),
    roles: (u) => u.roles.map((name) => ({ name })),
    mainRoleName: (u) => roleLabel(knownRoles(u.roles)),
  },
  Query: {
    teamMembers: async (_, { take, skip, orderBy, where }, ctx) => {
      requirePermission(ctx, 'teamMembers.company.read');
      const limit = take ?? 25;
      if (limit < 0 || limit > 100) throw badInput('take', 'take must be between 0 and 100.');
      return withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, async (trx) => {
        let query = trx.selectFrom('users').where('company_id', '=', ctx.caller.companyId).where('archived', '=', where?.archived ?? false);
        if (where?.q?.trim()) {
          const pattern = containsPattern(where.q);
          query = query.where((eb) => eb.or([eb('first_name', 'ilike', pattern), eb('last_name', 'ilike', pattern), eb('email', 'ilike', pattern)]));
        }
        if (where?.role) query = query.where(sql<boolean>`${where.role} = ANY(roles)`);
        const counted = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
        let page = query.selectAll();
        for (const sort of orderBy ?? [{ field: 'name', order: 'asc' }]) {
          page = sort.field === 'name' ? page.orderBy('first_name', sort.order).orderBy('last_name', sort.order) : page.orderBy(sort.field === 'email' ? 'email' : 'created_at', sort.order);
        }
        const items = await page.orderBy('id').limit(limit).offset(Math.max(0, skip ?? 0)).execute();
        return { items, count: Number(counted.n) };
      });
    },
    myCompanies: (_, __, ctx) =>
      withTenant(ctx.services.db, { companyId: ctx.caller.companyId, authId: ctx.caller.authId }, async (trx) => {
        const rows = await trx
          .selectFrom('users')
          .innerJoin('companies', 'companies.id', 'users.company_id')
          .select(['users.id as userId', 'users.company_id as companyId', 'companies.dba_name as companyName', 'companies.parent_company_id as parent'])
          .where('users.auth_id', '=', ctx.caller.authId)
          .where('users.archived', '=', false)
          .orderBy('companies.dba_name')
          .execute();
        return rows.map((r) => ({ userId: r.userId, companyId: r.companyId, companyName: r.companyName, label: r.parent ? 'Child Company' : 'Parent Company', current: r.userId === ctx.caller.userId }));
      }),
    me: (_, __, { caller }) => ({
      id: caller.userId,
      companyId: caller.companyId,
      personId: caller.personId,
      email: caller.email,
      firstName: caller.firstName,
      lastName: caller.lastName,
      roles: caller.roles,
      mainRoleName: roleLabel(caller.roles),
    }),
  },
  Mutation: {
    createOneUserV2: async (_, { data }, ctx) => {
      const companyId = data.company?.connect.id ?? ctx.caller.companyId;
      if (companyId === ctx.caller.companyId) {
        requirePermission(ctx, 'teamMembers.create');
      } else {
        if (!isUuid(companyId)) throw notFound('Company');
        // Another company: only a child company of the caller's, with the client add-user permission.
        const target = await loadState(ctx.services.store, `company-${companyId}`, companyDecider);
        if (!target.exists || target.parentCompanyId !== ctx.caller.companyId) throw notFound('Company');
        requirePermission(ctx, 'client.addUser');
      }
      const roles = data.roles.connect.map((r) => r.name);
      if (roles.includes('SpendSuperAdmin') && !ctx.caller.roles.includes('SpendSuperAdmin')) {
        throw apiError('FORBIDDEN', 'Only a super admin can grant the super admin role.');
      }
      const person = data.person.create;
      const spenderBudgetIds = data.spenderBudgets ? [...new Set(data.spenderBudgets.connect.map((b) => b.id))] : undefined;
      const personId = deterministicUuid(ctx.commandId, 'person');
      const userId = deterministicUuid(ctx.commandId, 'user');
      const now = new Date().toISOString();
      const user = {
        type: 'CreateUser' as const,
        userId, companyId, personId, authId: null, email: person.email, firstName: person.first_name, lastName: person.last_name,
        title: person.title ?? null, embossName: data.embossName ?? null, roles, now,
        ...(spenderBudgetIds && { spenderBudgetIds }),
      };
      // Validate the member and their budgets before claiming the email, so a refused member leaves
      // no claim behind.
      userDecider.decide(user, userDecider.initialState());
      for (const budgetId of spenderBudgetIds ?? []) {
        const budget = isUuid(budgetId) ? await loadState(ctx.services.store, `budget-${budgetId}`, budgetDecider) : null;
        if (!budget?.exists || budget.companyId !== companyId || !budget.active) throw badInput('spenderBudgets', 'Budget not found.');
      }
      await runCommand(ctx, `email-${normalizeEmail(person.email)}`, emailClaimDecider, { type: 'ClaimEmail', email: person.email, personId }, { label: 'email', companyId });
      await runCommand(ctx, `user-${userId}`, userDecider, user, { label: 'user', companyId });
      for (const budgetId of spenderBudgetIds ?? []) {
        await runCommand(ctx, `budget-${budgetId}`, budgetDecider, { type: 'UpdateBudget', budgetId, companyId, connectSpenderUserIds: [userId], now }, { label: `spends-from:${budgetId}`, companyId });
      }
      await awaitProjections(ctx, spenderBudgetIds?.length ? ['members', 'budgets'] : ['members']);
      const created = await withTenant(ctx.services.db, { companyId }, (trx) => trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst());
      if (!created) throw notFound('User');
      return created;
    },
  },
};
