import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MatchCandidate } from '@spend/domain';

/** Where the golden set lives (files/ and manifest.json), written by generate.ts. */
export const GOLDEN_DIR = new URL('.', import.meta.url).pathname;

/** One of the member's transactions around the receipt, as the matcher is given it (none has a receipt yet). */
export type GoldenTransaction = Omit<MatchCandidate, 'hasReceipt'>;

export interface GoldenCase {
  file: string;
  contentType: 'application/pdf' | 'image/jpeg';
  /** How the receipt relates to its transaction: EXACT, TIP (cleared with a tip the receipt lacks), PRINTED_TIP, MANUAL (out of pocket), ALIKE (two identical charges). */
  kind: string;
  /** The right transaction; null where the right outcome is to ask the member (two alike charges). */
  expected: string | null;
  transactions: GoldenTransaction[];
}

export const goldenCases = (): GoldenCase[] => JSON.parse(readFileSync(join(GOLDEN_DIR, 'manifest.json'), 'utf8')) as GoldenCase[];
export const goldenFile = (c: GoldenCase): Buffer => readFileSync(join(GOLDEN_DIR, 'files', c.file));
