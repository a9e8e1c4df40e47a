import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { webConfig } from './config';

/** Authorization code with PKCE against the identity provider; the return path rides in `state`. */
export const userManager = new UserManager({
  authority: webConfig.issuer,
  client_id: webConfig.clientId,
  redirect_uri: `${window.location.origin}/callback`,
  post_logout_redirect_uri: `${window.location.origin}/`,
  response_type: 'code',
  scope: 'openid email profile offline_access api',
  userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  automaticSilentRenew: true,
});

export const signIn = (returnTo: string): Promise<void> => userManager.signinRedirect({ state: { returnTo } });

let completing: Promise<string> | null = null;

/**
 * Exchanges the code once per page load, even when the callback screen mounts twice (React's
 * StrictMode): the provider refuses a code used twice and revokes the tokens it gave for it.
 */
export const completeSignIn = (): Promise<string> =>
  (completing ??= userManager.signinRedirectCallback().then((user: User) => (user.state as { returnTo?: string } | undefined)?.returnTo ?? '/'));

export const currentToken = async (): Promise<string | null> => (await userManager.getUser())?.access_token ?? null;
