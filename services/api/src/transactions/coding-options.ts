import { customField, optionsOf, project, tenant } from '../coding/load';
import type { QueryResolvers } from '../generated/resolvers-types';
import { requirePermission } from '../shared/context';

/**
 * The values a spender or budget owner may pick when coding a transaction: the same read model the
 * coding screens use, narrowed to what `loadCodingRefs` accepts (so nothing offered is refused).
 */
export const codingOptions: NonNullable<QueryResolvers['codingOptions']> = (_, __, ctx) => {
  requirePermission(ctx, 'transactions.edit');
  return tenant(ctx, async (trx) => {
    const gls = await trx.selectFrom('general_ledgers').select(['id', 'name', 'code']).where('is_enabled', '=', true).where('archived', '=', false).orderBy('name').orderBy('id').execute();
    const projects = await trx.selectFrom('projects').selectAll().where('active', '=', true).orderBy('name').orderBy('id').execute();
    const fields = await trx.selectFrom('custom_fields').selectAll().where('is_active', '=', true).where('archived', '=', false).orderBy('name').orderBy('id').execute();
    const options = (await optionsOf(trx, fields.map((f) => f.id))).filter((o) => !o.archived);
    return { generalLedgers: gls, projects: projects.map(project), customFields: fields.map((f) => customField(f, options)) };
  });
};
