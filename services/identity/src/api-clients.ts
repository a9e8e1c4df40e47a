import { createHash, timingSafeEqual } from 'node:crypto';
import type { Adapter, ClientMetadata, SigningAlgorithmWithNone } from 'oidc-provider';

/**
 * A company's API client as the API registers it (its `api_clients` read model): an OAuth client of
 * this provider for the client-credentials grant. Only the secret's SHA-256 is known here.
 */
export interface ApiClientRecord {
  clientId: string;
  name: string;
  companyId: string;
  /** `api:read`, and `api:write` for a read-write client. */
  scopes: readonly string[];
  secretSha256: string;
}

/** Where the provider looks clients up; answers active clients only, so a revoked one gets no token. */
export interface ApiClientRegistry {
  find(clientId: string): Promise<ApiClientRecord | undefined>;
  /** Resolves when the registry's database answers (for /readyz). */
  ping?(): Promise<void>;
}

/** Marks a client secret that is a hash, so `compareClientSecret` hashes what the client sends. */
const HASHED = 'sha256:';

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();

/** `alg`: the provider's signing algorithm (a client's ID token algorithm must be one it can sign with, though this grant issues none). */
export const apiClientMetadata = (record: ApiClientRecord, alg: SigningAlgorithmWithNone): ClientMetadata => ({
  client_id: record.clientId,
  client_name: record.name,
  client_secret: `${HASHED}${record.secretSha256}`,
  token_endpoint_auth_method: 'client_secret_basic',
  grant_types: ['client_credentials'],
  response_types: [],
  redirect_uris: [],
  scope: record.scopes.join(' '),
  id_token_signed_response_alg: alg,
});

/** oidc-provider's `Client` model storage: read from the registry on every lookup (no copy to go stale). */
export const registryAdapter = (registry: ApiClientRegistry, alg: SigningAlgorithmWithNone): Adapter => {
  const readOnly = async (): Promise<never> => {
    throw new Error('API clients are registered through the API, not the identity provider.');
  };
  return {
    find: async (id) => {
      const record = await registry.find(id);
      return record && (apiClientMetadata(record, alg) as never);
    },
    upsert: readOnly, findByUid: readOnly, findByUserCode: readOnly, consume: readOnly, destroy: readOnly, revokeByGrantId: readOnly,
  };
};

type SecretComparer = { compareClientSecret(this: { clientSecret?: string }, actual: string): Promise<boolean> | boolean };

/**
 * Hashed client secrets, as oidc-provider's maintainer suggests (override the Client prototype's
 * `compareClientSecret`, panva/node-oidc-provider#631): a `sha256:` secret is compared with the
 * SHA-256 of what the client sent, in constant time; other clients keep the default comparison.
 */
export const acceptHashedSecrets = (clientClass: { prototype: unknown }): void => {
  const prototype = clientClass.prototype as SecretComparer;
  const compare = prototype.compareClientSecret;
  prototype.compareClientSecret = function (actual) {
    const stored = this.clientSecret ?? '';
    if (!stored.startsWith(HASHED)) return compare.call(this, actual);
    const expected = Buffer.from(stored.slice(HASHED.length), 'hex');
    const got = sha256(actual);
    return expected.length === got.length && timingSafeEqual(expected, got);
  };
};
