import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Attachment, ParsedMail } from 'mailparser';
import { isoNow, receiptDecider, streams, type Clock } from '@spend/domain';
import { deterministicUuid, handleCommand, type EventStore } from '@spend/eventstore';
import type { ReadModels } from '@spend/projections/api';
import { storeServerFile } from '../files/stored-file';
import type { Storage } from '../files/storage';
import { bodyPdf, bodyText } from './body-pdf';
import { checkMailedFile, MAIL_MESSAGES, MailRefusal, type MailReceiptType } from './check';
import type { MailMember } from './senders';

export interface ReceiveServices {
  db: Kysely<ReadModels>;
  store: EventStore;
  storage: Storage;
  clock: Clock;
}

/** More files than this in one mail is not a receipt but a batch export: refused, nothing kept. */
export const MAX_RECEIPTS_PER_MAIL = 20;
/** Less body text than this beside inline photos is a signature ("Sent from my phone"), not the receipt. */
const NOTE_CHARS = 80;

interface Candidate {
  name: string;
  bytes: Buffer;
}

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
export const checkedReceipts = async (mail: ParsedMail, maxReceiptBytes: number): Promise<(Candidate & { fileName: string; contentType: MailReceiptType })[]> => {
  const candidates = await candidatesOf(mail);
  if (candidates.length === 0) throw new MailRefusal(550, MAIL_MESSAGES.empty);
  if (candidates.length > MAX_RECEIPTS_PER_MAIL) throw new MailRefusal(552, MAIL_MESSAGES.tooMany(MAX_RECEIPTS_PER_MAIL));
  const checked = [];
  for (const candidate of candidates) checked.push({ ...candidate, ...(await checkMailedFile(candidate.name, candidate.bytes, maxReceiptBytes)) });
  return checked;
};

/**
 * Stores a checked mail's receipts and records each as received (ReceiptReceived on its own
 * stream) for the member's inbox. Ids come from the message, so a sender's retry after a failure
 * (a 4xx reply) stores and records each receipt once; a message without a Message-ID is known by
 * the hash of its raw chunks.
 */
export const receiveMail = async (services: ReceiveServices, member: MailMember, mail: ParsedMail, raw: readonly Buffer[], maxReceiptBytes: number): Promise<string[]> => {
  const receipts = await checkedReceipts(mail, maxReceiptBytes);
  const messageKey = mail.messageId ?? raw.reduce((hash, chunk) => hash.update(chunk), createHash('sha256')).digest('hex');
  const now = isoNow(services.clock);
  const ids: string[] = [];
  for (const [index, receipt] of receipts.entries()) {
    const receiptId = deterministicUuid('mailed-receipt', member.userId, messageKey, String(index));
    const file = await storeServerFile(services.storage, services.db, {
      fileId: receiptId, kind: 'receipt', companyId: member.companyId, userId: member.userId, fileName: receipt.fileName, contentType: receipt.contentType, bytes: receipt.bytes,
    });
    await handleCommand(services.store, streams.receipt(receiptId), receiptDecider, {
      type: 'ReceiveReceipt', receiptId, companyId: member.companyId, userId: member.userId, source: 'EMAIL',
      fileId: file.fileId, fileName: file.fileName, contentType: file.contentType, sizeBytes: file.sizeBytes, sha256: file.sha256, now,
    }, { companyId: member.companyId, userId: member.userId, correlationId: receiptId, commandId: receiptId });
    ids.push(receiptId);
  }
  return ids;
};
