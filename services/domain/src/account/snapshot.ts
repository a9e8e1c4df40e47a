import { Map as IMap, Set as ISet } from 'immutable';
import type { SnapshotCodec } from '../shared/decider';
import type { AccountState, PeriodTotals } from './decider';
import type { AchPayment } from './ach';

type SavedAccount = Omit<AccountState, 'periods' | 'paymentIds' | 'achPayments'> & { periods: [string, PeriodTotals][]; paymentIds: string[]; achPayments?: [string, AchPayment][] };

/**
 * The account's state as a snapshot: a company's account stream takes an event per authorizer batch,
 * so a statement close or a payment would otherwise fold a whole busy month. Bump the version with
 * any change to `evolveAccount` or AccountState.
 */
export const accountSnapshot: SnapshotCodec<AccountState> = {
  version: 'account-4',
  every: 10,
  save: (state): SavedAccount => ({ ...state, periods: [...state.periods.entries()], paymentIds: [...state.paymentIds], achPayments: [...state.achPayments.entries()] }),
  restore: (saved) => {
    const s = saved as SavedAccount;
    // Saved before ACH payments existed: none. Saved before a payment kept its initiation time: taken as
    // in time, as the payment predates any due reviewed since.
    const achPayments = (s.achPayments ?? []).map(([id, p]): [string, AchPayment] => [id, { ...p, initiatedAt: p.initiatedAt ?? '' }]);
    return { ...s, periods: IMap(s.periods), paymentIds: ISet(s.paymentIds), achPayments: IMap(achPayments) };
  },
};
