import type { IdentityConfig } from './config';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';

export interface Listening {
  issuer: string;
  port: number;
  /** Where the signing keys come from: a variable's name, or "a key pair generated at start". */
  keys: string;
  /** Where reset mails go: `in <folder>/`, or `through <relay host:port>` (never its credentials). */
  mail: string;
}

/**
 * What the provider prints once it listens. The demo users and their shared password only in
 * development (npm start, compose's demo stack): in production they are a way in for anyone reading the logs.
 */
export const startupLines = (config: Pick<IdentityConfig, 'NODE_ENV' | 'IDENTITY_HOST'>, listening: Listening): string[] => [
  `Identity provider on ${listening.issuer} (listening on ${config.IDENTITY_HOST}:${listening.port}; signing with ${listening.keys}; reset mails ${listening.mail})`,
  ...(config.NODE_ENV === 'development' ? [`Demo users (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((user) => `${user.email} (${user.role})`).join(', ')}`] : []),
];
