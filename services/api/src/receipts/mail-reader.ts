import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { workerScript } from '@spend/runtime/bundles';
import type { MailReading } from './read-mail';

export interface MailReader {
  read: (chunks: readonly Buffer[], maxReceiptBytes: number) => Promise<MailReading>;
  close: () => Promise<void>;
}

/**
 * Reader threads: half the cores, at least one. Each thread's reading comes with the collector's
 * work for its own heap, on the same cores as the API's thread: on 2 cores, two threads reading at
 * once cost 9–11 ms of CPU a 280 kB mail against 6 ms for one (and receipts.mail fell from 70 to 63
 * mails/s), so beyond half the cores a thread takes more than it gives.
 */
export const READER_THREADS = Math.max(1, Math.floor(availableParallelism() / 2));

/**
 * Reads mail on worker threads. Parsing a message costs about 36 ms a MB and its PDFs' parse more:
 * on the API's own thread a 25 MB mail would hold every GraphQL request and live update behind it
 * for a second. Each thread is ended after a minute idle.
 */
export const createMailReader = (): MailReader => {
  const pool = new Piscina({
    ...workerScript('services/api/src/receipts/mail-worker.ts', import.meta.filename, new URL('./mail-worker.ts', import.meta.url)),
    minThreads: 0,
    maxThreads: READER_THREADS,
    idleTimeout: 60_000,
  });
  return {
    read: (chunks, maxReceiptBytes) => {
      // The message in a memory of its own, handed to the thread rather than copied to it (as the
      // thread hands back the receipts): a structured copy of a 300 kB mail cost this thread a millisecond.
      const message = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
      let at = 0;
      for (const chunk of chunks) at += (message.set(chunk, at), chunk.length);
      return pool.run({ message, maxReceiptBytes }, { transferList: [message.buffer] }) as Promise<MailReading>;
    },
    close: () => pool.destroy(),
  };
};
