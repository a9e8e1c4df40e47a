import { describe, expect, it } from 'vitest';
import { matchReceipt, merchantSimilarity, type MatchCandidate } from './matching';
import type { ReceiptFields } from './reading';

const receipt = (overrides: Partial<ReceiptFields> = {}): ReceiptFields =>
  ({ merchant: 'Blue Bottle Coffee', date: '2026-03-14', totalCents: 1260, currency: 'USD', cardLast4: '4242', ...overrides });

const tx = (transactionId: string, overrides: Partial<MatchCandidate> = {}): MatchCandidate =>
  ({ transactionId, amountCents: 1260, date: '2026-03-14T16:12:00.000Z', merchant: 'BLUE BOTTLE COFFEE #12', mcc: '5814', cardLast4: '4242', hasReceipt: false, ...overrides });

/** Given the member's transactions, when a read receipt is matched: the decision. */
const given = (...candidates: MatchCandidate[]) => ({ when: (fields: ReceiptFields) => matchReceipt(fields, candidates) });

describe('matching a read receipt to the member’s transactions', () => {
  it('attaches to the one transaction with the same amount, merchant, card and a near date, saying why', () => {
    const decision = given(tx('a', { date: '2026-03-16T01:00:00.000Z' }), tx('b', { amountCents: 990 }), tx('c', { merchant: 'Uber' })).when(receipt());
    expect(decision).toEqual({
      kind: 'CONFIDENT', transactionId: 'a',
      why: { receiptTotalCents: 1260, transactionAmountCents: 1260, amount: 'EXACT', dayDifference: 2, merchantSimilarity: 1, cardLast4: 'MATCH' },
    });
  });

  it('takes a tip within the clearing tolerance of a restaurant, but not of a shop, nor beyond the tolerance', () => {
    expect(given(tx('a', { amountCents: 1500 })).when(receipt())).toMatchObject({ kind: 'CONFIDENT', why: { amount: 'TIP', transactionAmountCents: 1500 } });
    expect(given(tx('a', { amountCents: 1500, mcc: '5411' })).when(receipt()).kind).toBe('NONE');
    expect(given(tx('a', { amountCents: 1513 })).when(receipt()).kind).toBe('NONE');
  });

  it('prefers the exact amount to a charge a tip above it at the same merchant', () => {
    expect(given(tx('tipped', { amountCents: 1_450 }), tx('exact', { date: '2026-03-16T12:00:00.000Z' })).when(receipt())).toMatchObject({ kind: 'CONFIDENT', transactionId: 'exact' });
    expect(given(tx('tipped', { amountCents: 1_450 }), tx('tipped too', { amountCents: 1_400 })).when(receipt()).kind).toBe('AMBIGUOUS');
  });

  it('takes a last 4 one digit off (an OCR slip) as unknown, not as another card', () => {
    expect(given(tx('a', { cardLast4: '4243' })).when(receipt())).toMatchObject({ kind: 'CONFIDENT', why: { cardLast4: null } });
  });

  it('is never sure of another card, and rules out dates more than 3 days apart', () => {
    expect(given(tx('a', { cardLast4: '1111' })).when(receipt())).toMatchObject({ kind: 'AMBIGUOUS', candidates: [{ why: { cardLast4: 'DIFFERENT' } }] });
    expect(given(tx('a', { cardLast4: '1111' }), tx('b')).when(receipt())).toMatchObject({ kind: 'CONFIDENT', transactionId: 'b' });
    expect(given(tx('a', { date: '2026-03-18T00:00:00.000Z' })).when(receipt()).kind).toBe('NONE');
    expect(given(tx('a', { date: '2026-03-17T23:59:00.000Z' })).when(receipt()).kind).toBe('CONFIDENT');
  });

  it('offers, never attaches, when two transactions pass, and flags two alike charges (same merchant, amount and day)', () => {
    const twice = given(tx('a'), tx('b', { date: '2026-03-14T18:00:00.000Z' })).when(receipt());
    expect(twice).toMatchObject({ kind: 'AMBIGUOUS', sameTransactions: true });
    expect(twice.kind === 'AMBIGUOUS' && twice.candidates.map((c) => c.transactionId)).toEqual(['a', 'b']);
    const twoDays = given(tx('a'), tx('b', { date: '2026-03-15T18:00:00.000Z' })).when(receipt());
    expect(twoDays).toMatchObject({ kind: 'AMBIGUOUS', sameTransactions: false });
  });

  it('offers a match it is not sure of: a merchant it cannot read, or a transaction that has a receipt already', () => {
    expect(given(tx('a')).when(receipt({ merchant: null, cardLast4: null })).kind).toBe('AMBIGUOUS');
    expect(given(tx('a', { hasReceipt: true })).when(receipt()).kind).toBe('AMBIGUOUS');
  });

  it('waits when the receipt has no total or no transaction comes near', () => {
    expect(given(tx('a')).when(receipt({ totalCents: null })).kind).toBe('NONE');
    expect(given().when(receipt()).kind).toBe('NONE');
    expect(given(tx('a', { merchant: 'Delta Air Lines', mcc: '3058' })).when(receipt()).kind).toBe('NONE');
  });

  it('sees one merchant through processors’ prefixes, suffixes, accents and OCR slips', () => {
    expect(merchantSimilarity('SQ *BLUE BOTTLE', 'Blue Bottle Coffee Inc.')).toBe(1);
    expect(merchantSimilarity('Café de Flore', 'CAFE DE FLORE PARIS')).toBe(1);
    expect(merchantSimilarity('BLUE B0TTLE COFEE', 'Blue Bottle Coffee')).toBeGreaterThanOrEqual(0.5);
    expect(merchantSimilarity('Starbucks', 'Shake Shack')).toBeLessThan(0.25);
  });
});
