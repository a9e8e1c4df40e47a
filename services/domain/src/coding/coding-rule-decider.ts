import type { Decider } from '../shared/decider';
import { badInput, conflict, notFound } from '../shared/errors';
import type { CodingRuleConditions, CodingRuleEvent, CodingRuleOutcome } from './coding-rule-events';
import { optionalText, requiredName } from './rules';

export const CODING_RULE_MESSAGES = {
  nameRequired: 'Rule Name is required',
  position: 'Order must be a whole number from 1 to 10,000.',
  mcc: 'An MCC is 4 digits, such as 5812.',
  noCondition: 'A rule needs at least one condition: a merchant, an MCC, a card, a budget or a member.',
  noOutcome: 'A rule needs at least one outcome: a GL code, a project or a custom field value.',
  deleted: 'This coding rule has been deleted.',
} as const;

export interface CodingRuleFields {
  name: string;
  position: number;
  conditions: CodingRuleConditions;
  outcome: CodingRuleOutcome;
}

/** A create names everything; an update only what changes (a given conditions/outcome object is whole). */
export type CreateCodingRule = { type: 'CreateCodingRule'; ruleId: string; companyId: string; fields: CodingRuleFields; now: string };
export type UpdateCodingRule = { type: 'UpdateCodingRule'; ruleId: string; companyId: string; fields: Partial<CodingRuleFields>; now: string };
export type DeleteCodingRule = { type: 'DeleteCodingRule'; ruleId: string; companyId: string; now: string };
export type CodingRuleCommand = CreateCodingRule | UpdateCodingRule | DeleteCodingRule;

export interface CodingRuleState extends CodingRuleFields {
  exists: boolean;
  companyId: string | null;
  deleted: boolean;
}

const conditionsOf = (c: CodingRuleConditions): CodingRuleConditions => {
  const mcc = optionalText('mcc', c.mcc);
  if (mcc !== null && !/^\d{4}$/.test(mcc)) throw badInput('mcc', CODING_RULE_MESSAGES.mcc);
  const conditions = { merchant: optionalText('merchant', c.merchant), mcc, cardId: c.cardId || null, budgetId: c.budgetId || null, memberId: c.memberId || null };
  if (Object.values(conditions).every((v) => v === null)) throw badInput('conditions', CODING_RULE_MESSAGES.noCondition);
  return conditions;
};

const outcomeOf = (o: CodingRuleOutcome): CodingRuleOutcome => {
  const customFieldValues: Record<string, string> = {};
  for (const [id, value] of Object.entries(o.customFieldValues)) {
    const v = optionalText('customFieldValues', value);
    if (v !== null) customFieldValues[id] = v;
  }
  const outcome = { generalLedgerId: o.generalLedgerId || null, projectId: o.projectId || null, customFieldValues };
  if (!outcome.generalLedgerId && !outcome.projectId && Object.keys(customFieldValues).length === 0) throw badInput('outcome', CODING_RULE_MESSAGES.noOutcome);
  return outcome;
};

/** The rule as stored: a name, an order, at least one condition and at least one outcome. */
const fieldsAfter = (c: Partial<CodingRuleFields>, before: CodingRuleFields): CodingRuleFields => {
  const position = c.position ?? before.position;
  if (!Number.isInteger(position) || position < 1 || position > 10_000) throw badInput('position', CODING_RULE_MESSAGES.position);
  return {
    name: c.name === undefined ? before.name : requiredName(c.name, CODING_RULE_MESSAGES.nameRequired),
    position,
    conditions: conditionsOf(c.conditions ?? before.conditions),
    outcome: outcomeOf(c.outcome ?? before.outcome),
  };
};

const decide = (c: CodingRuleCommand, state: CodingRuleState): CodingRuleEvent[] => {
  const ids = { ruleId: c.ruleId, companyId: c.companyId };
  if (c.type === 'CreateCodingRule') {
    const fields = fieldsAfter(c.fields, c.fields);
    // The same create retried (Idempotency-Key) records nothing new.
    return state.exists ? [] : [{ type: 'CodingRuleCreated', data: { ...ids, ...fields, at: c.now } }];
  }
  if (!state.exists || state.companyId !== c.companyId) throw notFound('Coding rule');
  if (state.deleted) throw conflict(CODING_RULE_MESSAGES.deleted);
  if (c.type === 'DeleteCodingRule') return [{ type: 'CodingRuleDeleted', data: { ...ids, at: c.now } }];
  const fields = fieldsAfter(c.fields, state);
  const before: CodingRuleFields = { name: state.name, position: state.position, conditions: state.conditions, outcome: state.outcome };
  return JSON.stringify(fields) === JSON.stringify(before) ? [] : [{ type: 'CodingRuleUpdated', data: { ...ids, ...fields, at: c.now } }];
};

const evolve = (state: CodingRuleState, event: CodingRuleEvent): CodingRuleState => {
  if (event.type === 'CodingRuleDeleted') return { ...state, deleted: true };
  const { companyId, name, position, conditions, outcome } = event.data;
  return { ...state, exists: true, companyId, name, position, conditions, outcome };
};

export const codingRuleDecider: Decider<CodingRuleState, CodingRuleCommand, CodingRuleEvent> = {
  initialState: () => ({
    exists: false, companyId: null, deleted: false, name: '', position: 1,
    conditions: { merchant: null, mcc: null, cardId: null, budgetId: null, memberId: null }, outcome: { generalLedgerId: null, projectId: null, customFieldValues: {} },
  }),
  evolve,
  decide,
};
