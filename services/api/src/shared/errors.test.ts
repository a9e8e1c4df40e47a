import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DomainError } from '@spend/domain';
import { maskApiError } from './errors';

describe('error masking', () => {
  it('turns a refused command, however wrapped, into its message and code', () => {
    const refused = new DomainError('BAD_USER_INPUT', 'Invalid value.', { funding: 'Invalid value.' });
    const wrapped = new GraphQLError('x', { originalError: new GraphQLError('y', { originalError: refused }) });
    const masked = maskApiError(wrapped, 'Unexpected error.', false) as GraphQLError;
    expect(masked.message).toBe('Invalid value.');
    expect(masked.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { funding: 'Invalid value.' } });
  });

  it('hides an unexpected error’s text outside development', () => {
    const leak = new GraphQLError('x', { originalError: new Error('relation "budgets" does not exist at 10.0.0.5') });
    expect(maskApiError(leak, 'Unexpected error.', false).message).toBe('Unexpected error.');
  });
});
