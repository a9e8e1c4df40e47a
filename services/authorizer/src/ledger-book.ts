import {
  budgetDecider, cardDecider, decideMessages, ledgerDecider, streamName,
  type BudgetSnapshot, type BudgetState, type CardState, type LedgerEvent, type LedgerMessage, type LedgerState,
} from '@spend/domain';
import { StreamNotFoundError, WrongExpectedVersionError, deterministicUuid, type EventStore, type RecordedEvent } from '@spend/eventstore';
import { RevisionReader, revisionsOf } from './revisions';

/** An aggregate folded so far and the revision it reached (-1n: no stream yet). */
interface Folded<State> {
  state: State;
  revision: bigint;
}

/** What a message came to: the ledger's state after its batch, and the event it caused (if any). */
export interface Outcome {
  state: LedgerState;
  event: LedgerEvent | null;
}

interface Pending {
  message: LedgerMessage;
  /** Seeds the event id, so a retried message appends nothing new. */
  messageId: string;
  /** When the request arrived (LedgerBook.arrive): reads asked after it may answer it. */
  arrival: number;
  event: LedgerEvent | null;
  resolve: (outcome: Outcome) => void;
  reject: (error: unknown) => void;
}

interface Ledger extends Folded<LedgerState> {
  queue: Pending[];
  running: boolean;
  /** Whether the cached fold has been read from the stream at least once. */
  loaded: boolean;
}

/** Two authorizers racing on one ledger take turns; each lost race reads the winner's events first. */
const MAX_ATTEMPTS = 100;

/**
 * Decides authorizations against spend ledgers (`ledger-<budgetId>`, or `ledger-<cardId>` for a
 * card without a budget), batching per ledger as ledger databases do: every message that arrives
 * while a batch is being appended waits for the next batch, which is decided in order against the
 * ledger's state and appended in ONE append with the expected revision. So a hot budget costs one
 * commit per batch, not per decision, and two authorizer processes can never both spend the same
 * funds: the loser of a revision race reloads and decides again.
 *
 * This is the command handler's load → decide → append-with-expected-revision loop, with the
 * folded state cached between batches (a hot ledger is too long to re-read per decision).
 */
export class LedgerBook {
  private readonly ledgers = new Map<string, Ledger>();
  private readonly cards = new Map<string, Folded<CardState>>();
  private readonly budgets = new Map<string, Folded<BudgetState>>();
  private arrivals = 0;
  /** Per budget: the newest freshness read asked, and the arrival it was asked after. */
  private readonly budgetReads = new Map<string, { after: number; read: Promise<Folded<BudgetState> | null> }>();

  constructor(
    private readonly store: EventStore,
    /** Stream revisions, read for a burst of requests at once (see RevisionReader). */
    private readonly revisions = new RevisionReader(revisionsOf(store)),
  ) {}

  /**
   * An aggregate's latest state: its stream's revision, read after the request arrived, tells
   * whether the cached fold is current (the usual case), else its new events are folded on top.
   */
  private async latest<State, Event>(cache: Map<string, Folded<State>>, stream: string, initial: () => State, evolve: (state: State, event: Event) => State): Promise<Folded<State> | null> {
    const revision = await this.revisions.revision(stream);
    if (revision === null) return null;
    const cached = cache.get(stream);
    if (cached && cached.revision === revision) return cached;
    const folded = await this.catchUp(stream, cached ?? { state: initial(), revision: -1n }, evolve);
    cache.set(stream, folded);
    return folded;
  }

  /** Marks a request's arrival. */
  arrive(): number {
    return ++this.arrivals;
  }

  /**
   * The card's latest state. For a card seen before, its budget's freshness is asked in the same
   * burst (one query for both); the batch deciding a request arrived before that question reuses it.
   */
  async card(cardId: string, arrival?: number): Promise<CardState | null> {
    const budgetId = this.cards.get(streamName('card', cardId))?.state.budgetId;
    if (budgetId && arrival !== undefined) {
      const read = this.latest(this.budgets, streamName('budget', budgetId), budgetDecider.initialState, budgetDecider.evolve);
      read.catch(() => undefined); // the batch asks again
      if ((this.budgetReads.get(budgetId)?.after ?? -1) < arrival) this.budgetReads.set(budgetId, { after: arrival, read });
    }
    const folded = await this.latest(this.cards, streamName('card', cardId), cardDecider.initialState, cardDecider.evolve);
    return folded?.state.exists ? folded.state : null;
  }

  /** Queues a message on a ledger; resolves with the ledger's state right after the batch that decided it. */
  submit(ledgerId: string, message: LedgerMessage, messageId: string, arrival = this.arrive()): Promise<Outcome> {
    let ledger = this.ledgers.get(ledgerId);
    if (!ledger) this.ledgers.set(ledgerId, (ledger = { state: ledgerDecider.initialState(), revision: -1n, queue: [], running: false, loaded: false }));
    const queued = new Promise<Outcome>((resolve, reject) => ledger.queue.push({ message, messageId, arrival, event: null, resolve, reject }));
    if (!ledger.running) void this.run(ledgerId, ledger);
    return queued;
  }

  private async run(ledgerId: string, ledger: Ledger): Promise<void> {
    ledger.running = true;
    while (ledger.queue.length > 0) {
      const batch = ledger.queue.splice(0);
      try {
        await this.decideBatch(ledgerId, ledger, batch);
        for (const p of batch) p.resolve({ state: ledger.state, event: p.event });
      } catch (error) {
        // Forget the cached fold: the next batch starts from the stream.
        Object.assign(ledger, { state: ledgerDecider.initialState(), revision: -1n, loaded: false });
        for (const p of batch) p.reject(error);
      }
    }
    ledger.running = false;
  }

  private async decideBatch(ledgerId: string, ledger: Ledger, batch: readonly Pending[]): Promise<void> {
    const stream = streamName('ledger', ledgerId);
    for (let attempt = 1; ; attempt++) {
      // Optimistic: the cached fold is current unless another authorizer appended, which the
      // append's expected revision detects; then its events are read and the batch decided again.
      if (!ledger.loaded || attempt > 1) Object.assign(ledger, await this.catchUp(stream, ledger, ledgerDecider.evolve), { loaded: true });
      const budget = await this.budget(ledgerId, batch);
      const decided = decideMessages({ type: 'Process', ledgerId, budget, messages: batch.map((p) => p.message) }, ledger.state);
      const owners = batch.filter((_, i) => decided[i] !== null);
      const events = decided.filter((event): event is LedgerEvent => event !== null);
      if (events.length === 0) return;
      try {
        // Each event's id comes from the message that caused it: a retried message appends nothing new.
        const appended = await this.store.append(stream, events.map((event, i) => toEventData(event, owners[i]!.messageId)), {
          expectedRevision: ledger.revision < 0n ? 'no_stream' : ledger.revision,
        });
        events.forEach((event, i) => {
          ledgerDecider.evolve(ledger.state, event);
          owners[i]!.event = event;
        });
        ledger.revision = appended.nextExpectedRevision;
        return;
      } catch (error) {
        // Another authorizer appended first: read what it decided and decide again.
        if (error instanceof WrongExpectedVersionError && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  /** The budget a ledger draws on, read fresh per batch; null for a card's own ledger. */
  private async budget(ledgerId: string, batch: readonly Pending[]): Promise<BudgetSnapshot | null> {
    const onBudget = batch.some((p) => p.message.kind === 'authorize' && p.message.card?.budgetId === ledgerId);
    if (!onBudget) return null;
    // A read asked after every request of the batch arrived sees whatever they must see.
    const newest = Math.max(...batch.map((p) => p.arrival));
    const asked = this.budgetReads.get(ledgerId);
    const prefetched = asked && asked.after >= newest ? await asked.read.catch(() => undefined) : undefined;
    const folded = prefetched !== undefined ? prefetched : await this.latest(this.budgets, streamName('budget', ledgerId), budgetDecider.initialState, budgetDecider.evolve);
    const state = folded?.state ?? budgetDecider.initialState();
    return {
      budgetId: ledgerId, companyId: state.companyId, exists: state.exists, active: state.active, name: state.name,
      funding: state.funding, softLimit: state.softLimit, overageValue: state.overageValue,
    };
  }

  private async catchUp<State, Event>(stream: string, folded: Folded<State>, evolve: (state: State, event: Event) => State): Promise<Folded<State>> {
    let events: RecordedEvent[];
    try {
      events = await this.store.readStream(stream, { fromRevision: folded.revision + 1n });
    } catch (error) {
      if (error instanceof StreamNotFoundError) return folded;
      throw error;
    }
    if (events.length === 0) return folded;
    const state = events.reduce((s, e) => evolve(s, { type: e.type, data: e.data } as Event), folded.state);
    return { state, revision: events.at(-1)!.revision };
  }
}

const toEventData = (event: LedgerEvent, messageId: string) => ({
  id: deterministicUuid('ledger', messageId, event.type),
  type: event.type,
  data: event.data,
  metadata: { companyId: event.data.companyId, userId: null, correlationId: messageId, causationId: messageId, schemaVersion: 1 },
});
