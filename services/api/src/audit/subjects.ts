import { badInput } from '@spend/domain';
import type { AuditSubject } from '../generated/resolvers-types';
import { requirePermission, type ApiContext } from '../shared/context';
import { containsPattern } from '../shared/search';
import { withTenant } from '../shared/tenant';
import { cardName } from './describe-rows';

/**
 * Budgets, members and cards whose name contains `search` (a card: its last four digits or its
 * holder's name), so the auditor picks what to follow by name; `first` of each kind at most.
 */
export const auditSubjects = async (ctx: ApiContext, search: string, first: number | null | undefined): Promise<AuditSubject[]> => {
  requirePermission(ctx, 'runLogs.read');
  const limit = first ?? 10;
  if (!Number.isInteger(limit) || limit < 1 || limit > 50) throw badInput('first', 'first must be between 1 and 50.');
  if (!search.trim()) return [];
  const pattern = containsPattern(search);
  return withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, async (trx) => {
    const budgets = await trx.selectFrom('budgets').select(['id', 'name']).where('name', 'ilike', pattern).orderBy('name').orderBy('id').limit(limit).execute();
    const members = await trx
      .selectFrom('users').select(['id', 'first_name', 'last_name'])
      .where((eb) => eb.or([eb(eb.fn('concat_ws', [eb.val(' '), 'first_name', 'last_name']), 'ilike', pattern), eb('email', 'ilike', pattern)]))
      .orderBy('first_name').orderBy('last_name').orderBy('id').limit(limit).execute();
    const cards = await trx
      .selectFrom('cards').leftJoin('users', 'users.id', 'cards.spender_id')
      .select(['cards.id', 'cards.last4', 'users.first_name', 'users.last_name'])
      .where((eb) => eb.or([eb('cards.last4', 'like', pattern), eb(eb.fn('concat_ws', [eb.val(' '), 'users.first_name', 'users.last_name']), 'ilike', pattern)]))
      .orderBy('cards.last4').orderBy('cards.id').limit(limit).execute();
    return [
      ...budgets.map((b) => ({ id: b.id, kind: 'BUDGET' as const, name: b.name })),
      ...members.map((u) => ({ id: u.id, kind: 'MEMBER' as const, name: `${u.first_name} ${u.last_name}` })),
      ...cards.map((c) => ({ id: c.id, kind: 'CARD' as const, name: cardName(c.last4, c.first_name ? `${c.first_name} ${c.last_name}` : null) })),
    ];
  });
};
