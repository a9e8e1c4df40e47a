import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENTS, textPdf } from './legal';


describe('legal PDFs', () => {
  it('are well-formed: header, objects at the offsets the xref table gives, trailer', () => {
    for (const [name, document] of Object.entries(LEGAL_DOCUMENTS)) {
      const pdf = textPdf(document.title, document.lines).toString('latin1');
      expect(pdf.startsWith('%PDF-1.4\n'), name).toBe(true);
      expect(pdf.endsWith('%%EOF\n'), name).toBe(true);
      const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)![1]);
      expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
      const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
      expect(offsets.length).toBeGreaterThanOrEqual(5);
      offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj\n`), `${name} object ${i + 1}`).toBe(true));
      const stream = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(pdf)!;
      expect(Buffer.byteLength(stream[2]!, 'latin1')).toBe(Number(stream[1]));
    }
  });

  it('escapes parentheses and backslashes in the text', () => {
    const pdf = textPdf('A (b) \\ c', ['x']).toString('latin1');
    expect(pdf).toContain('(A \\(b\\) \\\\ c) Tj');
  });

  it('read back as their text with poppler (pdftotext)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'identity-pdf-'));
    try {
      for (const name of ['terms-of-use.pdf', 'privacy-policy.pdf']) {
        const document = LEGAL_DOCUMENTS[name]!;
        const file = join(dir, name);
        await writeFile(file, textPdf(document.title, document.lines));
        const result = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
        expect(result.stderr, name).toBe('');
        expect(result.status).toBe(0);
        expect(result.stdout).toContain(document.title);
        for (const line of document.lines) expect(result.stdout).toContain(line);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
