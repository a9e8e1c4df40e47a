import { badInput, budgetDecider, isUuid, REIMBURSEMENT_MESSAGES, streams, type ReceiptFile } from '@spend/domain';
import { loadState } from '@spend/eventstore';
import { verifyUpload } from '../files/uploads';
import type { ApiContext } from '../shared/context';
import { tenant } from './load';

/** Each upload, checked by storage to be the caller's finished receipt (`verifyUpload`); only its metadata is kept. */
export const verifyReceipts = async (ctx: ApiContext, uploadIds: readonly string[]): Promise<ReceiptFile[]> => {
  const receipts: ReceiptFile[] = [];
  for (const uploadId of new Set(uploadIds)) {
    const { fileId, fileName, contentType, sizeBytes, sha256 } = await verifyUpload(ctx, uploadId, 'receipt');
    receipts.push({ fileId, fileName, contentType, sizeBytes, sha256 });
  }
  return receipts;
};

/**
 * The budget an expense is charged to: one of the caller's company, active, that the caller spends
 * from or owns. Read from the budget's own stream (the write model), so a budget just created or a
 * spender just added counts at once; no money is checked here (paying it back draws on no budget
 * funds yet), so the stream's membership is all it takes. Another company's budget answers like one
 * the caller may not use.
 */
export const chargeableBudget = async (ctx: ApiContext, budgetId: string): Promise<{ budgetId: string; ownerUserId: string | null }> => {
  const me = ctx.caller.userId;
  const budget = isUuid(budgetId) ? await loadState(ctx.services.store, streams.budget(budgetId), budgetDecider) : null;
  const mine = budget?.exists && budget.companyId === ctx.caller.companyId && budget.active && (budget.ownerUserId === me || budget.spenderUserIds.includes(me));
  if (!mine) throw badInput('budget', REIMBURSEMENT_MESSAGES.budget);
  return { budgetId, ownerUserId: budget.ownerUserId };
};

/**
 * The one read of `general_ledgers` here: the company's ledgers a reimbursement may be filed under
 * (not archived); `withArchived` to show the category a reimbursement was filed under before.
 */
export const reimbursementCategories = (ctx: ApiContext, ids?: readonly string[], withArchived = false) =>
  tenant(ctx, (trx) => {
    let query = trx.selectFrom('general_ledgers').select(['id', 'name', 'code']);
    if (!withArchived) query = query.where('archived', '=', false);
    if (ids) query = query.where('id', 'in', ids.length > 0 ? ids : ['00000000-0000-0000-0000-000000000000']);
    return query.orderBy((eb) => eb.fn('lower', ['name'])).orderBy('id').execute();
  });

/** The category a reimbursement is filed under: a general ledger of the caller's company, not archived. */
export const activeGeneralLedger = async (ctx: ApiContext, generalLedgerId: string): Promise<string> => {
  const [found] = isUuid(generalLedgerId) ? await reimbursementCategories(ctx, [generalLedgerId]) : [];
  if (!found) throw badInput('generalLedger', REIMBURSEMENT_MESSAGES.generalLedger);
  return found.id;
};
