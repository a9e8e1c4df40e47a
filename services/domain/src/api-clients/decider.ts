import type { Decider } from '../shared/decider';
import { DomainError, badInput, notFound } from '../shared/errors';
import { API_CLIENT_ACCESS, type ApiClientAccess, type ApiClientEvent } from './events';

export const API_CLIENT_MESSAGES = {
  nameRequired: 'This field is required.',
  accessInvalid: 'Choose read-only or read-write access.',
  secretInvalid: 'The client secret must be given as its SHA-256.',
  alreadyRevoked: 'This API client is already revoked.',
} as const;

export interface CreateApiClient {
  type: 'CreateApiClient';
  clientId: string;
  companyId: string;
  name: string;
  access: ApiClientAccess;
  /** Hex SHA-256 of the generated secret; the secret never reaches a command or an event. */
  secretSha256: string;
  userId: string;
  now: string;
}
export interface RevokeApiClient {
  type: 'RevokeApiClient';
  clientId: string;
  /** The caller's company: a client of another company is not found. */
  companyId: string;
  userId: string;
  now: string;
}
export type ApiClientCommand = CreateApiClient | RevokeApiClient;

export interface ApiClientState {
  companyId: string | null;
  revoked: boolean;
}

const decideCreate = (c: CreateApiClient, state: ApiClientState): ApiClientEvent[] => {
  // A retried create (same id from the same Idempotency-Key) records nothing new.
  if (state.companyId) return [];
  const name = c.name.trim();
  if (!name) throw badInput('name', API_CLIENT_MESSAGES.nameRequired);
  if (!API_CLIENT_ACCESS.includes(c.access)) throw badInput('access', API_CLIENT_MESSAGES.accessInvalid);
  if (!/^[0-9a-f]{64}$/.test(c.secretSha256)) throw new DomainError('BAD_USER_INPUT', API_CLIENT_MESSAGES.secretInvalid);
  return [{
    type: 'ApiClientCreated',
    data: { clientId: c.clientId, companyId: c.companyId, name, access: c.access, secretSha256: c.secretSha256, createdByUserId: c.userId, at: c.now },
  }];
};

const decideRevoke = (c: RevokeApiClient, state: ApiClientState): ApiClientEvent[] => {
  if (state.companyId !== c.companyId) throw notFound('API client');
  if (state.revoked) throw new DomainError('CONFLICT', API_CLIENT_MESSAGES.alreadyRevoked);
  return [{ type: 'ApiClientRevoked', data: { clientId: c.clientId, companyId: c.companyId, revokedByUserId: c.userId, at: c.now } }];
};

export const apiClientDecider: Decider<ApiClientState, ApiClientCommand, ApiClientEvent> = {
  initialState: () => ({ companyId: null, revoked: false }),
  evolve: (state, event) => (event.type === 'ApiClientCreated' ? { ...state, companyId: event.data.companyId } : { ...state, revoked: true }),
  decide: (command, state) => (command.type === 'CreateApiClient' ? decideCreate(command, state) : decideRevoke(command, state)),
};
