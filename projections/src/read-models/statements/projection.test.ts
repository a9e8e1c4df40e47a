import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDecider, fold, landingPeriod, type AccountCommand, type AccountEvent } from '@spend/domain';
import { recorded, setUpReadModels, type ReadModelTestDatabase } from '../testing';
import { statementId, statementsProjection } from './projection';

let rm: ReadModelTestDatabase;
beforeAll(async () => { rm = await setUpReadModels('statements'); });
afterAll(async () => { await rm.close(); });

const terms = (companyId: string, at: string): AccountEvent => ({
  type: 'AccountTermsSet', data: { companyId, name: 'Card account', creditLimitCents: 1_000_000, cycle: 'MONTHLY', rebateBasisPoints: 100, paymentDueDays: 25, lateFeeCents: 0, at },
});
const activity = (companyId: string, entries: { transactionId: string; kind: 'HOLD' | 'RELEASE' | 'DEBIT' | 'CREDIT'; cents: number; at: string }[], at: string): AccountEvent => ({
  type: 'CardActivityPosted', data: { companyId, entries, at },
});
const close = (companyId: string, history: AccountEvent[], periodStart: string, now: string): AccountEvent[] =>
  accountDecider.decide({ type: 'CloseStatement', periodStart, now }, fold(accountDecider, history));

const rowsOf = (companyId: string) =>
  rm.projector.selectFrom('statement_transactions').select(['transaction_id', 'kind', 'period_start', 'cents']).where('company_id', '=', companyId).orderBy('at').orderBy('kind').execute();

describe('statements projection', () => {
  it('lands a purchase authorized in period 1 and cleared after period 1 closed on period 2, as the decider does', async () => {
    const companyId = randomUUID();
    const early = randomUUID();
    const late = randomUUID();
    const history: AccountEvent[] = [
      terms(companyId, '2026-01-05T09:00:00.000Z'),
      activity(companyId, [{ transactionId: early, kind: 'HOLD', cents: 500, at: '2026-01-10T10:00:00.000Z' }, { transactionId: early, kind: 'DEBIT', cents: 500, at: '2026-01-11T10:00:00.000Z' }], '2026-01-11T10:00:00.000Z'),
      activity(companyId, [{ transactionId: late, kind: 'HOLD', cents: 700, at: '2026-01-30T10:00:00.000Z' }], '2026-01-30T10:00:00.000Z'),
    ];
    history.push(...close(companyId, history, '2026-01-01T00:00:00.000Z', '2026-02-01T00:05:00.000Z'));
    // The clearing is dated in January (its own, closed period) but arrives after the close.
    history.push(activity(companyId, [{ transactionId: late, kind: 'RELEASE', cents: 700, at: '2026-01-31T23:00:00.000Z' }, { transactionId: late, kind: 'DEBIT', cents: 700, at: '2026-01-31T23:00:00.000Z' }], '2026-02-01T08:00:00.000Z'));

    await rm.apply(statementsProjection, history.map((e) => recorded(e, { companyId })));

    expect((await rowsOf(companyId)).map((r) => [r.transaction_id, r.period_start.toISOString(), Number(r.cents)])).toEqual([
      [early, '2026-01-01T00:00:00.000Z', 500],
      [late, '2026-02-01T00:00:00.000Z', 700],
    ]);
    const state = fold(accountDecider, history);
    expect(landingPeriod(state, '2026-01-31T23:00:00.000Z')).toBe('2026-02-01T00:00:00.000Z');
    expect(state.periods.get('2026-02-01T00:00:00.000Z')?.debits).toBe(700);

    const statement = await rm.projector.selectFrom('statements').selectAll().where('company_id', '=', companyId).executeTakeFirstOrThrow();
    expect(statement.id).toBe(statementId(companyId, '2026-01-01T00:00:00.000Z'));
    expect({ debits: Number(statement.debits), count: statement.transaction_count, rebate: Number(statement.rebate), ending: Number(statement.ending_balance), end: statement.date_end.toISOString() })
      .toEqual({ debits: 500, count: 1, rebate: 5, ending: 495, end: '2026-02-01T00:00:00.000Z' });
  });

  it('lands the same way event by event as in one batch (a rebuild equals the live rows)', async () => {
    const [live, rebuilt] = [randomUUID(), randomUUID()];
    const build = (companyId: string): AccountEvent[] => {
      const tx = '00000000-0000-4000-8000-000000000001';
      const h: AccountEvent[] = [
        activity(companyId, [{ transactionId: tx, kind: 'DEBIT', cents: 900, at: '2026-03-20T10:00:00.000Z' }], '2026-03-20T10:00:00.000Z'),
        terms(companyId, '2026-04-02T09:00:00.000Z'),
      ];
      h.push(...close(companyId, h, '2026-03-01T00:00:00.000Z', '2026-04-02T10:00:00.000Z'));
      h.push(activity(companyId, [{ transactionId: tx, kind: 'CREDIT', cents: 300, at: '2026-03-25T10:00:00.000Z' }], '2026-04-03T10:00:00.000Z'));
      return h;
    };
    for (const e of build(live)) await rm.apply(statementsProjection, [recorded(e, { companyId: live })]);
    await rm.apply(statementsProjection, build(rebuilt).map((e) => recorded(e, { companyId: rebuilt })));
    const strip = async (companyId: string) => (await rowsOf(companyId)).map((r) => [r.kind, r.period_start.toISOString(), Number(r.cents)]);
    expect(await strip(live)).toEqual([['DEBIT', '2026-03-01T00:00:00.000Z', 900], ['CREDIT', '2026-04-01T00:00:00.000Z', 300]]);
    expect(await strip(rebuilt)).toEqual(await strip(live));
  });

  it("follows an ACH payment against the statement: paid once it settles, owed again when the bank returns it", async () => {
    const companyId = randomUUID();
    const paymentId = randomUUID();
    const history: AccountEvent[] = [terms(companyId, '2026-01-05T09:00:00.000Z'), activity(companyId, [{ transactionId: randomUUID(), kind: 'DEBIT', cents: 10_000, at: '2026-01-11T10:00:00.000Z' }], '2026-01-11T10:00:00.000Z')];
    history.push(...close(companyId, history, '2026-01-01T00:00:00.000Z', '2026-02-01T00:05:00.000Z'));
    const decide = (command: AccountCommand) => history.push(...accountDecider.decide(command, fold(accountDecider, history)));
    const source = { companyId, archived: false, label: 'Simulated Bank · Business Checking ••0000' };
    decide({ type: 'InitiateAchPayment', companyId, paymentId, bankItemId: randomUUID(), bankAccountId: 'acc-0', source, amountCents: 4_000, userId: randomUUID(), now: '2026-02-05T10:00:00.000Z' });
    const statement = () => rm.projector.selectFrom('statements').select(['amount_due', 'paid', 'still_due', 'payment_status']).where('company_id', '=', companyId).executeTakeFirstOrThrow();
    const row = async () => Object.values(await statement()).map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v));
    const upTo = async (from: number) => rm.apply(statementsProjection, history.slice(from).map((e) => recorded(e, { companyId })));
    await upTo(0);
    // Pending: nothing paid yet (9,900 due: 10,000 less the 1% rebate).
    expect(await row()).toEqual([9_900, 0, 9_900, 'UNPAID']);
    let seen = history.length;
    decide({ type: 'SettleAchPayment', paymentId, transferId: 'transfer-1', now: '2026-02-07T10:00:00.000Z' });
    await upTo(seen);
    expect(await row()).toEqual([9_900, 4_000, 5_900, 'PARTIALLY_PAID']);
    seen = history.length;
    decide({ type: 'ReturnAchPayment', paymentId, returnCode: 'R01', now: '2026-02-09T10:00:00.000Z' });
    await upTo(seen);
    expect(await row()).toEqual([9_900, 0, 9_900, 'UNPAID']);
    // The domain's own figures for the same history.
    const due = fold(accountDecider, history).due!;
    expect([due.amountDue, due.cents]).toEqual([9_900, 9_900]);
  });

  it('lands activity recorded before the account had terms on the first statement, as the decider does', async () => {
    const companyId = randomUUID();
    const [a, b] = [randomUUID(), randomUUID()];
    const history: AccountEvent[] = [
      activity(companyId, [{ transactionId: a, kind: 'DEBIT', cents: 1_000, at: '2026-01-20T10:00:00.000Z' }], '2026-01-20T10:00:00.000Z'),
      activity(companyId, [{ transactionId: b, kind: 'DEBIT', cents: 2_000, at: '2026-02-03T10:00:00.000Z' }], '2026-02-03T10:00:00.000Z'),
      { ...terms(companyId, '2026-02-10T00:00:00.000Z'), data: { ...terms(companyId, '2026-02-10T00:00:00.000Z').data, cycle: 'WEEKLY' } } as AccountEvent,
    ];
    // The first activity in one batch, the rest in another: both ways land the same.
    await rm.apply(statementsProjection, history.slice(0, 1).map((e) => recorded(e, { companyId })));
    await rm.apply(statementsProjection, history.slice(1).map((e) => recorded(e, { companyId })));
    const first = fold(accountDecider, history).openFrom!.start;
    expect((await rowsOf(companyId)).map((r) => r.period_start.toISOString())).toEqual([first, first]);
    expect(landingPeriod(fold(accountDecider, history), '2026-01-20T10:00:00.000Z')).toBe(first);
  });
});
