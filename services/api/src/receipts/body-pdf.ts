import PDFDocument from 'pdfkit';
import { convert } from 'html-to-text';

/** A mail body much longer than any receipt is cut: the PDF stays small and quick to make. */
const MAX_BODY_CHARS = 100_000;

export interface MailBody {
  subject: string;
  from: string;
  date: Date | null;
  html: string | null;
  text: string | null;
}

/** The body's text: the HTML as a reader sees it (tables laid out, links kept, images and scripts dropped), else the plain text. */
export const bodyText = (body: MailBody): string => {
  const text = body.html ? convert(body.html, { wordwrap: 100, selectors: [{ selector: 'img', format: 'skip' }, { selector: 'a', options: { hideLinkHrefIfSameAsText: true } }] }) : (body.text ?? '');
  return text.trim().slice(0, MAX_BODY_CHARS);
};

/**
 * A forwarded receipt mail with no file attached is itself the receipt: its subject, sender, date
 * and text go into a PDF, which is then stored and checked like any attached PDF. Text only (no
 * browser renders it), which keeps what a receipt holds: merchant, date, lines and total.
 */
export const bodyPdf = (body: MailBody, text: string): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: body.subject || 'Receipt' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(14).text(body.subject || 'Receipt').moveDown(0.3);
    doc.fontSize(9).fillColor('#555').text([body.from && `From: ${body.from}`, body.date && `Date: ${body.date.toISOString()}`].filter(Boolean).join('\n')).fillColor('black').moveDown();
    doc.fontSize(10).text(text);
    doc.end();
  });
