import { exportDecider, streams, type ExportKind } from '@spend/domain';
import { deterministicUuid } from '@spend/eventstore';
import { nowOf, runCommand, type ApiContext } from '../shared/context';

/**
 * Records that the caller took company data out (issue #26 item 4): who, when, which export and what
 * it is of (a report's id); never the data. Once per request: a retry with the same Idempotency-Key
 * records nothing new. Shown in the activity feed like every other event.
 */
export const recordExport = async (ctx: ApiContext, exportKind: ExportKind, reference: string | null): Promise<void> => {
  const exportId = deterministicUuid(ctx.commandId, 'export', exportKind);
  await runCommand(ctx, streams.dataExport(exportId), exportDecider, {
    type: 'RecordExport', exportId, companyId: ctx.caller.companyId, userId: ctx.caller.userId, exportKind, reference, now: nowOf(ctx),
  }, { label: `export-${exportKind}` });
};
