import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { normalizeEmail, type AccountStore } from './accounts';
import { BadRequest, JSON_TYPE, readBody, send, text } from './http';
import type { Outbox } from './mail';
import type { MemoryStore } from './memory-adapter';
import type { PasswordResets } from './password-reset';
import type { SecondFactors } from './second-factor';

export interface ForgetOptions {
  accounts: AccountStore;
  factors: SecondFactors;
  store: MemoryStore;
  resets: PasswordResets;
  outbox: Outbox;
}

/**
 * A forgotten member leaves no trace here: the account (email, name, password hash), its authenticator app, its sign-ins
 * and tokens, its reset links and the mails sent to it. Forgetting an unknown email does nothing.
 */
export const forgetAccount = async ({ accounts, factors, store, resets, outbox }: ForgetOptions, email: string): Promise<void> => {
  const id = normalizeEmail(email);
  accounts.remove(id);
  factors.remove(id);
  store.forgetAccount(id);
  resets.forget(id);
  await outbox.forget(id);
};

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * `POST /accounts/forget` (the API, once it has forgotten a member): JSON { email } → 200 { ok: true },
 * known or not. Only the API may call it: its bearer is the shared IDENTITY_ADMIN_SECRET, compared in
 * constant time; anything else is 401 and changes nothing.
 */
export const accountForgetRoute = (options: ForgetOptions & { adminSecret: string }) => {
  const expected = digest(options.adminSecret);
  const reply = (res: ServerResponse, status: number, body: Record<string, unknown>) => send(res, status, JSON_TYPE, JSON.stringify(body));
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') return send(res, 405, JSON_TYPE, JSON.stringify({ ok: false, error: 'Use POST.' }), { allow: 'POST' });
    const bearer = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(bearer), expected)) return reply(res, 401, { ok: false, error: 'Not allowed.' });
    try {
      const email = text((await readBody(req)).email).trim();
      if (!email) return reply(res, 400, { ok: false, error: 'email is required.' });
      await forgetAccount(options, email);
      reply(res, 200, { ok: true });
    } catch (error) {
      if (error instanceof BadRequest) return reply(res, 400, { ok: false, error: error.message });
      throw error;
    }
  };
};
