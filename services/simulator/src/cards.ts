import { CARD_EVENT_TYPES, cardDecider, type CardEvent, type CardState } from '@spend/domain';
import { START, type EventStore, type Position } from '@spend/eventstore';

/**
 * The cards the simulated network knows, as an issuer processor would: folded from card events.
 * Only identifiers and states, never a secret (events hold none).
 */
export class CardDirectory {
  private readonly cards = new Map<string, CardState>();
  private position: Position = START;

  constructor(private readonly store: EventStore) {}

  async refresh(): Promise<void> {
    const types = new Set<string>(CARD_EVENT_TYPES);
    for (;;) {
      const events = await this.store.readAll({ fromPosition: this.position, maxCount: 1_000 });
      if (events.length === 0) return;
      for (const e of events) {
        if (!types.has(e.type)) continue;
        const event = { type: e.type, data: e.data } as CardEvent;
        this.cards.set(event.data.cardId, cardDecider.evolve(this.cards.get(event.data.cardId) ?? cardDecider.initialState(), event));
      }
      this.position = events.at(-1)!.position;
    }
  }

  /** Cards a purchase can be tried on (a few blocked ones too, so some purchases decline). */
  usable(): CardState[] {
    return [...this.cards.values()].filter((card) => card.exists && !card.deleted);
  }
}
