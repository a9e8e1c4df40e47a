import { afterAll, describe, expect, it } from 'vitest';
import { ReceiptTextReader } from '../extract';
import { evaluateCase, score, type GoldenOutcome } from './evaluate';
import { goldenCases } from './golden';

const reader = new ReceiptTextReader();
afterAll(() => reader.close());

describe('the receipts golden set', () => {
  it('has at least 200 receipts, PDFs and photos, each with its right transaction among look-alikes', () => {
    const cases = goldenCases();
    expect(cases.length).toBeGreaterThanOrEqual(200);
    expect(new Set(cases.map((c) => c.contentType))).toEqual(new Set(['application/pdf', 'image/jpeg']));
    for (const c of cases) expect(c.expected === null || c.transactions.some((t) => t.transactionId === c.expected)).toBe(true);
  });

  // A fast subset (every PDF, every 20th photo: OCR is seconds a photo on CI's 2 cores); the whole set is the bench receipts.match.
  it('reads and matches the subset: at least 95% right and none attached to a wrong transaction', async () => {
    const subset = goldenCases().filter((c, i) => c.contentType === 'application/pdf' || i % 40 === 1);
    const outcomes: GoldenOutcome[] = [];
    for (const c of subset) outcomes.push(await evaluateCase(reader, c));
    const { accuracy, wrong } = score(outcomes);
    expect(wrong).toBe(0);
    expect(accuracy).toBeGreaterThanOrEqual(0.95);
    expect(outcomes.filter((o) => o.file.endsWith('.jpg')).length).toBeGreaterThanOrEqual(5);
  });
});
