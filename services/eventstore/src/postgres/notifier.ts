import pg from 'pg';

/**
 * One LISTEN connection on a channel, waking waiters on each NOTIFY (which PostgreSQL delivers
 * when the notifying transaction commits). If the connection drops, waiters fall back to their
 * timeout until it is re-established.
 */
export class PgNotifier {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private waiters = new Set<() => void>();
  private closed = false;
  /** Counts notifications, so a waiter can tell that one arrived while it was reading. */
  generation = 0;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
  ) {}

  /** Whether notices arrive now (the LISTEN connection is up). */
  get listening(): boolean {
    return this.client !== null;
  }

  /** Resolves on a committed append after `generation` was read, after `timeoutMs`, or on abort. */
  wait(since: number, timeoutMs: number, signal: AbortSignal): Promise<void> {
    void this.ensureListening();
    if (this.generation !== since || signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.waiters.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.waiters.add(done);
      signal.addEventListener('abort', done, { once: true });
    });
  }

  private wakeAll(): void {
    this.generation++;
    for (const waiter of [...this.waiters]) waiter();
  }

  private ensureListening(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve();
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.connectionString });
      client.on('notification', () => this.wakeAll());
      client.on('error', () => {
        this.client = null;
        void client.end().catch(() => undefined);
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${this.channel}`);
        if (this.closed) await client.end();
        else this.client = client;
        // An append may have committed while we were connecting.
        this.wakeAll();
      } catch {
        await client.end().catch(() => undefined);
      } finally {
        this.connecting = null;
      }
    })();
    return this.connecting;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wakeAll();
    await this.connecting;
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }
}
