import type { UploadKind } from '@spend/domain';
import type { Authenticator, Caller } from '../shared/auth';
import type { ApiServices } from '../shared/context';
import { createDownloadRoute, type Download } from '../shared/downloads';
import { findVerifiedFile, type VerifiedFile } from './uploads';

/** Under the GraphQL path, so whatever proxies /graphql (the web's dev server) serves files too. */
export const FILE_PREFIX = '/graphql/files/download/';

export type StoredFile = VerifiedFile & { kind: UploadKind; userId: string };

/** Whether the caller may see this file of their company (e.g. can they see the transaction it is the receipt of). */
export type FileCheck = (caller: Caller, file: StoredFile) => Promise<boolean>;

/** Types a browser shows itself without running anything: previews may be inline. */
const INLINE = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/webp', 'application/pdf']);

/**
 * The headers a stored file is served with. Whatever it is, it runs no script: a sandboxing CSP and
 * nosniff always, and anything not a raster image or PDF (SVG, CSV) only as an attachment.
 */
export const fileHeaders = (file: Pick<VerifiedFile, 'contentType' | 'fileName' | 'sizeBytes'>): Record<string, string> => ({
  'content-disposition': `${INLINE.has(file.contentType) ? 'inline' : 'attachment'}; filename="${file.fileName.replace(/["\\\r\n]/g, '')}"`,
  'content-security-policy': "sandbox; default-src 'none'",
  'x-content-type-options': 'nosniff',
  'content-length': String(file.sizeBytes),
});

const NOT_FOUND = { status: 404, message: 'File not found.' } as const;

/**
 * A stored file for `caller`: of their company (row-level security), checked, and allowed by `check`.
 * Another company's file, an unchecked upload and a refused check all answer 404, so nothing tells
 * whether a file exists.
 */
export const serveFile = async (services: ApiServices, caller: Caller, fileId: string, check: FileCheck): Promise<Download> => {
  const file = await findVerifiedFile(services, caller.companyId, fileId);
  if (!file || !(await check(caller, file))) return NOT_FOUND;
  const found = await services.storage.get(file.key);
  if (!found) return NOT_FOUND;
  return { fileName: file.fileName, contentType: file.contentType, body: found.body, headers: fileHeaders(file) };
};

/**
 * Who may see a file until the mutation that attached it says more: an avatar, anyone of the
 * company; a receipt, the person who uploaded it (the transactions module replaces this with
 * "can see the transaction").
 */
export const DEFAULT_FILE_CHECKS: Record<UploadKind, FileCheck> = {
  avatar: async () => true,
  receipt: async (caller, file) => file.userId === caller.userId,
};

/** GET /graphql/files/download/<fileId> with the bearer token of a GraphQL request. */
export const createFileRoute = (options: { authenticator: Authenticator; services: ApiServices; checks?: Partial<Record<UploadKind, FileCheck>> }) => {
  const checks = { ...DEFAULT_FILE_CHECKS, ...options.checks };
  return createDownloadRoute(FILE_PREFIX, options.authenticator, (caller, fileId) => serveFile(options.services, caller, fileId, (c, file) => checks[file.kind](c, file)));
};
