import { sql, type Selectable } from 'kysely';
import { badInput, isUuid, notFound } from '@spend/domain';
import type { UsersTable } from '@spend/projections/api';
import type { TeamMemberOrderByInput, TeamMemberWhereInput } from '../generated/resolvers-types';
import type { ApiContext } from '../shared/context';
import { containsPattern } from '../shared/search';
import { withTenant, type ReadTransaction } from '../shared/tenant';

export type UserModel = Selectable<UsersTable>;

/** A person as the caller sees them: one of their users stands for the identity; `users` are those the caller may see. */
export interface PersonModel {
  id: string;
  user: UserModel;
  users: UserModel[];
}

/** A company holds one user per person, so a company-scoped lookup's person has exactly that user. */
export const personOf = (user: UserModel, users: UserModel[] = [user]): PersonModel => ({ id: user.person_id, user, users });

/** Whether the caller's current company is a reseller (multi-org creation needs one, spec 6). */
export const isResellerCompany = async (ctx: ApiContext): Promise<boolean> => {
  const company = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
    trx.selectFrom('companies').select('is_reseller').where('id', '=', ctx.caller.companyId).executeTakeFirst(),
  );
  return company?.is_reseller ?? false;
};

/** A user of the caller's company (or of the given company, e.g. a child company just added to). */
export const loadUser = async (ctx: ApiContext, id: string, companyId = ctx.caller.companyId): Promise<UserModel> => {
  const user = await withTenant(ctx.services.db, { companyId }, (trx) => trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst());
  if (!user) throw notFound('User');
  return user;
};

/** A person by id with the users of theirs the caller's company, or its child companies, hold. */
export const loadPerson = async (ctx: ApiContext, personId: string): Promise<PersonModel> => {
  const companies = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) => trx.selectFrom('companies').select('id').execute());
  const users: UserModel[] = [];
  for (const { id } of companies) {
    users.push(...(await withTenant(ctx.services.db, { companyId: id }, (trx) => trx.selectFrom('users').selectAll().where('person_id', '=', personId).execute())));
  }
  if (users.length === 0) throw notFound('Person');
  // The caller's company's user first, then by age.
  const rank = (u: UserModel) => (u.company_id === ctx.caller.companyId ? 0 : 1);
  users.sort((a, b) => rank(a) - rank(b) || a.created_at.getTime() - b.created_at.getTime() || a.id.localeCompare(b.id));
  return personOf(users[0]!, users);
};

/** The members of the caller's company that the team list shows for `where` (spec 2.5: Active or archived tab, search, role). */
export const teamQuery = (trx: ReadTransaction, ctx: ApiContext, where: TeamMemberWhereInput | null | undefined) => {
  let query = trx.selectFrom('users').where('company_id', '=', ctx.caller.companyId).where('archived', '=', where?.archived ?? false);
  if (where?.q?.trim()) {
    const pattern = containsPattern(where.q);
    query = query.where((eb) => eb.or([eb('first_name', 'ilike', pattern), eb('last_name', 'ilike', pattern), eb('email', 'ilike', pattern)]));
  }
  if (where?.role) query = query.where(sql<boolean>`${where.role} = ANY(roles)`);
  if (where?.budgetId) {
    const budgetId = where.budgetId;
    // An id that is not a uuid names no budget, so no member spends from it.
    query = isUuid(budgetId)
      ? query.where((eb) => eb.exists(eb.selectFrom('budget_spenders').select('user_id').whereRef('budget_spenders.user_id', '=', 'users.id').where('budget_spenders.budget_id', '=', budgetId)))
      : query.where(sql<boolean>`false`);
  }
  return query;
};

/** Sorted as asked (spec 9 default: name ascending), ties broken by id so pages are stable. */
export const sortTeam = <Q extends ReturnType<typeof teamQuery>>(query: Q, orderBy: readonly TeamMemberOrderByInput[] | null | undefined) => {
  let sorted = query.selectAll();
  for (const sort of orderBy ?? [{ field: 'name', order: 'asc' }]) {
    sorted = sort.field === 'name' ? sorted.orderBy('first_name', sort.order).orderBy('last_name', sort.order) : sorted.orderBy(sort.field === 'email' ? 'email' : 'created_at', sort.order);
  }
  return sorted.orderBy('id');
};

export const pageSize = (take: number | null | undefined, fallback: number): number => {
  const limit = take ?? fallback;
  if (limit < 0 || limit > 100) throw badInput('take', 'take must be between 0 and 100.');
  return limit;
};
