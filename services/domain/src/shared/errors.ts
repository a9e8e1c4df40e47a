/** Codes of ARCHITECTURE section 5; the API maps them to `extensions.code`. */
export type DomainErrorCode = 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT';

const BRAND = Symbol.for('spend.DomainError');

/** A rule refused a command. `message` is the text the user should see. */
export class DomainError extends Error {
  readonly [BRAND] = true;

  /** Recognises a DomainError even across module copies (where `instanceof` fails). */
  static is(error: unknown): error is DomainError {
    return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[BRAND] === true;
  }

  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Per-field messages for BAD_USER_INPUT, keyed by input field name. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badInput = (field: string, message: string): DomainError =>
  new DomainError('BAD_USER_INPUT', message, { [field]: message });
export const notFound = (what: string): DomainError => new DomainError('NOT_FOUND', `${what} not found.`);
export const conflict = (message: string): DomainError => new DomainError('CONFLICT', message);
export const forbidden = (message = 'You are not allowed to do this.'): DomainError =>
  new DomainError('FORBIDDEN', message);
