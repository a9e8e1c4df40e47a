import { createWriteStream } from 'node:fs';
import { mkdir, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createGzip } from 'node:zlib';
import { auditedAggregateOf, evolveAsOf, redactSecrets } from '@spend/domain';
import type { EventStore, Position, RecordedEvent } from '@spend/eventstore';

export interface SnapshotRange {
  companyId: string;
  name: string;
  startsAt: string;
  endsAt: string;
}

const PAGE = 5000;

/** `$all` a page at a time; the next page is read while this one is written. */
async function* allPages(store: EventStore): AsyncGenerator<RecordedEvent[]> {
  let next: Promise<RecordedEvent[]> = store.readAll({ maxCount: PAGE });
  for (;;) {
    const page = await next;
    const last: Position | undefined = page[page.length - 1]?.position;
    if (page.length === PAGE) next = store.readAll({ fromPosition: last, maxCount: PAGE });
    yield page;
    if (page.length < PAGE) return;
  }
}

/**
 * The snapshot (NDJSON), one chunk per page of events: a header, the company's events inside the
 * range, then the state of each of its budgets, cards, users and the company itself at the range's
 * end, folded event by event with the domain's own evolve functions. `counted` receives the event count.
 */
async function* snapshotChunks(store: EventStore, range: SnapshotRange, counted: (n: number) => void): AsyncGenerator<string> {
  const [from, to] = [Date.parse(range.startsAt), Date.parse(range.endsAt)];
  yield `${JSON.stringify({ kind: 'snapshot', ...range })}\n`;
  const states = new Map<string, Record<string, unknown>>();
  let count = 0;
  for await (const page of allPages(store)) {
    let chunk = '';
    for (const e of page) {
      if (e.metadata.companyId !== range.companyId) continue;
      const at = e.createdAt.getTime();
      if (at > to) continue;
      const kind = auditedAggregateOf(e.streamName);
      if (kind) states.set(e.streamName, evolveAsOf(kind, states.get(e.streamName), e));
      if (at < from) continue;
      count++;
      chunk += `${JSON.stringify({
        kind: 'event', id: e.id, stream: e.streamName, revision: Number(e.revision), type: e.type, data: redactSecrets(e.data), metadata: e.metadata,
        createdAt: e.createdAt.toISOString(), position: `${e.position.commit}:${e.position.prepare}`,
      })}\n`;
    }
    // A page is one write: a write (and an await) per line would cost more than the line.
    if (chunk) yield chunk;
  }
  yield [...states].map(([stream, state]) => `${JSON.stringify({ kind: 'state', aggregate: stream, state })}\n`).join('');
  counted(count);
}

/**
 * Writes the snapshot to `<dir>/<fileName>` as gzip NDJSON. It writes a temporary file and renames it,
 * so a retried activity replaces a half-written file and a reader never sees one.
 */
export const writeSnapshotFile = async (store: EventStore, dir: string, fileName: string, range: SnapshotRange): Promise<{ eventCount: number; bytes: number }> => {
  await mkdir(dir, { recursive: true });
  const path = join(dir, fileName);
  const partial = `${path}.partial`;
  let eventCount = 0;
  // Speed over ratio: the export must keep up with reading the events.
  await pipeline(Readable.from(snapshotChunks(store, range, (n) => (eventCount = n))), createGzip({ level: constants.Z_BEST_SPEED, chunkSize: 1 << 20 }), createWriteStream(partial));
  await rename(partial, path);
  return { eventCount, bytes: (await stat(path)).size };
};
