import { createHash } from 'node:crypto';
import type { UploadKind } from '@spend/domain';
import type { ReadModels } from '@spend/projections/api';
import type { Kysely } from 'kysely';
import { withTenant } from '../shared/tenant';
import { objectKey, type Storage } from './storage';
import type { VerifiedFile } from './uploads';

const KEY_PREFIX = { receipt: 'receipts', avatar: 'avatars' } as const;

export interface ServerFile {
  /** Fixed by the caller (a generated file's id is deterministic, so storing it again keeps one copy). */
  fileId: string;
  kind: UploadKind;
  companyId: string;
  /** Whose file it is, as for an upload (who may see it until the attaching mutation says more). */
  userId: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * A file the server made itself (the demo's receipts): the bytes go through the one storage
 * interface and the file is recorded as a verified upload, so it is found, checked and served
 * exactly like one a browser uploaded. Nothing to check: the server wrote the bytes. Storing the
 * same file again writes nothing new.
 */
export const storeServerFile = async (storage: Storage, db: Kysely<ReadModels>, file: ServerFile): Promise<VerifiedFile> => {
  const key = objectKey(KEY_PREFIX[file.kind], file.companyId, file.fileId);
  const sizeBytes = file.bytes.length;
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  // The bytes' flush to disk and the row's commit are separate waits: both at once. The row alone
  // is harmless, as nothing names the file until its event, recorded after both; when either
  // fails, the caller's retry finds what the other left and completes it.
  await Promise.all([
    (async () => {
      if ((await storage.head(key))?.sizeBytes !== sizeBytes) await storage.put(key, file.bytes, { contentType: file.contentType, maxBytes: sizeBytes });
    })(),
    withTenant(db, { companyId: file.companyId }, (trx) =>
      trx.insertInto('uploads').values({
        id: file.fileId, company_id: file.companyId, user_id: file.userId, kind: file.kind, key, file_name: file.fileName, declared_type: file.contentType,
        declared_size: sizeBytes, max_bytes: sizeBytes, state: 'verified', content_type: file.contentType, size_bytes: sizeBytes, sha256,
        expires_at: new Date(), verified_at: new Date(),
      }).onConflict((oc) => oc.column('id').doNothing()).execute(),
    ),
  ]);
  return { fileId: file.fileId, key, fileName: file.fileName, contentType: file.contentType, sizeBytes, sha256 };
};
