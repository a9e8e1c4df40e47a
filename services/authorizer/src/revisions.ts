import { PostgresEventStore, StreamNotFoundError, type EventStore } from '@spend/eventstore';

/** Streams' current revisions (absent: no stream yet). */
export type ReadRevisions = (streams: readonly string[]) => Promise<Map<string, bigint>>;

/** One query for many streams on PostgreSQL (the `streams` rows the appends advance); else one read per stream. */
export const revisionsOf = (store: EventStore): ReadRevisions => {
  if (store instanceof PostgresEventStore) {
    return async (streams) => {
      const { rows } = await store.pool.query<{ stream_name: string; revision: string }>('SELECT stream_name, revision FROM streams WHERE stream_name = ANY($1::text[])', [streams]);
      return new Map(rows.map((r) => [r.stream_name, BigInt(r.revision)]));
    };
  }
  return async (streams) => {
    const found = new Map<string, bigint>();
    await Promise.all(
      streams.map(async (stream) => {
        try {
          const [last] = await store.readStream(stream, { direction: 'backwards', maxCount: 1 });
          if (last) found.set(stream, last.revision);
        } catch (error) {
          if (!(error instanceof StreamNotFoundError)) throw error;
        }
      }),
    );
    return found;
  };
}

interface Waiter {
  stream: string;
  resolve: (revision: bigint | null) => void;
  reject: (error: unknown) => void;
}

/**
 * Tells whether cached folds are current with one query per burst of requests instead of one per
 * request: every question asked while a read is in flight waits for the next read, which starts
 * after it was asked, so no answer is older than its question.
 */
export class RevisionReader {
  private queue: Waiter[] = [];
  private running = false;

  constructor(private readonly read: ReadRevisions) {}

  revision(stream: string): Promise<bigint | null> {
    const answer = new Promise<bigint | null>((resolve, reject) => this.queue.push({ stream, resolve, reject }));
    if (!this.running) void this.run();
    return answer;
  }

  private async run(): Promise<void> {
    this.running = true;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0);
      try {
        const found = await this.read([...new Set(batch.map((w) => w.stream))]);
        for (const w of batch) w.resolve(found.get(w.stream) ?? null);
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    this.running = false;
  }
}
