import {
  actingFor, approvalDelegationsFold, badInput, decideDelegation, DELEGATION_MESSAGES, isUuid, userDecider, streams, upcomingDelegations,
  type ApprovalDelegationsState, type UserState,
} from '@spend/domain';
import { deterministicUuid, loadState, type StreamSpecs } from '@spend/eventstore';
import type { Resolvers } from '../generated/resolvers-types';
import { loadersFor } from '../budgets/load';
import { nowOf, runCommands, type ApiContext } from '../shared/context';
import { withTenant } from '../shared/tenant';

const delegationsOf = (ctx: ApiContext): Promise<ApprovalDelegationsState> =>
  loadState(ctx.services.store, streams.approvalDelegations(ctx.caller.companyId), approvalDelegationsFold);

const actingByRequest = new WeakMap<ApiContext, Promise<string[]>>();

/**
 * The reviewers the caller approves for today, read from the write model (one small stream per
 * company), once per GraphQL request: it routes their requests to the caller's queue.
 */
export const actingForCaller = (ctx: ApiContext): Promise<string[]> => {
  let acting = actingByRequest.get(ctx);
  if (!acting) {
    acting = delegationsOf(ctx).then((state) => actingFor(state, ctx.caller.userId, nowOf(ctx)));
    actingByRequest.set(ctx, acting);
  }
  return acting;
};

/**
 * The away approver the caller reviews for among `approverUserIds`; null when the caller is one of
 * them, acts for none, or asked for the request (nobody approves their own).
 */
export const onBehalfOfFor = async (ctx: ApiContext, approverUserIds: readonly string[], requestorUserId: string | null): Promise<string | null> => {
  if (approverUserIds.includes(ctx.caller.userId) || requestorUserId === ctx.caller.userId) return null;
  const acting = await actingForCaller(ctx);
  return approverUserIds.find((id) => acting.includes(id)) ?? null;
};

const user = (ctx: ApiContext, id: string) => loadersFor(ctx).user.load(id);

export const delegationResolvers: Resolvers = {
  ApprovalDelegation: {
    id: (d) => d.delegationId,
    user: (d, _, ctx) => user(ctx, d.userId),
    delegate: (d, _, ctx) => user(ctx, d.delegateUserId),
  },
  Query: {
    myApprovalDelegations: async (_, __, ctx) => upcomingDelegations(await delegationsOf(ctx), ctx.caller.userId, nowOf(ctx)),
    approvalDelegateCandidates: (_, __, ctx) => withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
      trx.selectFrom('users').selectAll().where('archived', '=', false).where('id', '!=', ctx.caller.userId).orderBy('first_name').orderBy('last_name').orderBy('id').execute()),
  },
  Mutation: {
    createOneApprovalDelegation: async (_, { data }, ctx) => {
      const delegateUserId = data.delegate.connect.id;
      if (!isUuid(delegateUserId)) throw badInput('delegate', DELEGATION_MESSAGES.member);
      const delegationId = deterministicUuid(ctx.commandId, 'delegation');
      const specs = {
        delegations: { name: streams.approvalDelegations(ctx.caller.companyId), fold: approvalDelegationsFold },
        delegate: { name: streams.user(delegateUserId), fold: userDecider },
      } as StreamSpecs<{ delegations: ApprovalDelegationsState; delegate: UserState }>;
      const command = {
        type: 'DelegateApprovals' as const, delegationId, companyId: ctx.caller.companyId, userId: ctx.caller.userId, delegateUserId,
        startsOn: data.startsOn.trim(), endsOn: data.endsOn.trim(), now: nowOf(ctx),
      };
      const { states } = await runCommands(ctx, specs, (s) => ({ delegations: decideDelegation(command, s) }));
      return states.delegations.delegations.find((d) => d.delegationId === delegationId)!;
    },
    deleteOneApprovalDelegation: async (_, { where }, ctx) => {
      const before = await delegationsOf(ctx);
      const specs = { delegations: { name: streams.approvalDelegations(ctx.caller.companyId), fold: approvalDelegationsFold } } as StreamSpecs<{ delegations: ApprovalDelegationsState }>;
      // Another's delegation, or none, is NOT_FOUND (the decider's refusal).
      await runCommands(ctx, specs, (s) => ({
        delegations: decideDelegation({ type: 'CancelApprovalDelegation', delegationId: where.id, companyId: ctx.caller.companyId, userId: ctx.caller.userId, now: nowOf(ctx) }, s),
      }));
      return before.delegations.find((d) => d.delegationId === where.id)!;
    },
  },
};
