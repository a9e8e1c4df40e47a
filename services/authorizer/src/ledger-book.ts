import { randomUUID } from 'node:crypto';
import {
  DEFAULT_CLEARING_TOLERANCE_PERCENT, accountDecider, budgetDecider, cardDecider, decideCardActivity, ledgerDecider, streams,
  type AccountEvent, type AccountState, type AuthorizationClaimEvent, type BudgetSnapshot, type BudgetState, type CardState, type LedgerEvent, type LedgerMessage, type LedgerState,
} from '@spend/domain';
import { FoldCache, StreamNotFoundError, WrongExpectedVersionError, handleCommands, type EventStore, type Folded, type NewStream, type RecordedEvent } from '@spend/eventstore';
import { alwaysOurTurn, type CompanyTurns } from './company-turns';
import { RevisionReader, revisionsOf } from './revisions';

/** What a message came to: the ledger's state after its batch, and the event it caused (if any). */
export interface Outcome {
  state: LedgerState;
  event: LedgerEvent | null;
}

/** The authorization id is claimed by a purchase on another ledger: only this message is refused. */
export class AuthorizationIdTaken extends Error {
  constructor(readonly authorizationId: string) {
    super('This authorization id was already used for another purchase.');
    this.name = 'AuthorizationIdTaken';
  }
}

interface Pending {
  message: LedgerMessage;
  ledgerId: string;
  /** When the request arrived (LedgerBook.arrive): reads asked after it may answer it. */
  arrival: number;
  resolve: (outcome: Outcome) => void;
  reject: (error: unknown) => void;
}

/** Two authorizers racing on one ledger take turns; each lost race reads the winner's events first. */
const MAX_ATTEMPTS = 100;
const CLAIM_PREFIX = streams.authorization('');
/** The credit line's key among a batch's streams (ledger keys are uuids). */
const ACCOUNT = 'account';

const authorizationIdOf = (message: LedgerMessage): string | null => (message.kind === 'authorize' ? message.request.authorizationId : null);

/** Each new authorization decided claims its id for its ledger, in the same append. */
const claimsOf = (events: readonly (LedgerEvent | null)[]): NewStream[] =>
  events.flatMap((event) => {
    if (event?.type !== 'AuthorizationApproved' && event?.type !== 'AuthorizationDeclined') return [];
    const { authorizationId, ledgerId, companyId, transactionId } = event.data;
    const claim: AuthorizationClaimEvent = { type: 'AuthorizationClaimed', data: { authorizationId, ledgerId, companyId, transactionId } };
    return [{ streamName: streams.authorization(authorizationId), events: [claim] }];
  });

/**
 * Decides authorizations against spend ledgers (`ledger-<budgetId>`, or `ledger-<cardId>` for a
 * card without a budget) and the company's credit line (`account-<companyId>`), batching per
 * company as ledger databases do: every message that arrives while a company's batch is being
 * appended waits for the next batch, which is decided in order against each ledger's state and the
 * credit line (decideCardActivity) and appended in ONE atomic append through the command handler
 * (its cached folds keep hot streams from being re-read per decision). So a busy company costs one
 * commit per batch, however many budgets its purchases draw on, and two authorizer processes can
 * never both spend the same funds or credit: the loser of a revision race reads the winner's
 * events and decides again.
 *
 * Processors' authorization ids are unique across ledgers: each new one is claimed in the same
 * append (`authorization-<id>`, created once). A message whose id another ledger claimed is
 * refused alone; the rest of its batch is decided again without it.
 */
export class LedgerBook {
  /** Messages waiting for their company's next batch; a company is here while its batches run. */
  private readonly queues = new Map<string, Pending[]>();
  /** Folds of ledgers (kept by the command handler), cards and budgets. */
  // Optimistic: this process does most of a hot ledger's writing; the expected revision catches the rest.
  private readonly folds = new FoldCache({ optimistic: true });
  private arrivals = 0;
  /** Per budget: the newest freshness read asked, and the arrival it was asked after. */
  private readonly budgetReads = new Map<string, { after: number; read: Promise<Folded<BudgetState> | null> }>();

  /** Stream revisions, read for a burst of requests at once (see RevisionReader). */
  private readonly revisions: RevisionReader;

  constructor(
    private readonly store: EventStore,
    private readonly tolerancePercent = DEFAULT_CLEARING_TOLERANCE_PERCENT,
    /** Replicas take turns per company (company-turns.ts). */
    private readonly turns: CompanyTurns = alwaysOurTurn,
  ) {
    this.revisions = new RevisionReader(revisionsOf(store));
  }

  /**
   * An aggregate's latest state: its stream's revision, read after the request arrived, tells
   * whether the cached fold is current (the usual case), else its new events are folded on top.
   */
  private async latest<State, Event>(stream: string, initial: () => State, evolve: (state: State, event: Event) => State): Promise<Folded<State> | null> {
    const revision = await this.revisions.revision(stream);
    if (revision === null) return null;
    const cached = this.folds.get<State>(stream);
    if (cached && cached.revision === revision) return cached;
    const folded = await this.catchUp(stream, cached ?? { state: initial(), revision: -1n }, evolve);
    this.folds.set(stream, folded);
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
    const budgetId = this.folds.get<CardState>(streams.card(cardId))?.state.budgetId;
    if (budgetId && arrival !== undefined) {
      const read = this.latest(streams.budget(budgetId), budgetDecider.initialState, budgetDecider.evolve);
      read.catch(() => undefined); // the batch asks again
      if ((this.budgetReads.get(budgetId)?.after ?? -1) < arrival) this.budgetReads.set(budgetId, { after: arrival, read });
    }
    const folded = await this.latest(streams.card(cardId), cardDecider.initialState, cardDecider.evolve);
    return folded?.state.exists ? folded.state : null;
  }

  /** Queues a message on a ledger; resolves with the ledger's state right after the batch that decided it. */
  submit(ledgerId: string, companyId: string, message: LedgerMessage, arrival = this.arrive()): Promise<Outcome> {
    const queue = this.queues.get(companyId);
    const pending = queue ?? [];
    const queued = new Promise<Outcome>((resolve, reject) => pending.push({ message, ledgerId, arrival, resolve, reject }));
    if (!queue) {
      this.queues.set(companyId, pending);
      void this.run(companyId, pending);
    }
    return queued;
  }

  private async run(companyId: string, queue: Pending[]): Promise<void> {
    while (queue.length > 0) {
      // The batch is what arrived until this replica's turn came: while another replica decides the
      // company, messages gather here instead of racing it.
      const turn = await this.turns(companyId);
      const batch = queue.splice(0);
      try {
        await this.decideBatch(companyId, batch, turn.waited).catch((error: unknown) => batch.forEach((p) => p.reject(error)));
      } finally {
        await turn.end();
      }
    }
    this.queues.delete(companyId);
  }

  /** `stale`: another replica decided this company just before (its turn came first): its folds are read again. */
  private async decideBatch(companyId: string, batch: readonly Pending[], stale: boolean): Promise<void> {
    const byLedger = new Map<string, Pending[]>();
    for (const p of batch) {
      const group = byLedger.get(p.ledgerId);
      if (group) group.push(p);
      else byLedger.set(p.ledgerId, [p]);
    }
    const ledgerIds = [...byLedger.keys()];
    // A follow-up that changes nothing appends nothing, so no expected revision would catch a stale
    // fold: the purchase it follows may have been decided by another replica since this one last
    // folded the ledger (the clearing would be answered "not accepted" and lost). Read those first,
    // and every ledger when another replica had the company's turn just before.
    for (const id of ledgerIds) if (stale || byLedger.get(id)!.some((p) => p.message.kind !== 'authorize')) this.folds.doubt(streams.ledger(id));
    // The credit line moves by payments, closes and terms the API appends: read after the batch's
    // requests arrived, like budgets, so a decline never rests on a fold older than its request.
    const [budgets] = await Promise.all([
      Promise.all(ledgerIds.map((id) => this.budget(id, byLedger.get(id)!))),
      this.latest(streams.account(companyId), accountDecider.initialState, accountDecider.evolve),
    ]);
    const specs = Object.fromEntries(ledgerIds.map((id) => [id, { name: streams.ledger(id), fold: ledgerDecider, cache: this.folds }]));
    /** Ids another append claimed: refused, unless the reloaded ledger holds them (a retry of its own purchase). */
    const contested = new Set<string>();
    for (;;) {
      let refused = new Set<Pending>();
      let decided: (LedgerEvent | null)[][] = [];
      try {
        const result = await handleCommands<Record<string, LedgerState | AccountState>, LedgerEvent | AccountEvent>(
          this.store,
          { ...specs, [ACCOUNT]: { name: streams.account(companyId), fold: accountDecider, cache: this.folds } } as never,
          (states) => {
            refused = new Set();
            const ledgers = ledgerIds.map((id, i) => {
              const state = states[id] as LedgerState;
              const live = byLedger.get(id)!.filter((p) => {
                const auth = authorizationIdOf(p.message);
                const taken = auth !== null && contested.has(auth) && !state.auths.has(auth);
                if (taken) refused.add(p);
                return !taken;
              });
              return { ledgerId: id, budget: budgets[i]!, messages: live.map((p) => p.message), state };
            });
            const activity = decideCardActivity(states[ACCOUNT] as AccountState, ledgers, { companyId, now: new Date().toISOString(), tolerancePercent: this.tolerancePercent });
            decided = activity.ledgers;
            return { ...Object.fromEntries(ledgerIds.map((id, i) => [id, decided[i]!.filter((e): e is LedgerEvent => e !== null)])), [ACCOUNT]: activity.account };
          },
          // A fresh command id per attempt: the ledgers themselves dedupe authorization and follow-up ids.
          { companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() },
          { maxAttempts: MAX_ATTEMPTS, creates: () => claimsOf(decided.flat()) },
        );
        ledgerIds.forEach((id, i) => {
          let next = 0;
          for (const p of byLedger.get(id)!) {
            if (refused.has(p)) p.reject(new AuthorizationIdTaken(authorizationIdOf(p.message)!));
            else p.resolve({ state: result.states[id] as LedgerState, event: decided[i]![next++] ?? null });
          }
        });
        return;
      } catch (error) {
        // Bounded: a contested id is never claimed again, and a batch holds finitely many.
        if (!(error instanceof WrongExpectedVersionError) || !error.streamName.startsWith(CLAIM_PREFIX)) throw error;
        contested.add(error.streamName.slice(CLAIM_PREFIX.length));
        // The claim may be one of these ledgers' own, appended by another authorizer: read them first.
        for (const id of ledgerIds) this.folds.doubt(streams.ledger(id));
      }
    }
  }

  /** The budget a ledger draws on (whether it exists and is active), read fresh per batch; null for a card's own ledger. */
  private async budget(ledgerId: string, batch: readonly Pending[]): Promise<BudgetSnapshot | null> {
    const onBudget = batch.some((p) => p.message.kind === 'authorize' && p.message.card?.budgetId === ledgerId);
    if (!onBudget) return null;
    // A read asked after every request of the batch arrived sees whatever they must see.
    const newest = Math.max(...batch.map((p) => p.arrival));
    const asked = this.budgetReads.get(ledgerId);
    const prefetched = asked && asked.after >= newest ? await asked.read.catch(() => undefined) : undefined;
    const folded = prefetched !== undefined ? prefetched : await this.latest(streams.budget(ledgerId), budgetDecider.initialState, budgetDecider.evolve);
    const state = folded?.state ?? budgetDecider.initialState();
    return { budgetId: ledgerId, companyId: state.companyId, exists: state.exists, active: state.active, name: state.name };
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
