import { CARD_EVENT_TYPES, cardDecider, type CardEvent, type CardState } from '@spend/domain';
import { START, type EventStore, type Position } from '@spend/eventstore';

/**
 * The cards the simulated network knows, as an issuer processor would: folded from card events.
 * Only identifiers and states, never a secret (events hold none).
 */
export class CardDirectory {
  private readonly cards = new Map<string, CardState>();
  private position: Position = START;

  /** `createdIn`: only the cards whose creation carries this correlation id (those one run of the demo seeding created). */
  constructor(
    private readonly store: EventStore,
    private readonly options: { createdIn?: string } = {},
  ) {}

  async refresh(): Promise<void> {
    const types = new Set<string>(CARD_EVENT_TYPES);
    for (;;) {
      const events = await this.store.readAll({ fromPosition: this.position, maxCount: 1_000 });
      if (events.length === 0) return;
      for (const e of events) {
        if (!types.has(e.type)) continue;
        const event = { type: e.type, data: e.data } as CardEvent;
        if (this.options.createdIn && !this.cards.has(event.data.cardId) && e.metadata.correlationId !== this.options.createdIn) continue;
        this.cards.set(event.data.cardId, cardDecider.evolve(this.cards.get(event.data.cardId) ?? cardDecider.initialState(), event));
      }
      this.position = events.at(-1)!.position;
    }
  }

  /** Every card, deleted ones too, by id: the same list whatever happened to them since. */
  all(): CardState[] {
    return [...this.cards.values()].filter((card) => card.exists).sort((a, b) => a.cardId.localeCompare(b.cardId));
  }

  /** Cards a purchase can be tried on (a few blocked ones too, so some purchases decline). */
  usable(): CardState[] {
    return [...this.cards.values()].filter((card) => card.exists && !card.deleted);
  }
}
