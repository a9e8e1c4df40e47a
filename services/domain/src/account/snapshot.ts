import { Map as IMap, Set as ISet } from 'immutable';
import type { SnapshotCodec } from '../shared/decider';
import type { AccountState, PeriodTotals } from './decider';

type SavedAccount = Omit<AccountState, 'periods' | 'paymentIds'> & { periods: [string, PeriodTotals][]; paymentIds: string[] };

/**
 * The account's state as a snapshot: a company's account stream takes an event per authorizer batch,
 * so a statement close or a payment would otherwise fold a whole busy month. Bump the version with
 * any change to `evolveAccount` or AccountState.
 */
export const accountSnapshot: SnapshotCodec<AccountState> = {
  version: 'account-2',
  every: 10,
  save: (state): SavedAccount => ({ ...state, periods: [...state.periods.entries()], paymentIds: [...state.paymentIds] }),
  restore: (saved) => {
    const s = saved as SavedAccount;
    return { ...s, periods: IMap(s.periods), paymentIds: ISet(s.paymentIds) };
  },
};
