import type { CodingRuleConditions, CodingRuleOutcome } from './coding-rule-events';

/** What a rule can look at when a transaction arrives. */
export interface CodingFacts {
  merchant: string;
  mcc: string | null;
  cardId: string | null;
  budgetId: string | null;
  memberId: string | null;
}

export interface RankedRule {
  ruleId: string;
  name: string;
  position: number;
  conditions: CodingRuleConditions;
  outcome: CodingRuleOutcome;
}

/** A merchant name as matched and grouped: case and spacing do not make two merchants. */
export const merchantKey = (name: string): string => name.trim().toLocaleLowerCase('en-US').replace(/\s+/g, ' ');

/** Every condition the rule gives holds; a merchant condition matches names containing it ("uber" matches "UBER *TRIP"). */
export const ruleMatches = (c: CodingRuleConditions, f: CodingFacts): boolean =>
  (c.merchant === null || merchantKey(f.merchant).includes(merchantKey(c.merchant)))
  && (c.mcc === null || c.mcc === f.mcc)
  && (c.cardId === null || c.cardId === f.cardId)
  && (c.budgetId === null || c.budgetId === f.budgetId)
  && (c.memberId === null || c.memberId === f.memberId);

/** The first rule (rules as given, already in the company's order) that matches, or null. */
export const firstMatchingRule = <R extends RankedRule>(rules: readonly R[], facts: CodingFacts): R | null =>
  rules.find((r) => ruleMatches(r.conditions, facts)) ?? null;

/**
 * History suggests a coding only once the company coded that merchant so at least twice: one
 * coding may be a one-off, two are a habit (Ramp-style suggestions want a pattern, not a guess).
 */
export const SUGGESTION_MIN_TRANSACTIONS = 2;
