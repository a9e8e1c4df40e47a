import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { z } from 'zod';
import { panFromBin, parseEnv } from '@spend/domain';
import type { ReadTransaction } from '../shared/tenant';

const hexKey = z.string().regex(/^[0-9a-f]{64}$/i, 'must be 64 hex digits (32 bytes)');

// The defaults are for development and tests only; a deployment sets its own keys.
const schema = z.object({
  /** Issuer identification number the platform's cards are issued under. */
  CARD_BIN: z.string().regex(/^\d{6,8}$/, 'must be 6 to 8 digits').default('489537'),
  /** AES-256-GCM key of the PAN vault. */
  CARD_VAULT_KEY: hexKey.default('6b1f4c2e8a9d0b3c5e7f1a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e2f4a6b8c0d'),
  /** HMAC key CVV2s are derived with (never stored). */
  CARD_CVV_KEY: hexKey.default('0f2e4d6c8b0a1f3e5d7c9b1a3f5e7d9c1b3a5f7e9d1c3b5a7f9e1d3c5b7a9f1e'),
});

export type VaultConfig = z.infer<typeof schema>;
export const loadVaultConfig = (env: Record<string, string | undefined> = process.env): VaultConfig => parseEnv(schema, env);

export interface CardSecretsModel {
  pan: string;
  cvv2: string;
  expirationMM: string;
  expirationYY: string;
}

/**
 * The card vault (ARCHITECTURE 7): PANs encrypted at rest with AES-256-GCM, a keyed hash to keep
 * numbers unique, the expiry beside them; CVV2 derived on demand. Nothing here is ever logged or
 * put in an event: commands carry the last four digits only.
 */
export class CardVault {
  private readonly key: Buffer;
  private readonly cvvKey: Buffer;

  constructor(private readonly config: VaultConfig = loadVaultConfig()) {
    this.key = Buffer.from(config.CARD_VAULT_KEY, 'hex');
    this.cvvKey = Buffer.from(config.CARD_CVV_KEY, 'hex');
  }

  private encrypt(pan: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(pan, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  private decrypt(stored: string): string {
    const raw = Buffer.from(stored, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }

  private hash(pan: string): string {
    return createHmac('sha256', this.key).update(pan).digest('hex');
  }

  /** CVV2 from the PAN and expiry with a keyed MAC, decimalised to 3 digits, as issuers derive it. */
  private cvv2(pan: string, mm: string, yy: string): string {
    const mac = createHmac('sha256', this.cvvKey).update(`${pan}${yy}${mm}`).digest();
    return String(mac.readUInt32BE(0) % 1000).padStart(3, '0');
  }

  /**
   * Issues (or, for `replace`, re-issues) the card's number and returns its last four digits. The
   * card id is the caller's, so a retried create finds the row it wrote and answers the same.
   */
  async issue(trx: ReadTransaction, cardId: string, companyId: string, options: { replace?: boolean; now?: Date } = {}): Promise<string> {
    if (!options.replace) {
      const existing = await trx.selectFrom('card_vault').select('pan_ciphertext').where('card_id', '=', cardId).executeTakeFirst();
      if (existing) return this.decrypt(existing.pan_ciphertext).slice(-4);
    }
    const now = options.now ?? new Date();
    const expires = new Date(Date.UTC(now.getUTCFullYear() + 3, now.getUTCMonth(), 1));
    for (;;) {
      const pan = panFromBin(this.config.CARD_BIN, Array.from({ length: 15 }, () => randomInt(10)).join(''));
      const row = {
        card_id: cardId, company_id: companyId, pan_ciphertext: this.encrypt(pan), pan_hash: this.hash(pan),
        expiration_mm: expires.getUTCMonth() + 1, expiration_yy: expires.getUTCFullYear() % 100,
      };
      if (options.replace) {
        // A number already issued (its keyed hash is taken) is drawn again; the savepoint keeps the transaction usable.
        await sql`SAVEPOINT reissue`.execute(trx);
        try {
          await trx.updateTable('card_vault').set({ ...row, generation: sql`generation + 1` }).where('card_id', '=', cardId).execute();
          return pan.slice(-4);
        } catch (error) {
          if ((error as { code?: string }).code !== '23505') throw error;
          await sql`ROLLBACK TO SAVEPOINT reissue`.execute(trx);
          continue;
        }
      }
      const written = await trx.insertInto('card_vault').values(row).onConflict((oc) => oc.doNothing()).executeTakeFirst();
      if (Number(written.numInsertedOrUpdatedRows ?? 0) > 0) return pan.slice(-4);
      // A concurrent retry of the same create may have written the row first.
      const existing = await trx.selectFrom('card_vault').select('pan_ciphertext').where('card_id', '=', cardId).executeTakeFirst();
      if (existing) return this.decrypt(existing.pan_ciphertext).slice(-4);
    }
  }

  async reveal(trx: ReadTransaction, cardId: string): Promise<CardSecretsModel | null> {
    const row = await trx.selectFrom('card_vault').selectAll().where('card_id', '=', cardId).executeTakeFirst();
    if (!row) return null;
    const pan = this.decrypt(row.pan_ciphertext);
    const mm = String(row.expiration_mm).padStart(2, '0');
    const yy = String(row.expiration_yy).padStart(2, '0');
    return { pan, cvv2: this.cvv2(pan, mm, yy), expirationMM: mm, expirationYY: yy };
  }
}
