// @spend/api/receipts/golden: the golden receipts, the reader that reads them and the scoring of its
// matches, for receipts.match (bench/receipts-match.ts) to measure what golden.test.ts checks.
export { ReceiptTextReader } from '../extract';
export { evaluateCase, score, type GoldenOutcome } from './evaluate';
export { goldenCases, goldenFile, type GoldenCase } from './golden';
