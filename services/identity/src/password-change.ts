import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import type { AccountStore } from './accounts';
import { API_RESOURCE } from './constants';
import { BadRequest, JSON_TYPE, readBody, send } from './http';
import type { PrivateJwks } from './keys';
import type { MemoryStore } from './memory-adapter';
import { RESET_MESSAGES, passwordRuleError } from './password-reset';

/** Texts of a password change (the rules' texts are the reset's, RESET_MESSAGES). */
export const CHANGE_MESSAGES = {
  unauthenticated: 'Sign in again to change your password.',
  currentRequired: 'Enter your current password.',
  currentWrong: 'Your current password is incorrect.',
  sameAsCurrent: 'Choose a password different from your current one.',
} as const;

/** A refusal of one field, with the text to show under it. */
export class PasswordChangeError extends Error {
  constructor(readonly field: 'currentPassword' | 'newPassword' | 'confirmation', message: string) {
    super(message);
  }
}

export interface PasswordChange {
  currentPassword: unknown;
  newPassword: unknown;
  confirmation?: unknown;
}

/**
 * Checks the current password, then the new one by the reset's rules; sets it and ends every other
 * sign-in of the account (its sessions, grants, refresh tokens), keeping `keepGrantId`'s.
 */
export const changePassword = async (accounts: AccountStore, store: MemoryStore, accountId: string, keepGrantId: string | undefined, change: PasswordChange): Promise<void> => {
  const { currentPassword, newPassword, confirmation } = change;
  if (typeof currentPassword !== 'string' || !currentPassword) throw new PasswordChangeError('currentPassword', CHANGE_MESSAGES.currentRequired);
  const account = accounts.find(accountId);
  if (!account || !(await accounts.authenticate(account.email, currentPassword))) throw new PasswordChangeError('currentPassword', CHANGE_MESSAGES.currentWrong);
  const weak = passwordRuleError(newPassword);
  if (weak) throw new PasswordChangeError('newPassword', weak);
  if (newPassword === currentPassword) throw new PasswordChangeError('newPassword', CHANGE_MESSAGES.sameAsCurrent);
  if (confirmation !== undefined && confirmation !== newPassword) throw new PasswordChangeError('confirmation', RESET_MESSAGES.passwordsDiffer);
  await accounts.setPassword(account.id, newPassword as string);
  store.revokeAccount(account.id, keepGrantId);
};

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'] as const;
const publicKeys = (jwks: PrivateJwks): { keys: JWK[] } => ({
  keys: jwks.keys.map((key) => Object.fromEntries(Object.entries(key).filter(([name]) => !(PRIVATE_MEMBERS as readonly string[]).includes(name))) as JWK),
});

/**
 * `POST /account/password` with the person's access token (the API forwards it): JSON
 * { currentPassword, newPassword, confirmation } → 200 { ok: true }, or 400 { ok: false, field, error },
 * 401 without a valid token. Passwords are never logged or echoed.
 */
export const passwordChangeRoute = (options: { issuer: string; jwks: PrivateJwks; accounts: AccountStore; store: MemoryStore }) => {
  const keys = createLocalJWKSet(publicKeys(options.jwks));
  const reply = (res: ServerResponse, status: number, body: Record<string, unknown>) => send(res, status, JSON_TYPE, JSON.stringify(body));
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') return send(res, 405, JSON_TYPE, JSON.stringify({ ok: false, error: 'Use POST.' }), { allow: 'POST' });
    const bearer = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    let subject: string | undefined;
    let grantId: string | undefined;
    try {
      const { payload } = await jwtVerify(bearer ?? '', keys, { issuer: options.issuer, audience: API_RESOURCE });
      subject = payload.sub;
      grantId = typeof payload.grant_id === 'string' ? payload.grant_id : undefined;
    } catch {
      subject = undefined;
    }
    if (!subject) return reply(res, 401, { ok: false, error: CHANGE_MESSAGES.unauthenticated });
    try {
      const { currentPassword, newPassword, confirmation } = await readBody(req);
      await changePassword(options.accounts, options.store, subject, grantId, { currentPassword, newPassword, confirmation });
      reply(res, 200, { ok: true });
    } catch (error) {
      if (error instanceof PasswordChangeError) return reply(res, 400, { ok: false, field: error.field, error: error.message });
      if (error instanceof BadRequest) return reply(res, 400, { ok: false, error: error.message });
      throw error;
    }
  };
};
