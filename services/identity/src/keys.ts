import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { AsymmetricSigningAlgorithm } from 'oidc-provider';

const SUPPORTED: readonly string[] = ['ES256', 'ES384', 'ES512', 'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'Ed25519'];

/** A private JWKS: what the provider signs with. Only its public half is ever served (at /jwks). */
export interface PrivateJwks {
  keys: JWK[];
}

/**
 * A fresh key pair, made at start when no JWKS is configured. Nothing secret is written anywhere:
 * tokens issued before a restart stop verifying after it (sign in again).
 */
export const generateSigningKeys = async (alg: 'ES256' | 'RS256' = 'ES256'): Promise<PrivateJwks> => {
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  return { keys: [{ ...(await exportJWK(privateKey)), kid: randomBytes(8).toString('hex'), alg, use: 'sig' }] };
};

/** The algorithm a key signs with: its `alg`, else the usual one for its type. */
export const signingAlgorithm = (key: JWK): AsymmetricSigningAlgorithm => {
  if (key.alg) {
    if (!SUPPORTED.includes(key.alg)) throw new Error(`Unsupported signing algorithm ${key.alg} on key ${key.kid ?? '(no kid)'}.`);
    return key.alg as AsymmetricSigningAlgorithm;
  }
  if (key.kty === 'RSA') return 'RS256';
  if (key.kty === 'OKP' && key.crv === 'Ed25519') return 'Ed25519';
  if (key.kty === 'EC' && key.crv === 'P-256') return 'ES256';
  throw new Error(`Unsupported signing key (kty ${key.kty}, crv ${key.crv ?? '-'}): use an RSA, P-256 or Ed25519 key.`);
};

/** Checks a configured JWKS: private keys for signing, with a usable algorithm. */
export const assertSigningKeys = (jwks: PrivateJwks): void => {
  if (jwks.keys.length === 0) throw new Error('The signing JWKS has no keys.');
  for (const key of jwks.keys) {
    if (!key.d) throw new Error(`Signing key ${key.kid ?? '(no kid)'} is public: the provider needs the private key.`);
    signingAlgorithm(key);
  }
};
