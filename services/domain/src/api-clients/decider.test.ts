import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { apiClientDecider, type CreateApiClient, type RevokeApiClient } from './decider';

const spec = deciderSpec(apiClientDecider);
const clientId = randomUUID();
const companyId = randomUUID();
const userId = randomUUID();
const now = '2026-03-01T10:00:00.000Z';
const secretSha256 = 'a'.repeat(64);
const create = (overrides: Partial<CreateApiClient> = {}): CreateApiClient => ({ type: 'CreateApiClient', clientId, companyId, name: ' Books sync ', access: 'READ_ONLY', secretSha256, userId, now, ...overrides });
const revoke = (overrides: Partial<RevokeApiClient> = {}): RevokeApiClient => ({ type: 'RevokeApiClient', clientId, companyId, userId, now, ...overrides });
const created = spec.given([]).when(create()).events();

describe('API client decider', () => {
  it('records a client with its trimmed name, access and only the secret hash', () => {
    expect(created).toEqual([{ type: 'ApiClientCreated', data: { clientId, companyId, name: 'Books sync', access: 'READ_ONLY', secretSha256, createdByUserId: userId, at: now } }]);
    expect(spec.given(created).when(create()).events()).toEqual([]);
  });

  it('refuses an empty name, an unknown access and a secret that is not a hash', () => {
    expect(spec.given([]).when(create({ name: '  ' })).refusal()).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: 'This field is required.' } });
    expect(spec.given([]).when(create({ access: 'ADMIN' as never })).refusal().fields).toEqual({ access: 'Choose read-only or read-write access.' });
    expect(spec.given([]).when(create({ secretSha256: 'plain-secret' })).refusal().code).toBe('BAD_USER_INPUT');
  });

  it('revokes once, and only a client of the caller company', () => {
    const revoked = spec.given(created).when(revoke()).events();
    expect(revoked).toEqual([{ type: 'ApiClientRevoked', data: { clientId, companyId, revokedByUserId: userId, at: now } }]);
    expect(spec.given([...created, ...revoked]).when(revoke()).refusal().code).toBe('CONFLICT');
    expect(spec.given(created).when(revoke({ companyId: randomUUID() })).refusal().code).toBe('NOT_FOUND');
    expect(spec.given([]).when(revoke()).refusal().code).toBe('NOT_FOUND');
  });
});
