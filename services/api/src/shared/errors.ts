import { GraphQLError } from 'graphql';
import { maskError } from 'graphql-yoga';
import { DomainError, type DomainErrorCode } from '@spend/domain';

const HTTP_STATUS: Partial<Record<DomainErrorCode, number>> = { UNAUTHENTICATED: 401 };

export const apiError = (code: DomainErrorCode, message: string, fields?: Record<string, string>): GraphQLError =>
  new GraphQLError(message, {
    extensions: { code, ...(fields && Object.keys(fields).length > 0 && { fields }), ...(HTTP_STATUS[code] && { http: { status: HTTP_STATUS[code] } }) },
  });

/**
 * A refused command becomes an error whose message is the text the user should see and whose
 * `extensions.code` says why; anything unexpected is masked (outside development).
 */
export const maskApiError = (error: unknown, message: string, isDev?: boolean): Error => {
  // The executor may wrap a resolver's error more than once (and graphql may be loaded twice, as
  // ESM and CommonJS, so this walks the chain by shape rather than by class).
  let original: unknown = error;
  while (typeof original === 'object' && original !== null && 'originalError' in original && original.originalError) original = original.originalError;
  if (DomainError.is(original)) return apiError(original.code, original.message, original.fields);
  const code = (original as { extensions?: { code?: unknown } } | null)?.extensions?.code;
  if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') return original as Error;
  return maskError(error, message, isDev);
};
