import type { Decider } from '../shared/decider';
import type { PolicyFinding, PolicyOutcome, PolicyOutcomeEvent } from './events';
import type { PolicyVerdict } from './evaluate';
import { decideExplanation, type ExplainPolicyFinding, type PolicyExplanation } from './explanation';

export interface PolicyOutcomeState {
  companyId: string | null;
  outcome: PolicyOutcome;
  findings: PolicyFinding[];
  /** The latest explanation, whichever findings it answers (explanation.ts). */
  explanation: PolicyExplanation | null;
}

/** Record a transaction's verdict (the expense-policy reactor evaluates; this keeps only changes). */
export interface RecordPolicyOutcome {
  type: 'RecordPolicyOutcome';
  transactionId: string;
  companyId: string;
  budgetId: string | null;
  /** The transaction's spender as the reactor keeps it (null: a company-source transaction). */
  spenderId: string | null;
  merchant: string;
  amountCents: number;
  verdict: PolicyVerdict;
  now: string;
}

export type PolicyOutcomeCommand = RecordPolicyOutcome | ExplainPolicyFinding;

/**
 * A transaction's outcome under the expense policy and the spender's answer to it; stream
 * `policy-outcome-<transactionId>`. In policy until told otherwise. The answer sits on this stream
 * (not the bookkeeping one) so that it is decided against the findings as they stand, at this
 * stream's revision: an outcome recorded meanwhile makes the append conflict and decide again.
 */
export const policyOutcomeDecider: Decider<PolicyOutcomeState, PolicyOutcomeCommand, PolicyOutcomeEvent> = {
  initialState: () => ({ companyId: null, outcome: 'IN_POLICY', findings: [], explanation: null }),
  evolve: (state, event) => {
    if (event.type === 'PolicyExplanationGiven') {
      const { text, byUserId, at, findings } = event.data;
      return { ...state, explanation: { text, byUserId, at, findings } };
    }
    return { ...state, companyId: event.data.companyId, outcome: event.data.outcome, findings: event.data.findings };
  },
  decide: (c, state) => {
    if (c.type === 'ExplainPolicyFinding') return decideExplanation(c, state);
    if (c.verdict.outcome === state.outcome && JSON.stringify(c.verdict.findings) === JSON.stringify(state.findings)) return [];
    const { transactionId, companyId, budgetId, merchant, amountCents, verdict } = c;
    // Only a flagged outcome asks the spender for something (their to-do's POLICY item).
    const spender = c.spenderId !== null && verdict.outcome !== 'IN_POLICY' ? { spenderId: c.spenderId } : {};
    return [{ type: 'PolicyOutcomeRecorded', data: { transactionId, companyId, budgetId, ...spender, merchant, amountCents, outcome: verdict.outcome, findings: verdict.findings, at: c.now } }];
  },
};
