import { describe, expect, it } from 'vitest';
import { loadVaultConfig } from './vault';

describe('card vault configuration', () => {
  it('names a key that is not 32 bytes of hex, or a BIN that is not 6 to 8 digits', () => {
    expect(loadVaultConfig({}).CARD_BIN).toBe('489537');
    expect(() => loadVaultConfig({ CARD_VAULT_KEY: 'abc' })).toThrow('Invalid configuration: CARD_VAULT_KEY: must be 64 hex digits (32 bytes)');
    expect(() => loadVaultConfig({ CARD_BIN: '12' })).toThrow('Invalid configuration: CARD_BIN: must be 6 to 8 digits');
  });
});
