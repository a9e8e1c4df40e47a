import type { Decider } from '../shared/decider';
import type { AccessEvent, ExportKind } from './events';

/** A token's first use, from what the API read of it; `tokenUseId` names its stream (one per token). */
export interface RecordTokenUse {
  type: 'RecordTokenUse';
  tokenUseId: string;
  clientId: string;
  companyId: string;
  clientName: string;
  tokenId: string;
  issuedAt: string | null;
  expiresAt: string | null;
  operation: string;
  now: string;
}

/** One token per stream (`streams.tokenUse(tokenUseId)`): only its first use is recorded, however many requests it makes, from however many API processes. */
export const tokenUseDecider: Decider<{ recorded: boolean }, RecordTokenUse, AccessEvent> = {
  initialState: () => ({ recorded: false }),
  evolve: () => ({ recorded: true }),
  decide: ({ type: _, now, ...c }, state) => (state.recorded ? [] : [{ type: 'ApiClientTokenUsed', data: { ...c, at: now } }]),
};

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
