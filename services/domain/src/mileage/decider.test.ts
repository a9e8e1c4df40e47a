import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { GeneralLedgerState } from '../coding/decider';
import { DEFAULT_APPROVAL_LEVELS } from '../requests/approval-levels';
import { reimbursementDecider } from '../reimbursements/decider';
import { deciderSpec, refusalOf as refusal } from '../testing';
import { bookkeepingDecider } from '../transactions/bookkeeping';
import { decideMileageSubmission, mileageSettingsDecider, mileageTripFold, type MileageSettings, type SetMileageSettings, type SubmitMileageTrip } from './decider';
import { MILEAGE_MESSAGES as M, mileageAmountCents, milesInTenths } from './rules';

const companyId = randomUUID();
const [spender, owner, admin, budgetId, glId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const now = '2026-03-01T10:00:00.000Z';
const spec = deciderSpec(mileageSettingsDecider);
const gl = (overrides: Partial<GeneralLedgerState> = {}): SetMileageSettings['generalLedger'] => ({
  id: glId, state: { exists: true, companyId, archived: false, isEnabled: true, name: 'Mileage', code: '6100', description: null, type: null, category: null, ...overrides },
});
const set = (overrides: Partial<SetMileageSettings> = {}): SetMileageSettings => ({
  type: 'SetMileageSettings', companyId, mileageValue: 70, mileagePolicyUrl: ' https://example.test/policy ', generalLedger: gl(), now, ...overrides,
});
const trip = (overrides: Partial<SubmitMileageTrip> = {}): SubmitMileageTrip => ({
  type: 'SubmitMileageTrip', mileageSubmissionId: randomUUID(), companyId, spenderId: spender, date: '2026-02-27', from: ' Head office ', to: 'Client site', miles: 12.5,
  purpose: 'Quarterly review', budgetId, budgetOwnerUserId: owner, adminUserIds: [admin], transactionId: randomUUID(), reimbursementId: randomUUID(), now, ...overrides,
});
const states = (settings: Partial<MileageSettings> = {}) => ({
  settings: { ...mileageSettingsDecider.initialState(), mileageValue: 70, mileageGeneralLedgerId: glId, ...settings },
  levels: { levels: DEFAULT_APPROVAL_LEVELS }, trip: mileageTripFold.initialState(), bookkeeping: bookkeepingDecider.initialState(), reimbursement: reimbursementDecider.initialState(),
});

describe('mileage settings', () => {
  it('records the rate in whole cents, the policy link and the GL code; the same again records nothing', () => {
    const events = spec.given([]).when(set()).events();
    expect(events).toEqual([{ type: 'MileageSettingsSet', data: { companyId, mileageValue: 70, mileagePolicyUrl: 'https://example.test/policy', mileageGeneralLedgerId: glId, at: now } }]);
    expect(spec.given(events).when(set()).events()).toEqual([]);
    expect(spec.given(events).when(set({ mileagePolicyUrl: '', generalLedger: null, mileageValue: 0 })).events()[0]!.data).toMatchObject({ mileageValue: 0, mileagePolicyUrl: null, mileageGeneralLedgerId: null });
  });

  it('refuses a negative, fractional or absurd rate, a link that is no web address, and a GL code of another company or archived', () => {
    for (const mileageValue of [-1, 0.5, 67.5, 1_001, Number.NaN]) expect(spec.given([]).when(set({ mileageValue })).refusal().fields).toEqual({ mileageValue: M.mileageValue });
    for (const mileagePolicyUrl of ['policy.pdf', 'javascript:alert(1)', 'ftp://example.test/x']) expect(spec.given([]).when(set({ mileagePolicyUrl })).refusal().fields).toEqual({ mileagePolicyUrl: M.mileagePolicyUrl });
    for (const state of [{ companyId: randomUUID() }, { archived: true }, { exists: false }]) {
      expect(spec.given([]).when(set({ generalLedger: gl(state) })).refusal()).toMatchObject({ code: 'BAD_USER_INPUT', fields: { mileageGeneralLedger: M.generalLedger } });
    }
  });
});

describe('submitting a trip', () => {
  it('prices miles at the rate in force, in integer cents, rounding half a cent up', () => {
    expect(milesInTenths(12.3)).toBe(123);
    expect(milesInTenths(0.1 + 0.2)).toBe(3);
    expect(mileageAmountCents(125, 70)).toBe(875);
    expect(mileageAmountCents(123, 65)).toBe(800); // 799.5 cents
    expect(mileageAmountCents(1, 67)).toBe(7); // 6.7 cents
  });

  it('becomes a MILEAGE transaction coded with the mileage GL code and a reimbursement request for it, reviewed by the budget owner', () => {
    const command = trip();
    const decided = decideMileageSubmission(command, states());
    expect(decided.trip![0]!.data).toMatchObject({ from: 'Head office', to: 'Client site', miles: 12.5, rateCents: 70, amountCents: 875, generalLedgerId: glId, transactionId: command.transactionId });
    expect(decided.bookkeeping![0]).toMatchObject({ type: 'ManualTransactionRecorded', data: { source: 'MILEAGE', amountCents: 875, spenderId: spender, budgetId, vendor: 'Mileage', description: 'Quarterly review', date: '2026-02-27T12:00:00.000Z' } });
    expect(decided.bookkeeping![1]).toMatchObject({ type: 'TransactionCoded', data: { generalLedgerId: glId } });
    expect(decided.reimbursement![0]).toMatchObject({
      type: 'ReimbursementRequested', data: { title: 'Mileage: 12.5 miles on 02/27/2026', amount: 875, requestorUserId: spender, transactionIds: [command.transactionId], budgetId, generalLedgerId: glId, expenseDate: '2026-02-27', levels: [{ approverUserIds: [owner] }] },
    });
    // A retry finds the trip recorded and decides nothing.
    expect(decideMileageSubmission(command, { ...states(), trip: { exists: true } })).toEqual({});
  });

  it('refuses zero, negative or over-precise miles, a future or impossible date, blank places and purpose; and any trip before a rate is set', () => {
    const fields = (overrides: Partial<SubmitMileageTrip>) => refusal(() => decideMileageSubmission(trip(overrides), states())).fields;
    for (const miles of [0, -3, 1.25, Number.POSITIVE_INFINITY]) expect(fields({ miles })).toEqual({ miles: M.miles });
    expect(fields({ miles: 10_000.1 })).toEqual({ miles: M.milesMax });
    expect(fields({ date: '2026-03-03' })).toEqual({ date: M.dateFuture });
    expect(fields({ date: '2026-02-30' })).toEqual({ date: M.date });
    expect(fields({ date: '2025-01-01' })).toEqual({ date: M.dateOld });
    expect(fields({ from: ' ', to: '\u200B', purpose: '' })).toEqual({ from: M.from, to: M.to, purpose: M.purpose });
    expect(refusal(() => decideMileageSubmission(trip(), states({ mileageValue: 0 })))).toMatchObject({ code: 'CONFLICT', message: M.notSetUp });
  });
});
