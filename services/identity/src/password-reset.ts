import { createHash, randomBytes } from 'node:crypto';
import type { Account, AccountStore } from './accounts';
import type { MemberDirectory } from './member-directory';
import type { Outbox } from './mail';

/** The email pattern the web app's /forgot-password screen checks too. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;
export const DEFAULT_RESET_TTL_MS = 30 * 60_000;

/** Spec 2.1, word for word: the same answer whether or not the account exists. */
export const resetRequestedMessage = (email: string): string => `If an account exists, we have sent a password reset link to ${email}`;

export const RESET_MESSAGES = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email.',
  linkInvalid: 'This link is invalid or has expired.',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`,
  passwordsDiffer: 'Passwords do not match.',
} as const;

/** The strength rules of every new password (reset and change alike); null when it meets them. */
export const passwordRuleError = (password: unknown): string | null => {
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) return RESET_MESSAGES.passwordTooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return RESET_MESSAGES.passwordTooLong;
  return null;
};

/** A refusal whose message is the text to show the user. */
export class PasswordResetError extends Error {}

const digest = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface PasswordResetOptions {
  /** Where links point: `<linkBase>/password-reset/<token>` (the issuer). */
  linkBase: string;
  ttlMs?: number;
  now?: () => number;
  /** The API's members: one with no account here yet (added since) gets one, and the link. */
  members?: MemberDirectory;
  /** Called after a password changed (the provider ends the account's sessions and tokens). */
  onPasswordChanged?: (accountId: string) => void | Promise<void>;
}

/**
 * Password reset (spec 2.1): a request is answered the same for any valid email; a mail with a
 * single-use, expiring link goes only to known accounts. Asking again (Resend Link) sends a new link;
 * using any link spends every link of that account. Only token digests are kept, in memory.
 */
export class PasswordResets {
  private readonly pending = new Map<string, { accountId: string; expiresAt: number }>();
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly accounts: AccountStore,
    private readonly outbox: Outbox,
    private readonly options: PasswordResetOptions,
  ) {
    this.ttlMs = options.ttlMs ?? DEFAULT_RESET_TTL_MS;
    this.now = options.now ?? Date.now;
  }

  /** Returns the text to show, or throws a PasswordResetError for a missing or malformed email. */
  async request(rawEmail: unknown): Promise<string> {
    const email = typeof rawEmail === 'string' ? rawEmail.trim() : '';
    if (!email) throw new PasswordResetError(RESET_MESSAGES.emailRequired);
    // Control characters too: no address has them, and PostgreSQL refuses a NUL in a lookup.
    if (email.length > 320 || !EMAIL_PATTERN.test(email) || /\p{Cc}/u.test(email)) throw new PasswordResetError(RESET_MESSAGES.emailInvalid);
    const account = this.accounts.find(email);
    if (account) this.sendLink(account);
    // Looked up after answering, like the mail's writing: the answer takes as long whoever asks.
    else if (this.options.members) void this.adopt(email).catch((error: unknown) => console.error('identity: member lookup failed', error));
    return resetRequestedMessage(email);
  }

  /**
   * A member the API added (the welcome mail sends them here to choose a password) gets an account
   * with a password nobody knows, and the link to choose theirs.
   */
  private async adopt(email: string): Promise<void> {
    const member = await this.options.members!.find(email);
    if (!member || this.accounts.find(email)) return;
    this.sendLink(await this.accounts.add(email, member.name, randomBytes(32).toString('base64url')));
  }

  private sendLink(account: Account): void {
    const token = randomBytes(32).toString('base64url');
    this.pending.set(digest(token), { accountId: account.id, expiresAt: this.now() + this.ttlMs });
    const link = `${this.options.linkBase}/password-reset/${token}`;
    const minutes = Math.round(this.ttlMs / 60_000);
    // Not awaited: the answer must not take longer for a known account than for an unknown one.
    void this.outbox.send({
      to: account.email,
      subject: 'Reset your Spend password',
      text: `Hello ${account.name},\n\nUse this link within ${minutes} minutes to choose a new password:\n${link}\n\nThe link works once. If you did not ask for it, ignore this mail: your password stays as it is.\n`,
      link,
    }).catch((error: unknown) => console.error('identity: reset mail not sent', error));
  }

  /** Spends every link of a forgotten account. */
  forget(accountId: string): void {
    for (const [key, entry] of this.pending) if (entry.accountId === accountId) this.pending.delete(key);
  }

  isValid(token: string): boolean {
    const entry = this.pending.get(digest(token));
    return !!entry && entry.expiresAt > this.now();
  }

  /** Sets the new password and spends the account's links; throws a PasswordResetError with the message to show. */
  async complete(token: string, password: unknown, confirmation?: unknown): Promise<void> {
    const entry = this.pending.get(digest(token));
    if (!entry || entry.expiresAt <= this.now()) throw new PasswordResetError(RESET_MESSAGES.linkInvalid);
    const weak = passwordRuleError(password);
    if (weak) throw new PasswordResetError(weak);
    if (confirmation !== undefined && confirmation !== password) throw new PasswordResetError(RESET_MESSAGES.passwordsDiffer);
    for (const [key, other] of this.pending) if (other.accountId === entry.accountId) this.pending.delete(key);
    await this.accounts.setPassword(entry.accountId, password as string);
    await this.options.onPasswordChanged?.(entry.accountId);
  }
}
