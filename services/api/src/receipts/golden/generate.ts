// Writes the receipts golden set (issue #27): `npx tsx services/api/src/receipts/golden/generate.ts`.
// Seeded, so it writes the same receipts every time. PDFs are drawn with pdf-lib (as the API draws
// its own); photos are the same receipts rendered by Chromium (the browser tests' headless shell)
// with a slight rotation, blur and paper noise, saved as small grayscale JPEGs.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { chromium } from 'playwright-core';
import { GOLDEN_DIR, type GoldenCase } from './golden';
import { receiptLines, scenario, seeded } from './scenarios';

const COUNT = 220;
/** Every other receipt is a photo: OCR is the harder half. */
const isPhoto = (i: number): boolean => i % 2 === 1;

const pdfOf = async (lines: string[]): Promise<Buffer> => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Courier);
  const page = doc.addPage([240, 40 + lines.length * 14]);
  lines.forEach((line, i) => page.drawText(line, { x: 12, y: page.getHeight() - 24 - i * 14, size: 10, font }));
  return Buffer.from(await doc.save());
};

const html = (lines: string[], random: () => number): string => {
  const angle = (random() * 5 - 2.5).toFixed(2);
  const blur = (0.2 + random() * 0.3).toFixed(2);
  const noise = (0.08 + random() * 0.1).toFixed(2);
  const text = lines.map((l) => l.replace(/&/g, '&amp;').replace(/</g, '&lt;')).join('\n');
  return `<html><body style="margin:0;background:#8a8a8a">
  <div style="position:relative;width:330px;margin:14px;padding:14px;background:#f4f1ea;transform:rotate(${angle}deg);filter:blur(${blur}px) grayscale(1)">
    <pre style="margin:0;font:15px/1.35 'DejaVu Sans Mono',monospace;color:#222">${text}</pre>
    <svg style="position:absolute;inset:0;width:100%;height:100%;opacity:${noise}"><filter id="n"><feTurbulence type="fractalNoise" baseFrequency="0.9" seed="${Math.floor(random() * 999)}"/></filter><rect width="100%" height="100%" filter="url(#n)"/></svg>
  </div></body></html>`;
};

const main = async (): Promise<void> => {
  const dir = join(GOLDEN_DIR, 'files');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu'] });
  // Twice the CSS pixels, as a phone's camera resolves a receipt: the text is as large as OCR needs.
  const page = await browser.newPage({ viewport: { width: 380, height: 700 }, deviceScaleFactor: 2 });
  const cases: GoldenCase[] = [];
  try {
    for (let i = 0; i < COUNT; i++) {
      const random = seeded(i + 1);
      const s = scenario(i, random);
      const lines = receiptLines(s.receipt, random);
      const photo = isPhoto(i);
      const file = `${String(i).padStart(3, '0')}.${photo ? 'jpg' : 'pdf'}`;
      if (photo) {
        await page.setContent(html(lines, random));
        const box = (await page.locator('div').boundingBox())!;
        const clip = { x: Math.max(box.x - 6, 0), y: Math.max(box.y - 6, 0), width: box.width + 12, height: box.height + 12 };
        writeFileSync(join(dir, file), await page.screenshot({ type: 'jpeg', quality: 40, clip }));
      } else writeFileSync(join(dir, file), await pdfOf(lines));
      cases.push({ file, contentType: photo ? 'image/jpeg' : 'application/pdf', kind: s.kind, expected: s.expected, transactions: s.transactions });
    }
  } finally {
    await browser.close();
  }
  writeFileSync(join(GOLDEN_DIR, 'manifest.json'), `${JSON.stringify(cases, null, 1)}\n`);
  console.log(`wrote ${cases.length} receipts to ${dir}`);
};

await main();
