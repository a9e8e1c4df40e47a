import { DomainError } from '@spend/domain';

export const LINK_REDIRECT_MESSAGE = 'Link can only send you back to this app.';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the hosted Link page may send a public token: only back to the web app (WEB_ORIGIN), as Plaid
 * only redirects to registered uris. Locally the app is reached as localhost or 127.0.0.1 alike.
 */
export const checkLinkRedirect = (redirectUri: string, webOrigin: string): string => {
  const refuse = () => new DomainError('BAD_USER_INPUT', LINK_REDIRECT_MESSAGE, { redirectUri: LINK_REDIRECT_MESSAGE });
  let target: URL;
  try {
    target = new URL(redirectUri);
  } catch {
    throw refuse();
  }
  const web = new URL(webOrigin);
  const sameHost = target.hostname === web.hostname || (LOOPBACK.has(target.hostname) && LOOPBACK.has(web.hostname));
  if (target.protocol !== web.protocol || target.port !== web.port || !sameHost || target.username || target.password) throw refuse();
  return target.toString();
};
