import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { CODING_RULE_MESSAGES as M, codingRuleDecider, type CodingRuleFields, type CreateCodingRule } from './coding-rule-decider';
import { firstMatchingRule, merchantKey, type CodingFacts, type RankedRule } from './coding-rule-match';

const [companyId, otherCompany, ruleId, glId, projectId, fieldId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const now = '2026-03-01T10:00:00.000Z';
const spec = deciderSpec(codingRuleDecider);
const none = { merchant: null, mcc: null, cardId: null, budgetId: null, memberId: null };
const fields: CodingRuleFields = {
  name: ' Software ', position: 1, conditions: { ...none, merchant: ' Figma ' }, outcome: { generalLedgerId: glId, projectId: null, customFieldValues: { [fieldId]: ' EMEA ' } },
};
const create: CreateCodingRule = { type: 'CreateCodingRule', ruleId, companyId, fields, now };
const created = spec.given([]).when(create).events();
const ids = { ruleId, companyId, now };

describe('coding rule decider', () => {
  it('creates a rule with trimmed conditions and outcome; a retried create records nothing', () => {
    expect(created).toEqual([{ type: 'CodingRuleCreated', data: {
      ruleId, companyId, name: 'Software', position: 1, conditions: { ...none, merchant: 'Figma' }, outcome: { generalLedgerId: glId, projectId: null, customFieldValues: { [fieldId]: 'EMEA' } }, at: now,
    } }]);
    expect(spec.given(created).when(create).events()).toEqual([]);
  });

  it('refuses a rule with no condition, no outcome, no name, a bad MCC or a bad order, each on its field', () => {
    const refused = (f: Partial<CodingRuleFields>) => spec.given([]).when({ ...create, fields: { ...fields, ...f } }).refusal();
    expect(refused({ conditions: { ...none, merchant: '  ' } })).toMatchObject({ code: 'BAD_USER_INPUT', message: M.noCondition, fields: { conditions: M.noCondition } });
    expect(refused({ outcome: { generalLedgerId: null, projectId: null, customFieldValues: { [fieldId]: ' ' } } })).toMatchObject({ code: 'BAD_USER_INPUT', fields: { outcome: M.noOutcome } });
    expect(refused({ name: '' }).fields).toEqual({ name: M.nameRequired });
    expect(refused({ conditions: { ...none, mcc: '58' } }).fields).toEqual({ mcc: M.mcc });
    expect(refused({ position: 0 }).fields).toEqual({ position: M.position });
  });

  it('updates with the full new values; no change records nothing', () => {
    const updated = spec.given(created).when({ type: 'UpdateCodingRule', ...ids, fields: { position: 3, outcome: { generalLedgerId: null, projectId, customFieldValues: {} } } }).events();
    expect(updated).toEqual([{ type: 'CodingRuleUpdated', data: {
      ruleId, companyId, name: 'Software', position: 3, conditions: { ...none, merchant: 'Figma' }, outcome: { generalLedgerId: null, projectId, customFieldValues: {} }, at: now,
    } }]);
    expect(spec.given(created).when({ type: 'UpdateCodingRule', ...ids, fields: { name: 'Software' } }).events()).toEqual([]);
  });

  it('deletes once; a deleted rule refuses edits and another company finds nothing', () => {
    const deleted = [...created, ...spec.given(created).when({ type: 'DeleteCodingRule', ...ids }).events()];
    expect(deleted[1]).toEqual({ type: 'CodingRuleDeleted', data: { ruleId, companyId, at: now } });
    expect(spec.given(deleted).when({ type: 'UpdateCodingRule', ...ids, fields: { name: 'New' } }).refusal()).toMatchObject({ code: 'CONFLICT', message: M.deleted });
    expect(spec.given(created).when({ type: 'DeleteCodingRule', ...ids, companyId: otherCompany }).refusal().code).toBe('NOT_FOUND');
  });
});

describe('matching a transaction to the first rule', () => {
  const rule = (name: string, conditions: Partial<RankedRule['conditions']>): RankedRule =>
    ({ ruleId: randomUUID(), name, position: 1, conditions: { ...none, ...conditions }, outcome: { generalLedgerId: glId, projectId: null, customFieldValues: {} } });
  const facts: CodingFacts = { merchant: 'FIGMA  Inc.', mcc: '5734', cardId: randomUUID(), budgetId: randomUUID(), memberId: randomUUID() };

  it('takes the first rule whose every condition holds; merchant by case-insensitive containment', () => {
    const wrongMcc = rule('mcc', { merchant: 'figma', mcc: '5812' });
    const byMerchant = rule('merchant', { merchant: 'figma inc' });
    const byMember = rule('member', { memberId: facts.memberId });
    expect(firstMatchingRule([wrongMcc, byMerchant, byMember], facts)?.name).toBe('merchant');
    expect(firstMatchingRule([byMember, byMerchant], facts)?.name).toBe('member');
    expect(firstMatchingRule([wrongMcc, rule('card', { cardId: randomUUID() })], facts)).toBeNull();
    expect(merchantKey('  Uber   *TRIP ')).toBe('uber *trip');
  });
});
