import { badInput, conflict, notFound } from '../shared/errors';
import { BOOKKEEPING_MESSAGES } from '../transactions/bookkeeping-rules';
import type { PolicyFinding, PolicyOutcomeEvent } from './events';

/** The most an explanation may hold (a few paragraphs: the web's text box counts the same). */
export const EXPLANATION_MAX_LENGTH = 1000;

export const POLICY_EXPLANATION_MESSAGES = {
  text: `Explain the purchase in 1 to ${EXPLANATION_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  inPolicy: 'This transaction is in policy: there is nothing to explain.',
} as const;
const M = POLICY_EXPLANATION_MESSAGES;

/** A spender's answer to the findings it was given for. */
export interface PolicyExplanation {
  text: string;
  byUserId: string;
  at: string;
  findings: PolicyFinding[];
}

/**
 * Whether an explanation answers these findings: only the very findings it was given for. A later
 * outcome with other findings (another rule, other figures) needs an answer of its own; the earlier
 * text stays on the transaction as the answer to what it was given for. The one rule the decider,
 * the read model and so the to-do share.
 */
export const answersFindings = (explanation: Pick<PolicyExplanation, 'findings'> | null, findings: readonly PolicyFinding[]): boolean =>
  explanation !== null && findings.length > 0 && sameFindings(explanation.findings, findings);

// Field by field: a read model's jsonb hands the findings back with their keys in another order.
const sameFindings = (a: readonly PolicyFinding[], b: readonly PolicyFinding[]): boolean =>
  a.length === b.length && a.every((f, i) => f.rule === b[i]!.rule && f.outcome === b[i]!.outcome && f.message === b[i]!.message);

/** The explanation as typed, trimmed, or BAD_USER_INPUT on `explanation` (empty or too long). */
export const checkExplanation = (text: string): string => {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > EXPLANATION_MAX_LENGTH) throw badInput('explanation', M.text);
  return trimmed;
};

/**
 * Explain why a transaction breaks the expense policy (issue #27 item 6). The caller has checked
 * that they may edit the transaction (the permission table, its visibility); `transaction` is the
 * transactions read model's row as they read it: a locked or synced one is closed. A moment stale
 * at worst refuses an answer or lets one through just before a lock; no money moves on it.
 */
export interface ExplainPolicyFinding {
  type: 'ExplainPolicyFinding';
  transactionId: string;
  companyId: string;
  byUserId: string;
  text: string;
  transaction: { companyId: string; locked: boolean; synced: boolean };
  now: string;
}

/** What the decider knows of a transaction's policy stream. */
export interface ExplainedOutcome {
  companyId: string | null;
  outcome: string;
  findings: PolicyFinding[];
  explanation: PolicyExplanation | null;
}

/** The PolicyExplanationGiven a command causes: none when the same text already answers the same findings (a retry). */
export const decideExplanation = (c: ExplainPolicyFinding, state: ExplainedOutcome): PolicyOutcomeEvent[] => {
  if (c.transaction.companyId !== c.companyId || (state.companyId !== null && state.companyId !== c.companyId)) throw notFound('Transaction');
  const text = checkExplanation(c.text);
  if (c.transaction.synced) throw conflict(BOOKKEEPING_MESSAGES.synced);
  if (c.transaction.locked) throw conflict(BOOKKEEPING_MESSAGES.locked);
  if (state.outcome === 'IN_POLICY') throw conflict(M.inPolicy);
  if (answersFindings(state.explanation, state.findings) && state.explanation!.text === text) return [];
  return [{
    type: 'PolicyExplanationGiven',
    data: { transactionId: c.transactionId, companyId: c.companyId, text, byUserId: c.byUserId, findings: state.findings, at: c.now },
  }];
};
