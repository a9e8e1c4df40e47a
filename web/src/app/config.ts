/** A setting the production web server writes into index.html (web/src/server), so one build serves any deployment. */
const served = (name: string): string | undefined => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;

/** Where the browser finds the identity provider and the API (served settings, then Vite env, then local defaults). */
export const webConfig = {
  issuer: served('spend-oidc-issuer') ?? import.meta.env.VITE_OIDC_ISSUER ?? 'http://127.0.0.1:4100',
  clientId: 'spend-web',
  graphqlPath: '/graphql',
  /** The help desk the sidebar's Support link opens (spec 2.3); each deployment points it at its own. */
  supportUrl: import.meta.env.VITE_SUPPORT_URL ?? 'https://help.spend.test/',
};

/** Spec 9 constants used by the shell. */
export const INACTIVITY_TIMEOUT_MS = 900_000;
export const TOAST_MS = 3_000;
export const BADGE_CAP = 99;
export const MOBILE_BELOW_PX = 481;
