import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Kysely } from 'kysely';
import { ROLES, type Role } from '@spend/domain';
import type { ReadModels } from '@spend/projections/api';
import { apiError } from './errors';
import { withTenant } from './tenant';
import { isClientCredentials, machineCaller } from './machine-caller';

/** Who is calling, as one of their company users. */
export interface Caller {
  userId: string;
  personId: string;
  companyId: string;
  authId: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  /** When the token stops being valid (ms since epoch); a WebSocket is closed then. */
  expiresAt: number | null;
  /** How the person signed in (the token's `amr`, e.g. ["pwd","otp"]) and when (`auth_time`, seconds): the step-up checks both (shared/step-up.ts). */
  amr?: readonly string[];
  authTime?: number | null;
  /**
   * Set when a company's API client calls (client credentials): its id and name, the scopes its token
   * carries, and the token's `jti` and `iat` (seconds), by which its first use is recorded (api-clients/token-use.ts).
   */
  apiClient?: { clientId: string; name: string; scopes: string[]; tokenId: string | null; issuedAt: number | null };
}

export interface Authenticator {
  /** `authorization` is the header value (`Bearer …`); `selectedUserId` is `x-nbx-user`. */
  authenticate(authorization: string | null | undefined, selectedUserId?: string | null): Promise<Caller>;
}

/** Whole seconds, as tokens carry `iat`: a token issued before its person's sessions ended (a password change) no longer works. */
const signedOutBefore = (users: readonly { sessions_valid_from: Date | null }[], payload: JWTPayload): boolean => {
  const cutoff = Math.max(0, ...users.map((u) => u.sessions_valid_from?.getTime() ?? 0));
  return cutoff > 0 && (typeof payload.iat !== 'number' || payload.iat < Math.floor(cutoff / 1000));
};

/** `reason: SESSION_ENDED` tells the web app to renew its sign-in (the one that changed the password can) or sign in again. */
export const SESSION_ENDED_MESSAGE = 'Your password was changed. Please log in again.';
const sessionEnded = () => {
  const error = apiError('UNAUTHENTICATED', SESSION_ENDED_MESSAGE);
  Object.assign(error.extensions, { reason: 'SESSION_ENDED' });
  return error;
};

export const createAuthenticator = (options: {
  db: Kysely<ReadModels>;
  jwks: JWTVerifyGetKey;
  issuer: string;
  audience?: string;
}): Authenticator => ({
  authenticate: async (authorization, selectedUserId) => {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (!token) throw apiError('UNAUTHENTICATED', 'Authentication required.');
    let subject: string | undefined;
    let expiresAt: number | null = null;
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, options.jwks, { issuer: options.issuer, audience: options.audience }));
      subject = payload.sub;
      expiresAt = typeof payload.exp === 'number' ? payload.exp * 1000 : null;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw apiError('UNAUTHENTICATED', 'Your session has expired. Please log in again.');
      throw apiError('UNAUTHENTICATED', 'Invalid token.');
    }
    if (!subject) throw apiError('UNAUTHENTICATED', 'Invalid token.');
    if (isClientCredentials(payload)) return machineCaller(options.db, payload, selectedUserId, expiresAt);
    const users = await withTenant(options.db, { authId: subject }, (trx) =>
      trx.selectFrom('users').selectAll().where('auth_id', '=', subject).where('archived', '=', false).orderBy('created_at').orderBy('created_position').execute(),
    );
    if (users.length === 0) throw apiError('UNAUTHENTICATED', 'Unknown user: this account has no access to Spend.');
    if (signedOutBefore(users, payload)) throw sessionEnded();
    const user = selectedUserId ? users.find((u) => u.id === selectedUserId) : users[0];
    if (!user) throw apiError('FORBIDDEN', 'The selected user is not yours.');
    return {
      userId: user.id,
      personId: user.person_id,
      companyId: user.company_id,
      authId: user.auth_id,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      roles: user.roles.filter((r): r is Role => (ROLES as readonly string[]).includes(r)),
      expiresAt,
      amr: Array.isArray(payload.amr) ? payload.amr.filter((m): m is string => typeof m === 'string') : [],
      authTime: typeof payload.auth_time === 'number' ? payload.auth_time : null,
    };
  },
});
