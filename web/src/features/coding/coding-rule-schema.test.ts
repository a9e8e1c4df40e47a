import { CODING_RULE_MESSAGES as M } from '@spend/domain';
import { describe, expect, it } from 'vitest';
import { codingRuleSchema, ruleInput, type CodingRuleValues } from './coding-rule-schema';

const valid: CodingRuleValues = { name: 'Figma', position: '', merchant: ' Figma ', mcc: '', cardId: '', budgetId: '', memberId: '', generalLedgerId: 'gl-1', projectId: '', custom: { f1: '' } };
const messages = (v: Partial<CodingRuleValues>) => {
  const result = codingRuleSchema.safeParse({ ...valid, ...v });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('coding rule form', () => {
  it('needs a name, one condition and one outcome, each said on its field', () => {
    expect(messages({})).toEqual({});
    expect(messages({ name: ' ' })).toEqual({ name: M.nameRequired });
    expect(messages({ merchant: ' ' })).toEqual({ merchant: M.noCondition });
    expect(messages({ generalLedgerId: '', custom: { f1: ' ' } })).toEqual({ generalLedgerId: M.noOutcome });
    expect(messages({ mcc: '58', position: '0' })).toEqual({ mcc: M.mcc, position: M.position });
  });

  it('sends trimmed values, empty ones as null, and only custom fields with a value', () => {
    expect(ruleInput({ ...valid, position: '3', custom: { f1: ' o1 ', f2: '' } })).toEqual({
      name: 'Figma', position: 3, conditions: { merchant: 'Figma', mcc: null, cardId: null, budgetId: null, memberId: null },
      outcome: { generalLedgerId: 'gl-1', projectId: null, customFieldValues: [{ customFieldId: 'f1', value: 'o1' }] },
    });
  });
});
