import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalStorage, objectKey } from '@spend/api/files';
import { evaluateCase, goldenCases, goldenFile, ReceiptTextReader, score, type GoldenOutcome } from '@spend/api/receipts/golden';
import { report } from './report';

/**
 * receipts.match: receipts per second over the whole golden set (220: PDFs and photos with noise,
 * rotation and blur), each stored, read (pdftotext, or Tesseract OCR) and matched among its member's
 * transactions by the domain's matchReceipt; baseline: the same receipts only stored, in the same
 * run. receipts.match.accuracy: the share with the right outcome (>= 0.95, the floor, is its
 * baseline); receipts.match.wrong: receipts attached to a wrong transaction (must be 0).
 */
export const run = async (): Promise<void> => {
  const cases = goldenCases();
  const dir = mkdtempSync(join(tmpdir(), 'bench-receipts-match-'));
  const storage = new LocalStorage({ dir: join(dir, 'store'), signingKey: randomBytes(32).toString('hex') });
  const reader = new ReceiptTextReader();
  const companyId = randomUUID();
  const store = async (bytes: Buffer, contentType: string): Promise<string> => {
    const key = objectKey('receipts', companyId, randomUUID());
    await storage.put(key, bytes, { contentType, maxBytes: bytes.length });
    return key;
  };
  try {
    // Warm-up: the OCR model loads once per process, as in the API.
    await evaluateCase(reader, cases.find((c) => c.contentType === 'image/jpeg')!);
    const files = cases.map((c) => ({ c, bytes: goldenFile(c) }));

    let started = performance.now();
    for (const { c, bytes } of files) await store(bytes, c.contentType);
    const stored = files.length / ((performance.now() - started) / 1000);

    const outcomes: GoldenOutcome[] = [];
    started = performance.now();
    for (const { c, bytes } of files) {
      const key = await store(bytes, c.contentType);
      const object = await storage.get(key);
      outcomes.push(await evaluateCase(reader, c, await buffer(object!.body)));
    }
    const matched = files.length / ((performance.now() - started) / 1000);
    const { accuracy, wrong } = score(outcomes);
    report('receipts.match', matched, 'receipts/s', stored);
    report('receipts.match.accuracy', accuracy, 'share', 0.95);
    report('receipts.match.wrong', wrong, 'receipts', 0);
  } finally {
    await reader.close();
    rmSync(dir, { recursive: true, force: true });
  }
};
