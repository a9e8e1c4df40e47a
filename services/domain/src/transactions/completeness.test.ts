import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKS_POLICY, completenessFacts, isComplete, missingDetails, type CompletenessPolicy, type TransactionBooks } from './completeness';

const gl = '11111111-1111-4111-8111-111111111111';
const project = '22222222-2222-4222-8222-222222222222';
const field = '33333333-3333-4333-8333-333333333333';
const tx = (overrides: Partial<TransactionBooks> = {}): TransactionBooks => ({
  amountCents: 10_000, refundedCents: 0, status: 'Posted', isReversed: false, deleted: false, receiptCount: 0, isSubscriptionCard: false,
  generalLedgerId: gl, projectId: null, customFieldValues: {}, splits: null, ...overrides,
});
const policy = (overrides: Partial<CompletenessPolicy> = {}): CompletenessPolicy => ({ ...DEFAULT_BOOKS_POLICY, ...overrides });
const missing = (t: Partial<TransactionBooks>, p: Partial<CompletenessPolicy> = {}) => missingDetails(completenessFacts(tx(t)), policy(p));

describe('completeness', () => {
  it('needs a GL code, and then nothing else under the default policy', () => {
    expect(missing({})).toEqual([]);
    expect(missing({ generalLedgerId: null })).toEqual(['GENERAL_LEDGER']);
  });

  it('needs a receipt above the threshold, except on subscription cards when the company says so', () => {
    expect(missing({}, { receiptRequiredAboveCents: 10_000 })).toEqual([]);
    expect(missing({}, { receiptRequiredAboveCents: 9_999 })).toEqual(['RECEIPT']);
    expect(missing({}, { receiptRequiredAboveCents: 0 })).toEqual(['RECEIPT']);
    expect(missing({ receiptCount: 1 }, { receiptRequiredAboveCents: 0 })).toEqual([]);
    expect(missing({ isSubscriptionCard: true }, { receiptRequiredAboveCents: 0 })).toEqual(['RECEIPT']);
    expect(missing({ isSubscriptionCard: true }, { receiptRequiredAboveCents: 0, subscriptionReceiptsExempt: true })).toEqual([]);
  });

  it('needs a project when projects are on, and every required custom field', () => {
    expect(missing({}, { isProjectsEnabled: true })).toEqual(['PROJECT']);
    expect(missing({ projectId: project }, { isProjectsEnabled: true })).toEqual([]);
    expect(missing({}, { requiredCustomFieldIds: [field] })).toEqual(['CUSTOM_FIELDS']);
    expect(missing({ customFieldValues: { [field]: 'EMEA' } }, { requiredCustomFieldIds: [field] })).toEqual([]);
  });

  it('needs a GL code (and project) on every split line, and lines that still sum to the amount', () => {
    const line = (amountCents: number, generalLedgerId: string | null = gl) => ({ amountCents, generalLedgerId, projectId: project, budgetId: null });
    expect(missing({ generalLedgerId: null, splits: [line(4_000), line(6_000)] }, { isProjectsEnabled: true })).toEqual([]);
    expect(missing({ splits: [line(4_000), line(6_000, null)] })).toEqual(['GENERAL_LEDGER']);
    // The purchase cleared for more than the split was made for.
    expect(missing({ amountCents: 11_000, splits: [line(4_000), line(6_000)] })).toEqual(['SPLIT']);
  });

  it('never counts declined, reversed, fully refunded or deleted transactions as incomplete', () => {
    const bare = { generalLedgerId: null };
    for (const t of [{ status: 'Declined' }, { isReversed: true }, { refundedCents: 10_000 }, { deleted: true }]) {
      expect(isComplete(completenessFacts(tx({ ...bare, ...t })), policy({ receiptRequiredAboveCents: 0 }))).toBe(true);
    }
    expect(missing({ ...bare, refundedCents: 5_000 })).toEqual(['GENERAL_LEDGER']);
  });
});
