import {
  badInput, budgetDecider, companyDecider, conflict, emailClaimDecider, forbidden, isUuid, normalizeEmail, notFound, userDecider,
  validatePersonAcrossCompanies, type CreateUser, type Role,
} from '@spend/domain';
import { deterministicUuid, loadState } from '@spend/eventstore';
import type { MutationResolvers } from '../generated/resolvers-types';
import { awaitProjections, requirePermission, runCommand, type ApiContext } from '../shared/context';
import { apiError } from '../shared/errors';
import { isResellerCompany, loadPerson, loadUser } from './load';

const MULTI_ORG_ROLES: readonly string[] = ['MultiOrgAdmin', 'MultiOrgAnalyst'];

/** Who may hand out (or take away) which role: the super admin role only a super admin; the multi-org roles a multi-org admin or super admin, with flag enableMultiOrgRoles (spec 6). */
const requireMayChangeRoles = (ctx: ApiContext, roles: readonly string[]): void => {
  if (roles.includes('SpendSuperAdmin') && !ctx.caller.roles.includes('SpendSuperAdmin')) {
    throw apiError('FORBIDDEN', 'Only a super admin can grant the super admin role.');
  }
  const mayMultiOrg = ctx.flags.has('enableMultiOrgRoles') && ctx.caller.roles.some((r) => r === 'MultiOrgAdmin' || r === 'SpendSuperAdmin');
  if (roles.some((r) => MULTI_ORG_ROLES.includes(r)) && !mayMultiOrg) throw forbidden('Only a multi-org admin can grant the multi-org roles.');
};

/** The caller's company or one of its child companies; anything else is not found. */
const requireOwnOrChildCompany = async (ctx: ApiContext, companyId: string): Promise<void> => {
  if (companyId === ctx.caller.companyId) return;
  const target = isUuid(companyId) ? await loadState(ctx.services.store, `company-${companyId}`, companyDecider) : null;
  if (!target?.exists || target.parentCompanyId !== ctx.caller.companyId) throw notFound('Company');
};

/** Claims the email, then creates each company user. Callers validate everything first, so a refused member leaves no claim behind. */
const createPersonUsers = async (ctx: ApiContext, personId: string, email: string, users: CreateUser[]): Promise<void> => {
  await runCommand(ctx, `email-${normalizeEmail(email)}`, emailClaimDecider, { type: 'ClaimEmail', email, personId }, { label: 'email', companyId: users[0]!.companyId });
  for (const user of users) await runCommand(ctx, `user-${user.userId}`, userDecider, user, { label: `user:${user.companyId}`, companyId: user.companyId });
};

const setArchived = async (ctx: ApiContext, userId: string, type: 'ArchiveUser' | 'UnarchiveUser') => {
  requirePermission(ctx, 'teamMembers.edit');
  if (!isUuid(userId)) throw notFound('User');
  if (userId === ctx.caller.userId) throw conflict('You cannot archive yourself.');
  await runCommand(ctx, `user-${userId}`, userDecider, { type, userId, companyId: ctx.caller.companyId, now: new Date().toISOString() });
  await awaitProjections(ctx, ['members']);
  return loadUser(ctx, userId);
};

export const memberMutations: MutationResolvers = {
  createOneUserV2: async (_, { data }, ctx) => {
    const companyId = data.company?.connect.id ?? ctx.caller.companyId;
    if (companyId === ctx.caller.companyId) {
      requirePermission(ctx, 'teamMembers.create');
    } else {
      // Another company: only a child company of the caller's, with the client add-user permission.
      await requireOwnOrChildCompany(ctx, companyId);
      requirePermission(ctx, 'client.addUser');
    }
    const roles = data.roles.connect.map((r) => r.name);
    requireMayChangeRoles(ctx, roles);
    const person = data.person.create;
    // The single-company form: a Spender needs a budget, so leaving the field out counts as choosing none (spec 5).
    const spenderBudgetIds = [...new Set((data.spenderBudgets?.connect ?? []).map((b) => b.id))];
    const personId = deterministicUuid(ctx.commandId, 'person');
    const userId = deterministicUuid(ctx.commandId, 'user');
    const now = new Date().toISOString();
    const user: CreateUser = {
      type: 'CreateUser', userId, companyId, personId, authId: null, email: person.email, firstName: person.first_name, lastName: person.last_name,
      title: person.title ?? null, embossName: data.embossName ?? null, roles, rolesByHand: true, spenderBudgetIds, now,
    };
    userDecider.decide(user, userDecider.initialState());
    for (const budgetId of spenderBudgetIds) {
      const budget = isUuid(budgetId) ? await loadState(ctx.services.store, `budget-${budgetId}`, budgetDecider) : null;
      if (!budget?.exists || budget.companyId !== companyId || !budget.active) throw badInput('spenderBudgets', 'Budget not found.');
    }
    await createPersonUsers(ctx, personId, person.email, [user]);
    for (const budgetId of spenderBudgetIds) {
      await runCommand(ctx, `budget-${budgetId}`, budgetDecider, { type: 'UpdateBudget', budgetId, companyId, connectSpenderUserIds: [userId], now }, { label: `spends-from:${budgetId}`, companyId });
    }
    await awaitProjections(ctx, spenderBudgetIds.length ? ['members', 'budgets'] : ['members']);
    return loadUser(ctx, userId, companyId);
  },

  createOnePerson: async (_, { data }, ctx) => {
    requirePermission(ctx, 'multiTeamMembers.create', await isResellerCompany(ctx));
    const users = data.users.map((u) => ({ companyId: u.companyId, roles: u.roles, title: u.title ?? null }));
    validatePersonAcrossCompanies({ firstName: data.first_name, lastName: data.last_name, email: data.email, users });
    if (new Set(users.map((u) => u.companyId)).size !== users.length) throw badInput('companies', 'Each company can be chosen only once.');
    for (const u of users) await requireOwnOrChildCompany(ctx, u.companyId);
    requireMayChangeRoles(ctx, users.flatMap((u) => u.roles));
    const personId = deterministicUuid(ctx.commandId, 'person');
    const start = Date.now();
    // A millisecond apart in the order chosen: sign-in picks a person's earliest user, so the first company is their default.
    const commands: CreateUser[] = users.map((u, index) => ({
      type: 'CreateUser', userId: deterministicUuid(ctx.commandId, 'user', u.companyId), companyId: u.companyId, personId, authId: null,
      email: data.email, firstName: data.first_name, lastName: data.last_name, title: u.title, embossName: null, roles: u.roles, rolesByHand: true, titleOptional: true,
      now: new Date(start + index).toISOString(),
    }));
    for (const command of commands) userDecider.decide(command, userDecider.initialState());
    await createPersonUsers(ctx, personId, data.email, commands);
    await awaitProjections(ctx, ['members']);
    return loadPerson(ctx, personId);
  },

  updateOneUser: async (_, { where, data }, ctx) => {
    // Anyone may edit their own profile (profile edit); roles and other members need team members edit.
    const self = where.id === ctx.caller.userId;
    requirePermission(ctx, self && !data.roles ? 'profile.edit' : 'teamMembers.edit');
    if (!isUuid(where.id)) throw notFound('User');
    const current = await loadState(ctx.services.store, `user-${where.id}`, userDecider);
    if (!current.exists || current.companyId !== ctx.caller.companyId) throw notFound('User');
    const roles = data.roles?.set.map((r) => r.name);
    if (roles) {
      const changed = [...roles.filter((r) => !(current.roles as string[]).includes(r)), ...current.roles.filter((r: Role) => !roles.includes(r))];
      requireMayChangeRoles(ctx, changed.filter((r) => r !== 'BudgetOwner'));
    }
    const person = data.person?.update;
    await runCommand(ctx, `user-${where.id}`, userDecider, {
      type: 'UpdateUser', userId: where.id, companyId: ctx.caller.companyId, now: new Date().toISOString(),
      ...(person?.first_name != null && { firstName: person.first_name }),
      ...(person?.last_name != null && { lastName: person.last_name }),
      ...(person && person.title !== undefined && { title: person.title }),
      ...(data.embossName !== undefined && { embossName: data.embossName }),
      ...(roles && { roles }),
    });
    await awaitProjections(ctx, ['members']);
    return loadUser(ctx, where.id);
  },

  archiveOneUser: (_, { where }, ctx) => setArchived(ctx, where.id, 'ArchiveUser'),
  unarchiveOneUser: (_, { where }, ctx) => setArchived(ctx, where.id, 'UnarchiveUser'),
};
