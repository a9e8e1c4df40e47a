import type pg from 'pg';
import { FORGETS, PERSONAL_FIELDS, getPath, personalPathsOf, setPath } from '@spend/domain';
import type { EventData, RawRecordedEvent, RecordedEvent } from '../types';
import { decrypt, encrypt } from './cipher';
import type { PiiConfig } from './config';
import { PersonKeys, type PersonKey } from './person-keys';

/** What a sealed event's data carries instead of its personal fields: whose key, which paths, the ciphertext. */
interface Sealed {
  s: string;
  p: string[];
  c: string;
}

/** The data key sealed events carry their personal fields in. */
export const SEALED = '$pii';

/** A copy of `data` without these paths: each object on the way copied once, the rest shared. */
const without = (data: Record<string, unknown>, paths: readonly string[]): Record<string, unknown> => {
  const copy = { ...data };
  for (const path of paths) {
    const keys = path.split('.');
    let record = copy;
    for (const key of keys.slice(0, -1)) record = record[key] = { ...(record[key] as Record<string, unknown>) };
    delete record[keys[keys.length - 1]!];
  }
  return copy;
};

const sealedOf = (data: unknown): Sealed | undefined =>
  data && typeof data === 'object' ? ((data as Record<string, unknown>)[SEALED] as Sealed | undefined) : undefined;

/** Each event's present personal fields sealed with its subject's key from `keys`; events without any are returned as they are. */
export const sealWith = <E extends Pick<EventData, 'type' | 'data'>>(events: readonly E[], keys: ReadonlyMap<string, Buffer>): E[] =>
  events.map((event) => sealOne(event, personalPathsOf(event.type, event.data), keys));

const sealOne = <E extends Pick<EventData, 'type' | 'data'>>(event: E, found: ReturnType<typeof personalPathsOf>, keys: ReadonlyMap<string, Buffer>): E => {
  if (!found) return event;
  const plain = Buffer.from(JSON.stringify(found.paths.map((path) => getPath(event.data, path))));
  const sealed: Sealed = { s: found.subjectId, p: found.paths, c: encrypt(keys.get(found.subjectId)!, plain).toString('base64') };
  const data = without(event.data as Record<string, unknown>, found.paths);
  data[SEALED] = sealed;
  return { ...event, data };
};

/**
 * Crypto-shredding in the event store (issue #16 item 3): the personal fields the domain lists
 * (`PERSONAL_FIELDS`) are sealed with their person's key on append and opened on every read, so
 * every reader (projections, API, auditor history, exports, the command handler) sees them the
 * same way; once the key is destroyed they read as the domain's forgotten values.
 */
export class PiiCodec {
  readonly keys: PersonKeys;

  constructor(pool: pg.Pool, config: PiiConfig) {
    this.keys = new PersonKeys(pool, Buffer.from(config.PII_MASTER_KEY, 'hex'));
  }

  /** The events with their personal fields sealed, and the keys they were sealed with (the append inserts or checks them). */
  seal(events: readonly EventData[]): { events: readonly EventData[]; keys: PersonKey[] } {
    const found = events.map((e) => personalPathsOf(e.type, e.data));
    if (found.every((f) => f === null)) return { events, keys: [] };
    const keys = this.keys.forSealing(found.flatMap((f) => f?.subjectId ?? []));
    const keyOf = new Map(keys.map((k) => [k.subjectId, k.key]));
    return { events: events.map((event, i) => sealOne(event, found[i] ?? null, keyOf)), keys };
  }

  async open<E extends Pick<RecordedEvent, 'type' | 'data'>>(events: E[]): Promise<E[]> {
    const sealed = events.map((e) => sealedOf(e.data));
    if (sealed.every((s) => s === undefined)) return events;
    const keys = await this.keys.forOpening(sealed.flatMap((s) => (s ? [s.s] : [])));
    return events.map((event, i) => {
      const s = sealed[i];
      if (!s) return event;
      const key = keys.get(s.s);
      const fields = PERSONAL_FIELDS[event.type];
      const values: unknown[] = key ? JSON.parse(decrypt(key, Buffer.from(s.c, 'base64')).toString()) : s.p.map((path) => fields?.paths[path]?.(s.s) ?? null);
      const { [SEALED]: _, ...rest } = event.data as Record<string, unknown>;
      return { ...event, data: s.p.reduce<unknown>((d, path, at) => setPath(d, path, values[at]), rest) };
    });
  }

  /** `open` for events read as JSON text: only the sealed ones are parsed and written again. */
  async openRaw(events: RawRecordedEvent[]): Promise<RawRecordedEvent[]> {
    const at = events.flatMap((e, i) => (e.dataJson.includes(`"${SEALED}"`) ? [i] : []));
    if (at.length === 0) return events;
    const opened = await this.open(at.map((i) => ({ type: events[i]!.type, data: JSON.parse(events[i]!.dataJson) as unknown })));
    const result = [...events];
    at.forEach((i, k) => (result[i] = { ...events[i]!, dataJson: JSON.stringify(opened[k]!.data) }));
    return result;
  }

  /** The subjects whose keys these events destroy (forgetting events), to destroy in their append. */
  forgotten(events: readonly EventData[]): string[] {
    return [...new Set(events.flatMap((e) => (FORGETS[e.type] ?? []).map((field) => getPath(e.data, field)).filter((id): id is string => typeof id === 'string')))];
  }
}
