import {
  badInput, budgetDecider, companyDecider, emailClaimDecider, isRole, isUuid, notFound, requireMayGrant, userDecider,
  validatePersonAcrossCompanies, type BudgetState, type CreateUser, type DomainEvent, type Granter, type UpdateUser, type UserState, streams,
} from '@spend/domain';
import { deterministicUuid, emailClaimStream, loadState, type Decided, type StreamSpec, type StreamSpecs } from '@spend/eventstore';
import type { MutationResolvers } from '../generated/resolvers-types';
import { awaitProjections, requirePermission, runCommand, runCommands, type ApiContext, nowOf } from '../shared/context';
import { isResellerCompany, loadPerson, loadUser } from './load';
import { sendWelcomeMail } from './welcome-mail';

/** The caller as spec 6's granter: their user, roles and the enableMultiOrgRoles flag they sent. */
const granterOf = (ctx: ApiContext): Granter => ({
  userId: ctx.caller.userId, roles: ctx.caller.roles, multiOrgRoles: ctx.flags.has('enableMultiOrgRoles'), apiClient: !!ctx.caller.apiClient,
});

/** The caller's company or one of its child companies; anything else is not found. */
const requireOwnOrChildCompany = async (ctx: ApiContext, companyId: string): Promise<void> => {
  if (companyId === ctx.caller.companyId) return;
  const target = isUuid(companyId) ? await loadState(ctx.services.store, streams.company(companyId), companyDecider) : null;
  if (!target?.exists || target.parentCompanyId !== ctx.caller.companyId) throw notFound('Company');
};

type PersonStreams = Record<string, object>;
/** One stream of a person's creation, its fold typed where it is chosen. */
const stream = <State, E extends DomainEvent>(name: string, fold: StreamSpec<State, E>['fold'], companyId?: string) =>
  ({ name, fold, companyId }) as unknown as StreamSpec<object, never>;

/**
 * Creates a person's company users, claims their email and connects the budgets a Spender spends
 * from, as ONE command over all those streams: a refusal at any step (a user's fields, the email
 * taken, a budget gone) records nothing anywhere, so the email stays free.
 */
const createPerson = async (ctx: ApiContext, personId: string, email: string, users: CreateUser[], spenderBudgetIds: readonly string[] = []): Promise<void> => {
  const companyId = users[0]!.companyId;
  const specs: StreamSpecs<PersonStreams> = {
    ...Object.fromEntries(users.map((u) => [`user:${u.userId}`, stream(streams.user(u.userId), userDecider, u.companyId)])),
    email: stream(emailClaimStream(email), emailClaimDecider),
    ...Object.fromEntries(spenderBudgetIds.map((id) => [`budget:${id}`, stream(streams.budget(id), budgetDecider)])),
  };
  await runCommands(ctx, specs, (states) => {
    const decided: Decided<PersonStreams, DomainEvent> = {};
    for (const u of users) decided[`user:${u.userId}`] = userDecider.decide(u, states[`user:${u.userId}`] as UserState);
    decided.email = emailClaimDecider.decide({ type: 'ClaimEmail', email, personId }, states.email as { personId: string | null });
    for (const budgetId of spenderBudgetIds) {
      const budget = states[`budget:${budgetId}`] as BudgetState;
      if (!budget.exists || budget.companyId !== companyId || !budget.active) throw badInput('spenderBudgets', 'Budget not found.');
      decided[`budget:${budgetId}`] = budgetDecider.decide({ type: 'UpdateBudget', budgetId, companyId, connectSpenderUserIds: users.map((u) => u.userId), now: users[0]!.now }, budget);
    }
    return decided;
  }, { companyId });
};

const setArchived = async (ctx: ApiContext, userId: string, type: 'ArchiveUser' | 'UnarchiveUser') => {
  requirePermission(ctx, 'teamMembers.edit');
  if (!isUuid(userId)) throw notFound('User');
  await runCommand(ctx, streams.user(userId), userDecider, {
    type, userId, companyId: ctx.caller.companyId, byUserId: ctx.caller.userId, byApiClient: !!ctx.caller.apiClient, now: nowOf(ctx),
  });
  await awaitProjections(ctx, ['members']);
  return loadUser(ctx, userId);
};

type EditStreams = { user: UserState; manager?: UserState };

/**
 * `updateOneUser` as ONE command over the member's stream and, when one is chosen, the manager's:
 * the decider sees the manager as their own stream folds them, so a refusal records nothing.
 */
const editMember = async (ctx: ApiContext, userId: string, command: Omit<UpdateUser, 'manager'>): Promise<void> => {
  const managerId = command.managerUserId;
  const specs: StreamSpecs<EditStreams> = {
    user: { name: streams.user(userId), fold: userDecider },
    ...(managerId && isUuid(managerId) && managerId !== userId && { manager: { name: streams.user(managerId), fold: userDecider } }),
  };
  await runCommands(ctx, specs, (states) => {
    const found = states.manager?.exists ? { userId: managerId!, companyId: states.manager.companyId, archived: states.manager.archived } : null;
    return { user: userDecider.decide({ ...command, manager: found }, states.user) };
  });
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
    requireMayGrant(granterOf(ctx), roles.filter(isRole));
    const person = data.person.create;
    // The single-company form: a Spender needs a budget, so leaving the field out counts as choosing none (spec 5).
    const spenderBudgetIds = [...new Set((data.spenderBudgets?.connect ?? []).map((b) => b.id))];
    const personId = deterministicUuid(ctx.commandId, 'person');
    const userId = deterministicUuid(ctx.commandId, 'user');
    const now = nowOf(ctx);
    const user: CreateUser = {
      type: 'CreateUser', userId, companyId, personId, authId: null, email: person.email, firstName: person.first_name, lastName: person.last_name,
      title: person.title ?? null, embossName: data.embossName ?? null, roles, rolesByHand: true, spenderBudgetIds, now,
    };
    if (!spenderBudgetIds.every(isUuid)) throw badInput('spenderBudgets', 'Budget not found.');
    await createPerson(ctx, personId, person.email, [user], spenderBudgetIds);
    await sendWelcomeMail(ctx, { email: person.email, firstName: person.first_name });
    await awaitProjections(ctx, spenderBudgetIds.length ? ['members', 'budgets'] : ['members']);
    return loadUser(ctx, userId, companyId);
  },

  createOnePerson: async (_, { data }, ctx) => {
    requirePermission(ctx, 'multiTeamMembers.create', await isResellerCompany(ctx));
    const users = data.users.map((u) => ({ companyId: u.companyId, roles: u.roles, title: u.title ?? null }));
    validatePersonAcrossCompanies({ firstName: data.first_name, lastName: data.last_name, email: data.email, users });
    if (new Set(users.map((u) => u.companyId)).size !== users.length) throw badInput('companies', 'Each company can be chosen only once.');
    for (const u of users) await requireOwnOrChildCompany(ctx, u.companyId);
    requireMayGrant(granterOf(ctx), users.flatMap((u) => u.roles).filter(isRole));
    const personId = deterministicUuid(ctx.commandId, 'person');
    const start = Date.now();
    // A millisecond apart in the order chosen: sign-in picks a person's earliest user, so the first company is their default.
    const commands: CreateUser[] = users.map((u, index) => ({
      type: 'CreateUser', userId: deterministicUuid(ctx.commandId, 'user', u.companyId), companyId: u.companyId, personId, authId: null,
      email: data.email, firstName: data.first_name, lastName: data.last_name, title: u.title, embossName: null, roles: u.roles, rolesByHand: true, titleOptional: true,
      now: new Date(start + index).toISOString(),
    }));
    await createPerson(ctx, personId, data.email, commands);
    await sendWelcomeMail(ctx, { email: data.email, firstName: data.first_name });
    await awaitProjections(ctx, ['members']);
    return loadPerson(ctx, personId);
  },

  updateOneUser: async (_, { where, data }, ctx) => {
    // Anyone may edit their own names, title and emboss name (profile edit); roles, manager, department and other members need team members edit.
    const adminOnly = data.roles || data.managerId !== undefined || data.department !== undefined;
    requirePermission(ctx, where.id === ctx.caller.userId && !adminOnly ? 'profile.edit' : 'teamMembers.edit');
    if (!isUuid(where.id)) throw notFound('User');
    const person = data.person?.update;
    await editMember(ctx, where.id, {
      type: 'UpdateUser', userId: where.id, companyId: ctx.caller.companyId, by: granterOf(ctx), now: nowOf(ctx),
      ...(person?.first_name != null && { firstName: person.first_name }),
      ...(person?.last_name != null && { lastName: person.last_name }),
      ...(person && person.title !== undefined && { title: person.title }),
      ...(data.embossName !== undefined && { embossName: data.embossName }),
      ...(data.roles && { roles: data.roles.set.map((r) => r.name) }),
      ...(data.managerId !== undefined && { managerUserId: data.managerId }),
      ...(data.department !== undefined && { department: data.department }),
    });
    await awaitProjections(ctx, ['members']);
    return loadUser(ctx, where.id);
  },

  archiveOneUser: (_, { where }, ctx) => setArchived(ctx, where.id, 'ArchiveUser'),
  unarchiveOneUser: (_, { where }, ctx) => setArchived(ctx, where.id, 'UnarchiveUser'),
};
