import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { isValidSignature, signBody } from './signature';

describe('authorizer configuration and signatures', () => {
  it('has development defaults and names a wrong value', () => {
    expect(loadConfig({})).toMatchObject({ AUTHORIZER_PORT: 4300, AUTHORIZER_MAX_SKEW_MS: 300_000 });
    expect(() => loadConfig({ AUTHORIZER_SECRET: 'short' })).toThrow('Invalid configuration: AUTHORIZER_SECRET: must be at least 16 characters');
    expect(() => loadConfig({ AUTHORIZER_PORT: 'eighty' })).toThrow(/AUTHORIZER_PORT/);
    expect(loadConfig({}).CLEARING_TOLERANCE_PERCENT).toBe(20);
    expect(loadConfig({ CLEARING_TOLERANCE_PERCENT: '15' }).CLEARING_TOLERANCE_PERCENT).toBe(15);
    expect(() => loadConfig({ CLEARING_TOLERANCE_PERCENT: '150' })).toThrow(/CLEARING_TOLERANCE_PERCENT/);
  });

  it('accepts only the HMAC of the exact body with the shared secret', () => {
    const body = '{"id":"a"}';
    const secret = 'a-shared-secret-of-16+';
    expect(isValidSignature(body, signBody(body, secret), secret)).toBe(true);
    expect(isValidSignature(`${body} `, signBody(body, secret), secret)).toBe(false);
    expect(isValidSignature(body, signBody(body, 'another-secret-entirely'), secret)).toBe(false);
    expect(isValidSignature(body, 'zz', secret)).toBe(false);
    expect(isValidSignature(body, undefined, secret)).toBe(false);
  });
});
