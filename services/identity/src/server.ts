import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider, { errors, type Configuration } from 'oidc-provider';
import type { AccountStore } from './accounts';
import { LEGAL_DOCUMENTS, textPdf } from './legal';
import { Outbox } from './mail';
import { loginPage, messagePage, resetPasswordPage } from './pages';
import { PasswordResets } from './password-reset';

/** The API as a resource server: access tokens for it are JWTs its `jose` check verifies against our JWKS. */
export const API_RESOURCE = 'urn:spend:api';
export const WEB_CLIENT_ID = 'spend-web';

export interface IdentityServerOptions {
  issuer: string;
  webOrigin: string;
  redirectUris: string[];
  accounts: AccountStore;
  outbox?: Outbox;
  /** Private signing key (JWK); a fresh ES256 key is generated when absent. */
  signingKey?: JWK;
}

export interface IdentityServer {
  server: Server;
  provider: Provider;
  outbox: Outbox;
  resets: PasswordResets;
}

const readForm = async (req: IncomingMessage): Promise<Record<string, string>> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('Request too large.');
    chunks.push(chunk as Buffer);
  }
  const body = Buffer.concat(chunks).toString('utf8');
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    const parsed: unknown = JSON.parse(body || '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  }
  return Object.fromEntries(new URLSearchParams(body));
};

const send = (res: ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}): void => {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  res.end(body);
};

/**
 * The development OpenID Connect provider (oidc-provider): authorization code with PKCE for the
 * web app, refresh tokens, JWT access tokens for the API, its own login page, legal PDFs and the
 * password-reset flow of spec 2.1. Grants, sessions and accounts live in memory.
 */
export const createIdentityServer = async (options: IdentityServerOptions): Promise<IdentityServer> => {
  const signingKey = options.signingKey ?? { ...(await exportJWK((await generateKeyPair('ES256', { extractable: true })).privateKey)), kid: randomBytes(8).toString('hex'), alg: 'ES256', use: 'sig' };
  const { accounts } = options;
  const outbox = options.outbox ?? new Outbox();
  const resets = new PasswordResets(accounts, outbox, options.issuer);

  const configuration: Configuration = {
    clients: [
      {
        client_id: WEB_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.redirectUris.map((u) => new URL('/', u).toString()),
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        id_token_signed_response_alg: 'ES256',
      },
    ],
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage('Sign-in failed', out.error_description ?? out.error ?? 'Please start again from Spend.');
    },
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile', 'offline_access', 'api'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: async (_ctx, id) => {
      const account = accounts.find(id);
      return account && { accountId: account.id, claims: async () => ({ sub: account.id, email: account.email, email_verified: true, name: account.name }) };
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== API_RESOURCE) throw new errors.InvalidTarget();
          return { scope: 'api', audience: API_RESOURCE, accessTokenTTL: 15 * 60, accessTokenFormat: 'jwt', jwt: { sign: { alg: 'ES256' } } };
        },
      },
    },
    jwks: { keys: [signingKey as never] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    ttl: { AccessToken: 15 * 60, AuthorizationCode: 60, IdToken: 15 * 60, Interaction: 30 * 60, Session: 14 * 24 * 3600, Grant: 14 * 24 * 3600, RefreshToken: 14 * 24 * 3600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    clientBasedCORS: (_ctx, origin) => origin === options.webOrigin,
  };
  const provider = new Provider(options.issuer, configuration);
  provider.proxy = true;
  const oidc = provider.callback();
  const forgotPasswordUrl = `${options.webOrigin}/forgot-password`;
  const cors = { 'access-control-allow-origin': options.webOrigin, 'access-control-allow-headers': 'content-type', 'access-control-allow-methods': 'POST, OPTIONS', vary: 'origin' };

  const routes = async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const url = new URL(req.url ?? '/', options.issuer);
    const interaction = /^\/interaction\/([\w-]+)(\/login)?$/.exec(url.pathname);
    if (interaction) {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'consent') {
        // The web app is our own client: no consent screen; grant exactly what it asked for.
        const accountId = details.session?.accountId;
        if (!accountId) throw new errors.SessionNotFound('no session');
        const grant = details.grantId ? await provider.Grant.find(details.grantId) : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
        if (!grant) throw new errors.SessionNotFound('grant gone');
        const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
        if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
        if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
        for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(resource, scopes.join(' '));
        await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
        return true;
      }
      if (req.method === 'POST' && interaction[2]) {
        const form = await readForm(req);
        const account = await accounts.authenticate(form.email ?? '', form.password ?? '');
        if (!account) {
          send(res, 401, 'text/html; charset=utf-8', loginPage({ action: `/interaction/${details.uid}/login`, email: form.email, error: 'Invalid email or password.', forgotPasswordUrl }));
          return true;
        }
        await provider.interactionFinished(req, res, { login: { accountId: account.id } }, { mergeWithLastSubmission: false });
        return true;
      }
      send(res, 200, 'text/html; charset=utf-8', loginPage({ action: `/interaction/${details.uid}/login`, forgotPasswordUrl }));
      return true;
    }
    const legal = /^\/legal\/([\w-]+\.pdf)$/.exec(url.pathname);
    if (legal && req.method === 'GET') {
      const document = LEGAL_DOCUMENTS[legal[1]!];
      if (!document) return false;
      send(res, 200, 'application/pdf', textPdf(document.title, document.lines), { 'cache-control': 'public, max-age=3600' });
      return true;
    }
    if (url.pathname === '/password-reset/request') {
      if (req.method === 'OPTIONS') {
        send(res, 204, 'text/plain', '', cors);
        return true;
      }
      if (req.method !== 'POST') return false;
      try {
        const message = await resets.request((await readForm(req)).email);
        send(res, 200, 'application/json', JSON.stringify({ ok: true, message }), cors);
      } catch (error) {
        send(res, 400, 'application/json', JSON.stringify({ ok: false, error: (error as Error).message }), cors);
      }
      return true;
    }
    const reset = /^\/password-reset\/([\w-]+)$/.exec(url.pathname);
    if (reset) {
      const token = reset[1]!;
      const action = `/password-reset/${token}`;
      if (!resets.isValid(token)) {
        send(res, 400, 'text/html; charset=utf-8', messagePage('Link expired', 'This link is invalid or has expired.', { href: forgotPasswordUrl, text: 'Request a new link' }));
        return true;
      }
      if (req.method === 'POST') {
        try {
          await resets.complete(token, (await readForm(req)).password);
          send(res, 200, 'text/html; charset=utf-8', messagePage('Password changed', 'Your password has been changed. You can now log in.', { href: options.webOrigin, text: 'Go to Spend' }));
        } catch (error) {
          send(res, 400, 'text/html; charset=utf-8', resetPasswordPage({ action, error: (error as Error).message }));
        }
        return true;
      }
      send(res, 200, 'text/html; charset=utf-8', resetPasswordPage({ action }));
      return true;
    }
    return false;
  };

  const server = createServer((req, res) => {
    routes(req, res)
      .then((handled) => {
        if (!handled) void oidc(req, res);
      })
      .catch((error: unknown) => {
        const status = error instanceof errors.SessionNotFound || error instanceof errors.InvalidRequest ? 400 : 500;
        if (!res.headersSent) send(res, status, 'text/html; charset=utf-8', messagePage('Something went wrong', status === 400 ? 'This sign-in link has expired. Start again from Spend.' : 'Please try again.'));
      });
  });
  return { server, provider, outbox, resets };
};
