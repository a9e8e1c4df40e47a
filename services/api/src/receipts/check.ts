import { PDFDocument } from 'pdf-lib';
import { displayFileName } from '@spend/domain';
import { MAGIC_BYTES, sniffType } from '../files/content-type';

/** What a mailed receipt may be (issue #27): a PDF, a JPEG or a PNG, whatever its name says. */
export const MAIL_RECEIPT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type MailReceiptType = (typeof MAIL_RECEIPT_TYPES)[number];

/** A mail refused as a whole (nothing stored): the SMTP reply code and the sentence the sender's bounce shows. */
export class MailRefusal extends Error {
  constructor(readonly responseCode: number, message: string) {
    super(message);
    this.name = 'MailRefusal';
  }
}

export const MAIL_MESSAGES = {
  unknownSender: (from: string) => `5.7.1 ${from || 'This sender'} is not a Spend member: send receipts from your Spend email address, or to your personal receipts address (on your Receipts inbox page).`,
  noMailbox: (to: string) => `5.1.1 ${to} is not a receipts address here.`,
  tooLarge: (maxBytes: number) => `5.3.4 This mail is larger than ${Math.floor(maxBytes / 1024 / 1024)} MB: send fewer or smaller receipts at a time.`,
  fileTooLarge: (name: string, maxBytes: number) => `5.3.4 ${name} is larger than ${Math.floor(maxBytes / 1024 / 1024)} MB, the limit for one receipt.`,
  notReceipt: (name: string) => `5.6.1 ${name} is not a receipt: attach PDF, JPEG or PNG files only (nothing from this mail was kept).`,
  unreadablePdf: (name: string) => `5.6.1 ${name} is not a readable PDF (nothing from this mail was kept).`,
  unreadable: '5.6.0 This mail could not be read (its MIME structure is broken); nothing from it was kept.',
  empty: '5.6.1 This mail has no receipt: attach a PDF, JPEG or PNG, or forward the receipt mail itself.',
  tooMany: (max: number) => `5.3.4 This mail has more than ${max} receipts: send them in several mails.`,
  later: '4.3.0 The receipt could not be stored just now; nothing was kept. Your mail server will try again.',
} as const;

/** A PDF that pdf-lib cannot read, or that has no page, is no receipt anyone can look at. */
const isReadablePdf = async (bytes: Buffer): Promise<boolean> => {
  try {
    // Encrypted receipts (an owner password only) still open in any viewer.
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true });
    return pdf.getPageCount() > 0;
  } catch {
    return false;
  }
};

/**
 * The real type of an attached file, by the files module's own magic-byte sniffer (never its name
 * or the mail's claim): a renamed executable, a zip (bomb or not) or random bytes named .pdf are
 * refused before anything is unpacked or stored; a PDF must also parse.
 */
export const checkMailedFile = async (name: string, bytes: Buffer, maxBytes: number): Promise<{ fileName: string; contentType: MailReceiptType }> => {
  const fileName = displayFileName(name);
  if (bytes.length === 0) throw new MailRefusal(550, MAIL_MESSAGES.notReceipt(fileName));
  if (bytes.length > maxBytes) throw new MailRefusal(552, MAIL_MESSAGES.fileTooLarge(fileName, maxBytes));
  const type = await sniffType(bytes.subarray(0, MAGIC_BYTES));
  if (!type || !(MAIL_RECEIPT_TYPES as readonly string[]).includes(type)) throw new MailRefusal(550, MAIL_MESSAGES.notReceipt(fileName));
  if (type === 'application/pdf' && !(await isReadablePdf(bytes))) throw new MailRefusal(550, MAIL_MESSAGES.unreadablePdf(fileName));
  return { fileName, contentType: type as MailReceiptType };
};
