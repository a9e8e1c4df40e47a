import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV = 12;
/** Random IVs drawn from a pool: one call for random bytes costs more than sealing a short field itself. */
const POOL = IV * 1024;
let pool = Buffer.alloc(0);
let drawn = POOL;
const nextIv = (): Buffer => {
  if (drawn === POOL) [pool, drawn] = [randomBytes(POOL), 0];
  return pool.subarray(drawn, (drawn += IV));
};

/** AES-256-GCM: iv (12 bytes), tag (16), ciphertext, in one buffer. */
export const encrypt = (key: Buffer, plain: Buffer): Buffer => {
  const iv = nextIv();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
};

export const decrypt = (key: Buffer, sealed: Buffer): Buffer => {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV));
  decipher.setAuthTag(sealed.subarray(IV, IV + 16));
  return Buffer.concat([decipher.update(sealed.subarray(IV + 16)), decipher.final()]);
};
