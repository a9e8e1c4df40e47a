import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { toString as qrSvg } from 'qrcode';
import { normalizeEmail } from './accounts';

export const SECOND_FACTOR_MESSAGES = {
  wrong: 'That code is not right. Enter the current 6-digit code from your authenticator app, or one of your recovery codes.',
  reused: 'That code was already used. Wait for the next code in your authenticator app.',
  enrolment: 'That code does not match. Add the key to your authenticator app again and enter the 6-digit code it shows now.',
  locked: 'Too many wrong codes. Wait 15 minutes, then try again.',
} as const;

const ISSUER = 'Spend';
const RECOVERY_CODES = 10;
/** Six digits are guessable with enough tries: after this many wrong codes in a row the account takes none for LOCK_MS. */
const MAX_FAILURES = 5;
const LOCK_MS = 15 * 60_000;

/** RFC 6238's time step X: 30 s, which every authenticator app uses. */
export const DEFAULT_TOTP_PERIOD_SECONDS = 30;

/** The authenticator app's entry: the RFC 6238 defaults every app supports (SHA-1, 6 digits), with the provider's step. */
const totpOf = (accountId: string, secret: string, period: number): TOTP => new TOTP({ issuer: ISSUER, label: accountId, secret, period });

/** Recovery codes are random (80 bits): a plain SHA-256 is enough to keep them unreadable at rest. */
const hashCode = (code: string): Buffer => createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest();

interface Factor {
  secret: string;
  recoveryHashes: Buffer[];
  /** The last time step a code was accepted for: a code of that step or an earlier one is a replay (RFC 6238 §5.2). */
  lastStep: number;
  failures: number;
  lockedUntil: number;
}

export interface Enrolment {
  secret: string;
  /** The otpauth:// key URI an authenticator app reads. */
  uri: string;
  /** The same URI as an SVG QR code. */
  qrSvg: string;
}

export type CodeCheck = 'ok' | 'wrong' | 'reused' | 'locked';

/**
 * Each account's time-based one-time password (RFC 6238) and recovery codes, kept in memory like the
 * accounts themselves. An enrolment becomes the account's factor only once a first code confirms it.
 */
export class SecondFactors {
  private readonly factors = new Map<string, Factor>();
  private readonly pending = new Map<string, string>();

  /**
   * `periodSeconds`: the time step (IDENTITY_TOTP_PERIOD_SECONDS). A code is usable once per step, so
   * the browser tests' stacks, which sign the demo admin in many times a minute, use a short one.
   */
  constructor(private readonly now: () => number = Date.now, private readonly periodSeconds = DEFAULT_TOTP_PERIOD_SECONDS) {}

  has(accountId: string): boolean {
    return this.factors.has(normalizeEmail(accountId));
  }

  /** A new secret for the account, waiting for its first code (asked again, the same one: the person may have scanned it). */
  async begin(accountId: string): Promise<Enrolment> {
    const id = normalizeEmail(accountId);
    const secret = this.pending.get(id) ?? new Secret({ size: 20 }).base32;
    this.pending.set(id, secret);
    const uri = totpOf(id, secret, this.periodSeconds).toString();
    return { secret, uri, qrSvg: await qrSvg(uri, { type: 'svg', margin: 1 }) };
  }

  /** The recovery codes (to show once) when the code matches the pending secret; undefined otherwise, and nothing changes. */
  confirm(accountId: string, code: string): string[] | undefined {
    const id = normalizeEmail(accountId);
    const secret = this.pending.get(id);
    const step = secret === undefined ? undefined : this.stepOf(id, secret, code);
    if (secret === undefined || step === undefined) return undefined;
    this.pending.delete(id);
    return this.set(id, secret, step);
  }

  /** Gives the account a known secret (the demo admin's, which the README prints). */
  enrol(accountId: string, secret: string): string[] {
    return this.set(normalizeEmail(accountId), secret, -1);
  }

  /** Checks a one-time code (a used one is refused) or a recovery code (each works once); a run of wrong ones locks the account a while. */
  verify(accountId: string, code: string): CodeCheck {
    const factor = this.factors.get(normalizeEmail(accountId));
    if (!factor) return 'wrong';
    if (this.now() < factor.lockedUntil) return 'locked';
    const check = this.check(normalizeEmail(accountId), factor, code);
    factor.failures = check === 'ok' ? 0 : factor.failures + 1;
    if (factor.failures >= MAX_FAILURES) {
      factor.failures = 0;
      factor.lockedUntil = this.now() + LOCK_MS;
    }
    return check;
  }

  private check(accountId: string, factor: Factor, code: string): CodeCheck {
    const step = this.stepOf(accountId, factor.secret, code);
    if (step !== undefined) {
      if (step <= factor.lastStep) return 'reused';
      factor.lastStep = step;
      return 'ok';
    }
    const hash = hashCode(code);
    const index = factor.recoveryHashes.findIndex((stored) => timingSafeEqual(stored, hash));
    if (index < 0) return 'wrong';
    factor.recoveryHashes.splice(index, 1);
    return 'ok';
  }

  remove(accountId: string): void {
    this.factors.delete(normalizeEmail(accountId));
    this.pending.delete(normalizeEmail(accountId));
  }

  /** The time step the code belongs to, one step either side of now (clock drift), or undefined. */
  private stepOf(accountId: string, secret: string, code: string): number | undefined {
    const token = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(token)) return undefined;
    const totp = totpOf(accountId, secret, this.periodSeconds);
    const timestamp = this.now();
    const delta = totp.validate({ token, timestamp, window: 1 });
    return delta === null ? undefined : totp.counter({ timestamp }) + delta;
  }

  private set(accountId: string, secret: string, lastStep: number): string[] {
    const codes = Array.from({ length: RECOVERY_CODES }, () => randomBytes(5).toString('hex').replace(/^(.{5})/, '$1-'));
    this.factors.set(accountId, { secret, recoveryHashes: codes.map(hashCode), lastStep, failures: 0, lockedUntil: 0 });
    return codes;
  }
}
