import type { StateStore } from 'oidc-client-ts';

/** Where the session's AES-GCM key lives; never in the storage that holds the encrypted session. */
export interface SessionKey {
  get(): Promise<CryptoKey>;
  /** Forgets the key: anything encrypted with it can no longer be read. */
  clear(): Promise<void>;
}

const newKey = (): Promise<CryptoKey> => crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);

/** A key held in memory only (tests; a session lost on reload). */
export const memoryKey = (): SessionKey => {
  let key: Promise<CryptoKey> | null = null;
  return { get: () => (key ??= newKey()), clear: async () => void (key = null) };
};

const request = <T>(req: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });

/**
 * A non-extractable key kept in IndexedDB: the browser stores it, but no script (nor a copy of the
 * session storage) can read its bytes. It survives a reload, so the tab's session does too.
 */
export const indexedDbKey = (database = 'spend-session', id = 'session'): SessionKey => {
  let key: Promise<CryptoKey> | null = null;
  const open = async (): Promise<IDBDatabase> => {
    const req = indexedDB.open(database, 1);
    req.onupgradeneeded = () => req.result.createObjectStore('keys');
    return request(req);
  };
  const load = async (): Promise<CryptoKey> => {
    const db = await open();
    try {
      const found = (await request(db.transaction('keys').objectStore('keys').get(id))) as CryptoKey | undefined;
      if (found) return found;
      const created = await newKey();
      await request(db.transaction('keys', 'readwrite').objectStore('keys').put(created, id));
      return created;
    } finally {
      db.close();
    }
  };
  return {
    get: () => (key ??= load().catch((error: unknown) => ((key = null), Promise.reject(error)))),
    clear: async () => {
      key = null;
      const db = await open();
      try {
        await request(db.transaction('keys', 'readwrite').objectStore('keys').delete(id));
      } finally {
        db.close();
      }
    },
  };
};

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/**
 * The session store of spec 9, "encrypted and cleared on demand": oidc-client-ts keeps the signed-in
 * user (its tokens) here, each value AES-GCM encrypted with a fresh IV under `key`. A value that no
 * longer decrypts (the key was cleared) reads as no session and is dropped.
 */
export class EncryptedSessionStore implements StateStore {
  constructor(private readonly storage: Storage, private readonly key: SessionKey, private readonly prefix = 'oidc.') {}

  async set(name: string, value: string): Promise<void> {
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await this.key.get(), new TextEncoder().encode(value));
    this.storage.setItem(this.prefix + name, JSON.stringify({ iv: toBase64(iv), data: toBase64(new Uint8Array(data)) }));
  }

  async get(name: string): Promise<string | null> {
    const raw = this.storage.getItem(this.prefix + name);
    if (raw === null) return null;
    try {
      const { iv, data } = JSON.parse(raw) as { iv: string; data: string };
      const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, await this.key.get(), fromBase64(data));
      return new TextDecoder().decode(plain);
    } catch {
      this.storage.removeItem(this.prefix + name);
      return null;
    }
  }

  async remove(name: string): Promise<string | null> {
    const value = await this.get(name);
    this.storage.removeItem(this.prefix + name);
    return value;
  }

  async getAllKeys(): Promise<string[]> {
    const names = Array.from({ length: this.storage.length }, (_, i) => this.storage.key(i));
    return names.filter((k): k is string => !!k?.startsWith(this.prefix)).map((k) => k.slice(this.prefix.length));
  }

  /** Clears it on demand: every value of the session and the key that encrypted them. */
  async clear(): Promise<void> {
    for (const name of await this.getAllKeys()) this.storage.removeItem(this.prefix + name);
    await this.key.clear();
  }
}
