import type { Kysely } from 'kysely';
import { isoNow, receiptDecider, streams, type Clock } from '@spend/domain';
import { deterministicUuid, handleCommand, type EventStore } from '@spend/eventstore';
import type { ReadModels } from '@spend/projections/api';
import { storeServerFile } from '../files/stored-file';
import type { Storage } from '../files/storage';
import type { MailedReceipt } from './read-mail';
import type { MailMember } from './senders';

export interface ReceiveServices {
  db: Kysely<ReadModels>;
  store: EventStore;
  storage: Storage;
  clock: Clock;
}

/**
 * Stores a read mail's receipts (each checked already) and records each as received
 * (ReceiptReceived on its own stream) for the member's inbox. Ids come from the message's key, so a
 * sender's retry after a failure (a 4xx reply) stores and records each receipt once.
 */
export const receiveMail = async (services: ReceiveServices, member: MailMember, receipts: readonly MailedReceipt[], messageKey: string): Promise<string[]> => {
  const now = isoNow(services.clock);
  const ids: string[] = [];
  for (const [index, receipt] of receipts.entries()) {
    const receiptId = deterministicUuid('mailed-receipt', member.userId, messageKey, String(index));
    const file = await storeServerFile(services.storage, services.db, {
      fileId: receiptId, kind: 'receipt', companyId: member.companyId, userId: member.userId, fileName: receipt.fileName, contentType: receipt.contentType,
      bytes: Buffer.from(receipt.bytes.buffer, receipt.bytes.byteOffset, receipt.bytes.byteLength),
    });
    await handleCommand(services.store, streams.receipt(receiptId), receiptDecider, {
      type: 'ReceiveReceipt', receiptId, companyId: member.companyId, userId: member.userId, source: 'EMAIL',
      fileId: file.fileId, fileName: file.fileName, contentType: file.contentType, sizeBytes: file.sizeBytes, sha256: file.sha256, now,
    }, { companyId: member.companyId, userId: member.userId, correlationId: receiptId, commandId: receiptId });
    ids.push(receiptId);
  }
  return ids;
};
