import { buffer } from 'node:stream/consumers';
import type { Kysely } from 'kysely';
import { isoNow, readReceiptText, receiptDecider, streams, type Clock } from '@spend/domain';
import { deterministicUuid, handleCommand, type EventStore } from '@spend/eventstore';
import type { ReadModels } from '@spend/projections/api';
import type { ReceiptReadInput } from '@spend/workflows/messages';
import type { Storage } from '../files/storage';
import { withTenant } from '../shared/tenant';
import type { ReceiptTextReader } from './extract';

export interface ReceiptReadingServices {
  db: Kysely<ReadModels>;
  storage: Storage;
  store: EventStore;
  reader: ReceiptTextReader;
  clock: Clock;
}

/**
 * The reading workflow's activity: the stored file's text (its PDF text layer, or OCR of a photo),
 * read into fields by the domain's rules and recorded as ReceiptRead on the receipt's stream. A
 * file that yields nothing is recorded as read with nothing and why, never as an error: the file
 * stays attached or in the inbox either way. A file the company does not have is nothing to read.
 */
export const readReceiptFile = async (services: ReceiptReadingServices, input: ReceiptReadInput): Promise<void> => {
  const upload = await withTenant(services.db, { companyId: input.companyId }, (trx) =>
    trx.selectFrom('uploads').select(['key', 'user_id', 'content_type']).where('id', '=', input.fileId).where('company_id', '=', input.companyId)
      .where('state', '=', 'verified').executeTakeFirst());
  if (!upload?.content_type) return;
  const object = await services.storage.get(upload.key);
  if (!object) return;
  const extracted = await services.reader.read(await buffer(object.body), upload.content_type);
  const fields = readReceiptText(extracted.text);
  await handleCommand(services.store, streams.receipt(input.fileId), receiptDecider, {
    type: 'ReadReceipt', receiptId: input.fileId, companyId: input.companyId, userId: upload.user_id, method: extracted.method, confidence: extracted.confidence,
    failure: extracted.failure, ...fields, now: isoNow(services.clock),
  }, { companyId: input.companyId, userId: null, correlationId: input.fileId, commandId: deterministicUuid('receipt-read', input.fileId) });
};
