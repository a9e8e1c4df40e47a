import { forgottenAuthId, isRole, notFound, roleLabel, ROLE_LABELS, ROLES, type Role } from '@spend/domain';
import { sql } from 'kysely';
import type { BudgetModel } from '../budgets/resolvers';
import type { Resolvers } from '../generated/resolvers-types';
import { withTenant } from '../shared/tenant';
import { personOf, type PersonModel, type UserModel } from './load';
import { memberMutations } from './mutations';
import { forgetMutations } from './forget';
import { memberQueries } from './queries';

export type { PersonModel, UserModel };

const role = (name: Role) => ({ id: name, name, description: ROLE_LABELS[name] });
const mainRole = (roles: readonly string[]): Role | undefined => ROLES.find((r) => roles.includes(r));

export const memberResolvers: Resolvers = {
  User: {
    companyId: (u) => u.company_id,
    createdAt: (u) => u.created_at,
    embossName: (u) => u.emboss_name,
    managerId: (u) => u.manager_user_id ?? null,
    department: (u) => u.department ?? null,
    // The read model keeps no flag: a forgotten member's sign-in subject is the domain's forgotten one.
    forgotten: (u) => u.auth_id === forgottenAuthId(u.id),
    company: async (u, _, ctx) => {
      // The own company, a child company, or (multi-entity) one of the caller's own companies.
      const company = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId, authId: ctx.caller.authId }, (trx) =>
        trx.selectFrom('companies').selectAll().where('id', '=', u.company_id).executeTakeFirst(),
      );
      if (!company) throw notFound('Company');
      return company;
    },
    person: (u) => personOf(u),
    roles: (u) => u.roles.filter(isRole).map(role),
    mainRole: (u) => {
      const main = mainRole(u.roles);
      return main ? role(main) : null;
    },
    mainRoleName: (u) => roleLabel(u.roles.filter(isRole)),
  },
  Person: {
    id: (p) => p.id,
    email: (p) => p.user.email,
    first_name: (p) => p.user.first_name,
    last_name: (p) => p.user.last_name,
    title: (p) => p.user.title,
    authId: (p) => p.user.auth_id,
    userId: (p, _, ctx) => p.users.find((u) => u.company_id === ctx.caller.companyId)?.id ?? null,
    users: (p) => p.users,
    spenderBudgets: (p, _, ctx) =>
      withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
        trx
          .selectFrom('budgets')
          .innerJoin('budget_spenders', 'budget_spenders.budget_id', 'budgets.id')
          .innerJoin('users', 'users.id', 'budget_spenders.user_id')
          .selectAll('budgets')
          .select(sql<string[]>`coalesce((SELECT array_agg(s.user_id ORDER BY s.user_id) FROM budget_spenders s WHERE s.budget_id = budgets.id), '{}')`.as('spender_ids'))
          .where('users.person_id', '=', p.id)
          .orderBy('budgets.name')
          .execute() as Promise<BudgetModel[]>,
      ),
  },
  Query: {
    ...memberQueries,
    myCompanies: (_, __, ctx) =>
      withTenant(ctx.services.db, { companyId: ctx.caller.companyId, authId: ctx.caller.authId }, async (trx) => {
        const rows = await trx
          .selectFrom('users')
          .innerJoin('companies', 'companies.id', 'users.company_id')
          .select(['users.id as userId', 'users.company_id as companyId', 'companies.dba_name as companyName', 'companies.parent_company_id as parent'])
          .where('users.auth_id', '=', ctx.caller.authId)
          .where('users.archived', '=', false)
          // The switcher's person lookup spans the person's companies only with x-nbx-mode: MultipleEntity (spec 7).
          .$if(!ctx.multipleEntity, (q) => q.where('users.id', '=', ctx.caller.userId))
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
  Mutation: { ...memberMutations, ...forgetMutations },
};
