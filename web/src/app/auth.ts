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

export const completeSignIn = async (): Promise<string> => {
  const user: User = await userManager.signinRedirectCallback();
  return (user.state as { returnTo?: string } | undefined)?.returnTo ?? '/';
};

export const currentToken = async (): Promise<string | null> => (await userManager.getUser())?.access_token ?? null;
