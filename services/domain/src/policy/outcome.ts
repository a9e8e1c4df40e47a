import type { Decider } from '../shared/decider';
import type { PolicyFinding, PolicyOutcome, PolicyOutcomeEvent } from './events';
import type { PolicyVerdict } from './evaluate';

export interface PolicyOutcomeState {
  outcome: PolicyOutcome;
  findings: PolicyFinding[];
}

/** Record a transaction's verdict (the expense-policy reactor evaluates; this keeps only changes). */
export interface RecordPolicyOutcome {
  type: 'RecordPolicyOutcome';
  transactionId: string;
  companyId: string;
  budgetId: string | null;
  merchant: string;
  amountCents: number;
  verdict: PolicyVerdict;
  now: string;
}

/** A transaction's outcome under the expense policy; stream `policy-outcome-<transactionId>`. In policy until told otherwise. */
export const policyOutcomeDecider: Decider<PolicyOutcomeState, RecordPolicyOutcome, PolicyOutcomeEvent> = {
  initialState: () => ({ outcome: 'IN_POLICY', findings: [] }),
  evolve: (_, event) => ({ outcome: event.data.outcome, findings: event.data.findings }),
  decide: (c, state) => {
    if (c.verdict.outcome === state.outcome && JSON.stringify(c.verdict.findings) === JSON.stringify(state.findings)) return [];
    const { transactionId, companyId, budgetId, merchant, amountCents } = c;
    return [{ type: 'PolicyOutcomeRecorded', data: { transactionId, companyId, budgetId, merchant, amountCents, outcome: c.verdict.outcome, findings: c.verdict.findings, at: c.now } }];
  },
};
