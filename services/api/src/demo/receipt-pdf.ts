/**
 * A small, valid one-page PDF receipt drawn in code (no downloads, no dependency): the merchant, the
 * date and the amount in the standard Helvetica font every PDF reader has built in.
 */
export interface ReceiptText {
  merchant: string;
  /** ISO timestamp of the purchase. */
  at: string;
  amountCents: number;
  lines?: readonly string[];
}

/** PDF string literals escape backslashes and parentheses; anything outside printable ASCII is dropped. */
const literal = (text: string): string => `(${text.replace(/[^\x20-\x7e]/g, '').replace(/[\\()]/g, (c) => `\\${c}`)})`;

const dollars = (cents: number): string => `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

export const receiptPdf = (receipt: ReceiptText): Buffer => {
  const date = new Date(receipt.at);
  const rows: [size: number, text: string][] = [
    [16, receipt.merchant.toUpperCase()],
    [10, `${date.toISOString().slice(0, 10)}  ${date.toISOString().slice(11, 16)} UTC`],
    [10, ' '],
    ...(receipt.lines ?? []).map((line): [number, string] => [10, line]),
    [14, `TOTAL  ${dollars(receipt.amountCents)}  USD`],
    [10, ' '],
    [9, 'Paid by card. Thank you!'],
  ];
  let y = 330;
  const content = rows.map(([size, text]) => `BT /F1 ${size} Tf 24 ${(y -= size + 10)} Td ${literal(text)} Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 288 360] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
};
