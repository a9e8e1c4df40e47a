import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors, type default as Provider } from 'oidc-provider';
import type { AccountStore } from './accounts';
import { HTML, readBody, send, text } from './http';
import { loginPage } from './pages';

export const INVALID_LOGIN_MESSAGE = 'Invalid email or password.';

/**
 * The sign-in interaction (/interaction/<uid>[/login]): our login page and its form, and consent
 * granted without a screen (the web app is our own client). Answers whether it handled the request
 * (false hands it to oidc-provider), or undefined when the path is not an interaction's.
 */
export const interactionRoutes = ({ provider, accounts, forgotPasswordUrl }: { provider: Provider; accounts: AccountStore; forgotPasswordUrl: string }) =>
  async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean | undefined> => {
    const interaction = /^\/interaction\/([\w-]+)(\/login)?$/.exec(pathname);
    if (!interaction) return undefined;
    const details = await provider.interactionDetails(req, res);
    const action = `/interaction/${details.uid}/login`;
    if (details.prompt.name === 'consent') {
      // Grant exactly what it asked for.
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
      const form = await readBody(req);
      const email = text(form.email).trim();
      const account = await accounts.authenticate(email, text(form.password));
      if (!account) {
        send(res, 401, HTML, loginPage({ action, email, error: INVALID_LOGIN_MESSAGE, forgotPasswordUrl }));
        return true;
      }
      await provider.interactionFinished(req, res, { login: { accountId: account.id } }, { mergeWithLastSubmission: false });
      return true;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    send(res, 200, HTML, loginPage({ action, email: text(details.params.login_hint), forgotPasswordUrl }));
    return true;
  };
