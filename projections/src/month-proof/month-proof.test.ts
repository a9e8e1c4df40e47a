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
    // The month holds what it claims: tips, clearings, reversals, refunds, declines, both closes, a late payment, ACH debits returned after and before they settled.
    for (const type of ['AuthorizationApproved', 'AuthorizationDeclined', 'AuthorizationCleared', 'AuthorizationReversed', 'AuthorizationRefunded', 'StatementClosed', 'PaymentMissed', 'AccountReinstated', 'AchPaymentInitiated', 'AchPaymentReturned']) expect(kinds).toContain(type);
    // One debit came back after it settled (the debt returns), one before (nothing had moved).
    expect(events.flatMap((e) => (e.type === 'AchPaymentReturned' ? [(e.data as { restoredCents: number }).restoredCents > 0] : []))).toEqual([true, false]);
    await project((projection, batch) => rm.apply(projection, batch), events.map((e) => recorded(e, { companyId })));
    const { figures, mismatches } = await proveMonth(rm.projector, companyId, events);
    expect(mismatches).toEqual([]);
    expect(figures).toBeGreaterThanOrEqual(500);

    // One cent off in one place is found, and named.
    const row = await rm.projector.selectFrom('transactions').select(['id', 'spent_cents']).where('company_id', '=', companyId).where('status', '=', 'Posted').limit(1).executeTakeFirstOrThrow();
    await rm.projector.updateTable('transactions').set({ spent_cents: Number(row.spent_cents) + 1 }).where('id', '=', row.id).execute();
    const again = await proveMonth(rm.projector, companyId, events);
    expect(again.mismatches).toEqual([expect.stringContaining(`transaction ${row.id} spent`), expect.stringMatching(/^spend on \d{4}-\d{2}-\d{2}:/)]);
  });
});
