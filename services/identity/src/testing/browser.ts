import { createHash, randomBytes } from 'node:crypto';
import { TOTP } from 'otpauth';
import { WEB_CLIENT_ID } from '../constants';
import { DEMO_ADMIN_TOTP_SECRET } from '../demo-users';
import { DEFAULT_TOTP_PERIOD_SECONDS } from '../second-factor';

/**
 * Just enough of a browser for tests: plain fetch with a cookie jar, redirects followed by hand so a
 * test sees where the provider sends it (the last hop leaves for the web app's callback).
 */
export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(readonly issuer: string) {}

  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(new URL(url, this.issuer), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
    return response;
  }

  postForm(url: string | URL, fields: Record<string, string>): Promise<Response> {
    return this.request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
  }

  /** Follows redirects on the issuer until one leaves it (returned as a URL) or a page answers. */
  async follow(response: Response): Promise<Response | URL> {
    const origin = new URL(this.issuer).origin;
    while (response.status >= 300 && response.status < 400) {
      const location = new URL(response.headers.get('location')!, this.issuer);
      if (location.origin !== origin) return location;
      response = await this.request(location);
    }
    return response;
  }
}

export const pkcePair = (): { verifier: string; challenge: string } => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

export interface LoginAttempt {
  browser: Browser;
  verifier: string;
  state: string;
  /** The login page's HTML and its form's action. */
  html: string;
  action: string;
  /** The answer to posting the login form. */
  response: Response;
  /** Where the browser ends up: the callback URL (with `code`) or the page shown instead. */
  outcome: Response | URL;
}

/** Opens the authorization endpoint as the web app would (code + PKCE S256) and returns the login page (in `browser`: with its session). */
export const openLoginPage = async (issuer: string, redirectUri: string, extra: Record<string, string> = {}, browser = new Browser(issuer)) => {
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString('hex');
  const authorize = new URL('/auth', issuer);
  const scope = 'openid email profile offline_access api';
  const params = { client_id: WEB_CLIENT_ID, redirect_uri: redirectUri, response_type: 'code', scope, code_challenge: challenge, code_challenge_method: 'S256', state, ...extra };
  for (const [k, v] of Object.entries(params)) authorize.searchParams.set(k, v);
  const page = await browser.follow(await browser.request(authorize));
  if (!(page instanceof Response)) throw new Error(`expected the login page, was sent to ${page.toString()}`);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no login form in: ${html.slice(0, 300)}`);
  return { browser, verifier, state, html, action };
};

export const logIn = async (issuer: string, redirectUri: string, email: string, password: string): Promise<LoginAttempt> => {
  const page = await openLoginPage(issuer, redirectUri);
  const response = await page.browser.postForm(page.action, { email, password });
  const outcome = await page.browser.follow(response.clone());
  return { ...page, response, outcome };
};

export const tokenRequest = async (issuer: string, body: Record<string, string>, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, string> }> => {
  const response = await fetch(new URL('/token', issuer), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(body).toString() });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
};

/**
 * The second step of a sign-in whose account has a factor: the code page's form posted with `code`.
 * Answers the next page, or the callback URL; an account without a factor is back already.
 */
export const submitCode = async (attempt: LoginAttempt, code: string): Promise<Response | URL> => {
  if (!(attempt.outcome instanceof Response)) return attempt.outcome;
  const html = await attempt.outcome.clone().text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no code form in: ${html.slice(0, 300)}`);
  return attempt.browser.follow(await attempt.browser.postForm(action, { code }));
};

/** The demo admin's current code, from the key the README gives, for a provider with this time step. */
export const demoAdminCode = (periodSeconds = DEFAULT_TOTP_PERIOD_SECONDS): string => new TOTP({ secret: DEMO_ADMIN_TOTP_SECRET, period: periodSeconds }).generate();

