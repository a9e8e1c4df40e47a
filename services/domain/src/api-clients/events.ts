import { z } from 'zod';

/** What an API client may do: read-only clients are refused every mutation. */
export const API_CLIENT_ACCESS = ['READ_ONLY', 'READ_WRITE'] as const;
export type ApiClientAccess = (typeof API_CLIENT_ACCESS)[number];

/** The OAuth scopes of the API (resource `urn:spend:api`) a client's access grants; the identity provider spells the same. */
export const API_READ_SCOPE = 'api:read';
export const API_WRITE_SCOPE = 'api:write';
export const scopesOf = (access: ApiClientAccess): string[] => (access === 'READ_WRITE' ? [API_READ_SCOPE, API_WRITE_SCOPE] : [API_READ_SCOPE]);

/**
 * An admin created an OAuth client (client credentials) for the company's own tools; stream
 * `api-client-<clientId>`. Only the secret's SHA-256 is recorded: the secret itself is shown once.
 */
export const apiClientCreated = z.object({
  type: z.literal('ApiClientCreated'),
  data: z.object({
    clientId: z.uuid(),
    companyId: z.uuid(),
    name: z.string(),
    access: z.enum(API_CLIENT_ACCESS),
    secretSha256: z.string().regex(/^[0-9a-f]{64}$/),
    createdByUserId: z.uuid(),
    at: z.iso.datetime(),
  }),
});

/** Revoked: the identity provider issues it no more tokens and the API refuses those already issued. */
export const apiClientRevoked = z.object({
  type: z.literal('ApiClientRevoked'),
  data: z.object({ clientId: z.uuid(), companyId: z.uuid(), revokedByUserId: z.uuid(), at: z.iso.datetime() }),
});

export const apiClientEvent = z.discriminatedUnion('type', [apiClientCreated, apiClientRevoked]);
export type ApiClientEvent = z.infer<typeof apiClientEvent>;
export const API_CLIENT_EVENT_TYPES = ['ApiClientCreated', 'ApiClientRevoked'] as const;
