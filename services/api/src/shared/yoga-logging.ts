import type { Logger } from 'pino';
import { isExpectedError } from './errors';

/**
 * What yoga logs, as lines of our logger: its messages and errors only. The objects it hands along
 * (request parameters, execution results) may hold a revealed card's number and CVV2 (`cardSecrets`)
 * or a person's data, which must never reach a log, so only their count is written; an error goes
 * in pino's `err` field, with its message and stack.
 */
const said = (args: unknown[]): [{ err?: Error; omitted?: number }, string] => {
  const err = args.find((arg): arg is Error => arg instanceof Error);
  const omitted = args.filter((arg) => typeof arg !== 'string' && !(arg instanceof Error)).length;
  const message = args.filter((arg): arg is string => typeof arg === 'string').join(' ') || err?.message || 'graphql';
  return [{ ...(err && { err }), ...(omitted > 0 && { omitted }) }, message];
};

export const yogaLogging = (logger: Logger) => ({
  debug: (...args: unknown[]) => logger.debug(...said(args)),
  info: (...args: unknown[]) => logger.info(...said(args)),
  warn: (...args: unknown[]) => logger.warn(...said(args)),
  // A refused command is an answer, not a fault: it is logged at debug level only.
  error: (...args: unknown[]) => (args.some(isExpectedError) ? logger.debug(...said(args)) : logger.error(...said(args))),
});
