import { UserManager, type User } from 'oidc-client-ts';
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

export const signIn = (returnTo: string): Promise<void> => userManager.signinRedirect({ state: { returnTo } });

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

let completing: Promise<string> | null = null;

/**
 * Exchanges the code once per page load, even when the callback screen mounts twice (React's
 * StrictMode): the provider refuses a code used twice and revokes the tokens it gave for it.
 */
export const completeSignIn = (): Promise<string> =>
  (completing ??= userManager.signinRedirectCallback().then((user: User) => (user.state as { returnTo?: string } | undefined)?.returnTo ?? '/'));

export const currentToken = async (): Promise<string | null> => (await userManager.getUser())?.access_token ?? null;
