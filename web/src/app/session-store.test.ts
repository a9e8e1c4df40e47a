import { describe, expect, it } from 'vitest';
import { EncryptedSessionStore, memoryKey } from './session-store';

/** The Web Storage interface over a Map, as sessionStorage behaves. */
const storage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, String(v)),
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
  };
};

const USER = JSON.stringify({ access_token: 'eyJ.secret-access-token', refresh_token: 'refresh-secret' });

describe('the encrypted session store (spec 9)', () => {
  it('keeps values encrypted with a fresh IV, and reads them back', async () => {
    const backing = storage();
    const store = new EncryptedSessionStore(backing, memoryKey());
    await store.set('user:issuer:spend-web', USER);
    const raw = backing.getItem('oidc.user:issuer:spend-web')!;
    expect(raw).not.toContain('secret');
    expect(Object.keys(JSON.parse(raw) as object)).toEqual(['iv', 'data']);
    expect(await store.get('user:issuer:spend-web')).toBe(USER);
    await store.set('user:issuer:spend-web', USER);
    // The same value encrypts differently each time: a fresh IV per write.
    expect(backing.getItem('oidc.user:issuer:spend-web')).not.toBe(raw);
    expect(await store.getAllKeys()).toEqual(['user:issuer:spend-web']);
    expect(await store.remove('user:issuer:spend-web')).toBe(USER);
    expect(backing.length).toBe(0);
  });

  it('cannot be read with another key: a copied session store is no session', async () => {
    const backing = storage();
    await new EncryptedSessionStore(backing, memoryKey()).set('user:a', USER);
    const thief = new EncryptedSessionStore(backing, memoryKey());
    expect(await thief.get('user:a')).toBeNull();
    // The unreadable value is dropped rather than tried again.
    expect(backing.getItem('oidc.user:a')).toBeNull();
  });

  it('is cleared on demand: its values and the key, leaving other entries alone', async () => {
    const backing = storage();
    backing.setItem('devFlags', '{}');
    const key = memoryKey();
    const store = new EncryptedSessionStore(backing, key);
    await store.set('user:a', USER);
    const copy = backing.getItem('oidc.user:a')!;
    const before = await key.get();
    await store.clear();
    expect(await store.getAllKeys()).toEqual([]);
    expect(backing.getItem('devFlags')).toBe('{}');
    // A copy taken before the clear no longer decrypts: the key went with it.
    expect(await key.get()).not.toBe(before);
    backing.setItem('oidc.user:a', copy);
    expect(await store.get('user:a')).toBeNull();
  });
});
