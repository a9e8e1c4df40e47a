import { getOperationAST, type ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { streams, tokenUseDecider } from '@spend/domain';
import { deterministicUuid, handleCommand } from '@spend/eventstore';
import { nowOf, type ApiContext } from '../shared/context';

/**
 * Every API-client token use recorded (issue #26 item 4) as its first use: one ApiClientTokenUsed per
 * token naming the client, when, the token (`jti`, lifetime; never the token or the secret) and the
 * first operation it ran. Once per token, not per request, because the token is the grant: what a
 * client may reach is settled when it takes up a token, and every later request of that token is the
 * same access (its requests are in the logs); a client polling 10,000 times an hour stays one entry.
 * Recorded here, where the token is used, rather than where the identity provider issues it: an issued
 * token that is never presented reaches no data.
 */

/** Tokens this process has seen recorded: only their first request pays for the append. Cleared when full (the stream decides once anyway). */
const SEEN_MAX = 50_000;
const seen = new Set<string>();

const operationOf = (args: ExecutionArgs): string => {
  const operation = getOperationAST(args.document, args.operationName);
  const field = operation?.selectionSet.selections.find((s) => s.kind === 'Field');
  return `${operation?.operation ?? 'query'} ${operation?.name?.value ?? (field?.kind === 'Field' ? field.name.value : 'anonymous')}`;
};

const recordFirstUse = async (args: ExecutionArgs): Promise<void> => {
  const ctx = args.contextValue as ApiContext;
  const client = ctx.caller.apiClient;
  if (!client?.tokenId) return;
  const tokenUseId = deterministicUuid('token-use', client.clientId, client.tokenId);
  if (seen.has(tokenUseId)) return;
  const { companyId } = ctx.caller;
  await handleCommand(ctx.services.store, streams.tokenUse(tokenUseId), tokenUseDecider, {
    type: 'RecordTokenUse', tokenUseId, clientId: client.clientId, companyId, clientName: client.name, tokenId: client.tokenId,
    issuedAt: client.issuedAt === null ? null : new Date(client.issuedAt * 1000).toISOString(),
    expiresAt: ctx.caller.expiresAt === null ? null : new Date(ctx.caller.expiresAt).toISOString(),
    operation: operationOf(args), now: nowOf(ctx),
  }, { companyId, userId: client.clientId, correlationId: ctx.correlationId, commandId: tokenUseId });
  if (seen.size >= SEEN_MAX) seen.clear();
  seen.add(tokenUseId);
};

export const useApiClientTokenUse = (): Plugin<ApiContext> => ({
  onExecute: ({ args }) => recordFirstUse(args),
  onSubscribe: ({ args }) => recordFirstUse(args),
});
