import { apiError } from '../shared/errors';
import type { ApiContext } from '../shared/context';

const FIELDS = new Set(['currentPassword', 'newPassword', 'confirmation']);

const identityUrl = (ctx: ApiContext, path: string): URL => new URL(path, ctx.services.config.IDENTITY_URL ?? ctx.services.config.OIDC_ISSUER);

/**
 * Asks the identity provider to change the caller's password, with the caller's own token (it checks
 * the current password and the rules, and ends the other sign-ins). A refusal comes back as
 * BAD_USER_INPUT on its field; the passwords are sent once and never logged.
 */
export const changePasswordAtIdentity = async (ctx: ApiContext, change: { currentPassword: string; newPassword: string; confirmation: string }): Promise<void> => {
  if (!ctx.authorization) throw apiError('UNAUTHENTICATED', 'Authentication required.');
  let response: Response;
  try {
    response = await fetch(identityUrl(ctx, '/account/password'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: ctx.authorization },
      body: JSON.stringify(change),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new Error('The identity provider did not answer.');
  }
  if (response.ok) return;
  const body = (await response.json().catch(() => ({}))) as { field?: string; error?: string };
  if (response.status === 400 && body.error) {
    const field = body.field && FIELDS.has(body.field) ? body.field : 'newPassword';
    throw apiError('BAD_USER_INPUT', body.error, { [field]: body.error });
  }
  if (response.status === 401) throw apiError('UNAUTHENTICATED', body.error ?? 'Sign in again to change your password.');
  throw new Error(`The identity provider answered ${response.status}.`);
};

/**
 * Asks the identity provider to forget an account (a forgotten member's sign-in, reset links and
 * mails), as the API itself (the shared IDENTITY_ADMIN_SECRET). Throws when it does not answer ok.
 */
export const forgetAccountAtIdentity = async (ctx: ApiContext, email: string): Promise<void> => {
  const response = await fetch(identityUrl(ctx, '/accounts/forget'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ctx.services.config.IDENTITY_ADMIN_SECRET}` },
    body: JSON.stringify({ email }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`The identity provider answered ${response.status}.`);
};
