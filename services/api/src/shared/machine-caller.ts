import { getOperationAST, type ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { JWTPayload } from 'jose';
import { sql, type Kysely } from 'kysely';
import { API_READ_SCOPE, API_WRITE_SCOPE, isUuid, type Role } from '@spend/domain';
import type { ReadModels } from '@spend/projections/api';
import type { Caller } from './auth';
import type { ApiContext } from './context';
import { apiError } from './errors';
import { withTenant } from './tenant';

/**
 * A client-credentials token (the identity provider's API clients): `sub` and `client_id` are the
 * client's id and `company_id` its company. A user's token has the user's email as `sub`.
 */
export const isClientCredentials = (payload: JWTPayload): boolean => typeof payload.client_id === 'string' && payload.client_id === payload.sub && 'company_id' in payload;

/** What the machine may do in its company: a read-write client acts as an admin, a read-only one as an auditor (mutations also need `api:write`). */
const ROLE_OF: Record<'READ_ONLY' | 'READ_WRITE', Role> = { READ_ONLY: 'Analyst', READ_WRITE: 'OrgAdmin' };

/** Minute precision is enough for "last used", and spares a write on every request. */
const USAGE_EVERY_MS = 60_000;
const recorded = new Map<string, number>();

const recordUse = async (db: Kysely<ReadModels>, clientId: string, companyId: string): Promise<void> => {
  const now = Date.now();
  if (now - (recorded.get(clientId) ?? -Infinity) < USAGE_EVERY_MS) return;
  recorded.set(clientId, now);
  await withTenant(db, { apiClientId: clientId }, (trx) =>
    trx.insertInto('api_client_usage').values({ client_id: clientId, company_id: companyId, last_used_at: sql<Date>`now()` })
      .onConflict((oc) => oc.column('client_id').doUpdateSet({ last_used_at: sql<Date>`now()` })).execute());
};

/**
 * The company's machine caller. The client is read on every request (one row by primary key), so a
 * revoked client's tokens stop working at once, however long they were issued for.
 */
export const machineCaller = async (db: Kysely<ReadModels>, payload: JWTPayload, selectedUserId: string | null | undefined, expiresAt: number | null): Promise<Caller> => {
  const clientId = String(payload.sub);
  if (!isUuid(clientId)) throw apiError('UNAUTHENTICATED', 'Invalid token.');
  // A machine acts as itself; it cannot pick one of the company's users.
  if (selectedUserId) throw apiError('FORBIDDEN', 'The selected user is not yours.');
  const client = await withTenant(db, { apiClientId: clientId }, (trx) => trx.selectFrom('api_clients').selectAll().where('id', '=', clientId).executeTakeFirst());
  if (!client || client.company_id !== payload.company_id) throw apiError('UNAUTHENTICATED', 'Unknown API client.');
  if (client.status !== 'ACTIVE') throw apiError('UNAUTHENTICATED', 'This API client has been revoked.');
  await recordUse(db, client.id, client.company_id);
  const granted = new Set(client.scopes);
  const scopes = String(payload.scope ?? '').split(' ').filter((s) => granted.has(s));
  return {
    userId: client.id, personId: client.id, companyId: client.company_id, authId: `client:${client.id}`,
    email: '', firstName: client.name, lastName: '', roles: [ROLE_OF[client.access]], expiresAt,
    apiClient: { clientId: client.id, name: client.name, scopes, tokenId: typeof payload.jti === 'string' ? payload.jti : null, issuedAt: payload.iat ?? null },
  };
};

/**
 * An API client's token needs `api:read` for anything and `api:write` for a mutation (checked
 * before the idempotency plugin, so a refused mutation leaves no key behind).
 */
const refusal = (args: ExecutionArgs) => {
  const scopes = (args.contextValue as ApiContext).caller.apiClient?.scopes;
  if (!scopes) return null;
  if (!scopes.includes(API_READ_SCOPE)) return apiError('FORBIDDEN', `This token lacks the ${API_READ_SCOPE} scope.`);
  const operation = getOperationAST(args.document, args.operationName)?.operation;
  return operation === 'mutation' && !scopes.includes(API_WRITE_SCOPE) ? apiError('FORBIDDEN', 'This API client is read-only: changes need a read-write client.') : null;
};

export const useApiClientScopes = (): Plugin<ApiContext> => ({
  onExecute({ args, setResultAndStopExecution }) {
    const error = refusal(args);
    if (error) setResultAndStopExecution({ errors: [error] });
  },
  onSubscribe({ args, setResultAndStopExecution }) {
    const error = refusal(args);
    if (error) setResultAndStopExecution({ errors: [error] });
  },
});
