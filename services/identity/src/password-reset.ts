import { createHash, randomBytes } from 'node:crypto';
import type { AccountStore } from './accounts';
import type { Outbox } from './mail';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 8;

export const resetRequestedMessage = (email: string): string => `If an account exists, we have sent a password reset link to ${email}`;

const digest = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Password reset (spec 2.1): a request is answered the same for any valid email, a mail with a
 * single-use, expiring link goes only to known accounts; only token digests are kept.
 */
export class PasswordResets {
  private readonly pending = new Map<string, { accountId: string; expiresAt: number }>();

  constructor(
    private readonly accounts: AccountStore,
    private readonly outbox: Outbox,
    private readonly linkBase: string,
    private readonly ttlMs = 30 * 60_000,
  ) {}

  /** Returns the text to show, or throws an Error with a clear message for an invalid email. */
  async request(rawEmail: unknown): Promise<string> {
    const email = typeof rawEmail === 'string' ? rawEmail.trim() : '';
    if (!email) throw new Error('Email is required.');
    if (!EMAIL.test(email)) throw new Error('Invalid email.');
    const account = this.accounts.find(email);
    if (account) {
      const token = randomBytes(32).toString('base64url');
      this.pending.set(digest(token), { accountId: account.id, expiresAt: Date.now() + this.ttlMs });
      const link = `${this.linkBase}/password-reset/${token}`;
      await this.outbox.send({
        to: account.email,
        subject: 'Reset your Spend password',
        text: `Hello ${account.name},\n\nUse this link within 30 minutes to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this mail.`,
        link,
      });
    }
    return resetRequestedMessage(email);
  }

  isValid(token: string): boolean {
    const entry = this.pending.get(digest(token));
    return !!entry && entry.expiresAt > Date.now();
  }

  /** Sets the new password and spends the token; throws with the message to show. */
  async complete(token: string, password: unknown): Promise<void> {
    const entry = this.pending.get(digest(token));
    if (!entry || entry.expiresAt <= Date.now()) throw new Error('This link is invalid or has expired.');
    if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) {
      throw new Error(`Password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
    }
    this.pending.delete(digest(token));
    await this.accounts.setPassword(entry.accountId, password);
  }
}
