import { budgetIncreaseDecider, isUuid, notFound, openMoneyOf, reimbursementDecider, streams, userDecider, type DomainEvent, type UserState } from '@spend/domain';
import type { StreamSpec, StreamSpecs } from '@spend/eventstore';
import type { MutationResolvers } from '../generated/resolvers-types';
import { awaitProjections, nowOf, requirePermission, runCommands, type ApiContext } from '../shared/context';
import { withTenant } from '../shared/tenant';
import { forgetAccountAtIdentity } from '../profile/identity-client';
import { loadUser } from './load';
import { forgetWelcomeMails } from './welcome-mail';

type Streams = Record<string, object>;
type MoneyState = { exists: boolean; requestorUserId: string | null; status: string };
const spec = (name: string, fold: unknown) => ({ name, fold }) as unknown as StreamSpec<object, never>;

/** The member's requests and reimbursements the read model knows of; their own streams then say which are open. */
const requestsOf = (ctx: ApiContext, userId: string) =>
  withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
    trx.selectFrom('approval_requests').select(['id', 'kind']).where('requestor_user_id', '=', userId).execute(),
  );

/** Who the member signs in as, and the email their mails went to. */
const signInOf = (ctx: ApiContext, userId: string) =>
  withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) => trx.selectFrom('users').select(['email', 'auth_id']).where('id', '=', userId).executeTakeFirst());

/**
 * What forgetting leaves outside the event store: the client's file names of the member's uploads,
 * their avatar images (a photo is personal data), and, once no company knows the person any more,
 * their welcome mails and their account at the identity provider. After the event: should a step
 * fail, the key is gone all the same; it is logged by user id and step, never with the error's text
 * (a file path there holds the email), for an operator to finish.
 */
const forgetOutsideEvents = async (ctx: ApiContext, userId: string, signIn: { email: string; auth_id: string }): Promise<void> => {
  const uploads = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
    trx.updateTable('uploads').set((eb) => ({ file_name: eb.ref('kind') })).where('user_id', '=', userId).returning(['key', 'kind']).execute(),
  );
  const steps: [string, Promise<void>][] = uploads.filter((u) => u.kind === 'avatar').map((a) => ['avatar image', ctx.services.storage.delete(a.key)]);
  const elsewhere = await withTenant(ctx.services.db, { authId: signIn.auth_id }, (trx) => trx.selectFrom('users').select('id').where('auth_id', '=', signIn.auth_id).executeTakeFirst());
  if (!elsewhere) steps.push(['welcome mails', forgetWelcomeMails(ctx, signIn.email)], ['identity account', forgetAccountAtIdentity(ctx, signIn.auth_id)]);
  const results = await Promise.allSettled(steps.map(([, step]) => step));
  results.forEach((result, i) => {
    if (result.status === 'rejected') console.error(`api: forgetting member ${userId}: ${steps[i]![0]} not removed (${(result.reason as { code?: string }).code ?? (result.reason as Error).name})`);
  });
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
  // Read before the key goes (the email then reads as forgotten); another company's member is not found.
  const signIn = await signInOf(ctx, where.id);
  if (!signIn) throw notFound('User');
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
  await awaitProjections(ctx, ['members', 'event-history', 'mileage']);
  await forgetOutsideEvents(ctx, where.id, signIn);
  return loadUser(ctx, where.id);
};

export const forgetMutations: MutationResolvers = { forgetOneUser };
