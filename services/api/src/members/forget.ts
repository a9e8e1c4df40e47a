import { budgetIncreaseDecider, isUuid, notFound, openMoneyOf, reimbursementDecider, streams, userDecider, type DomainEvent, type UserState } from '@spend/domain';
import type { StreamSpec, StreamSpecs } from '@spend/eventstore';
import type { MutationResolvers } from '../generated/resolvers-types';
import { awaitProjections, nowOf, requirePermission, runCommands, type ApiContext } from '../shared/context';
import { withTenant } from '../shared/tenant';
import { loadUser } from './load';

type Streams = Record<string, object>;
type MoneyState = { exists: boolean; requestorUserId: string | null; status: string };
const spec = (name: string, fold: unknown) => ({ name, fold }) as unknown as StreamSpec<object, never>;

/** The member's requests and reimbursements the read model knows of; their own streams then say which are open. */
const requestsOf = (ctx: ApiContext, userId: string) =>
  withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
    trx.selectFrom('approval_requests').select(['id', 'kind']).where('requestor_user_id', '=', userId).execute(),
  );

/**
 * A forgotten member's avatar images leave storage too (a photo is personal data). After the event:
 * should this fail, the key is gone all the same, and a retry (refused as already forgotten) is not needed for it.
 */
const deleteAvatars = async (ctx: ApiContext, userId: string): Promise<void> => {
  const avatars = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
    trx.selectFrom('uploads').select('key').where('user_id', '=', userId).where('kind', '=', 'avatar').execute(),
  );
  await Promise.all(avatars.map((a) => ctx.services.storage.delete(a.key)));
};

/**
 * `forgetOneUser` (issue #16 item 3): one command over the member's stream and their requests' and
 * reimbursements' streams, so "no open money" is decided from the write model, not the read model.
 * The UserForgotten event's append destroys the member's keys in the same transaction.
 */
const forgetOneUser: MutationResolvers['forgetOneUser'] = async (_, { where }, ctx) => {
  requirePermission(ctx, 'teamMembers.forget');
  if (!isUuid(where.id)) throw notFound('User');
  const requests = await requestsOf(ctx, where.id);
  const specs: StreamSpecs<Streams> = {
    user: spec(streams.user(where.id), userDecider),
    ...Object.fromEntries(requests.map((r) => [
      `request:${r.id}`, r.kind === 'REIMBURSEMENT' ? spec(streams.reimbursement(r.id), reimbursementDecider) : spec(streams.budgetIncrease(r.id), budgetIncreaseDecider),
    ])),
  };
  await runCommands<Streams, DomainEvent>(ctx, specs, (states) => {
    const money = requests.map((r) => states[`request:${r.id}`] as MoneyState);
    const command = { type: 'ForgetUser' as const, userId: where.id, companyId: ctx.caller.companyId, openMoney: openMoneyOf(where.id, money), now: nowOf(ctx) };
    return { user: userDecider.decide(command, states.user as UserState) };
  });
  await awaitProjections(ctx, ['members', 'event-history']);
  await deleteAvatars(ctx, where.id);
  return loadUser(ctx, where.id);
};

export const forgetMutations: MutationResolvers = { forgetOneUser };
