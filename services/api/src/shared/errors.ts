import { GraphQLError, Kind } from 'graphql';
import { maskError } from 'graphql-yoga';
import { DomainError, type DomainErrorCode } from '@spend/domain';

const HTTP_STATUS: Partial<Record<DomainErrorCode, number>> = { UNAUTHENTICATED: 401 };

export const apiError = (code: DomainErrorCode, message: string, fields?: Record<string, string>): GraphQLError =>
  new GraphQLError(message, {
    extensions: { code, ...(fields && Object.keys(fields).length > 0 && { fields }), ...(HTTP_STATUS[code] && { http: { status: HTTP_STATUS[code] } }) },
  });

/** The executor may wrap a resolver's error more than once (and graphql may be loaded twice, as
 * ESM and CommonJS, so this walks the chain by shape rather than by class). */
const innermost = (error: unknown): unknown => {
  let original = error;
  while (typeof original === 'object' && original !== null && 'originalError' in original && original.originalError) original = original.originalError;
  return original;
};

const codeOf = (error: unknown): unknown => (error as { extensions?: { code?: unknown } } | null)?.extensions?.code;

/** A variable whose value does not fit its declared type: graphql-js locates it at the variable's definition. */
const isVariableError = (error: unknown): error is GraphQLError =>
  (error as GraphQLError | null)?.nodes?.[0]?.kind === Kind.VARIABLE_DEFINITION;

/** An answer to bad input or a refused command, not a fault: logged at debug level only. */
export const isExpectedError = (error: unknown): boolean => {
  if (isVariableError(error)) return true;
  const original = innermost(error);
  if (DomainError.is(original)) return true;
  const code = codeOf(original);
  return typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR';
};

/**
 * A refused command becomes an error whose message is the text the user should see and whose
 * `extensions.code` says why; a variable of the wrong type is BAD_USER_INPUT (HTTP 400); anything
 * unexpected is masked (outside development).
 */
export const maskApiError = (error: unknown, message: string, isDev?: boolean): Error => {
  if (isVariableError(error)) {
    return new GraphQLError(error.message, { nodes: error.nodes, extensions: { ...error.extensions, code: 'BAD_USER_INPUT' } });
  }
  const original = innermost(error);
  if (DomainError.is(original)) return apiError(original.code, original.message, original.fields);
  const code = codeOf(original);
  if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') return original as Error;
  return maskError(error, message, isDev);
};
