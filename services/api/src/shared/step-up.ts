import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { AMR_OTP, OTP_ACR, SECOND_FACTOR_REQUIRED_MESSAGE, STEP_UP_MAX_AGE_SECONDS, STEP_UP_MESSAGE, STEP_UP_REQUIRED } from '@spend/domain';
import type { Caller } from './auth';
import type { ApiContext } from './context';
import { withTenant } from './tenant';

// The schema's own `graphql` build (CommonJS), as shared/text-input.ts explains.
const { defaultFieldResolver, GraphQLError, isObjectType } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

type Args = Record<string, unknown>;

/**
 * The one list of operations that need a sign-in with the second factor in the last
 * STEP_UP_MAX_AGE_SECONDS (issue #26): card data (PCI DSS 8.4.2), where money is paid from, who can
 * call the API or receive its events, and who holds which role. A predicate narrows a field to the
 * calls that change what it guards.
 */
export const STEP_UP_OPERATIONS: Readonly<Record<'Query' | 'Mutation', Readonly<Record<string, true | ((args: Args) => boolean)>>>> = {
  Query: {
    cardSecrets: true,
  },
  Mutation: {
    // Bank accounts and payment details.
    exchangePlaidPublicToken: true,
    archivePlaidItem: true,
    restorePlaidItem: true,
    payFromBankAccount: true,
    // API clients and webhook endpoints (where the company's events are sent).
    createOneApiClient: true,
    createOneWebhookEndpoint: true,
    updateOneWebhookEndpoint: true,
    // Roles: an edit of a member's title alone needs no step-up.
    updateOneUser: (args) => (args.data as { roles?: unknown } | undefined)?.roles != null,
    // Turning the company's second-factor requirement on or off.
    updateOneCompany: (args) => (args.data as { isSecondFactorRequired?: unknown } | undefined)?.isSecondFactorRequired != null,
  },
};

/**
 * A person's sign-in proved the second factor recently enough. An API client is not a person: its
 * secret is its credential, and creating it took an admin's step-up.
 */
export const steppedUp = (caller: Caller, nowMs: number, maxAgeSeconds = STEP_UP_MAX_AGE_SECONDS): boolean =>
  !!caller.apiClient || (!!caller.amr?.includes(AMR_OTP) && caller.authTime != null && nowMs / 1000 - caller.authTime <= maxAgeSeconds);

/** The web turns this code into the identity provider's code prompt (acr_values, prompt=login) and retries. */
export const stepUpRequired = (maxAgeSeconds: number): GraphQL.GraphQLError =>
  new GraphQLError(STEP_UP_MESSAGE, { extensions: { code: STEP_UP_REQUIRED, acr: OTP_ACR, maxAgeSeconds } });

/**
 * A company that requires the second factor (isSecondFactorRequired) refuses every operation of a
 * person whose sign-in had none; `reason` tells the web to sign in again asking for it, which has a
 * member without an authenticator app set one up. Read only for such tokens: a code-signed one costs nothing.
 */
const companyRefusal = async (ctx: ApiContext): Promise<GraphQL.GraphQLError | null> => {
  const { caller } = ctx;
  if (caller.apiClient || caller.amr?.includes(AMR_OTP)) return null;
  const company = await withTenant(ctx.services.db, { companyId: caller.companyId }, (trx) =>
    trx.selectFrom('companies').select('is_second_factor_required').where('id', '=', caller.companyId).executeTakeFirst());
  if (!company?.is_second_factor_required) return null;
  return new GraphQLError(SECOND_FACTOR_REQUIRED_MESSAGE, { extensions: { code: STEP_UP_REQUIRED, reason: 'SECOND_FACTOR_REQUIRED', acr: OTP_ACR } });
};

export const useCompanySecondFactor = (): Plugin<ApiContext> => ({
  async onExecute({ args, setResultAndStopExecution }) {
    const error = await companyRefusal(args.contextValue as ApiContext);
    if (error) setResultAndStopExecution({ errors: [error] });
  },
  async onSubscribe({ args, setResultAndStopExecution }) {
    const error = await companyRefusal(args.contextValue as ApiContext);
    if (error) setResultAndStopExecution({ errors: [error] });
  },
});

/**
 * Wraps each listed field's resolver so it refuses, before anything runs or is recorded, a caller
 * whose sign-in has no fresh second factor. Real time, as the token's own expiry is checked.
 */
export const guardStepUp = (schema: GraphQLSchema): GraphQLSchema => {
  for (const [typeName, fields] of Object.entries(STEP_UP_OPERATIONS)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`step-up: no type ${typeName}`);
    for (const [name, applies] of Object.entries(fields)) {
      const field = type.getFields()[name];
      if (!field) throw new Error(`step-up: no field ${typeName}.${name}`);
      const resolve: GraphQLFieldResolver<unknown, ApiContext, Args> = field.resolve ?? defaultFieldResolver;
      field.resolve = (parent, args, ctx, info) => {
        const maxAge = ctx.services.config.STEP_UP_MAX_AGE_SECONDS;
        if ((applies === true || applies(args)) && !steppedUp(ctx.caller, Date.now(), maxAge)) throw stepUpRequired(maxAge);
        return resolve(parent, args, ctx, info);
      };
    }
  }
  return schema;
};
