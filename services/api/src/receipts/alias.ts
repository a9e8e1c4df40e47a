import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lower-case RFC 4648 base32: mail systems may fold the case of an address's local part. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

const base32 = (bytes: Buffer): string => {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return bits > 0 ? out + ALPHABET[(value << (5 - bits)) & 31] : out;
};

const fromBase32 = (text: string): Buffer | null => {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
};

const UUID_CHARS = 26;
const MAC_BYTES = 10;
/** 26 characters of user id and 16 of HMAC. */
const TOKEN_CHARS = 42;

const uuidBytes = (userId: string): Buffer => Buffer.from(userId.replace(/-/g, ''), 'hex');
const mac = (secret: string, userId: string): Buffer => createHmac('sha256', Buffer.from(secret, 'hex')).update(`receipts-alias:${userId}`).digest().subarray(0, MAC_BYTES);

/**
 * A member's personal receipts token: their user id and an HMAC of it under the server's secret
 * (80 bits), so it is stable without being stored, and nobody can make one for another member.
 */
export const aliasToken = (secret: string, userId: string): string => base32(uuidBytes(userId)) + base32(mac(secret, userId));

/** The user id a token names, or null when it is not exactly the token of that id (a guessed, mistyped or padded one). */
export const userIdOfToken = (secret: string, token: string): string | null => {
  const given = token.toLowerCase();
  const idBytes = given.length === TOKEN_CHARS ? fromBase32(given.slice(0, UUID_CHARS)) : null;
  if (!idBytes || idBytes.length !== 16) return null;
  const hex = idBytes.toString('hex');
  const userId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  // The whole token compared: one encoding per id and HMAC, so no other spelling passes.
  return timingSafeEqual(Buffer.from(given), Buffer.from(aliasToken(secret, userId))) ? userId : null;
};

/** The company receipts address (`receipts@<domain>`), or a member's personal one (`receipts+<token>@<domain>`). */
export const receiptsAddress = (domain: string, token?: string): string => `receipts${token ? `+${token}` : ''}@${domain}`;

/** What a recipient names: the shared address, a personal token, or null when it is not ours. */
export const parseRecipient = (domain: string, address: string): { token: string | null } | null => {
  const match = /^receipts(?:\+([a-z2-7]+))?@(.+)$/i.exec(address.trim());
  if (!match || match[2]!.toLowerCase() !== domain.toLowerCase()) return null;
  return { token: match[1] ?? null };
};
