import type { ServerResponse } from 'node:http';
import { INSTITUTIONS, PlaidError, type BankFeed, type Institution } from './bank-feed';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f4f8; display: grid; place-items: center; min-height: 100vh; margin: 0; }
  main { background: #fff; border-radius: 12px; padding: 24px 28px; width: 360px; box-shadow: 0 4px 24px #0002; }
  label { display: block; margin: 10px 0; } input[type=text], input[type=password] { display: block; width: 100%; box-sizing: border-box; padding: 8px; }
  button { margin-top: 16px; padding: 8px 16px; } .error { color: #b42318; } small { color: #666; }
</style></head>
<body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;

const signInForm = (linkToken: string, error?: string, institutionId: string = INSTITUTIONS[0].id) => page('Connect your bank', `
  ${error ? `<p role="alert" class="error" id="link-error">${escape(error)}</p>` : ''}
  <form method="post" action="/link/sign-in">
    <input type="hidden" name="token" value="${escape(linkToken)}">
    <fieldset><legend>Choose your bank</legend>
      ${INSTITUTIONS.map((i) => `<label><input type="radio" name="institution" value="${i.id}"${i.id === institutionId ? ' checked' : ''}> ${escape(i.name)}</label>`).join('')}
    </fieldset>
    <label>Username <input type="text" name="username" autocomplete="off"></label>
    <label>Password <input type="password" name="password"></label>
    <small>Sandbox: user_good / pass_good</small>
    <button type="submit">Sign in</button>
  </form>`);

const accountsForm = (signInId: string, institution: Institution, error?: string) => page(`Choose accounts at ${institution.name}`, `
  ${error ? `<p role="alert" class="error" id="link-error">${escape(error)}</p>` : ''}
  <form method="post" action="/link/complete">
    <input type="hidden" name="session" value="${escape(signInId)}">
    ${institution.accounts.map((a, i) => `<label><input type="checkbox" name="account" value="${i}" checked> ${escape(a.name)}</label>`).join('')}
    <button type="submit">Continue</button>
  </form>`);

const html = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
};

/**
 * The hosted Link page (as Plaid's Hosted Link): the app opens it with a link token; the person picks
 * a bank, signs in with the sandbox credentials and picks accounts; the public token minted here goes
 * back to the app on the link token's completion redirect (`?public_token=`). Answers whether it
 * handled the request.
 */
export const handleLinkPage = (feed: BankFeed, method: string, url: URL, form: URLSearchParams, res: ServerResponse): boolean => {
  const fail = (error: unknown, retry: () => string) => {
    if (!(error instanceof PlaidError)) throw error;
    if (error.code === 'INVALID_LINK_TOKEN') return html(res, 400, page('Link session expired', `<p role="alert" class="error" id="link-error">${escape(error.message)}</p>`));
    html(res, 200, retry());
  };
  if (method === 'GET' && url.pathname === '/link') {
    const token = url.searchParams.get('token') ?? '';
    try {
      feed.linkSession(token);
      html(res, 200, signInForm(token));
    } catch (error) {
      fail(error, () => signInForm(token));
    }
    return true;
  }
  if (method === 'POST' && url.pathname === '/link/sign-in') {
    const [token, institution] = [form.get('token') ?? '', form.get('institution') ?? ''];
    try {
      const signedIn = feed.signIn(token, institution, form.get('username') ?? '', form.get('password') ?? '');
      html(res, 200, accountsForm(signedIn.signInId, signedIn.institution));
    } catch (error) {
      fail(error, () => signInForm(token, (error as Error).message, institution));
    }
    return true;
  }
  if (method === 'POST' && url.pathname === '/link/complete') {
    const session = form.get('session') ?? '';
    try {
      const { publicToken, redirectUri } = feed.completeLink(session, form.getAll('account').map(Number));
      if (redirectUri) {
        const back = new URL(redirectUri);
        back.searchParams.set('public_token', publicToken);
        res.writeHead(303, { location: back.toString(), 'cache-control': 'no-store' });
        res.end();
      } else {
        html(res, 200, page('Connected', `<p>Your bank is connected. You can close this window.</p><output id="public-token">${escape(publicToken)}</output>`));
      }
    } catch (error) {
      fail(error, () => accountsForm(session, feed.signedIn(session).institution, (error as Error).message));
    }
    return true;
  }
  return false;
};
