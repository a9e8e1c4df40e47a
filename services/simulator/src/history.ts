import {
  accountDecider, budgetDecider, clearedAmount, decideCardActivity, ledgerDecider, nextPurchase, streams,
  type AccountEvent, type AccountState, type BudgetSnapshot, type CardState, type LedgerEvent, type LedgerMessage, type LedgerState,
} from '@spend/domain';
import { FoldCache, deterministicUuid, handleCommands, loadState, type EventStore } from '@spend/eventstore';

export interface HistoryOptions {
  days: number;
  purchasesPerDay: number;
  /** Ends the history (exclusive); defaults to now. */
  until?: Date;
  /** Names this history: writing it again with the same seed appends nothing. */
  seed: string;
  random?: () => number;
}

const DAY = 86_400_000;

const budgetSnapshot = async (store: EventStore, budgetId: string): Promise<BudgetSnapshot> => {
  const s = await loadState(store, streams.budget(budgetId), budgetDecider);
  return { budgetId, companyId: s.companyId, exists: s.exists, active: s.active, name: s.name };
};

/**
 * Backdated demo history through the same decision the authorizer runs (the one command handler):
 * per day and company, each ledger's purchases are authorized and the approved ones cleared, with
 * timestamps in the past. The ledgers' and credit line's rules hold as for live traffic (funds run
 * out, limits decline).
 */
export const writeHistory = async (store: EventStore, cards: readonly CardState[], options: HistoryOptions): Promise<{ approved: number; declined: number }> => {
  const random = options.random ?? Math.random;
  const until = (options.until ?? new Date()).getTime();
  // Deleted cards stay in the draw (their purchases decline), so the draw is the same after a card is deleted.
  const usable = cards.filter((c) => c.exists);
  const budgets = new Map<string, BudgetSnapshot>();
  // A year of days re-reads each ledger daily: fold only what each day added.
  const cache = new FoldCache();
  let approved = 0;
  let declined = 0;
  if (usable.length === 0) return { approved, declined };
  for (let day = options.days; day >= 1; day--) {
    const byLedger = new Map<string, { card: CardState; messages: LedgerMessage[] }>();
    for (let i = 0; i < options.purchasesPerDay; i++) {
      const card = usable[Math.floor(random() * usable.length)]!;
      const at = new Date(until - day * DAY + Math.floor(random() * DAY)).toISOString();
      const purchase = nextPurchase(random);
      const authorizationId = `hist_${options.seed}_${day}_${i}`;
      const ledgerId = card.budgetId ?? card.cardId;
      const entry = byLedger.get(ledgerId) ?? { card, messages: [] };
      entry.messages.push(
        {
          kind: 'authorize', at, card,
          request: {
            authorizationId, transactionId: deterministicUuid('transaction', authorizationId), cardId: card.cardId, amountCents: purchase.amountCents, currency: 'USD',
            merchantName: purchase.merchant.name, merchantId: purchase.merchant.id, mcc: purchase.merchant.mcc, country: 'US',
          },
        },
        { kind: 'clear', messageId: `${authorizationId}:clear`, authorizationId, amountCents: clearedAmount(purchase, random), at: new Date(Date.parse(at) + 3_600_000).toISOString() },
      );
      byLedger.set(ledgerId, entry);
    }
    const byCompany = new Map<string, string[]>();
    for (const [ledgerId, { card }] of byLedger) byCompany.set(card.companyId!, [...(byCompany.get(card.companyId!) ?? []), ledgerId]);
    for (const [companyId, ledgerIds] of byCompany) {
      for (const id of ledgerIds) {
        const { card } = byLedger.get(id)!;
        if (card.budgetId && !budgets.has(card.budgetId)) budgets.set(card.budgetId, await budgetSnapshot(store, card.budgetId));
      }
      const specs = Object.fromEntries(ledgerIds.map((id) => [id, { name: streams.ledger(id), fold: ledgerDecider, cache }]));
      // The same decision as the authorizer's: each ledger's rules and the company's credit line, appended together.
      const result = await handleCommands<Record<string, LedgerState | AccountState>, LedgerEvent | AccountEvent>(
        store,
        { ...specs, account: { name: streams.account(companyId), fold: accountDecider, cache } } as never,
        (states) => {
          const ledgers = ledgerIds.map((id) => {
            const { card, messages } = byLedger.get(id)!;
            return { ledgerId: id, budget: card.budgetId ? budgets.get(card.budgetId)! : null, messages, state: states[id] as LedgerState };
          });
          const activity = decideCardActivity(states.account as AccountState, ledgers, { companyId, now: new Date(until - (day - 1) * DAY).toISOString() });
          return { ...Object.fromEntries(ledgerIds.map((id, i) => [id, activity.ledgers[i]!.filter((e) => e !== null)])), account: activity.account };
        },
        { companyId, userId: null, correlationId: options.seed, commandId: deterministicUuid('history', options.seed, companyId, day) },
      );
      // Counted from the ledgers, so writing the same history again answers the same counts.
      for (const id of ledgerIds) {
        const ledger = result.states[id] as LedgerState;
        for (const m of byLedger.get(id)!.messages) {
          if (m.kind !== 'authorize') continue;
          if (ledger.auths.get(m.request.authorizationId)?.approved) approved++;
          else declined++;
        }
      }
    }
  }
  return { approved, declined };
};
