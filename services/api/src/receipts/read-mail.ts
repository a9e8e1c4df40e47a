import { createHash } from 'node:crypto';
import { simpleParser, type Attachment, type ParsedMail } from 'mailparser';
import { bodyPdf, bodyText } from './body-pdf';
import { checkMailedFile, MAIL_MESSAGES, MailRefusal, type MailReceiptType } from './check';

/** More files than this in one mail is not a receipt but a batch export: refused, nothing kept. */
export const MAX_RECEIPTS_PER_MAIL = 20;
/** Less body text than this beside inline photos is a signature ("Sent from my phone"), not the receipt. */
const NOTE_CHARS = 80;

interface Candidate {
  name: string;
  bytes: Uint8Array;
}

export interface MailedReceipt extends Candidate {
  fileName: string;
  contentType: MailReceiptType;
}

/**
 * What a message holds, as plain data (it crosses from the mail reader's thread): its receipts, each
 * checked, and the key its receipts' ids come from; or the refusal the sender's bounce gives.
 */
export type MailReading =
  | { receipts: MailedReceipt[]; messageKey: string }
  | { refusal: { responseCode: number; message: string } };

const isInline = (a: Attachment): boolean => a.related || a.contentDisposition === 'inline';
const nameOf = (a: Attachment, index: number): string => a.filename ?? `attachment-${index + 1}`;

/**
 * The files a mail carries as receipts. Attached files are receipts, each checked. Inline images
 * are receipts when the body says next to nothing (a photo from a phone); beside a real body they
 * are its logos. A mail with neither is a forwarded receipt mail: its body becomes a PDF.
 */
const candidatesOf = async (mail: ParsedMail): Promise<Candidate[]> => {
  const attached = mail.attachments.filter((a) => !isInline(a));
  if (attached.length > 0) return attached.map((a, i) => ({ name: nameOf(a, i), bytes: a.content }));
  const body = { subject: mail.subject ?? '', from: mail.from?.text ?? '', date: mail.date ?? null, html: mail.html || null, text: mail.text ?? null };
  const text = bodyText(body);
  const photos = mail.attachments.filter((a) => isInline(a) && /^image\/(jpeg|png)$/i.test(a.contentType));
  if (photos.length > 0 && text.length < NOTE_CHARS) return photos.map((a, i) => ({ name: nameOf(a, i), bytes: a.content }));
  if (text.length === 0) return [];
  const subject = (mail.subject ?? '').replace(/[^\w .-]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 80);
  return [{ name: `${subject || 'Receipt'}.pdf`, bytes: await bodyPdf(body, text) }];
};

/** Every file checked before anything is stored: one bad file refuses the whole mail. */
const checkedReceipts = async (mail: ParsedMail, maxReceiptBytes: number): Promise<MailedReceipt[]> => {
  const candidates = await candidatesOf(mail);
  if (candidates.length === 0) throw new MailRefusal(550, MAIL_MESSAGES.empty);
  if (candidates.length > MAX_RECEIPTS_PER_MAIL) throw new MailRefusal(552, MAIL_MESSAGES.tooMany(MAX_RECEIPTS_PER_MAIL));
  const checked = [];
  for (const candidate of candidates) checked.push({ ...candidate, ...(await checkMailedFile(candidate.name, Buffer.from(candidate.bytes), maxReceiptBytes)) });
  return checked;
};

/**
 * Parses a whole message and checks its receipts: the CPU-heavy part of receiving mail (about
 * 36 ms a MB to parse, a PDF's parse besides), which the mail reader runs off the API's thread.
 * A message without a Message-ID is known by the hash of its bytes, so a sender's retry is too.
 */
export const readMail = async (message: Uint8Array, maxReceiptBytes: number): Promise<MailReading> => {
  try {
    // A message that cannot be parsed never will be: refused for good, not "try again later".
    // No text made from an HTML-only body: bodyText reads the HTML itself, so it would be thrown away.
    const mail = await simpleParser(Buffer.from(message.buffer, message.byteOffset, message.byteLength), {
      skipHtmlToText: true, skipImageLinks: true, skipTextLinks: true, skipTextToHtml: true, checksumAlgo: false,
    }).catch(() => {
      throw new MailRefusal(550, MAIL_MESSAGES.unreadable);
    });
    const receipts = await checkedReceipts(mail, maxReceiptBytes);
    return { receipts, messageKey: mail.messageId ?? createHash('sha256').update(message).digest('hex') };
  } catch (error) {
    if (error instanceof MailRefusal) return { refusal: { responseCode: error.responseCode, message: error.message } };
    throw error;
  }
};
