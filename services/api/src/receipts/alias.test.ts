import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aliasToken, parseRecipient, receiptsAddress, userIdOfToken } from './alias';

const secret = randomBytes(32).toString('hex');

describe("a member's personal receipts address", () => {
  it('is stable, names its member, and fits an address (lower-case base32, 42 characters)', () => {
    const userId = randomUUID();
    const token = aliasToken(secret, userId);
    expect(token).toMatch(/^[a-z2-7]{42}$/);
    expect(aliasToken(secret, userId)).toBe(token);
    expect(userIdOfToken(secret, token)).toBe(userId);
    // Mail systems may change the case of the local part.
    expect(userIdOfToken(secret, token.toUpperCase())).toBe(userId);
    expect(receiptsAddress('acme.test', token)).toBe(`receipts+${token}@acme.test`);
  });

  it('cannot be made for another member without the secret: a changed id, a changed letter, another secret or garbage name nobody', () => {
    const [userId, other] = [randomUUID(), randomUUID()];
    const token = aliasToken(secret, userId);
    // Another member's id with this member's HMAC.
    expect(userIdOfToken(secret, aliasToken(secret, other).slice(0, 26) + token.slice(26))).toBeNull();
    const last = token.at(-1) === 'a' ? 'b' : 'a';
    expect(userIdOfToken(secret, token.slice(0, -1) + last)).toBeNull();
    expect(userIdOfToken(randomBytes(32).toString('hex'), token)).toBeNull();
    for (const garbage of ['', 'abc', token.slice(0, 41), `${token}a`, '0'.repeat(42)]) expect(userIdOfToken(secret, garbage)).toBeNull();
  });
});

describe('recipients', () => {
  it('are the shared address or a personal one of our domain only, whatever the case', () => {
    expect(parseRecipient('acme.test', 'receipts@acme.test')).toEqual({ token: null });
    expect(parseRecipient('acme.test', 'Receipts+abc@ACME.test')).toEqual({ token: 'abc' });
    for (const other of ['receipts@other.test', 'ap@acme.test', 'receipts+@acme.test', 'receipts+x_y@acme.test', 'receipts@acme.test.evil']) expect(parseRecipient('acme.test', other)).toBeNull();
  });
});
