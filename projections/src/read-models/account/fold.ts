import { accountDecider, accountEvent, type AccountEvent, type AccountState } from '@spend/domain';
import type { RecordedEvent } from '@spend/eventstore';

const codec = accountDecider.snapshot!;

/**
 * The account decider's own fold, kept per company by each read model that shows account money
 * (the account and its statements): no figure is restated outside the domain. Saved with the
 * domain's snapshot codec.
 */
export const restoreAccount = (saved: unknown): AccountState => (saved ? codec.restore(saved) : accountDecider.initialState());
export const saveAccount = (state: AccountState): string => JSON.stringify(codec.save(state));

/** Folds a batch's account events per company from each one's saved state; `onEvent` sees each event (parsed and as recorded) with the states before and after. */
export const foldAccounts = async (
  events: readonly RecordedEvent[],
  load: (companyId: string) => Promise<unknown>,
  onEvent: (event: AccountEvent, before: AccountState, after: AccountState, raw: RecordedEvent) => Promise<void> | void,
): Promise<Map<string, AccountState>> => {
  const states = new Map<string, AccountState>();
  for (const raw of events) {
    const event = accountEvent.parse({ type: raw.type, data: raw.data });
    const companyId = event.data.companyId;
    const before = states.get(companyId) ?? restoreAccount(await load(companyId));
    const after = accountDecider.evolve(before, event);
    states.set(companyId, after);
    await onEvent(event, before, after, raw);
  }
  return states;
};
