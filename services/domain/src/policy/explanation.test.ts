import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { BOOKKEEPING_MESSAGES } from '../transactions/bookkeeping-rules';
import type { PolicyFinding, PolicyOutcomeEvent } from './events';
import { answersFindings, EXPLANATION_MAX_LENGTH, POLICY_EXPLANATION_MESSAGES as M, type ExplainPolicyFinding } from './explanation';
import { policyOutcomeDecider } from './outcome';

const spec = deciderSpec(policyOutcomeDecider);
const companyId = randomUUID();
const transactionId = randomUUID();
const spenderId = randomUUID();
const at = '2026-03-02T12:00:00.000Z';
const MEAL: PolicyFinding = { rule: 'MEAL_PER_ATTENDEE', outcome: 'OUT_OF_POLICY', message: '$212.40 for 2 attendees: $106.20 each, over the $75.00 meal limit' };
const WEEKEND: PolicyFinding = { rule: 'WEEKEND', outcome: 'NEEDS_REVIEW', message: 'Bought on a Saturday' };

const judged = (findings: PolicyFinding[], outcome: 'IN_POLICY' | 'NEEDS_REVIEW' | 'OUT_OF_POLICY' = findings.length ? findings[0]!.outcome : 'IN_POLICY'): PolicyOutcomeEvent => ({
  type: 'PolicyOutcomeRecorded', data: { transactionId, companyId, budgetId: null, merchant: 'Trattoria', amountCents: 21_240, outcome, findings, at },
});
const explained = (text: string, findings: PolicyFinding[]): PolicyOutcomeEvent => ({ type: 'PolicyExplanationGiven', data: { transactionId, companyId, text, byUserId: spenderId, findings, at } });
const explain = (text: string, overrides: Partial<ExplainPolicyFinding> = {}): ExplainPolicyFinding => ({
  type: 'ExplainPolicyFinding', transactionId, companyId, byUserId: spenderId, text, transaction: { companyId, locked: false, synced: false }, now: at, ...overrides,
});

describe('explaining a policy finding', () => {
  it('records the answer, trimmed, with who and the findings it answers', () => {
    expect(spec.given([judged([MEAL])]).when(explain('  Client dinner with Globex; approved by Dana.  ')).events()).toEqual([
      { type: 'PolicyExplanationGiven', data: { transactionId, companyId, text: 'Client dinner with Globex; approved by Dana.', byUserId: spenderId, findings: [MEAL], at } },
    ]);
    // A purchase that only needs review is answered the same way.
    expect(spec.given([judged([WEEKEND])]).when(explain('On call that weekend.')).events()[0]!.data).toMatchObject({ findings: [WEEKEND] });
  });

  it('refuses empty or over-long text on its field, saying the limit', () => {
    for (const text of ['', '   \n ', 'x'.repeat(EXPLANATION_MAX_LENGTH + 1)]) {
      expect(spec.given([judged([MEAL])]).when(explain(text)).refusal()).toMatchObject({ code: 'BAD_USER_INPUT', fields: { explanation: M.text } });
    }
    expect(M.text).toBe('Explain the purchase in 1 to 1,000 characters.');
    expect(spec.given([judged([MEAL])]).when(explain('x'.repeat(EXPLANATION_MAX_LENGTH))).events()).toHaveLength(1);
  });

  it('refuses a transaction in policy, never judged, locked, synced or of another company', () => {
    expect(spec.given([]).when(explain('Why not')).refusal()).toMatchObject({ code: 'CONFLICT', message: M.inPolicy });
    expect(spec.given([judged([MEAL]), judged([])]).when(explain('Why not')).refusal()).toMatchObject({ code: 'CONFLICT', message: M.inPolicy });
    expect(spec.given([judged([MEAL])]).when(explain('Why not', { transaction: { companyId, locked: true, synced: false } })).refusal())
      .toMatchObject({ code: 'CONFLICT', message: BOOKKEEPING_MESSAGES.locked });
    expect(spec.given([judged([MEAL])]).when(explain('Why not', { transaction: { companyId, locked: true, synced: true } })).refusal())
      .toMatchObject({ code: 'CONFLICT', message: BOOKKEEPING_MESSAGES.synced });
    expect(spec.given([judged([MEAL])]).when(explain('Why not', { companyId: randomUUID() })).refusal().code).toBe('NOT_FOUND');
  });

  it('a retry of the same answer records nothing; a new text replaces it', () => {
    const history = [judged([MEAL]), explained('Client dinner.', [MEAL])];
    expect(spec.given(history).when(explain('Client dinner.')).events()).toEqual([]);
    expect(spec.given(history).when(explain('Client dinner, approved by Dana.')).events()).toMatchObject([{ type: 'PolicyExplanationGiven', data: { text: 'Client dinner, approved by Dana.' } }]);
  });

  it('an answer counts only for the findings it was given for: new findings need a new one', () => {
    const other: PolicyFinding = { ...MEAL, message: '$212.40 for 1 attendee: $212.40 each, over the $75.00 meal limit' };
    const history = [judged([MEAL]), explained('Client dinner.', [MEAL]), judged([other])];
    const state = history.reduce(policyOutcomeDecider.evolve, policyOutcomeDecider.initialState());
    expect(state.explanation).toMatchObject({ text: 'Client dinner.', findings: [MEAL] });
    expect(answersFindings(state.explanation, state.findings)).toBe(false);
    // The same text is a new answer now, to the new findings.
    expect(spec.given(history).when(explain('Client dinner.')).events()[0]!.data.findings).toEqual([other]);
    // Back to the very findings it answered, it counts again.
    expect(answersFindings(state.explanation, [MEAL])).toBe(true);
    expect(answersFindings(state.explanation, [])).toBe(false);
    // As a jsonb column hands them back, keys in another order: the same findings.
    expect(answersFindings(state.explanation, [{ message: MEAL.message, outcome: MEAL.outcome, rule: MEAL.rule }])).toBe(true);
  });

  it('the reactor still records only changes with an answer on the stream', () => {
    const verdict = { outcome: 'OUT_OF_POLICY' as const, findings: [MEAL] };
    const record = { type: 'RecordPolicyOutcome' as const, transactionId, companyId, budgetId: null, spenderId, merchant: 'Trattoria', amountCents: 21_240, verdict, now: at };
    expect(spec.given([judged([MEAL]), explained('Client dinner.', [MEAL])]).when(record).events()).toEqual([]);
  });
});
