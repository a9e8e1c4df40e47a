import { createHash, randomUUID } from 'node:crypto';
import { acceptedUploadType, badInput, displayFileName, isAcceptedType, isUuid, notFound, UPLOAD_MESSAGES, type UploadKind, type UploadType } from '@spend/domain';
import type { UploadsTable } from '@spend/projections/api';
import type { Selectable } from 'kysely';
import { requirePermission, type ApiContext, type ApiServices } from '../shared/context';
import { withTenant } from '../shared/tenant';
import { isTextType, MAGIC_BYTES, realTypeOf } from './content-type';
import { objectKey, type Storage } from './storage';

/** A checked file, as the events that attach it record it (ReceiptAttached, UserAvatarChanged). */
export interface VerifiedFile {
  fileId: string;
  key: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
}

export interface UploadUrl {
  uploadId: string;
  url: string;
  method: 'PUT';
  headers: { name: string; value: string }[];
  expiresAt: Date;
  maxBytes: number;
}

type UploadRow = Selectable<UploadsTable>;

const PERMISSION = { receipt: 'transactions.edit', avatar: 'profile.edit' } as const;
const KEY_PREFIX = { receipt: 'receipts', avatar: 'avatars' } as const;

export const maxBytesOf = (services: ApiServices, kind: UploadKind): number =>
  kind === 'receipt' ? services.config.RECEIPT_MAX_SIZE : services.config.AVATAR_MAX_SIZE;

/**
 * `receiptUploadUrl` / `avatarUploadUrl` (spec 7): checks the claimed name, type and size, records
 * the upload for the caller (company and user) under a generated key, and answers a short-lived url
 * the browser sends the bytes to directly.
 */
export const requestUploadUrl = async (ctx: ApiContext, kind: UploadKind, input: { fileName: string; contentType: string; size: number }): Promise<UploadUrl> => {
  requirePermission(ctx, PERMISSION[kind]);
  const { services, caller } = ctx;
  const declared = acceptedUploadType(kind, input.fileName, input.contentType);
  if (!declared) throw badInput('contentType', UPLOAD_MESSAGES.type(kind));
  const maxBytes = maxBytesOf(services, kind);
  if (input.size <= 0) throw badInput('size', UPLOAD_MESSAGES.empty);
  if (input.size > maxBytes) throw badInput('size', UPLOAD_MESSAGES.tooLarge(maxBytes));
  const id = randomUUID();
  const key = objectKey(KEY_PREFIX[kind], caller.companyId, id);
  const signed = await services.storage.uploadUrl(key, { contentType: declared, sizeBytes: input.size, maxBytes, expiresInSeconds: services.config.UPLOAD_URL_TTL_SECONDS });
  await withTenant(services.db, { companyId: caller.companyId }, (trx) =>
    trx.insertInto('uploads').values({
      id, company_id: caller.companyId, user_id: caller.userId, kind, key, file_name: displayFileName(input.fileName),
      declared_type: declared, declared_size: input.size, max_bytes: maxBytes, state: 'pending', expires_at: signed.expiresAt,
    }).execute(),
  );
  return { uploadId: id, url: signed.url, method: signed.method, headers: Object.entries(signed.headers).map(([name, value]) => ({ name, value })), expiresAt: signed.expiresAt, maxBytes };
};

const toFile = (row: UploadRow): VerifiedFile => ({
  fileId: row.id, key: row.key, fileName: row.file_name, contentType: row.content_type!, sizeBytes: Number(row.size_bytes), sha256: row.sha256!,
});

/** Reads the whole object once: its sha256 and size, and its bytes when they are needed (text checks). */
const readObject = async (storage: Storage, key: string, keep: boolean): Promise<{ sha256: string; size: number; bytes: Buffer }> => {
  const found = await storage.get(key);
  if (!found) throw badInput('uploadId', UPLOAD_MESSAGES.notUploaded);
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of found.body) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (keep) chunks.push(chunk as Buffer);
  }
  return { sha256: hash.digest('hex'), size, bytes: Buffer.concat(chunks) };
};

/**
 * What a mutation that attaches a file calls with the `uploadId` it was given: the upload must be the
 * caller's (company and user) and of `kind`, its bytes must have arrived, be neither empty nor over
 * the limit, and really be an accepted type (magic bytes; SVG and CSV read as text) whatever the name
 * says. A bad file is deleted from storage and refused (BAD_USER_INPUT). Calling it again for a
 * checked upload answers the same file.
 */
export const verifyUpload = async (ctx: ApiContext, uploadId: string, kind: UploadKind): Promise<VerifiedFile> => {
  const { services, caller } = ctx;
  const { storage, db } = services;
  const row = isUuid(uploadId)
    ? await withTenant(db, { companyId: caller.companyId }, (trx) => trx.selectFrom('uploads').selectAll().where('id', '=', uploadId).executeTakeFirst())
    : undefined;
  if (!row || row.user_id !== caller.userId || row.kind !== kind) throw notFound('Upload');
  if (row.state === 'verified') return toFile(row);
  if (row.state === 'refused') throw badInput('uploadId', 'This file was refused. Upload it again.');

  const setState = (values: Partial<Pick<UploadRow, 'content_type' | 'sha256'>> & { state: 'verified' | 'refused'; size_bytes?: number }) =>
    withTenant(db, { companyId: caller.companyId }, (trx) =>
      trx.updateTable('uploads').set({ ...values, verified_at: new Date() }).where('id', '=', row.id).where('state', '=', 'pending').returningAll().executeTakeFirst(),
    );
  const refuse = async (message: string) => {
    await storage.delete(row.key);
    await setState({ state: 'refused' });
    return badInput('file', message);
  };

  const info = await storage.head(row.key);
  if (!info) throw badInput('uploadId', row.expires_at.getTime() <= Date.now() ? UPLOAD_MESSAGES.expired : UPLOAD_MESSAGES.notUploaded);
  const maxBytes = Number(row.max_bytes);
  if (info.sizeBytes === 0) throw await refuse(UPLOAD_MESSAGES.empty);
  if (info.sizeBytes > maxBytes) throw await refuse(UPLOAD_MESSAGES.tooLarge(maxBytes));

  const declared = row.declared_type as UploadType;
  const start = (await storage.readStart(row.key, MAGIC_BYTES)) ?? Buffer.alloc(0);
  let content: Awaited<ReturnType<typeof readObject>> | undefined;
  const realType = await realTypeOf(declared, start, async () => (content ??= await readObject(storage, row.key, isTextType(declared))).bytes);
  if (!realType || !isAcceptedType(kind, realType)) throw await refuse(UPLOAD_MESSAGES.mismatch(kind));
  content ??= await readObject(storage, row.key, false);
  if (content.size === 0 || content.size > maxBytes) throw await refuse(content.size === 0 ? UPLOAD_MESSAGES.empty : UPLOAD_MESSAGES.tooLarge(maxBytes));

  const verified = await setState({ state: 'verified', content_type: realType, size_bytes: content.size, sha256: content.sha256 });
  // Another request verified it at the same moment: answer what that one recorded.
  if (!verified) return verifyUpload(ctx, uploadId, kind);
  return toFile(verified);
};

/** A checked file of the caller's company (row-level security), for serving it. */
export const findVerifiedFile = async (services: ApiServices, companyId: string, fileId: string): Promise<(VerifiedFile & { kind: UploadKind; userId: string }) | null> => {
  if (!isUuid(fileId)) return null;
  const row = await withTenant(services.db, { companyId }, (trx) =>
    trx.selectFrom('uploads').selectAll().where('id', '=', fileId).where('state', '=', 'verified').executeTakeFirst(),
  );
  return row ? { ...toFile(row), kind: row.kind, userId: row.user_id } : null;
};
