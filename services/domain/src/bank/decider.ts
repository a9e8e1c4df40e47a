import type { Decider } from '../shared/decider';
import { conflict, notFound } from '../shared/errors';
import type { BankAccount, BankEvent, BankTransaction } from './events';

export type LinkBankItem = {
  type: 'LinkBankItem'; itemId: string; companyId: string; providerItemId: string; accessToken: string; institutionName: string;
  accounts: BankAccount[]; linkedByUserId: string; now: string;
};
export type ArchiveBankItem = { type: 'ArchiveBankItem' | 'RestoreBankItem'; itemId: string; companyId: string; now: string };
/** A page the provider returned for `fromCursor`. */
export type ApplyBankSyncPage = {
  type: 'ApplyBankSyncPage'; itemId: string; companyId: string; fromCursor: string | null; cursor: string;
  added: BankTransaction[]; modified: BankTransaction[]; removed: string[]; now: string;
};
export type BankCommand = LinkBankItem | ArchiveBankItem | ApplyBankSyncPage;

export interface BankItemState {
  exists: boolean;
  companyId: string | null;
  accessToken: string;
  /** As linked: who pays by ACH chooses one of these (account/ach.ts). */
  institutionName: string;
  accounts: BankAccount[];
  archived: boolean;
  cursor: string | null;
  /** Every transaction id imported and not removed: the reason a re-sync never imports one twice. */
  transactionIds: Set<string>;
}

export const bankItemWorkflowIds = {
  /** The Temporal schedule that syncs one connection. */
  schedule: (itemId: string) => `bank-sync-${itemId}`,
};

const requireOwn = (state: BankItemState, companyId: string) => {
  if (!state.exists || state.companyId !== companyId) throw notFound('Bank connection');
};

/**
 * Applies a page only if it was read from the cursor the item is at (a page read twice, or by two
 * syncs at once, applies once), and keeps only what is new: an added transaction already imported
 * is dropped, a modified one not yet known is added, a removal of an unknown one is ignored.
 */
const decideSyncPage = (c: ApplyBankSyncPage, state: BankItemState): BankEvent[] => {
  requireOwn(state, c.companyId);
  if (state.archived) throw conflict('This bank connection is archived.');
  if (c.fromCursor !== state.cursor) return [];
  const known = new Set(state.transactionIds);
  const added: BankTransaction[] = [];
  const modified: BankTransaction[] = [];
  for (const t of [...c.added, ...c.modified]) {
    if (known.has(t.transactionId)) {
      if (c.modified.includes(t)) modified.push(t);
    } else {
      added.push(t);
      known.add(t.transactionId);
    }
  }
  const removed = [...new Set(c.removed)].filter((id) => known.has(id));
  // Nothing new and the cursor where it was: an hourly sync of a quiet account records nothing.
  if (c.cursor === state.cursor && added.length + modified.length + removed.length === 0) return [];
  return [{ type: 'BankTransactionsSynced', data: { itemId: c.itemId, companyId: c.companyId, fromCursor: c.fromCursor, cursor: c.cursor, added, modified, removed, at: c.now } }];
};

const decide = (c: BankCommand, state: BankItemState): BankEvent[] => {
  switch (c.type) {
    case 'LinkBankItem': {
      // The same link retried records nothing new.
      if (state.exists) return [];
      const { type: _type, now, ...data } = c;
      return [{ type: 'BankItemLinked', data: { ...data, at: now } }];
    }
    case 'ArchiveBankItem':
      requireOwn(state, c.companyId);
      if (state.archived) throw conflict('This bank connection is already archived.');
      return [{ type: 'BankItemArchived', data: { itemId: c.itemId, companyId: c.companyId, at: c.now } }];
    case 'RestoreBankItem':
      requireOwn(state, c.companyId);
      if (!state.archived) throw conflict('This bank connection is not archived.');
      return [{ type: 'BankItemRestored', data: { itemId: c.itemId, companyId: c.companyId, at: c.now } }];
    case 'ApplyBankSyncPage':
      return decideSyncPage(c, state);
  }
};

const evolve = (state: BankItemState, event: BankEvent): BankItemState => {
  switch (event.type) {
    case 'BankItemLinked':
      return { ...state, exists: true, companyId: event.data.companyId, accessToken: event.data.accessToken, institutionName: event.data.institutionName, accounts: event.data.accounts };
    case 'BankItemArchived':
      return { ...state, archived: true };
    case 'BankItemRestored':
      return { ...state, archived: false };
    case 'BankTransactionsSynced': {
      const ids = new Set(state.transactionIds);
      for (const t of event.data.added) ids.add(t.transactionId);
      for (const id of event.data.removed) ids.delete(id);
      return { ...state, cursor: event.data.cursor, transactionIds: ids };
    }
  }
};

export const bankItemDecider: Decider<BankItemState, BankCommand, BankEvent> = {
  initialState: () => ({ exists: false, companyId: null, accessToken: '', institutionName: '', accounts: [], archived: false, cursor: null, transactionIds: new Set() }),
  evolve,
  decide,
};
