import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

const GRANTABLE = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);
/** What a password reset ends: the account's sessions, grants and every token issued under them. */
const ACCOUNT_BOUND = new Set(['Session', 'Grant', ...GRANTABLE]);

interface Entry {
  model: string;
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * oidc-provider's storage for development: sessions, interactions, grants, codes and tokens in a Map
 * of this provider instance, each dropped when it expires. Nothing survives a restart (everyone logs
 * in again); nothing is shared between processes, so run one identity process. Unlike the library's
 * quick-start adapter it has no 1,000-entry cap and can end every session of an account.
 */
export class MemoryStore {
  private readonly entries = new Map<string, Entry>();
  private readonly sessionsByUid = new Map<string, string>();
  private readonly byUserCode = new Map<string, string>();
  private readonly grantMembers = new Map<string, Set<string>>();
  private writes = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The factory for the provider's `adapter` option. */
  readonly adapter: AdapterFactory = (model) => this.adapterFor(model);

  get size(): number {
    return this.entries.size;
  }

  /**
   * Ends every session of the account and revokes its grants and tokens; returns how many records went.
   * `keepGrantId`: the sign-in that asked for it (a password change) stays, with its session and tokens.
   */
  revokeAccount(accountId: string, keepGrantId?: string): number {
    let removed = 0;
    for (const [key, entry] of this.entries) {
      if (ACCOUNT_BOUND.has(entry.model) && entry.payload.accountId === accountId) {
        if (keepGrantId && this.belongsTo(key, entry, keepGrantId)) continue;
        if (entry.model === 'Grant') removed += this.revokeGrant(key.slice('Grant:'.length));
        if (this.entries.has(key)) {
          this.remove(key);
          removed += 1;
        }
      }
    }
    return removed;
  }

  /**
   * Everything held for a forgotten account: its sign-ins (as `revokeAccount`) and any other record
   * naming it (an interaction's login hint or submitted email).
   */
  forgetAccount(accountId: string): void {
    this.revokeAccount(accountId);
    // A whole JSON string equal to the id, so forgetting al@x.test leaves sal@x.test's records.
    const named = JSON.stringify(accountId.toLowerCase());
    for (const [key, entry] of this.entries) if (JSON.stringify(entry.payload).toLowerCase().includes(named)) this.remove(key);
  }

  private belongsTo(key: string, entry: Entry, grantId: string): boolean {
    if (entry.model === 'Grant') return key === `Grant:${grantId}`;
    if (entry.model === 'Session') {
      const authorizations = (entry.payload.authorizations ?? {}) as Record<string, { grantId?: string }>;
      return Object.values(authorizations).some((a) => a.grantId === grantId);
    }
    return entry.payload.grantId === grantId;
  }

  private adapterFor(model: string): Adapter {
    const key = (id: string): string => `${model}:${id}`;
    return {
      upsert: async (id, payload, expiresIn) => {
        const k = key(id);
        if (this.entries.has(k)) this.remove(k);
        const expiresAt = typeof expiresIn === 'number' ? this.now() + expiresIn * 1000 : Infinity;
        this.entries.set(k, { model, payload, expiresAt });
        if (model === 'Session' && payload.uid) this.sessionsByUid.set(payload.uid, id);
        if (payload.userCode) this.byUserCode.set(payload.userCode, id);
        if (GRANTABLE.has(model) && payload.grantId) {
          const members = this.grantMembers.get(payload.grantId) ?? new Set<string>();
          members.add(k);
          this.grantMembers.set(payload.grantId, members);
        }
        if (++this.writes % 200 === 0) this.sweep();
      },
      find: async (id) => this.read(key(id)),
      findByUid: async (uid) => {
        const id = this.sessionsByUid.get(uid);
        return id === undefined ? undefined : this.read(key(id));
      },
      findByUserCode: async (userCode) => {
        const id = this.byUserCode.get(userCode);
        return id === undefined ? undefined : this.read(key(id));
      },
      consume: async (id) => {
        const payload = this.read(key(id));
        if (payload) payload.consumed = Math.floor(this.now() / 1000);
      },
      destroy: async (id) => {
        this.remove(key(id));
      },
      revokeByGrantId: async (grantId) => {
        this.revokeGrant(grantId);
      },
    };
  }

  private read(key: string): AdapterPayload | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key);
      return undefined;
    }
    return entry.payload;
  }

  private revokeGrant(grantId: string): number {
    const members = this.grantMembers.get(grantId);
    this.grantMembers.delete(grantId);
    let removed = 0;
    for (const member of members ?? []) {
      if (this.entries.has(member)) {
        this.remove(member);
        removed += 1;
      }
    }
    return removed;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const id = key.slice(entry.model.length + 1);
    const { uid, userCode, grantId } = entry.payload;
    if (entry.model === 'Session' && uid && this.sessionsByUid.get(uid) === id) this.sessionsByUid.delete(uid);
    if (userCode && this.byUserCode.get(userCode) === id) this.byUserCode.delete(userCode);
    if (grantId) {
      const members = this.grantMembers.get(grantId);
      members?.delete(key);
      if (members?.size === 0) this.grantMembers.delete(grantId);
    }
  }

  /** Drops what has expired, so a long-running dev server does not grow without bound. */
  sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.remove(key);
  }
}
