import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { can } from '@spend/domain';
import type { Authenticator } from '../shared/auth';
import { parseFlags, type ApiServices } from '../shared/context';
import { createDownloadRoute } from '../shared/downloads';
import { loadSnapshot, SNAPSHOT_PREFIX } from './resolvers';

/** The ready snapshot's file, if it is the caller company's and the caller may export snapshots (spec 6, x-dev-flags). */
export const createSnapshotDownloadHandler = (options: { authenticator: Authenticator; services: ApiServices }) =>
  createDownloadRoute(SNAPSHOT_PREFIX, options.authenticator, async (caller, id, header) => {
    if (!can(caller.roles, 'snapshot.export') || !parseFlags(header('x-dev-flags')).has('enableExportingSnapshots')) return { status: 403, message: 'You are not allowed to do this.' };
    const snapshot = await loadSnapshot({ services: options.services }, caller.companyId, id);
    if (!snapshot || snapshot.status !== 'READY') return { status: 404, message: 'Snapshot not found.' };
    return { fileName: snapshot.fileName, contentType: 'application/gzip', body: createReadStream(join(options.services.config.SNAPSHOT_DIR, snapshot.fileName)) };
  });
