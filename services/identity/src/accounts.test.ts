import { describe, expect, it } from 'vitest';
import { AccountStore, hashPassword, verifyPassword } from './accounts';

describe('accounts', () => {
  it('hashes with scrypt and a fresh salt per password', async () => {
    const [a, b] = [await hashPassword('Spend-demo-1'), await hashPassword('Spend-demo-1')];
    expect(a).toMatch(/^scrypt\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Spend-demo-1');
    expect(await verifyPassword('Spend-demo-1', a)).toBe(true);
    expect(await verifyPassword('Spend-demo-2', a)).toBe(false);
    expect(await verifyPassword('Spend-demo-1', 'plain$text')).toBe(false);
  });

  it('uses the lowercased email as the account id and authenticates case-insensitively on the email only', async () => {
    const store = new AccountStore();
    const account = await store.add('  Ada@Demo.Spend.Test ', 'Ada Lovelace', 'correct horse');
    expect(account).toMatchObject({ id: 'ada@demo.spend.test', email: 'ada@demo.spend.test', name: 'Ada Lovelace' });
    expect((await store.authenticate('ADA@demo.spend.test', 'correct horse'))?.id).toBe('ada@demo.spend.test');
    expect(await store.authenticate('ada@demo.spend.test', 'Correct horse')).toBeUndefined();
    expect(await store.authenticate('nobody@demo.spend.test', 'correct horse')).toBeUndefined();
    expect(store.list().map((a) => a.id)).toEqual(['ada@demo.spend.test']);
  });

  it('changes a password', async () => {
    const store = new AccountStore();
    await store.add('pat@example.test', 'Pat', 'old password');
    expect(await store.setPassword('PAT@example.test', 'new password')).toBe(true);
    expect(await store.authenticate('pat@example.test', 'old password')).toBeUndefined();
    expect(await store.authenticate('pat@example.test', 'new password')).toBeDefined();
    expect(await store.setPassword('nobody@example.test', 'new password')).toBe(false);
  });
});
