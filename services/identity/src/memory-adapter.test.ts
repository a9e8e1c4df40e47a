import { describe, expect, it } from 'vitest';
import { MemoryStore } from './memory-adapter';

describe('MemoryStore', () => {
  it('finds, consumes, expires and destroys records', async () => {
    let now = 1_000_000;
    const store = new MemoryStore(() => now);
    const codes = store.adapter('AuthorizationCode');
    await codes.upsert('c1', { accountId: 'a', grantId: 'g1' }, 60);
    expect(await codes.find('c1')).toMatchObject({ accountId: 'a' });
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toBe(1000);
    now += 61_000;
    expect(await codes.find('c1')).toBeUndefined();
    await codes.upsert('c2', {}, 60);
    await codes.destroy('c2');
    expect(await codes.find('c2')).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('keeps models apart and finds sessions by uid', async () => {
    const store = new MemoryStore();
    await store.adapter('Session').upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
    expect(await store.adapter('Grant').find('s1')).toBeUndefined();
    expect(await store.adapter('Session').findByUid('u1')).toMatchObject({ accountId: 'a' });
  });

  it('revokes by grant and by account', async () => {
    const store = new MemoryStore();
    await store.adapter('Grant').upsert('g1', { accountId: 'a' }, 60);
    await store.adapter('RefreshToken').upsert('r1', { accountId: 'a', grantId: 'g1' }, 60);
    await store.adapter('AccessToken').upsert('t1', { accountId: 'a', grantId: 'g1' }, 60);
    await store.adapter('Session').upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
    await store.adapter('Session').upsert('s2', { uid: 'u2', accountId: 'b' }, 60);
    await store.adapter('RefreshToken').upsert('r2', { accountId: 'b', grantId: 'g2' }, 60);

    await store.adapter('AccessToken').revokeByGrantId('g2');
    expect(await store.adapter('RefreshToken').find('r2')).toBeUndefined();

    expect(store.revokeAccount('a')).toBe(4);
    expect(await store.adapter('RefreshToken').find('r1')).toBeUndefined();
    expect(await store.adapter('Session').findByUid('u1')).toBeUndefined();
    expect(await store.adapter('Session').findByUid('u2')).toMatchObject({ accountId: 'b' });
  });

  it('forgets an account: its sign-ins and any record naming it, not one whose id merely contains it', async () => {
    const store = new MemoryStore();
    await store.adapter('Session').upsert('s1', { uid: 'u1', accountId: 'al@x.test' }, 60);
    await store.adapter('Interaction').upsert('i1', { params: { login_hint: 'Al@X.test' } }, 60);
    await store.adapter('Interaction').upsert('i2', { params: { login_hint: 'sal@x.test' } }, 60);
    await store.adapter('Session').upsert('s2', { uid: 'u2', accountId: 'sal@x.test' }, 60);
    store.forgetAccount('al@x.test');
    expect(await store.adapter('Session').findByUid('u1')).toBeUndefined();
    expect(await store.adapter('Interaction').find('i1')).toBeUndefined();
    expect(await store.adapter('Interaction').find('i2')).toBeDefined();
    expect(await store.adapter('Session').findByUid('u2')).toMatchObject({ accountId: 'sal@x.test' });
    expect(store.size).toBe(2);
  });
});
