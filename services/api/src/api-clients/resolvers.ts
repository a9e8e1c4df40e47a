import { createHash, randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { apiClientDecider, forbidden, isUuid, notFound, streams } from '@spend/domain';
import { deterministicUuid } from '@spend/eventstore';
import type { ApiClientsTable } from '@spend/projections/api';
import type { Resolvers } from '../generated/resolvers-types';
import { awaitProjections, nowOf, requirePermission, runCommand, type ApiContext } from '../shared/context';
import { withTenant, type ReadTransaction } from '../shared/tenant';

/** Admins manage the company's API clients with the apiClientTokens flag on; a machine never mints its own kind. */
const requireManager = (ctx: ApiContext): void => {
  if (ctx.caller.apiClient) throw forbidden('An API client cannot manage API clients.');
  requirePermission(ctx, 'apiClients.manage');
  if (!ctx.flags.has('apiClientTokens')) throw forbidden('API client tokens are not enabled (apiClientTokens).');
};

type ClientRow = Selectable<ApiClientsTable> & { last_used_at: Date | null };

const apiClient = (r: ClientRow) => ({
  id: r.id, name: r.name, access: r.access, scopes: r.scopes, status: r.status, createdAt: r.created_at, revokedAt: r.revoked_at, lastUsedAt: r.last_used_at,
});

/** The company's clients with when each last called the API. */
const clients = (trx: ReadTransaction) =>
  trx.selectFrom('api_clients').leftJoin('api_client_usage', 'api_client_usage.client_id', 'api_clients.id').selectAll('api_clients').select('api_client_usage.last_used_at');

/** After a command: the client as the read model has it once caught up (read your writes). */
const reread = async (ctx: ApiContext, id: string) => {
  await awaitProjections(ctx, ['api-clients']);
  const row = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) => clients(trx).where('api_clients.id', '=', id).executeTakeFirst());
  if (!row) throw notFound('API client');
  return apiClient(row);
};

/** 256 random bits: a secret that strong needs no slow hash, so the identity provider checks it with one SHA-256. */
const newSecret = () => {
  const secret = `spend_${randomBytes(32).toString('base64url')}`;
  return { secret, sha256: createHash('sha256').update(secret).digest('hex') };
};

export const apiClientResolvers: Resolvers = {
  Query: {
    apiClients: async (_, __, ctx) => {
      requireManager(ctx);
      const rows = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
        clients(trx).orderBy('api_clients.created_at', 'desc').orderBy('api_clients.id').execute());
      return rows.map(apiClient);
    },
  },
  Mutation: {
    createOneApiClient: async (_, { name, access }, ctx) => {
      requireManager(ctx);
      const clientId = deterministicUuid(ctx.commandId, 'api-client');
      const { secret, sha256 } = newSecret();
      const result = await runCommand(ctx, streams.apiClient(clientId), apiClientDecider, {
        type: 'CreateApiClient', clientId, companyId: ctx.caller.companyId, name, access, secretSha256: sha256, userId: ctx.caller.userId, now: nowOf(ctx),
      });
      // A retry of a create that already happened recorded the first secret's hash, not this one's.
      const clientSecret = result.appended ? secret : null;
      return { client: await reread(ctx, clientId), clientSecret, tokenEndpoint: `${ctx.services.config.OIDC_ISSUER}/token` };
    },
    revokeOneApiClient: async (_, { id }, ctx) => {
      requireManager(ctx);
      if (!isUuid(id)) throw notFound('API client');
      await runCommand(ctx, streams.apiClient(id), apiClientDecider, { type: 'RevokeApiClient', clientId: id, companyId: ctx.caller.companyId, userId: ctx.caller.userId, now: nowOf(ctx) });
      return reread(ctx, id);
    },
  },
};
