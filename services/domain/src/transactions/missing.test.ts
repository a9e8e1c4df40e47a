import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKS_POLICY, isComplete, type CompletenessPolicy } from './completeness';
import { explainMissing, factsOfStored, type StoredFacts } from './missing';

const stored = (overrides: Partial<StoredFacts> = {}): StoredFacts => ({
  is_exempt: false, amount_cents: '12500', receipt_count: 0, is_subscription_card: false, has_general_ledger: false, has_project: false, split_balanced: true,
  custom_field_values: {}, ...overrides,
});
const policy: CompletenessPolicy = { receiptRequiredAboveCents: 7_500, subscriptionReceiptsExempt: false, isProjectsEnabled: true, requiredCustomFieldIds: ['cc', 'trip'] };
const names: Record<string, string> = { cc: 'Cost center', trip: 'Trip' };

describe('why a transaction is INCOMPLETE', () => {
  it('names each missing detail with what to do: the receipt threshold, the fields by name, the amount a split must reach', () => {
    const facts = factsOfStored(stored({ custom_field_values: { cc: '', trip: 'Berlin' }, split_balanced: false }));
    expect(explainMissing(facts, policy, (id) => names[id]!)).toEqual([
      { kind: 'RECEIPT', message: 'Attach a receipt: the company asks for one above $75.00.' },
      { kind: 'GENERAL_LEDGER', message: 'Choose a GL code.' },
      { kind: 'PROJECT', message: 'Choose a project.' },
      { kind: 'CUSTOM_FIELDS', message: 'Fill in the required field Cost center.' },
      { kind: 'SPLIT', message: 'Make the split lines add up to the amount, $125.00.' },
    ]);
    expect(explainMissing(factsOfStored(stored()), { ...policy, receiptRequiredAboveCents: 0 }, (id) => names[id]!).filter((m) => m.kind !== 'PROJECT' && m.kind !== 'GENERAL_LEDGER')).toEqual([
      { kind: 'RECEIPT', message: 'Attach a receipt: the company asks for one on every transaction.' },
      { kind: 'CUSTOM_FIELDS', message: 'Fill in the required fields Cost center, Trip.' },
    ]);
  });

  it('says nothing of a complete or exempt transaction, exactly when the completeness rule holds', () => {
    const done = factsOfStored(stored({ receipt_count: 1, has_general_ledger: true, has_project: true, custom_field_values: { cc: 'R&D', trip: 'Oslo' } }));
    expect([isComplete(done, policy), explainMissing(done, policy, (id) => id)]).toEqual([true, []]);
    expect(explainMissing(factsOfStored(stored({ is_exempt: true })), policy, (id) => id)).toEqual([]);
    expect(explainMissing(factsOfStored(stored({ has_general_ledger: true })), DEFAULT_BOOKS_POLICY, (id) => id)).toEqual([]);
  });
});
