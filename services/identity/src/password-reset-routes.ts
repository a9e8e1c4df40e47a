import type { IncomingMessage, ServerResponse } from 'node:http';
import { BadRequest, HTML, JSON_TYPE, readBody, send } from './http';
import { messagePage, resetPasswordPage } from './pages';
import { PasswordResetError, type PasswordResets } from './password-reset';

interface ResetRoutesOptions {
  resets: PasswordResets;
  webOrigin: string;
  /** Origins allowed to ask for a reset link from the browser (the web app's). */
  webOrigins: readonly string[];
  forgotPasswordUrl: string;
}

/**
 * The password reset flow's routes: the web app's "Forgot password?" form asks for a link by mail
 * (CORS, JSON), and the link's page sets the new password. False: not one of these routes.
 */
export const passwordResetRoutes = ({ resets, webOrigin, webOrigins, forgotPasswordUrl }: ResetRoutesOptions) => {
  const corsHeaders = (req: IncomingMessage): Record<string, string> => {
    const origin = req.headers.origin;
    if (!origin || !webOrigins.includes(origin)) return { vary: 'origin' };
    return { 'access-control-allow-origin': origin, 'access-control-allow-headers': 'content-type', 'access-control-allow-methods': 'POST, OPTIONS', 'access-control-max-age': '600', vary: 'origin' };
  };

  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> => {
    if (pathname === '/password-reset/request') {
      const cors = corsHeaders(req);
      if (req.method === 'OPTIONS') {
        send(res, 204, 'text/plain', '', cors);
        return true;
      }
      if (req.method !== 'POST') {
        send(res, 405, JSON_TYPE, JSON.stringify({ ok: false, error: 'Use POST.' }), { ...cors, allow: 'POST, OPTIONS' });
        return true;
      }
      try {
        const message = await resets.request((await readBody(req)).email);
        send(res, 200, JSON_TYPE, JSON.stringify({ ok: true, message }), cors);
      } catch (error) {
        if (!(error instanceof PasswordResetError || error instanceof BadRequest)) throw error;
        send(res, 400, JSON_TYPE, JSON.stringify({ ok: false, error: error.message }), cors);
      }
      return true;
    }

    const reset = /^\/password-reset\/([\w-]+)$/.exec(pathname);
    if (reset && (req.method === 'GET' || req.method === 'POST')) {
      const token = reset[1]!;
      const action = `/password-reset/${token}`;
      if (!resets.isValid(token)) {
        send(res, 400, HTML, messagePage('Link expired', 'This link is invalid or has expired.', { href: forgotPasswordUrl, text: 'Request a new link' }));
        return true;
      }
      if (req.method === 'POST') {
        try {
          const form = await readBody(req);
          await resets.complete(token, form.password, form.confirmation);
          send(res, 200, HTML, messagePage('Password changed', 'Your password has been changed. You can now log in.', { href: webOrigin, text: 'Go to Spend' }));
        } catch (error) {
          if (!(error instanceof PasswordResetError || error instanceof BadRequest)) throw error;
          send(res, 400, HTML, resetPasswordPage({ action, error: error.message }));
        }
        return true;
      }
      send(res, 200, HTML, resetPasswordPage({ action }));
      return true;
    }
    return false;
  };
};
