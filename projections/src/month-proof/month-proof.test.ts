import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recorded, setUpReadModels, type ReadModelTestDatabase } from '../read-models/testing';
import { monthHistory, project, proveMonth } from './proof';

let rm: ReadModelTestDatabase;
beforeAll(async () => { rm = await setUpReadModels('rm_month_proof'); });
afterAll(async () => { await rm.close(); });

describe('the month proof', () => {
  it('reads every money figure of a month from the read models to the cent of an oracle that folds the event history alone', async () => {
    const { companyId, events } = monthHistory();
    const kinds = new Set(events.map((e) => e.type));
    // The month holds what it claims: budgets and a sub-budget, an approved increase, tips, clearings, reversals, refunds, declines, both closes, a late payment,
    // ACH debits returned after and before they settled; coding, receipts, a trip, a reimbursement paid, a sync and a correction after it.
    for (const type of [
      'BudgetCreated', 'BudgetIncreaseCompleted', 'AuthorizationApproved', 'AuthorizationDeclined', 'AuthorizationCleared', 'AuthorizationReversed', 'AuthorizationRefunded', 'StatementClosed',
      'PaymentMissed', 'AccountReinstated', 'AchPaymentInitiated', 'AchPaymentReturned', 'BooksPolicySet', 'CustomFieldCreated', 'TransactionCoded', 'ReceiptAttached',
      'MileageTripSubmitted', 'ManualTransactionRecorded', 'ReimbursementPaid', 'TransactionSynced', 'IntegrationRunCompleted', 'TransactionAdjusted', 'TransactionAdjustmentSynced',
    ]) expect(kinds).toContain(type);
    expect(events.some((e) => e.type === 'BudgetCreated' && (e.data as { parentBudgetId: string | null }).parentBudgetId !== null)).toBe(true);
    // The platform refuses one transaction of the run.
    expect(events.flatMap((e) => (e.type === 'IntegrationRunCompleted' ? (e.data as { failed: unknown[] }).failed : []))).toHaveLength(1);
    // One debit came back after it settled (the debt returns), one before (nothing had moved).
    expect(events.flatMap((e) => (e.type === 'AchPaymentReturned' ? [(e.data as { restoredCents: number }).restoredCents > 0] : []))).toEqual([true, false]);
    await project((projection, batch) => rm.apply(projection, batch), events.map((e) => recorded(e, { companyId })));
    const { figures, mismatches } = await proveMonth(rm.projector, companyId, events);
    expect(mismatches).toEqual([]);
    expect(figures).toBeGreaterThanOrEqual(500);

    // One cent off in one place is found, and named.
    const row = await rm.projector.selectFrom('transactions').select(['id', 'spent_cents']).where('company_id', '=', companyId).where('status', '=', 'Posted').where('source', '=', 'CARD').limit(1).executeTakeFirstOrThrow();
    await rm.projector.updateTable('transactions').set({ spent_cents: Number(row.spent_cents) + 1 }).where('id', '=', row.id).execute();
    const again = await proveMonth(rm.projector, companyId, events);
    expect(again.mismatches).toEqual([expect.stringContaining(`transaction ${row.id} spent`), expect.stringMatching(/^spend on \d{4}-\d{2}-\d{2}:/)]);
    await rm.projector.updateTable('transactions').set({ spent_cents: row.spent_cents }).where('id', '=', row.id).execute();
    // And a payment's row in the transactions list (source PAYMENT).
    const payment = await rm.projector.selectFrom('transactions').select(['id', 'amount_cents']).where('company_id', '=', companyId).where('source', '=', 'PAYMENT').limit(1).executeTakeFirstOrThrow();
    await rm.projector.updateTable('transactions').set({ amount_cents: Number(payment.amount_cents) + 1 }).where('id', '=', payment.id).execute();
    expect((await proveMonth(rm.projector, companyId, events)).mismatches).toEqual([expect.stringContaining(`payment ${payment.id} amount`)]);
    await rm.projector.updateTable('transactions').set({ amount_cents: payment.amount_cents }).where('id', '=', payment.id).execute();

    // So is a cent off in the books: a synced transaction's amount (what the platform holds for its GL code), and a reimbursement's.
    const synced = await rm.projector.selectFrom('transactions').select(['id', 'amount_cents', 'general_ledger_id']).where('company_id', '=', companyId).where('sync_state', 'in', ['SYNCED', 'RECEIPT_ATTACHED']).limit(1).executeTakeFirstOrThrow();
    await rm.projector.updateTable('transactions').set({ amount_cents: Number(synced.amount_cents) - 1 }).where('id', '=', synced.id).execute();
    const reimbursement = await rm.projector.selectFrom('approval_requests').select(['id', 'amount']).where('company_id', '=', companyId).where('kind', '=', 'REIMBURSEMENT').limit(1).executeTakeFirstOrThrow();
    await rm.projector.updateTable('approval_requests').set({ amount: Number(reimbursement.amount) + 1 }).where('id', '=', reimbursement.id).execute();
    const books = await proveMonth(rm.projector, companyId, events);
    expect(books.mismatches).toEqual([
      expect.stringContaining(`transaction ${synced.id} amount`), expect.stringContaining(`request ${reimbursement.id} amount`), expect.stringContaining(`platform total for GL ${synced.general_ledger_id}`),
    ]);
  });
});
