import { sql, type Kysely } from 'kysely';
import { isUuid, normalizeEmail } from '@spend/domain';
import type { ReadModels } from '@spend/projections/api';
import { withTenant } from '../shared/tenant';
import { userIdOfToken } from './alias';

/** The member a mail is from: whose inbox its receipts go to. */
export interface MailMember {
  userId: string;
  companyId: string;
}

/**
 * The sender by their member email (their sign-in id, as the API finds a caller by a token's
 * subject; the member's first company when they have several, as at sign-in). Archived members are
 * unknown.
 */
export const memberBySender = async (db: Kysely<ReadModels>, address: string): Promise<MailMember | null> => {
  const authId = normalizeEmail(address);
  if (!authId) return null;
  const user = await withTenant(db, { authId }, (trx) =>
    trx.selectFrom('users').select(['id', 'company_id']).where('auth_id', '=', authId).where('archived', '=', false)
      .orderBy('created_at').orderBy('created_position').executeTakeFirst());
  return user ? { userId: user.id, companyId: user.company_id } : null;
};

/**
 * The member a personal token names, whoever sends it (forwarding from another address). The
 * token's HMAC is checked first; only then is the user read, through the `receipts_alias_user`
 * policy (migration 300) that shows that one user and nothing else.
 */
export const memberByToken = async (db: Kysely<ReadModels>, secret: string, token: string): Promise<MailMember | null> => {
  const userId = userIdOfToken(secret, token);
  if (!userId || !isUuid(userId)) return null;
  const user = await db.transaction().execute(async (trx) => {
    await sql`SELECT set_config('app.receipts_user_id', ${userId}, true)`.execute(trx);
    return trx.selectFrom('users').select(['id', 'company_id']).where('id', '=', userId).where('archived', '=', false).executeTakeFirst();
  });
  return user ? { userId: user.id, companyId: user.company_id } : null;
};
