import type { Readable } from 'node:stream';
import type { AccountingReceiptActivities } from '@spend/workflows/messages';
import { createCodatClient } from '@spend/workflows/accounting';
import type { ApiConfig } from '../shared/config';
import { objectKey, type Storage } from '../files/storage';

const bytesOf = async (body: Readable): Promise<Uint8Array> => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** The sync workflow's receipt step, on the API's worker because the file storage is the API's. */
export const createAccountingReceiptActivities = (config: Pick<ApiConfig, 'CODAT_BASE_URL' | 'CODAT_API_KEY' | 'CODAT_TIMEOUT_MS'>, storage: Storage): AccountingReceiptActivities => ({
  attachAccountingReceipts: async ({ companyId, codatCompanyId, syncId, receipts }) => {
    // Temporal retries the activity (with backoff); the client tries once per attempt.
    const platform = createCodatClient({ baseUrl: config.CODAT_BASE_URL, apiKey: config.CODAT_API_KEY, timeoutMs: config.CODAT_TIMEOUT_MS, retries: 0 });
    let attached = 0;
    for (const r of receipts) {
      const object = await storage.get(objectKey('receipts', companyId, r.fileId));
      // A receipt removed since the run was loaded has nothing to send.
      if (!object) continue;
      await platform.uploadAttachment(codatCompanyId, syncId, r.transactionId, { name: r.fileName, contentType: r.contentType, bytes: await bytesOf(object.body) });
      attached++;
    }
    return attached;
  },
});
