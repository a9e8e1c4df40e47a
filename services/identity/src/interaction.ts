import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors, type default as Provider, type InteractionResults } from 'oidc-provider';
import type { AccountStore } from './accounts';
import { AMR_OTP, AMR_PWD, OTP_ACR } from './constants';
import { HTML, readBody, send, text } from './http';
import { codePage, enrolPage, loginPage, recoveryCodesPage } from './pages';
import { SECOND_FACTOR_MESSAGES, type SecondFactors } from './second-factor';

export const INVALID_LOGIN_MESSAGE = 'Invalid email or password.';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/** Who passed the password (or the session's person, for a step-up) and whether a code followed. */
interface Pending {
  accountId: string;
  enrolled?: boolean;
}

/**
 * The sign-in interaction (/interaction/<uid>[/login|/otp|/enrol|/continue]): the password, then the
 * one-time code when the account has a factor; a request for the second factor (acr_values
 * urn:spend:otp, with prompt=login: the web's step-up) asks the signed-in person only for the code, or
 * has them enrol first. Consent is granted without a screen (the web app is our own client).
 * Answers whether it handled the request (false hands it to oidc-provider), or undefined when the path
 * is not an interaction's.
 */
export const interactionRoutes = ({ provider, accounts, factors, forgotPasswordUrl }: { provider: Provider; accounts: AccountStore; factors: SecondFactors; forgotPasswordUrl: string }) => {
  const finish = (req: IncomingMessage, res: ServerResponse, accountId: string, withCode: boolean) => {
    const result: InteractionResults = { login: { accountId, amr: withCode ? [AMR_PWD, AMR_OTP] : [AMR_PWD], ...(withCode && { acr: OTP_ACR }) } };
    return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  };
  // The step between the password and the code is kept on the interaction itself (its cookie binds it to this browser).
  const keep = async (details: Interaction, pending: Pending): Promise<void> => {
    details.result = { pending } as InteractionResults;
    await details.save(Math.max(1, details.exp - Math.floor(Date.now() / 1000)));
  };
  const pendingOf = (details: Interaction): Pending | undefined => (details.result as { pending?: Pending } | undefined)?.pending;
  const secondStep = async (res: ServerResponse, details: Interaction, accountId: string, error?: string): Promise<void> => {
    const base = `/interaction/${details.uid}`;
    if (factors.has(accountId)) return send(res, error ? 401 : 200, HTML, codePage({ action: `${base}/otp`, error }));
    send(res, error ? 400 : 200, HTML, enrolPage({ action: `${base}/enrol`, ...(await factors.begin(accountId)), error }));
  };

  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean | undefined> => {
    const interaction = /^\/interaction\/([\w-]+)(?:\/(login|otp|enrol|continue))?$/.exec(pathname);
    if (!interaction) return undefined;
    const details = await provider.interactionDetails(req, res);
    const step = interaction[2];
    if (details.prompt.name === 'consent') {
      await grantConsent(provider, req, res, details);
      return true;
    }
    const wantsCode = text(details.params.acr_values).split(' ').includes(OTP_ACR);
    if (req.method === 'POST' && step) {
      const form = await readBody(req);
      const pending = pendingOf(details);
      if (step === 'login') {
        const email = text(form.email).trim();
        const account = await accounts.authenticate(email, text(form.password));
        if (!account) {
          send(res, 401, HTML, loginPage({ action: `/interaction/${details.uid}/login`, email, error: INVALID_LOGIN_MESSAGE, forgotPasswordUrl }));
        } else if (factors.has(account.id) || wantsCode) {
          await keep(details, { accountId: account.id });
          await secondStep(res, details, account.id);
        } else {
          await finish(req, res, account.id, false);
        }
        return true;
      }
      if (!pending) throw new errors.SessionNotFound('no password step');
      const code = text(form.code);
      if (step === 'otp') {
        const check = factors.verify(pending.accountId, code);
        if (check === 'ok') await finish(req, res, pending.accountId, true);
        else await secondStep(res, details, pending.accountId, SECOND_FACTOR_MESSAGES[check]);
        return true;
      }
      if (step === 'enrol') {
        const recovery = factors.has(pending.accountId) ? undefined : factors.confirm(pending.accountId, code);
        if (!recovery) {
          await secondStep(res, details, pending.accountId, SECOND_FACTOR_MESSAGES.enrolment);
          return true;
        }
        await keep(details, { ...pending, enrolled: true });
        send(res, 200, HTML, recoveryCodesPage({ action: `/interaction/${details.uid}/continue`, codes: recovery }));
        return true;
      }
      if (!pending.enrolled) throw new errors.SessionNotFound('no enrolment');
      await finish(req, res, pending.accountId, true);
      return true;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    // A step-up: the session's person proves only the second factor.
    const signedIn = details.session?.accountId;
    if (wantsCode && signedIn && accounts.find(signedIn)) {
      await keep(details, { accountId: signedIn });
      await secondStep(res, details, signedIn);
      return true;
    }
    send(res, 200, HTML, loginPage({ action: `/interaction/${details.uid}/login`, email: text(details.params.login_hint), forgotPasswordUrl }));
    return true;
  };
};

/** Grants exactly what the web app asked for. */
const grantConsent = async (provider: Provider, req: IncomingMessage, res: ServerResponse, details: Interaction): Promise<void> => {
  const accountId = details.session?.accountId;
  if (!accountId) throw new errors.SessionNotFound('no session');
  const grant = details.grantId ? await provider.Grant.find(details.grantId) : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  if (!grant) throw new errors.SessionNotFound('grant gone');
  const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(resource, scopes.join(' '));
  await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
};
