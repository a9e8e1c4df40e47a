import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { createWorker, PSM, type Worker } from 'tesseract.js';

/** A receipt file's text, how it was got, and how sure the reader is (1 for a PDF's own text layer). */
export interface ExtractedText {
  text: string;
  method: 'PDF_TEXT' | 'OCR';
  /** 0..1 */
  confidence: number;
  /** Why there is no text (a PDF that fails to parse, a scan without a text layer, an image of nothing); null when there is. */
  failure: string | null;
}

export const EXTRACT_MESSAGES = {
  unparsablePdf: 'The PDF could not be parsed, so nothing was read from it.',
  noTextLayer: 'The PDF has no text to read (a scan without a text layer).',
  noText: 'No text was found in the image.',
} as const;

const PDF_PAGES = 3;
const PDF_TIMEOUT_MS = 15_000;

/**
 * A PDF's text layer by poppler's pdftotext (already installed for the legal PDFs, .ci/run): native,
 * fast, its -layout keeps a receipt's label and figure on one line, and a malformed file is an exit
 * code rather than an exception deep in a JavaScript parser. Only the first pages: a receipt is short.
 */
const pdfText = (bytes: Buffer): Promise<ExtractedText> =>
  new Promise((resolve) => {
    const child = execFile('pdftotext', ['-layout', '-q', '-l', String(PDF_PAGES), '-', '-'], { timeout: PDF_TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024 }, (error, stdout) => {
      const text = error ? '' : stdout.replace(/\f/g, '\n');
      const failure = error ? EXTRACT_MESSAGES.unparsablePdf : text.trim() === '' ? EXTRACT_MESSAGES.noTextLayer : null;
      resolve({ text, method: 'PDF_TEXT', confidence: failure ? 0 : 1, failure });
    });
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(bytes);
  });

/** The English model shipped in the npm package @tesseract.js-data/eng: nothing is downloaded at run time. */
const ENG_DATA = join(dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')), '4.0.0');

/** Below this OCR confidence (0..100) the "text" is the noise of an image without any. */
const MIN_OCR_CONFIDENCE = 30;

/**
 * Reads receipt files' text. One Tesseract worker, made on first use and reused (its model takes
 * a second to load); images are read one at a time, which is what one worker thread can do.
 */
export class ReceiptTextReader {
  private worker: Promise<Worker> | null = null;

  async read(bytes: Buffer, contentType: string): Promise<ExtractedText> {
    if (contentType === 'application/pdf') return pdfText(bytes);
    return this.ocr(bytes);
  }

  private async ocr(bytes: Buffer): Promise<ExtractedText> {
    this.worker ??= createWorker('eng', 1, { langPath: ENG_DATA, cachePath: join(tmpdir(), 'spend-tesseract'), cacheMethod: 'none', gzip: true }).then(async (worker) => {
      // A receipt is one column of text: read as one block, it is read better and faster than by page layout.
      await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
      return worker;
    });
    const worker = await this.worker;
    try {
      const { data } = await worker.recognize(bytes);
      const text = data.text ?? '';
      if (text.trim() === '' || data.confidence < MIN_OCR_CONFIDENCE) return { text: '', method: 'OCR', confidence: 0, failure: EXTRACT_MESSAGES.noText };
      return { text, method: 'OCR', confidence: Math.round(data.confidence) / 100, failure: null };
    } catch {
      // Bytes the image decoder cannot read: as good as an image of nothing, and the file stays.
      return { text: '', method: 'OCR', confidence: 0, failure: EXTRACT_MESSAGES.noText };
    }
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await (await worker).terminate();
  }
}
