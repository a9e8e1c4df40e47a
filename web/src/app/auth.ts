import { UserManager } from 'oidc-client-ts';
import { OTP_ACR } from '@spend/domain';
import { webConfig } from './config';
import { EncryptedSessionStore, indexedDbKey } from './session-store';

/** The signed-in user's tokens, encrypted in this tab's session storage (spec 9). */
export const sessionStore = new EncryptedSessionStore(window.sessionStorage, indexedDbKey());

/** Authorization code with PKCE against the identity provider; the return path rides in `state`. */
export const userManager = new UserManager({
  authority: webConfig.issuer,
  client_id: webConfig.clientId,
  redirect_uri: `${window.location.origin}/callback`,
  post_logout_redirect_uri: `${window.location.origin}/`,
  response_type: 'code',
  scope: 'openid email profile offline_access api',
  userStore: sessionStore,
  automaticSilentRenew: true,
});

/** `secondFactor`: the provider asks for the authenticator app's code too (or has the person set one up). */
export const signIn = (returnTo: string, { secondFactor = false } = {}): Promise<void> =>
  userManager.signinRedirect({ state: { returnTo }, ...(secondFactor && { prompt: 'login', acr_values: OTP_ACR }) });

/**
 * Clears the session store on demand (Log out, the inactivity timeout): the tokens, the acting-as
 * user and the key, before the identity provider ends its own session.
 */
export const signOut = async (returnTo = `${window.location.origin}/`): Promise<void> => {
  const user = await userManager.getUser();
  await userManager.removeUser();
  sessionStorage.removeItem('nbxUser');
  await sessionStore.clear();
  await userManager.signoutRedirect({ id_token_hint: user?.id_token, post_logout_redirect_uri: returnTo });
};

let completing: Promise<string | null> | null = null;

/**
 * Exchanges the code once per page load, even when the callback screen mounts twice (React's
 * StrictMode): the provider refuses a code used twice and revokes the tokens it gave for it. In the
 * step-up's popup it hands the answer to the window that opened it (which exchanges the code) and
 * answers null: that window closes the popup.
 */
export const completeSignIn = (): Promise<string | null> =>
  (completing ??= userManager.signinCallback().then((user) => (user ? ((user.state as { returnTo?: string } | undefined)?.returnTo ?? '/') : null)));

let steppingUp: Promise<void> | null = null;

/**
 * A step-up (issue #26): the identity provider asks the signed-in person for the code from their
 * authenticator app (or has them set one up) in a popup, so the page and the operation waiting for it
 * stay; the new tokens carry the fresh second factor. Operations refused at the same time share one popup.
 */
export const stepUpSignIn = (): Promise<void> =>
  (steppingUp ??= userManager
    .signinPopup({ prompt: 'login', acr_values: OTP_ACR })
    .then(() => undefined)
    .finally(() => {
      steppingUp = null;
    }));

export const currentToken = async (): Promise<string | null> => (await userManager.getUser())?.access_token ?? null;
