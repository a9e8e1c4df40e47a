import { BOOKS_ADMIN_PERMISSION, DEFAULT_POLICY_SETTINGS, booksPolicyDecider, streams, type BooksPolicy } from '@spend/domain';
import type { MutationResolvers } from '../generated/resolvers-types';
import { awaitProjections, nowOf, requirePermission, runCommand, type ApiContext } from '../shared/context';
import { withTenant, type ReadTransaction } from '../shared/tenant';

export type BooksPolicyModel = BooksPolicy & { requiredCustomFieldIds: string[] };

/** A company's books policy as the transactions projection keeps it (defaults until set), read in the caller's tenant transaction. */
export const readBooksPolicy = async (trx: ReadTransaction, companyId: string): Promise<BooksPolicyModel> => {
  const row = await trx.selectFrom('books_policies').selectAll().where('company_id', '=', companyId).executeTakeFirst();
  if (!row) return { ...DEFAULT_POLICY_SETTINGS, requiredCustomFieldIds: [] };
  return {
    receiptRequiredAboveCents: row.receipt_required_above_cents === null ? null : Number(row.receipt_required_above_cents),
    subscriptionReceiptsExempt: row.subscription_receipts_exempt, isProjectsEnabled: row.is_projects_enabled, isInvoiceNumberEnabled: row.is_invoice_number_enabled,
    receiptLockDays: row.receipt_lock_days, requiredCustomFieldIds: row.required_custom_field_ids,
  };
};

/** The caller's company's books policy. */
export const loadBooksPolicy = (ctx: ApiContext): Promise<BooksPolicyModel> =>
  withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) => readBooksPolicy(trx, ctx.caller.companyId));

export const booksPolicyMutations: MutationResolvers = {
  updateBooksPolicy: async (_, { data }, ctx) => {
    requirePermission(ctx, BOOKS_ADMIN_PERMISSION);
    const given = <K extends keyof typeof data>(key: K) => (key in data ? data[key] : undefined);
    await runCommand(ctx, streams.booksPolicy(ctx.caller.companyId), booksPolicyDecider, {
      type: 'SetBooksPolicy', companyId: ctx.caller.companyId, now: nowOf(ctx),
      ...('receiptRequiredAbove' in data && { receiptRequiredAbove: data.receiptRequiredAbove ?? null }),
      ...('receiptLockDays' in data && { receiptLockDays: data.receiptLockDays ?? null }),
      ...(typeof given('subscriptionReceiptsExempt') === 'boolean' && { subscriptionReceiptsExempt: data.subscriptionReceiptsExempt! }),
      ...(typeof given('isProjectsEnabled') === 'boolean' && { isProjectsEnabled: data.isProjectsEnabled! }),
      ...(typeof given('isInvoiceNumberEnabled') === 'boolean' && { isInvoiceNumberEnabled: data.isInvoiceNumberEnabled! }),
    });
    await awaitProjections(ctx, ['transactions']);
    return loadBooksPolicy(ctx);
  },
};

/** The names of the company's required custom fields, by id (for what an INCOMPLETE transaction lacks). */
export const loadRequiredFieldNames = async (ctx: ApiContext, ids: readonly string[]): Promise<Map<string, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
    trx.selectFrom('custom_fields').select(['id', 'name']).where('id', 'in', [...ids]).execute());
  return new Map(rows.map((r) => [r.id, r.name]));
};
