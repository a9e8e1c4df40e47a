/** An aggregate folded up to a stream revision (-1n: no event yet). */
export interface Folded<State> {
  state: State;
  revision: bigint;
  /** The revision of the stream's latest snapshot this process knows of (-1n: none). */
  snapshotAt?: bigint;
}

/**
 * Folds kept between commands, so a long stream (a busy budget's ledger) is read once and then only
 * its new events. Safe to share because `evolve` returns new state and never changes the old one.
 * Least recently used streams are dropped beyond `maxStreams`.
 */
export class FoldCache {
  private readonly folds = new Map<string, Folded<unknown>>();
  private readonly maxStreams: number;
  /**
   * Optimistic: a command takes a cached fold as current without reading the stream first; the
   * append's expected revision catches a stale one, and the retry reads what it missed. For a
   * process that does most of a stream's writing (the authorizer and its hot ledgers).
   */
  readonly optimistic: boolean;
  /** Streams whose next use reads what came after the cached fold, optimistic or not. */
  private readonly unsure = new Set<string>();

  constructor(options: { maxStreams?: number; optimistic?: boolean } = {}) {
    this.maxStreams = options.maxStreams ?? 10_000;
    this.optimistic = options.optimistic ?? false;
  }

  get<State>(streamName: string): Folded<State> | undefined {
    const folded = this.folds.get(streamName);
    if (folded) {
      this.folds.delete(streamName);
      this.folds.set(streamName, folded);
    }
    return folded as Folded<State> | undefined;
  }

  set<State>(streamName: string, folded: Folded<State>): void {
    const cached = this.folds.get(streamName);
    // Never step back: a slower reader may hand in an older fold.
    if (cached && cached.revision > folded.revision) return;
    this.folds.delete(streamName);
    this.folds.set(streamName, folded);
    if (this.folds.size > this.maxStreams) this.folds.delete(this.folds.keys().next().value!);
  }

  delete(streamName: string): void {
    this.folds.delete(streamName);
  }

  /** Another writer may have moved this stream on: its next use catches up first. */
  doubt(streamName: string): void {
    this.unsure.add(streamName);
  }

  /** Whether a command may take the cached fold as current (and forgets a doubt: it is read now). */
  trusts(streamName: string): boolean {
    return this.optimistic && !this.unsure.delete(streamName);
  }
}
