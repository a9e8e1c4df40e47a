import type { LedgerEvent } from '../transactions/events';
import { creditDrawn, decideLedgerBatch, type BudgetSnapshot, type LedgerMessage } from '../transactions/ledger';
import type { LedgerState } from '../transactions/ledger-state';
import { availableCredit, type AccountState } from './decider';
import type { AccountEvent, CardActivityEntry } from './events';

/** One ledger's share of a company's batch of card messages. */
export interface LedgerBatch {
  ledgerId: string;
  budget: BudgetSnapshot | null;
  messages: readonly LedgerMessage[];
  state: LedgerState;
}

/**
 * A company's card messages, decided together: each ledger's in order (budget funds, card limits),
 * every approval also within the company's credit line, which the ledgers decided before it have
 * drawn on. Returns each ledger's events (aligned with its messages) and the one account event to
 * append with them, atomically. A company with no account terms yet has no credit line to check,
 * but its activity is still recorded, so its first statement holds it.
 */
export const decideCardActivity = (
  account: AccountState,
  ledgers: readonly LedgerBatch[],
  options: { companyId: string; now: string; tolerancePercent?: number },
): { ledgers: (LedgerEvent | null)[][]; account: AccountEvent[] } => {
  let gate = account.exists ? { availableCents: availableCredit(account), suspended: account.status === 'SUSPENDED' } : undefined;
  const entries: CardActivityEntry[] = [];
  const decided = ledgers.map((l) => {
    const batch = decideLedgerBatch({ type: 'Process', ledgerId: l.ledgerId, budget: l.budget, messages: l.messages, tolerancePercent: options.tolerancePercent, credit: gate }, l.state);
    entries.push(...batch.credit);
    if (gate) gate = { ...gate, availableCents: gate.availableCents - creditDrawn(batch.credit) };
    return batch.events;
  });
  return { ledgers: decided, account: entries.length > 0 ? [{ type: 'CardActivityPosted', data: { companyId: options.companyId, entries, at: options.now } }] : [] };
};
