import { createWriteStream } from 'node:fs';
import { mkdir, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate } from 'node:timers/promises';
import { constants, createGzip } from 'node:zlib';
import { auditedAggregateOf, evolveAsOf, redactSecretsJson, type AuditedAggregate } from '@spend/domain';
import type { EventStore, Position, RawRecordedEvent } from '@spend/eventstore';

export interface SnapshotRange {
  companyId: string;
  name: string;
  startsAt: string;
  endsAt: string;
}

const PAGE = 5000;
// Events worked through between two turns of the event loop, and written as one chunk.
const SLICE = 1000;

/**
 * The company's events a page at a time, read through its index (not `$all` filtered here), with
 * data and metadata as JSON text: most are copied into the file as they are. The next page is read
 * while this one is written.
 */
async function* companyPages(store: EventStore, companyId: string): AsyncGenerator<RawRecordedEvent[]> {
  const read = (fromPosition?: Position) => store.readRawPage({ fromPosition, maxCount: PAGE, filter: { companyId } });
  let next = read();
  for (;;) {
    const { events, to } = await next;
    if (events.length === PAGE) next = read(to);
    yield events;
    if (events.length < PAGE) return;
  }
}

/**
 * The snapshot (NDJSON) in chunks of up to SLICE events: a header, the company's events inside the
 * range, then the state of each of its budgets, cards, users and the company itself at the range's
 * end, folded event by event with the domain's own evolve functions. `counted` receives the event count.
 */
async function* snapshotChunks(store: EventStore, range: SnapshotRange, counted: (n: number) => void): AsyncGenerator<string | Buffer> {
  const [from, to] = [Date.parse(range.startsAt), Date.parse(range.endsAt)];
  yield `${JSON.stringify({ kind: 'snapshot', ...range })}\n`;
  // Per stream, worked out once: its kind (a regular expression) and name as JSON; and its state so far.
  const byStream = new Map<string, { kind: AuditedAggregate | null; json: string; state?: Record<string, unknown> }>();
  const typesJson = new Map<string, string>();
  // Events appended together mostly share their millisecond, and so its ISO text.
  let [lastAt, lastIso] = [NaN, ''];
  let count = 0;
  for await (const page of companyPages(store, range.companyId)) {
    for (let start = 0; start < page.length; start += SLICE) {
      const lines: Buffer[] = [];
      for (let i = start; i < Math.min(start + SLICE, page.length); i++) {
        const e = page[i]!;
        const at = e.createdAt.getTime();
        if (at > to) continue;
        let stream = byStream.get(e.streamName);
        if (!stream) byStream.set(e.streamName, (stream = { kind: auditedAggregateOf(e.streamName), json: JSON.stringify(e.streamName) }));
        if (stream.kind) stream.state = evolveAsOf(stream.kind, stream.state, { type: e.type, data: JSON.parse(e.dataJson) as unknown });
        if (at < from) continue;
        count++;
        let type = typesJson.get(e.type);
        if (type === undefined) typesJson.set(e.type, (type = JSON.stringify(e.type)));
        if (at !== lastAt) [lastAt, lastIso] = [at, e.createdAt.toISOString()];
        // The line JSON.stringify would write for these fields (an id is a UUID: nothing to escape), with
        // data, metadata, revision and position spliced in as PostgreSQL sent them.
        lines.push(Buffer.from(`{"kind":"event","id":"${e.id}","stream":${stream.json},"revision":${e.revisionText},"type":${type},`
          + `"data":${redactSecretsJson(e.dataJson)},"metadata":${e.metadataJson},"createdAt":"${lastIso}","position":"${e.positionText}"}\n`));
      }
      // Each line made bytes on its own, then the slice's bytes joined: 0.8 µs a line, where joining the
      // slice's lines as one string and encoding that (on its write to gzip) took 3.7 µs.
      if (lines.length > 0) yield Buffer.concat(lines);
      // A turn of the event loop: the answer to the next page's read (one round trip) is taken up only
      // then, so without it the read ahead would wait for the whole page's work.
      await setImmediate();
    }
  }
  yield [...byStream].flatMap(([aggregate, { state }]) => (state ? [`${JSON.stringify({ kind: 'state', aggregate, state })}\n`] : [])).join('');
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
