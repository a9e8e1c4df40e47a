import type { Kysely } from 'kysely';
import { can, isUuid, PERMISSIONS, type ExportKind, type Permission } from '@spend/domain';
import type { ReadModels } from '@spend/projections/api';
import type { Storage } from '../files/storage';
import type { Authenticator } from '../shared/auth';
import type { ApiContext } from '../shared/context';
import { createDownloadRoute } from '../shared/downloads';
import { withTenant } from '../shared/tenant';
import { recordExport } from '../audit/exports';

/** Under the GraphQL path, so whatever proxies /graphql (the web's dev server) serves downloads too. */
export const DOWNLOAD_PREFIX = '/graphql/downloads/';

/** Stores a generated CSV for the caller's company, recorded as the export it is; its url serves it to callers with `permission`. */
export const storeReport = async (ctx: ApiContext, report: { id: string; fileName: string; content: string; permission: Permission; exportKind: ExportKind }): Promise<{ url: string; fileName: string }> => {
  await recordExport(ctx, report.exportKind, report.id);
  await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, (trx) =>
    trx
      .insertInto('report_files')
      .values({
        id: report.id, company_id: ctx.caller.companyId, created_by_user_id: ctx.caller.userId, file_name: report.fileName,
        content_type: 'text/csv; charset=utf-8', permission: report.permission, content: report.content,
      })
      // The same Idempotency-Key makes the same report id: a retry returns the first file.
      .onConflict((oc) => oc.column('id').doNothing())
      .execute(),
  );
  return { url: `${DOWNLOAD_PREFIX}${report.id}`, fileName: report.fileName };
};

/** The stored report, if it belongs to the caller's company (row-level security) and the caller has its permission. */
export const createDownloadHandler = (options: { authenticator: Authenticator; db: Kysely<ReadModels>; storage: Storage }) =>
  createDownloadRoute(DOWNLOAD_PREFIX, options.authenticator, async (caller, id) => {
    const file = isUuid(id)
      ? await withTenant(options.db, { companyId: caller.companyId }, (trx) => trx.selectFrom('report_files').selectAll().where('id', '=', id).executeTakeFirst())
      : undefined;
    if (!file) return { status: 404, message: 'Report not found.' };
    if (!(file.permission in PERMISSIONS) || !can(caller.roles, file.permission as Permission)) return { status: 403, message: 'You are not allowed to do this.' };
    if (file.state === 'generating') return { status: 202, message: 'The report is still generating.', retryAfterSeconds: 1, progress: { rowsWritten: file.rows_written, rowsTotal: file.rows_total } };
    if (file.state === 'failed') return { status: 404, message: 'The report could not be generated.' };
    if (file.content !== null) return { fileName: file.file_name, contentType: file.content_type, body: file.content };
    const stored = file.object_key ? await options.storage.get(file.object_key) : null;
    if (!stored) return { status: 404, message: 'Report not found.' };
    return { fileName: file.file_name, contentType: file.content_type, body: stored.body };
  });
