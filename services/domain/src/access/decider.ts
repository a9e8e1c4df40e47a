import type { Decider } from '../shared/decider';
import type { AccessEvent, ExportKind } from './events';

export interface RecordExport {
  type: 'RecordExport';
  exportId: string;
  companyId: string;
  userId: string | null;
  exportKind: ExportKind;
  reference: string | null;
  now: string;
}

/**
 * One export per stream (`streams.dataExport(exportId)`): recording never folds a company's whole
 * history of exports, and the same export id (a retried request) is recorded once.
 */
export const exportDecider: Decider<{ recorded: boolean }, RecordExport, AccessEvent> = {
  initialState: () => ({ recorded: false }),
  evolve: () => ({ recorded: true }),
  decide: (c, state) =>
    state.recorded ? [] : [{ type: 'DataExported', data: { exportId: c.exportId, companyId: c.companyId, userId: c.userId, exportKind: c.exportKind, reference: c.reference, at: c.now } }],
};
