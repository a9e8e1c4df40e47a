import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { errors, type ClientMetadata, type Configuration } from 'oidc-provider';
import { tracedHttp } from '@spend/runtime';
import type { AccountStore } from './accounts';
import { accountForgetRoute } from './account-forget';
import { acceptHashedSecrets, registryAdapter, type ApiClientRegistry } from './api-clients';
import type { MemberDirectory } from './member-directory';
import { API_READ_SCOPE, API_RESOURCE, API_SCOPE, API_WRITE_SCOPE, DEFAULT_REDIRECT_URIS, OTP_ACR, WEB_CLIENT_ID } from './constants';
import { createDemoAccountStore, createDemoFactors } from './demo-users';
import { assertSigningKeys, generateSigningKeys, signingAlgorithm, type PrivateJwks } from './keys';
import { interactionRoutes } from './interaction';
import { LEGAL_DOCUMENTS, textPdf } from './legal';
import { Outbox } from './mail';
import { MemoryStore } from './memory-adapter';
import { logoutPage, messagePage } from './pages';
import { HTML, send } from './http';
import { passwordChangeRoute } from './password-change';
import { PasswordResets } from './password-reset';
import { passwordResetRoutes } from './password-reset-routes';
import { probe } from './probes';
import { SecondFactors } from './second-factor';

export { INVALID_LOGIN_MESSAGE } from './interaction';
export { API_READ_SCOPE, API_RESOURCE, API_SCOPE, API_WRITE_SCOPE, DEFAULT_REDIRECT_URIS, WEB_CLIENT_ID } from './constants';


export interface IdentityOptions {
  /** The issuer URL, exactly as tokens carry it in `iss` (e.g. `http://127.0.0.1:4100`). */
  issuer: string;
  /** Redirect URIs of the `spend-web` client; default http://localhost:5173/callback and http://127.0.0.1:5173/callback. */
  redirectUris?: readonly string[];
  /** The web app's origin, for the "Forgot password?" link; default: the origin of the last redirect URI. */
  webOrigin?: string;
  /** More OAuth clients, next to `spend-web`. */
  clients?: readonly ClientMetadata[];
  /** Who can log in; default: a new in-memory store holding the demo users. */
  accounts?: AccountStore;
  /** Their authenticator apps; default: the demo admin's (DEMO_ADMIN_TOTP_SECRET) when the accounts are the demo's, else none. */
  factors?: SecondFactors;
  /** The one-time codes' time step when `factors` is not given; default 30 s (RFC 6238). */
  totpPeriodSeconds?: number;
  /** Where reset mails go; default: a new in-memory outbox. */
  outbox?: Outbox;
  /** Private signing keys; default: an ES256 key pair generated now (nothing persisted). */
  jwks?: PrivateJwks;
  /** Lifetime of a password-reset link; default 30 minutes. */
  passwordResetTtlMs?: number;
  /** The clock of password-reset links (tests move it forward). */
  now?: () => number;
  /** The companies' API clients (client credentials); without it there are none. */
  apiClients?: ApiClientRegistry;
  /** The API's members: one without an account here gets one when they ask for a password link. */
  members?: MemberDirectory;
  /** The API's bearer secret for POST /accounts/forget; without it that route is off. */
  adminSecret?: string;
}

export interface IdentityApp {
  issuer: string;
  /** The node:http request handler: our pages and endpoints first, then oidc-provider. */
  handler: (req: IncomingMessage, res: ServerResponse) => unknown;
  provider: Provider;
  accounts: AccountStore;
  factors: SecondFactors;
  outbox: Outbox;
  resets: PasswordResets;
  /** oidc-provider's records (sessions, grants, codes, tokens), in memory. */
  store: MemoryStore;
  /** Origins allowed to call the provider from a browser (the web app's). */
  webOrigins: readonly string[];
}

export interface IdentityServer extends IdentityApp {
  /** Not listening yet: call `server.listen(port, host)`. */
  server: Server;
}

export interface StartedIdentityServer extends IdentityServer {
  port: number;
  close: () => Promise<void>;
}


/**
 * The development OpenID Connect provider on oidc-provider: authorization code with PKCE (required)
 * for the public web client, rotating refresh tokens, JWT access tokens for the API (resource
 * `urn:spend:api`, `sub` = the account id = the lowercased email), JWKS, its own login page, the legal
 * PDFs and the password-reset flow of spec 2.1.
 *
 * Storage is in memory (MemoryStore for sessions, grants, codes and refresh tokens; AccountStore for
 * accounts): a restart logs everyone out and resets passwords to the seed, which suits development;
 * production uses an external identity provider.
 */
export const createIdentityApp = async (options: IdentityOptions): Promise<IdentityApp> => {
  const issuer = options.issuer.replace(/\/$/, '');
  const redirectUris = [...(options.redirectUris ?? DEFAULT_REDIRECT_URIS)];
  if (redirectUris.length === 0) throw new Error('The web client needs at least one redirect URI.');
  const webOrigin = (options.webOrigin ?? new URL(redirectUris.at(-1)!).origin).replace(/\/$/, '');
  const webOrigins = [...new Set([webOrigin, ...redirectUris.map((uri) => new URL(uri).origin)])];
  const jwks = options.jwks ?? (await generateSigningKeys());
  assertSigningKeys(jwks);
  const alg = signingAlgorithm(jwks.keys[0]!);
  const accounts = options.accounts ?? (await createDemoAccountStore());
  const factors = options.factors ?? (options.accounts ? new SecondFactors(options.now, options.totpPeriodSeconds) : createDemoFactors(options.now, options.totpPeriodSeconds));
  const outbox = options.outbox ?? new Outbox();
  const store = new MemoryStore();
  const resets = new PasswordResets(accounts, outbox, {
    linkBase: issuer,
    ttlMs: options.passwordResetTtlMs,
    now: options.now,
    members: options.members,
    // A new password ends every session and refresh token the old one opened.
    onPasswordChanged: (accountId) => void store.revokeAccount(accountId),
  });
  const forgotPasswordUrl = `${webOrigin}/forgot-password`;

  const { apiClients } = options;
  const configuration: Configuration = {
    // Clients other than the static ones are the companies' API clients, read from their registry.
    adapter: (model) => (model === 'Client' && apiClients ? registryAdapter(apiClients, alg) : store.adapter(model)),
    clients: [
      {
        client_id: WEB_CLIENT_ID,
        client_name: 'Spend',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        redirect_uris: redirectUris,
        // After Log out the app starts again; after the inactivity timer it shows /inactivity.
        post_logout_redirect_uris: [...new Set(redirectUris.flatMap((uri) => ['/', '/inactivity'].map((path) => new URL(path, uri).toString())))],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        id_token_signed_response_alg: alg,
      },
      ...(options.clients ?? []),
    ],
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage('Sign-in failed', out.error_description ?? out.error ?? 'Please start again from Spend.', { href: webOrigin, text: 'Back to Spend' });
    },
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile', 'offline_access', API_SCOPE, API_READ_SCOPE, API_WRITE_SCOPE],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    acrValues: [OTP_ACR],
    findAccount: async (_ctx, id) => {
      const account = accounts.find(id);
      return account && { accountId: account.id, claims: async () => ({ sub: account.id, email: account.email, email_verified: true, name: account.name }) };
    },
    // Our own web app gets a refresh token without asking for offline_access with prompt=consent;
    // public clients' refresh tokens rotate on every use (oidc-provider's default rotateRefreshToken).
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // An API client's token names its company, which the API confines it to.
    extraTokenClaims: async (ctx, token) => {
      // A person's token names its sign-in (grant), so a password change can keep that one and end the
      // others; and how and when they signed in (amr, auth_time), which the API's step-up checks. Both
      // come from the code or refresh token it is exchanged for, so a refresh keeps the sign-in's time.
      if (token.kind === 'AccessToken') {
        const signIn = ctx.oidc.entities.AuthorizationCode ?? ctx.oidc.entities.RefreshToken;
        return { ...(token.grantId && { grant_id: token.grantId }), ...(signIn?.authTime && { auth_time: signIn.authTime }), ...(signIn?.amr && { amr: signIn.amr }) };
      }
      if (token.kind !== 'ClientCredentials' || !apiClients || !token.clientId) return undefined;
      const client = await apiClients.find(token.clientId);
      return client && { company_id: client.companyId };
    },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = messagePage('Logged out', 'You have been logged out of Spend.', { href: webOrigin, text: 'Log in again' });
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== API_RESOURCE) throw new errors.InvalidTarget();
          return { scope: [API_SCOPE, API_READ_SCOPE, API_WRITE_SCOPE].join(' '), audience: API_RESOURCE, accessTokenTTL: 15 * 60, accessTokenFormat: 'jwt', jwt: { sign: { alg } } };
        },
      },
    },
    jwks: { keys: jwks.keys as never },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    ttl: { AccessToken: 15 * 60, AuthorizationCode: 60, IdToken: 15 * 60, Interaction: 30 * 60, Session: 14 * 24 * 3600, Grant: 14 * 24 * 3600, RefreshToken: 14 * 24 * 3600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    clientBasedCORS: (_ctx, origin) => webOrigins.includes(origin),
  };
  const provider = new Provider(issuer, configuration);
  provider.proxy = true;
  acceptHashedSecrets(provider.Client);
  const oidc = provider.callback();

  const resetRoutes = passwordResetRoutes({ resets, webOrigin, webOrigins, forgotPasswordUrl });
  const changePassword = passwordChangeRoute({ issuer, jwks, accounts, store });
  const interactions = interactionRoutes({ provider, accounts, factors, forgotPasswordUrl });
  const forgetRoute = options.adminSecret ? accountForgetRoute({ accounts, factors, store, resets, outbox, adminSecret: options.adminSecret }) : undefined;

  /** Our own routes; false hands the request to oidc-provider. */
  const routes = async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const url = new URL(req.url ?? '/', issuer);
    if (req.method === 'GET' && (url.pathname === '/healthz' || url.pathname === '/readyz')) {
      await probe(url.pathname, options.apiClients, res);
      return true;
    }
    if (url.pathname === '/account/password') {
      await changePassword(req, res);
      return true;
    }
    if (url.pathname === '/accounts/forget' && forgetRoute) {
      await forgetRoute(req, res);
      return true;
    }

    const interaction = await interactions(req, res, url.pathname);
    if (interaction !== undefined) return interaction;

    const legal = /^\/legal\/([\w-]+\.pdf)$/.exec(url.pathname);
    if (legal && (req.method === 'GET' || req.method === 'HEAD')) {
      const document = LEGAL_DOCUMENTS[legal[1]!];
      if (!document) return false;
      const pdf = textPdf(document.title, document.lines);
      send(res, 200, 'application/pdf', req.method === 'HEAD' ? '' : pdf, { 'cache-control': 'public, max-age=3600', 'content-length': String(pdf.length), 'content-disposition': `inline; filename="${legal[1]}"` });
      return true;
    }

    return resetRoutes(req, res, url.pathname);
  };

  // Each request in a server span (when tracing is on) that continues the caller's traceparent.
  const handler = tracedHttp('@spend/identity', (req: IncomingMessage, res: ServerResponse): void => {
    routes(req, res)
      .then((handled) => {
        if (!handled) void oidc(req, res);
      })
      .catch((error: unknown) => {
        const expired = error instanceof errors.SessionNotFound || error instanceof errors.InvalidRequest;
        if (!expired) console.error('identity: request failed', error);
        if (!res.headersSent) {
          send(res, expired ? 400 : 500, HTML, messagePage('Something went wrong', expired ? 'This sign-in link has expired. Start again from Spend.' : 'Please try again.', { href: webOrigin, text: 'Back to Spend' }));
        }
      });
  });

  return { issuer, handler, provider, accounts, factors, outbox, resets, store, webOrigins };
};

/** The provider as a node:http server, not yet listening (the issuer's port is the caller's to bind). */
export const createIdentityServer = async (options: IdentityOptions): Promise<IdentityServer> => {
  const app = await createIdentityApp(options);
  return { ...app, server: createServer(app.handler) };
};

/**
 * Listens first, then builds the provider, so `port: 0` works: the issuer becomes
 * `http://<host>:<the port it got>` unless one is given.
 */
export const startIdentityServer = async (options: Omit<IdentityOptions, 'issuer'> & { issuer?: string; port?: number; host?: string }): Promise<StartedIdentityServer> => {
  const host = options.host ?? '127.0.0.1';
  // Listening comes first (the issuer names the port, which may be the OS's pick); until the app is
  // made, a request is told 503 at once rather than left without an answer (a readiness probe then
  // hung until its own timeout: 5 s of every browser test stack's start).
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = createServer((req, res) => {
    if (handler) return handler(req, res);
    res.writeHead(503, { 'retry-after': '1' }).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  try {
    const app = await createIdentityApp({ ...options, issuer: options.issuer ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}` });
    handler = app.handler;
    const close = (): Promise<void> =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    return { ...app, server, port, close };
  } catch (error) {
    server.close();
    throw error;
  }
};
