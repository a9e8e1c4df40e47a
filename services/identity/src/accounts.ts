import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 64;

/**
 * The environment every deployment starts the identity provider with (compose, Kubernetes, the
 * cluster). Each password check is a scrypt of 16 MB on one of libuv's threads; glibc serves it from
 * that thread's arena after the first and keeps it there when freed, so the process grew by 16 MB for
 * each thread that ever checked a password (47 -> 112 MB over six sign-ins here) and never gave it
 * back. From 1 MB up, allocations are mapped and unmapped on their own: 47 -> 48 MB.
 */
export const IDENTITY_PROCESS_ENV = { MALLOC_MMAP_THRESHOLD_: String(1024 * 1024) } as const;

/** `scrypt$<salt>$<hash>`, both base64url; salted per password. */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
};

export interface Account {
  /** The token subject: the lowercased email (the API maps it to its members' authId). */
  id: string;
  email: string;
  name: string;
  passwordHash: string;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Accounts of the development identity provider, kept in memory (a restart starts from the seed again). */
export class AccountStore {
  private readonly accounts = new Map<string, Account>();

  async add(email: string, name: string, password: string): Promise<Account> {
    const account = { id: normalizeEmail(email), email: normalizeEmail(email), name, passwordHash: await hashPassword(password) };
    this.accounts.set(account.id, account);
    return account;
  }

  /** Every account, in the order they were added. */
  list(): Account[] {
    return [...this.accounts.values()];
  }

  find(idOrEmail: string): Account | undefined {
    return this.accounts.get(normalizeEmail(idOrEmail));
  }

  /** The account when the password matches; undefined otherwise (same work either way). */
  async authenticate(email: string, password: string): Promise<Account | undefined> {
    const account = this.find(email);
    const ok = await verifyPassword(password, account?.passwordHash ?? DUMMY_HASH);
    return account && ok ? account : undefined;
  }

  /** Removes the account (a forgotten member): false when there was none. */
  remove(idOrEmail: string): boolean {
    return this.accounts.delete(normalizeEmail(idOrEmail));
  }

  /** Replaces the account's password hash; false when there is no such account. */
  async setPassword(id: string, password: string): Promise<boolean> {
    const account = this.find(id);
    if (!account) return false;
    account.passwordHash = await hashPassword(password);
    return true;
  }
}

// Verified against when the email is unknown, so timing does not tell which emails exist.
const DUMMY_HASH = `scrypt$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(KEY_LENGTH).toString('base64url')}`;
